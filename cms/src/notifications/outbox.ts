/**
 * The notification outbox in the database (the `notifications` table, "Lead notification" in the
 * Content Manager). Rows are written through Strapi's query engine, not the document service, so
 * the queue's own bookkeeping never fires the content webhooks (each would ask the site to rebuild).
 */
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { type CapPolicy, releaseSlot, takeSlot, windowOf } from './cap';
import { LEADS, type LeadKind, byKind } from '../contracts/leads';
import { type DigestItem, composeDigestEmail, composeLeadEmail, subjectFor } from './compose';
import { type QueuePolicy, afterFailure, backoffMs, claimableWhere, recipientsFor } from './policy';
import { subscriberEmailFor } from '../newsletter/delivery';
import { leadAdminUrl } from '../lead-desk/rules';

export const NOTIFICATION_UID = 'api::notification.notification';
export const SETTINGS_UID = 'api::notification-setting.notification-setting';

const query = (strapi: Core.Strapi) => strapi.db.query(NOTIFICATION_UID);

/** The Notification settings' field holding each kind's recipients, named by the kind
 * (`contact-request`: `contactRequestRecipients`). */
export const RECIPIENT_FIELDS = byKind(
  (kind) => `${kind.replace(/-([a-z])/g, (_dash, letter: string) => letter.toUpperCase())}Recipients`,
);

/** Makes the Notification settings exist (empty lists: the firm's contact email hears of everything
 * but subscriptions) so editors find it in the Content Manager. */
export async function ensureNotificationSettings(strapi: Core.Strapi): Promise<void> {
  if (await strapi.documents(SETTINGS_UID).findFirst()) return;
  await strapi.documents(SETTINGS_UID).create({ data: { announceSubscriptions: false } as never });
}

/** Whether a new lead of this type is announced at all (subscriptions only when editors say so). */
export async function isAnnounced(strapi: Core.Strapi, type: LeadKind): Promise<boolean> {
  if (type !== 'subscription') return true;
  const settings = await strapi.db.query(SETTINGS_UID).findOne({});
  return Boolean(settings?.announceSubscriptions);
}

/**
 * What a queued email is: the announcement of a lead to the firm (the default), or the email that
 * asks a new newsletter subscriber to confirm their address (addressed to them; ../newsletter).
 */
export type Template = 'lead-announcement' | 'subscriber-confirmation';

/** Queues the email for a stored submission; called in the transaction that stores it. With
 * `heldUntil` a lead announcement is not sent on its own but waits for the digest due then (./cap.ts). */
export async function enqueue(
  strapi: Core.Strapi,
  type: LeadKind,
  submission: { documentId: string } & Record<string, unknown>,
  {
    template = 'lead-announcement',
    subject,
    heldUntil,
  }: { template?: Template; subject?: string; heldUntil?: Date } = {},
): Promise<void> {
  const now = new Date();
  await query(strapi).create({
    data: {
      subject: subject ?? subjectFor(type, submission),
      template,
      state: heldUntil ? 'held' : 'pending',
      attempts: 0,
      nextAttemptAt: heldUntil ?? now,
      submissionType: type,
      submissionDocumentId: submission.documentId,
      // What the document service sets on every entry of a type without drafts.
      publishedAt: now,
    },
  });
}

export interface Claim extends QueueClaim {
  submissionType: LeadKind;
  submissionDocumentId: string;
  template: Template;
}

/** A row of a queue table claimed by this instance: its id, the attempt it is on and the claim's token. */
export interface QueueClaim {
  id: number;
  attempts: number;
  token: string;
}

/**
 * Claims the oldest due row of a queue table (`uid`: this outbox, or the CRM's webhooks, ../crm)
 * for this instance, or returns null when none is due. The claim is one UPDATE whose WHERE repeats
 * the "claimable" condition (./policy.ts): when two instances race for a row, the database lets
 * exactly one of them change it (count 1), and the other moves on. `candidates` finds the rows to
 * try, oldest first (by default the ten oldest claimable ones; the CRM's leaves out in its query
 * those whose lead has an earlier event still to go).
 */
