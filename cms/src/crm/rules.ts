/**
 * What the firm's CRM is told (docs/crm-webhooks.md): the events, the fields each carries (listed
 * here, never "whatever the lead holds"), and how a lead's deliveries read on the lead desk. Pure and
 * free of Node's modules, so the admin's Leads page (src/admin/leads/) shares it with the
 * queue (./queue.ts); unit-tested in rules.test.ts.
 */
import { LEADS, type LeadDefinition, type LeadKind, byKind } from '../contracts/leads';

export const CRM_EVENTS = ['lead.created', 'lead.status_changed', 'person.erased'] as const;
export type CrmEvent = (typeof CRM_EVENTS)[number];

/**
 * The fields of each kind of lead the CRM receives, or null: that kind is never sent (its registry
 * entry's `crm`, ../contracts/leads.ts). They are the fields the firm reads, those with a label: the
 * CMS's own keys (idempotency and repeat keys, the confirmation nonce) are never sent, nor is
 * "whatever the lead holds".
 */
export const CRM_FIELDS = byKind<readonly string[] | null>((kind) => {
  const lead: LeadDefinition = LEADS[kind];
  return lead.crm ? Object.keys(lead.fields).filter((field) => lead.fields[field].label) : null;
});

export const sentToCrm = (kind: LeadKind): boolean => CRM_FIELDS[kind] !== null;

/** A webhook's body, as the Standard Webhooks specification shapes it: the event, when it
 * happened, and its data. */
export interface CrmMessage {
  type: CrmEvent;
  timestamp: string;
  data: Record<string, unknown>;
}

const isoOf = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value as string | number);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** A new lead: its kind, document id, when it came, its admin page (or null), and its listed fields
 * (each present, null when the visitor left it out). Null for a kind the CRM does not get. */
export function leadCreated(
  kind: LeadKind,
  lead: Record<string, unknown> & { documentId: string },
  { adminUrl, now = new Date() }: { adminUrl: string | null; now?: Date },
): CrmMessage | null {
  const listed = CRM_FIELDS[kind];
  if (!listed) return null;
  return {
    type: 'lead.created',
    timestamp: now.toISOString(),
    data: {
      kind,
      id: lead.documentId,
      createdAt: isoOf(lead.createdAt) ?? now.toISOString(),
      status: 'new',
      adminUrl,
      fields: Object.fromEntries(listed.map((field) => [field, lead[field] ?? null])),
    },
  };
}

/** A lead's status changed on the lead desk (from, to). Who changed it is not sent: staff's names
 * stay in the CMS. */
export function statusChanged(
  kind: LeadKind,
  documentId: string,
  change: { from: string | null; to: string | null },
  now = new Date(),
): CrmMessage | null {
  if (!sentToCrm(kind)) return null;
  return {
    type: 'lead.status_changed',
    timestamp: now.toISOString(),
    data: { kind, id: documentId, previousStatus: change.from, status: change.to, changedAt: now.toISOString() },
  };
}

/** A person's data was erased here: only what the CRM needs to find them (the address asked about and
 * the ids of their leads it may hold), so that it erases them too. */
export function personErased(
  email: string,
  leads: Array<{ kind: LeadKind; id: string }>,
  now = new Date(),
): CrmMessage {
  return { type: 'person.erased', timestamp: now.toISOString(), data: { email, leads, erasedAt: now.toISOString() } };
}

/**
 * A permanent refusal: the CRM answered a 4xx other than 408 (it timed out) and 429 (too many
 * requests), saying this request itself is wrong (400, 422: a field it will not take; 401, 403:
 * the secret or the address is; 404, 410). Trying it again for a day cannot help, so it ends after
 * REFUSAL_TRIES tries (in case the CRM was being redeployed) and shows on the lead desk as refused;
 * a transient failure (no answer, a 5xx, 408, 429) keeps the backoff up to LEAD_WEBHOOK_MAX_ATTEMPTS.
 */
export const isPermanentRefusal = (status: number | null | undefined): boolean =>
  typeof status === 'number' && status >= 400 && status <= 499 && status !== 408 && status !== 429;

/** Tries before a webhook the CRM refuses (isPermanentRefusal) is given up. */
export const REFUSAL_TRIES = 3;

/** One webhook of a lead, as the desk reads it. */
export interface DeliveryRow {
  event: CrmEvent;
  state: 'pending' | 'sending' | 'delivered' | 'failed';
  attempts: number;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  lastError: string | null;
  lastStatus: number | null;
}

/**
 * Where a lead stands with the CRM, worst first: `refused` (an event the CRM refused as wrong,
 * isPermanentRefusal, given up), `failed` (an event given up after every retry), `failing` (an event
 * tried and waiting for its next try), `pending` (not tried yet, or being sent), `delivered` (every
 * event). With the last error and the next try of the event that decides it.
 */
export interface DeliverySummary {
  state: 'refused' | 'failed' | 'failing' | 'pending' | 'delivered';
  events: number;
  /** When the last event was delivered (delivered), or the next try (failing, pending). */
  at: string | null;
  lastError: string | null;
  attempts: number;
}

const RANK = { refused: 0, failed: 1, failing: 2, pending: 3, delivered: 4 } as const;

const summaryStateOf = (row: DeliveryRow): DeliverySummary['state'] =>
  row.state === 'failed'
    ? isPermanentRefusal(row.lastStatus)
      ? 'refused'
      : 'failed'
    : row.state === 'delivered'
      ? 'delivered'
      : row.attempts > 0 && row.lastError
        ? 'failing'
        : 'pending';

export function deliveryOf(rows: readonly DeliveryRow[]): DeliverySummary | null {
  if (!rows.length) return null;
  let worst: DeliveryRow = rows[0];
  for (const row of rows) {
    const [a, b] = [RANK[summaryStateOf(row)], RANK[summaryStateOf(worst)]];
    // Among delivered events the latest; among the others the one that decides (the worst).
    if (a < b || (a === b && (row.deliveredAt ?? '') > (worst.deliveredAt ?? ''))) worst = row;
  }
  const state = summaryStateOf(worst);
  return {
    state,
    events: rows.length,
    at:
      state === 'delivered'
        ? worst.deliveredAt
        : state === 'failed' || state === 'refused'
          ? null
          : worst.nextAttemptAt,
    lastError: state === 'delivered' ? null : worst.lastError,
    attempts: worst.attempts,
  };
}

/** A lead's delivery in words, for the lead desk; `when` formats an ISO time. */
export function deliveryText(summary: DeliverySummary | null | undefined, when: (iso: string) => string): string {
  if (!summary) return 'Not sent';
  const tries = `${summary.attempts} ${summary.attempts === 1 ? 'try' : 'tries'}`;
  switch (summary.state) {
    case 'delivered':
      return summary.at ? `Delivered ${when(summary.at)}` : 'Delivered';
    case 'pending':
      return 'Waiting to be sent';
    case 'failing':
      return `Failing after ${tries}: ${summary.lastError ?? 'no answer'}${summary.at ? ` Next try ${when(summary.at)}.` : ''}`;
    case 'failed':
      return `Failed after ${tries}: ${summary.lastError ?? 'no answer'}`;
    case 'refused':
      return `Refused by the CRM after ${tries}: ${summary.lastError ?? 'no answer'}`;
  }
}

/** One event's delivery in words, for the lead's page. */
export function eventText(row: DeliveryRow, when: (iso: string) => string): string {
  return deliveryText(deliveryOf([row]), when);
}
