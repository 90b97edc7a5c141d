/**
 * The CRM's webhooks in the database (`lead_webhooks`, "CRM webhook" in the Content Manager): one row
 * per event, written in the transaction of what it tells (a lead stored, a status changed, a person
 * erased), then delivered by ./worker.ts with the lead-email queue's claim, backoff and give-up
 * (../notifications/outbox.ts, ../notifications/policy.ts). docs/crm-webhooks.md says why each rule.
 *
 * - The `webhook-id` is made when the event is queued and sent with every try, so the CRM can tell a
 *   retry from a new event (delivery is at least once: a CMS that dies after the CRM answered sends
 *   it again when its claim runs out).
 * - The body is kept as the exact text sent, so every try carries the same bytes. It is deleted as
 *   soon as the CRM has it: what remains (event, id, state, times) holds nothing about the person.
 * - A lead's events go in the order they happened: one waits while an earlier event of its lead is
 *   still to go (pending or being sent; one given up no longer holds the others back). The claim
 *   query finds only rows that wait for nothing, so a lead's queue never holds another lead back.
 * - Rows are written through the query engine, so no content webhook (a site rebuild) fires.
 */
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { type CmsEnv, cmsEnv } from '../config/env';
import { LEADS, type LeadKind } from '../contracts/leads';
import { leadAdminUrl } from '../lead-desk/rules';
import { claimDue, settleClaim, settleFailure, whereClaimable, type QueueClaim } from '../notifications/outbox';
import { type QueuePolicy, policyFromEnv } from '../notifications/policy';
import {
  type CrmEvent,
  type CrmMessage,
  type DeliveryRow,
  REFUSAL_TRIES,
  isPermanentRefusal,
  leadCreated,
  personErased,
  statusChanged,
} from './rules';
import { signedHeaders } from './signing';

export const WEBHOOK_UID = 'api::lead-webhook.lead-webhook';

/** Made with the lead desk's (../lead-desk/store.ts): one row per message id, even when several
 * instances queue at once; a lead's rows found by its kind and id. */
export const CRM_INDEXES = [
  'CREATE UNIQUE INDEX IF NOT EXISTS lead_webhooks_message_uq ON lead_webhooks (message_id)',
  'CREATE INDEX IF NOT EXISTS lead_webhooks_lead_idx ON lead_webhooks (lead_type, lead_document_id)',
];

const table = (strapi: Core.Strapi) => strapi.db.query(WEBHOOK_UID);

/** Where the webhooks go and how, from the configuration; null when no CRM is configured. */
export interface CrmTarget {
  url: string;
  secret: string;
  timeoutMs: number;
}

export function crmTarget(config: CmsEnv = cmsEnv()): CrmTarget | null {
  if (!config.LEAD_WEBHOOK_URL || !config.LEAD_WEBHOOK_SECRET) return null;
  return {
    url: config.LEAD_WEBHOOK_URL,
    secret: config.LEAD_WEBHOOK_SECRET,
    timeoutMs: config.LEAD_WEBHOOK_TIMEOUT_MS,
  };
}

/** The lead-email queue's policy (NOTIFY_*), with the CRM's own number of attempts: a CRM may be
 * down for a day where a mail server is not. */
export function crmPolicy(config: CmsEnv = cmsEnv()): QueuePolicy {
  return { ...policyFromEnv(config), maxAttempts: config.LEAD_WEBHOOK_MAX_ATTEMPTS };
}

/** A new message id, `msg_` and 32 hex digits (the specification's examples use such prefixed ids). */
const messageId = () => `msg_${crypto.randomUUID().replace(/-/g, '')}`;

async function insert(
  strapi: Core.Strapi,
  message: CrmMessage,
  lead: { kind: LeadKind; documentId: string } | null,
  due = new Date(),
): Promise<void> {
  const now = new Date();
  await table(strapi).create({
    data: {
      event: message.type,
      messageId: messageId(),
      payload: JSON.stringify(message),
      state: 'pending',
      attempts: 0,
      nextAttemptAt: due,
      leadType: lead?.kind ?? null,
      leadDocumentId: lead?.documentId ?? null,
      // What the document service sets on every entry of a type without drafts.
      publishedAt: now,
    },
  });
}

/** Queues `lead.created` for a stored lead, in its transaction; nothing without a CRM or for a kind
 * the CRM does not get (../crm/rules.ts, CRM_FIELDS). */
export async function queueLeadCreated(
  strapi: Core.Strapi,
  kind: LeadKind,
  lead: Record<string, unknown> & { documentId: string },
): Promise<void> {
  if (!crmTarget()) return;
  const adminUrl = leadAdminUrl(
    strapi.config.get<string | undefined>('server.url'),
    strapi.config.get<string | undefined>('admin.url'),
    kind,
    lead.documentId,
  );
  const message = leadCreated(kind, lead, { adminUrl });
  if (message) await insert(strapi, message, { kind, documentId: lead.documentId });
}