export async function claimDue<Row extends { id: number; attempts?: number | null }>(
  strapi: Core.Strapi,
  uid: string,
  policy: QueuePolicy,
  {
    select,
    now = new Date(),
    candidates,
  }: { select: string[]; now?: Date; candidates?: (now: Date) => Promise<number[]> },
): Promise<(Row & QueueClaim) | null> {
  const table = strapi.db.query(uid);
  const fields = ['id', 'attempts', ...select];
  const found = candidates
    ? await candidates(now).then((ids) =>
        ids.length ? table.findMany({ where: { id: { $in: ids } }, select: fields, orderBy: { id: 'asc' } }) : [],
      )
    : await table.findMany({ where: claimableWhere(now), select: fields, orderBy: { id: 'asc' }, limit: 10 });
  for (const candidate of found as Row[]) {
    const token = crypto.randomUUID();
    const attempts = (candidate.attempts ?? 0) + 1;
    const { count } = await table.updateMany({
      where: { $and: [{ id: candidate.id }, claimableWhere(now)] },
      data: {
        state: 'sending',
        claimToken: token,
        claimedUntil: new Date(now.getTime() + policy.leaseMs),
        attempts,
        updatedAt: now,
      },
    });
    if (count === 1) return { ...candidate, attempts, token };
  }
  return null;
}

/** A knex query, as `strapi.db.connection(table)` makes (knex is Strapi's, not a dependency of ours). */
type KnexQuery = ReturnType<Core.Strapi['db']['connection']>;

/** The same condition as claimableWhere (./policy.ts), on a knex query of a queue table as `alias`
 * (snake_case columns), for claim queries the query engine cannot write (a NOT EXISTS). Dates are
 * bound as Date, as the query engine binds them (a number on SQLite, a timestamp on PostgreSQL). */
export function whereClaimable(query: KnexQuery, alias: string, now: Date): KnexQuery {
  // Block bodies: a knex builder is thenable, and these callbacks' return values are not used.
  return query.where((due) => {
    void due
      .where((pending) => {
        void pending.where(`${alias}.state`, 'pending').andWhere((time) => {
          void time.whereNull(`${alias}.next_attempt_at`).orWhere(`${alias}.next_attempt_at`, '<=', now);
        });
      })
      .orWhere((stale) => {
        void stale.where(`${alias}.state`, 'sending').andWhere(`${alias}.claimed_until`, '<', now);
      });
  });
}

/** Records how a claimed send ended; only the holder of the claim can (its token must still match). */
export async function settleClaim(
  strapi: Core.Strapi,
  uid: string,
  claim: Pick<QueueClaim, 'id' | 'token'>,
  data: Record<string, unknown>,
): Promise<void> {
  await strapi.db.query(uid).updateMany({
    where: { id: claim.id, claimToken: claim.token },
    data: { ...data, claimToken: null, claimedUntil: null, updatedAt: new Date() },
  });
}

/** Claims the oldest due notification for this instance, or returns null when none is due. */
export async function claimNext(strapi: Core.Strapi, policy: QueuePolicy, now = new Date()): Promise<Claim | null> {
  const claimed = await claimDue<{
    id: number;
    attempts: number | null;
    submissionType: LeadKind;
    submissionDocumentId: string;
    template: Template | null;
  }>(strapi, NOTIFICATION_UID, policy, { select: ['submissionType', 'submissionDocumentId', 'template'], now });
  if (!claimed) return null;
  return {
    id: claimed.id,
    attempts: claimed.attempts,
    token: claimed.token,
    submissionType: claimed.submissionType,
    submissionDocumentId: claimed.submissionDocumentId,
    // Rows queued before templates existed are all lead announcements.
    template: claimed.template ?? 'lead-announcement',
  };
}

const settle = (strapi: Core.Strapi, claim: Claim, data: Record<string, unknown>) =>
  settleClaim(strapi, NOTIFICATION_UID, claim, data);