/** Queues `lead.status_changed`, in the lead desk's transaction that changes it. */
export async function queueStatusChanged(
  strapi: Core.Strapi,
  kind: LeadKind,
  documentId: string,
  change: { from: string | null; to: string | null },
): Promise<void> {
  if (!crmTarget()) return;
  const message = statusChanged(kind, documentId, change);
  if (message) await insert(strapi, message, { kind, documentId });
}

type Row = Record<string, unknown> & { id: number };

/**
 * A person's erasure, inside its transaction (../privacy/data-requests.ts): deletes the rows `ids`, the
 * webhooks of their leads (every state: an undelivered one holds their data, a delivered one says
 * what the CRM got), and queues `person.erased` when the CRM got, or may have got, any of them (a
 * webhook tried at least once), with the address and those leads' ids. With no CRM configured now
 * it still queues it: it waits until one is. It goes after any try still in flight: due when the
 * last claim of a deleted row runs out. Answers how many rows were deleted.
 */
export async function forgetPerson(strapi: Core.Strapi, email: string, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  // Read again here, in the erasure's transaction: the claims are not among what a data request shows.
  const rows = (await table(strapi).findMany({
    where: { id: { $in: ids } },
    select: ['id', 'state', 'attempts', 'claimedUntil', 'leadType', 'leadDocumentId'],
  })) as Row[];
  const { count } = await table(strapi).deleteMany({ where: { id: { $in: ids } } });
  const known = new Map<string, { kind: LeadKind; id: string }>();
  let due = Date.now();
  for (const row of rows) {
    if (Number(row.attempts ?? 0) > 0 && typeof row.leadType === 'string' && typeof row.leadDocumentId === 'string')
      known.set(`${row.leadType}:${row.leadDocumentId}`, { kind: row.leadType as LeadKind, id: row.leadDocumentId });
    if (row.state === 'sending' && row.claimedUntil)
      due = Math.max(due, new Date(row.claimedUntil as string).getTime());
  }
  if (known.size) await insert(strapi, personErased(email, [...known.values()]), null, new Date(due));
  return count;
}

/** The webhooks of some leads of one kind (the lead desk's list and page), oldest first. */
export async function deliveriesOf(
  strapi: Core.Strapi,
  kind: LeadKind,
  documentIds: string[],
): Promise<Map<string, Array<DeliveryRow & { messageId: string; createdAt: string }>>> {
  const found = new Map<string, Array<DeliveryRow & { messageId: string; createdAt: string }>>();
  for (let start = 0; start < documentIds.length; start += 500) {
    const rows = (await table(strapi).findMany({
      where: { leadType: kind, leadDocumentId: { $in: documentIds.slice(start, start + 500) } },
      select: [
        'leadDocumentId',
        'event',
        'messageId',
        'state',
        'attempts',
        'nextAttemptAt',
        'deliveredAt',
        'lastError',
        'lastStatus',
        'createdAt',
      ],
      orderBy: { id: 'asc' },
    })) as Row[];
    for (const row of rows) {
      const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
      const delivery = {
        event: row.event as CrmEvent,
        messageId: row.messageId as string,
        state: row.state as DeliveryRow['state'],
        attempts: Number(row.attempts ?? 0),
        nextAttemptAt: iso(row.nextAttemptAt),
        deliveredAt: iso(row.deliveredAt),
        lastError: (row.lastError as string | null) ?? null,
        lastStatus: row.lastStatus === null || row.lastStatus === undefined ? null : Number(row.lastStatus),
        createdAt: iso(row.createdAt) ?? '',
      };
      const key = row.leadDocumentId as string;
      found.set(key, [...(found.get(key) ?? []), delivery]);
    }
  }
  return found;
}

/** "Send again" on a lead's page: its webhooks given up are tried again, from a fresh count, now. */
export async function retryFailed(strapi: Core.Strapi, kind: LeadKind, documentId: string): Promise<number> {
  const { count } = await table(strapi).updateMany({
    where: { leadType: kind, leadDocumentId: documentId, state: 'failed', payload: { $notNull: true } },
    data: { state: 'pending', attempts: 0, nextAttemptAt: new Date(), updatedAt: new Date() },
  });
  return count;
}

interface WebhookClaim extends QueueClaim {
  event: CrmEvent;
  messageId: string;
  payload: string | null;
  leadType: LeadKind | null;
  leadDocumentId: string | null;
}

/** Most rows one claim looks at: each is the next of its lead (or of no lead), so any of them may go. */
const CLAIM_CANDIDATES = 10;

/**
 * The ids of the oldest rows the worker may send now, found in one query: claimable (due, or
 * claimed by an instance whose claim ran out) with NOT EXISTS an earlier row of the same lead still
 * to go (pending or being sent). So at most one row of each lead is a candidate, and no number of
 * rows waiting behind a lead the CRM refuses holds another lead's back. A row of no lead (an
 * erasure) waits for nothing (NULL equals nothing). Rows only ever join behind a lead's others (ids
 * grow), so a row found here stays the next of its lead until it is claimed; the one exception is
 * "Send again" on an earlier row given up, at that very moment, which may then go beside it.
 */
async function sendableIds(strapi: Core.Strapi, now: Date): Promise<number[]> {
  const knex = strapi.db.connection;
  const { tableName } = strapi.db.metadata.get(WEBHOOK_UID);
  const query = whereClaimable(knex(`${tableName} as w`).select('w.id'), 'w', now)
    .whereNotExists(
      knex(`${tableName} as e`)
        .select('e.id')
        .whereRaw('?? = ?? AND ?? = ?? AND ?? < ??', [
          'e.lead_type',
          'w.lead_type',
          'e.lead_document_id',
          'w.lead_document_id',
          'e.id',
          'w.id',
        ])
        .whereIn('e.state', ['pending', 'sending']),
    )
    .orderBy('w.id', 'asc')
    .limit(CLAIM_CANDIDATES);
  return ((await query) as Array<{ id: number | string }>).map((row) => Number(row.id));
}

/** Claims the oldest due webhook whose lead has no earlier event still to go. */
export function claimNextWebhook(strapi: Core.Strapi, policy: QueuePolicy, now = new Date()) {
  return claimDue<Omit<WebhookClaim, 'token' | 'attempts'> & { attempts: number | null }>(strapi, WEBHOOK_UID, policy, {
    select: ['event', 'messageId', 'payload', 'leadType', 'leadDocumentId'],
    now,
    candidates: (at) => sendableIds(strapi, at),
  }) as Promise<WebhookClaim | null>;
}

/** Why a try failed, in words for the lead desk: never the response body (the CRM's, which may echo
 * anything) nor the address (its query may hold a token). */
function reasonOf(error: unknown, timeoutMs: number): string {
  const failure = error as Error & { cause?: { code?: string; message?: string } };
  if (failure.name === 'TimeoutError') return `No answer within ${timeoutMs} ms.`;
  const cause = failure.cause?.code ?? failure.cause?.message;
  return cause ? `${failure.message}: ${cause}` : failure.message || 'The request failed.';
}

/**
 * Sends one claimed webhook: POST of its stored body with fresh Standard Webhooks headers, a timeout,
 * no redirects followed. A 2xx answer delivers it (and deletes its body); anything else is a failed
 * try, retried after the backoff; a refusal (a 4xx but 408 and 429) ends after REFUSAL_TRIES tries. The webhook of a lead deleted meanwhile is not sent (its body is
 * deleted too).
 */
export async function deliverWebhook(
  strapi: Core.Strapi,
  claim: WebhookClaim,
  policy: QueuePolicy,
  target: CrmTarget,
): Promise<'delivered' | 'failed'> {
  try {
    if (claim.leadType && claim.leadDocumentId) {
      const uid = LEADS[claim.leadType]?.uid;
      const lead = uid ? await strapi.db.query(uid).findOne({ where: { documentId: claim.leadDocumentId } }) : null;
      if (!lead) {
        await settleClaim(strapi, WEBHOOK_UID, claim, {
          state: 'failed',
          nextAttemptAt: null,
          payload: null,
          lastError: 'Not sent: the lead was deleted.',
        });
        return 'failed';
      }
    }
    if (claim.payload === null) throw new Error('Nothing to send: the webhook has no body.');
    const response = await fetch(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'meridian-works-cms',
        ...signedHeaders(target.secret, claim.messageId, claim.payload),
      },
      body: claim.payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(target.timeoutMs),
    });
    // The answer's body is not needed (and not kept): released so the connection is free again.
    await response.body?.cancel().catch(() => undefined);
    if (response.status < 200 || response.status > 299) {
      // A refusal (a 4xx but 408 and 429) is given up after REFUSAL_TRIES (./rules.ts says why).
      const refused = isPermanentRefusal(response.status);
      await settleFailure(
        strapi,
        WEBHOOK_UID,
        claim,
        refused ? { ...policy, maxAttempts: Math.min(policy.maxAttempts, REFUSAL_TRIES) } : policy,
        `The CRM answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`,
        { lastStatus: response.status },
      );
      return 'failed';
    }
    await settleClaim(strapi, WEBHOOK_UID, claim, {
      state: 'delivered',
      deliveredAt: new Date(),
      nextAttemptAt: null,
      lastError: null,
      lastStatus: response.status,
      payload: null,
    });
    return 'delivered';
  } catch (error) {
    await settleFailure(strapi, WEBHOOK_UID, claim, policy, reasonOf(error, target.timeoutMs), { lastStatus: null });
    return 'failed';
  }
}