/** Records a failed attempt: tried again after the backoff, or failed for good after the last one. */
export async function settleFailure(
  strapi: Core.Strapi,
  uid: string,
  claim: QueueClaim,
  policy: QueuePolicy,
  error: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const next = afterFailure(claim.attempts, new Date(), policy);
  await settleClaim(strapi, uid, claim, {
    ...extra,
    state: next.state,
    nextAttemptAt: next.nextAttemptAt,
    lastError: error.slice(0, 2000),
  });
}

const markFailed = (strapi: Core.Strapi, claim: Claim, policy: QueuePolicy, error: string) =>
  settleFailure(strapi, NOTIFICATION_UID, claim, policy, error);

const DELETED = 'The submission was deleted.';
const NO_RECIPIENTS = 'No recipients: set them in Notification settings or the Global settings contact email.';

/** The settings and the published Global settings, read at sending time so editors' latest apply. */
async function sendingContext(strapi: Core.Strapi) {
  const [settings, global] = await Promise.all([
    strapi.db.query(SETTINGS_UID).findOne({}),
    strapi.db.query('api::global.global').findOne({ where: { publishedAt: { $notNull: true } } }),
  ]);
  return {
    recipientsOf: (type: LeadKind) => recipientsFor(settings?.[RECIPIENT_FIELDS[type]], global?.contactEmail),
    firmName: (global?.siteName as string | undefined) || 'company',
    global,
  };
}

/** Sends one claimed notification: reads the lead and the recipients now (so editors' latest
 * settings apply), sends, and marks it sent, or records the error and when to try again. A
 * subscriber's confirmation goes to the subscriber alone, and only while they are still pending. A
 * lead announcement past the window's cap (./cap.ts) is held for the digest instead. */
export async function deliver(
  strapi: Core.Strapi,
  claim: Claim,
  policy: QueuePolicy,
  cap?: CapPolicy,
): Promise<'sent' | 'failed' | 'held'> {
  /** When the window's slot for this email was taken; given back if the send fails. */
  let slot: Date | undefined;
  try {
    const uid = LEADS[claim.submissionType].uid;
    const submission = await strapi.db.query(uid).findOne({ where: { documentId: claim.submissionDocumentId } });
    if (!submission) {
      // Deleted by an editor before it went out: nothing left to announce, and retrying cannot help.
      await settle(strapi, claim, { state: 'failed', nextAttemptAt: null, lastError: DELETED });
      return 'failed';
    }
    const context = await sendingContext(strapi);
    let to: string[];
    let email: { subject: string; text: string; html: string; replyTo?: string; headers?: Record<string, string> };
    if (claim.template === 'subscriber-confirmation') {
      // To the subscriber, not the firm: outside the cap on lead emails.
      const confirmation = subscriberEmailFor(strapi, submission, context.global);
      if (!confirmation) {
        // Confirmed or unsubscribed meanwhile (an earlier email's link): asking again would be wrong.
        await settle(strapi, claim, {
          state: 'failed',
          nextAttemptAt: null,
          lastError: 'Not sent: the subscription no longer waits for confirmation.',
        });
        return 'failed';
      }
      const { to: subscriber, ...rest } = confirmation;
      to = [subscriber];
      email = rest;
    } else {
      to = context.recipientsOf(claim.submissionType);
      if (to.length === 0) throw new Error(NO_RECIPIENTS);
      if (cap) {
        const now = new Date();
        if (!(await takeSlot(strapi, cap, now))) {
          // Not a failed attempt: the row waits, untouched, for the digest at the window's end.
          await settle(strapi, claim, {
            state: 'held',
            attempts: claim.attempts - 1,
            nextAttemptAt: windowOf(now, cap.windowMs).end,
          });
          return 'held';
        }
        slot = now;
      }
      email = composeLeadEmail(claim.submissionType, submission, {
        firmName: context.firmName,
        adminUrl: adminLink(strapi, claim.submissionType, claim.submissionDocumentId),
      });
    }
    await strapi
      .plugin('email')
      .service('email')
      .send({ to, ...email });
    await settle(strapi, claim, {
      state: 'sent',
      sentAt: new Date(),
      nextAttemptAt: null,
      lastError: null,
      recipients: to.join(', '),
    });
    return 'sent';
  } catch (error) {
    if (cap && slot) await releaseSlot(strapi, cap, slot);
    await markFailed(strapi, claim, policy, (error as Error).message || String(error));
    return 'failed';
  }
}

/** The lead's page on the admin's lead desk, when the CMS knows its public address (CMS_PUBLIC_URL). */
function adminLink(strapi: Core.Strapi, type: LeadKind, documentId: string): string | null {
  return leadAdminUrl(
    strapi.config.get<string | undefined>('server.url'),
    strapi.config.get<string | undefined>('admin.url'),
    type,
    documentId,
  );
}

/** Most leads in one digest email; more go in the next one, at once. */
export const DIGEST_MAX = 200;

/**
 * Sends the digest of held leads whose window has ended: claims them all in one UPDATE (so of several
 * instances one sends each), then one email per set of recipients. On failure they are held again and
 * tried later with the queue's backoff. Returns how many leads went out.
 */
export async function sendDueDigest(strapi: Core.Strapi, policy: QueuePolicy, now = new Date()): Promise<number> {
  const due = await query(strapi).findMany({
    where: { state: 'held', nextAttemptAt: { $lte: now } },
    select: ['id'],
    orderBy: { id: 'asc' },
    limit: DIGEST_MAX,
  });
  if (due.length === 0) return 0;
  const token = crypto.randomUUID();
  await query(strapi).updateMany({
    where: { id: { $in: due.map((row) => row.id) }, state: 'held' },
    data: {
      state: 'sending',
      claimToken: token,
      claimedUntil: new Date(now.getTime() + policy.leaseMs),
      updatedAt: now,
    },
  });
  const claimed: Claim[] = (
    await query(strapi).findMany({
      where: { claimToken: token },
      select: ['id', 'attempts', 'submissionType', 'submissionDocumentId'],
      orderBy: { id: 'asc' },
    })
  ).map((row) => ({ ...row, token, attempts: (row.attempts ?? 0) + 1, template: 'lead-announcement' as const }));
  if (claimed.length === 0) return 0;

  const context = await sendingContext(strapi);
  const groups = new Map<string, Array<{ claim: Claim; item: DigestItem }>>();
  for (const claim of claimed) {
    const uid = LEADS[claim.submissionType].uid;
    const submission = await strapi.db.query(uid).findOne({ where: { documentId: claim.submissionDocumentId } });
    if (!submission) {
      await settle(strapi, claim, { state: 'failed', nextAttemptAt: null, lastError: DELETED });
      continue;
    }
    const to = context.recipientsOf(claim.submissionType).join(', ');
    const item = {
      type: claim.submissionType,
      submission,
      adminUrl: adminLink(strapi, claim.submissionType, claim.submissionDocumentId),
    };
    groups.set(to, [...(groups.get(to) ?? []), { claim, item }]);
  }

  let sent = 0;
  for (const [to, members] of groups) {
    try {
      if (!to) throw new Error(NO_RECIPIENTS);
      const email = composeDigestEmail(
        members.map(({ item }) => item),
        { firmName: context.firmName },
      );
      await strapi
        .plugin('email')
        .service('email')
        .send({ to: to.split(', '), ...email });
      const sentAt = new Date();
      for (const { claim } of members) {
        await settle(strapi, claim, {
          state: 'sent',
          sentAt,
          nextAttemptAt: null,
          lastError: null,
          recipients: to,
          digest: true,
        });
      }
      sent += members.length;
    } catch (error) {
      const message = ((error as Error).message || String(error)).slice(0, 2000);
      for (const { claim } of members) {
        const retryAt = new Date(Date.now() + backoffMs(claim.attempts, policy));
        await settle(strapi, claim, {
          state: 'held',
          attempts: claim.attempts,
          nextAttemptAt: retryAt,
          lastError: message,
        });
      }
    }
  }
  return sent;
}
