/**
 * People's data on request: everything held about the person behind an email address, across every
 * kind of lead and the lead-email queue, found, exported and erased (docs/data-requests.md). Rows are
 * read and deleted through Strapi's query engine, not the document service: no content webhook fires,
 * so no copy of a person's data leaves in a webhook's payload, and an erasure is one transaction.
 *
 * Where else a value could remain, checked on Strapi 5.54 Community: the lead types have no drafts
 * (one row per entry), no media and no relations; content history is an Enterprise feature (its
 * table, strapi_history_versions, exists but stays empty), audit logs too (no table); Strapi's
 * request log does not hold bodies
 * (and these routes take the address in the body, never the URL). The lead emails already delivered
 * sit in the firm's mailboxes, and backups hold the data until they are rotated: both are outside
 * the database, and the docs say so.
 */
import type { Core } from '@strapi/strapi';
import { LEADS, LEAD_KINDS, type LeadKind } from '../contracts/leads';
import { NOTIFICATION_UID } from '../notifications/outbox';
import { ACTIVITY_UID, STATE_UID, deskWhere } from '../lead-desk/store';
import { WEBHOOK_UID, forgetPerson } from '../crm/queue';
import {
  type Identifiers,
  type PossibleReason,
  identifiersOf,
  mentionsAddress,
  possibleReason,
  subjectNames,
} from './matching';

export const LOG_UID = 'api::data-request-log.data-request-log';

/** What a data request searches and erases: every kind of lead (../contracts/leads.ts), each its
 * content type, the queue of lead emails, and the lead desk's state and activity (notes) of those
 * leads (../lead-desk/store.ts). */
export type RecordKind = LeadKind | 'notification' | 'lead-state' | 'lead-activity' | 'lead-webhook';
export const RECORD_KINDS: RecordKind[] = [
  ...LEAD_KINDS,
  'notification',
  'lead-state',
  'lead-activity',
  'lead-webhook',
];
/** The lead desk's kinds of record, each tied to one lead by its kind and document id. */
const DESK_UIDS = { 'lead-state': STATE_UID, 'lead-activity': ACTIVITY_UID } as const;
export type Counts = Record<RecordKind, number>;

type Row = Record<string, unknown> & { id: number; documentId: string };

export interface Possible {
  type: RecordKind;
  documentId: string;
  reason: PossibleReason;
  /** The row itself, for the editor to judge. */
  row: Row;
}

export interface Findings {
  records: Record<RecordKind, Row[]>;
  /** Rows that only share a name or phone number with the person: not theirs unless included. */
  possible: Possible[];
  counts: Counts;
}

/** "contact-request:abc123": how a possible match is named when an editor includes it. */
export const keyOf = (type: RecordKind, documentId: string) => `${type}:${documentId}`;

/** Bookkeeping that says nothing about the person, never shown or exported: a queued email's claim,
 * and a subscription's confirmation nonce (part of what its confirmation link is signed over). */
const INTERNALS: Partial<Record<RecordKind, string[]>> = {
  notification: ['claimToken', 'claimedUntil'],
  'lead-webhook': ['claimToken', 'claimedUntil'],
  subscription: ['confirmNonce'],
};

function withoutInternals(kind: RecordKind, row: Row): Row {
  const copy = { ...row };
  for (const field of INTERNALS[kind] ?? []) delete copy[field];
  return copy;
}

const uidOf = (kind: RecordKind) =>
  kind === 'notification'
    ? NOTIFICATION_UID
    : kind === 'lead-webhook'
      ? WEBHOOK_UID
      : kind === 'lead-state' || kind === 'lead-activity'
        ? DESK_UIDS[kind]
        : LEADS[kind].uid;

const emptyRecords = (): Record<RecordKind, Row[]> =>
  Object.fromEntries(RECORD_KINDS.map((kind): [RecordKind, Row[]] => [kind, []])) as Record<RecordKind, Row[]>;

export const countsOf = (records: Record<RecordKind, unknown[]>): Counts =>
  Object.fromEntries(RECORD_KINDS.map((kind) => [kind, records[kind].length])) as Counts;

/** Rows of a lead type that share a name or phone with the person and are not already theirs. */
async function possibleLeads(strapi: Core.Strapi, type: LeadKind, ids: Identifiers, held: Set<number>) {
  const or: Array<Record<string, unknown>> = [...ids.names].map((name) => ({ name: { $eqi: name } }));
  // Phones are typed in any format: every row with one is compared by its digits.
  if (ids.phones.size && (LEADS[type].person as readonly string[]).includes('phone'))
    or.push({ phone: { $notNull: true } });
  if (!or.length) return [];
  const rows = (await strapi.db.query(LEADS[type].uid).findMany({ where: { $or: or } })) as Row[];
  return rows.flatMap((row) => {
    const reason = held.has(row.id) ? null : possibleReason(row, ids);
    return reason ? [{ type, documentId: row.documentId, reason, row } satisfies Possible] : [];
  });
}

/**
 * Everything held about the person at `email` (lower case), with the possible matches an editor
 * chose to include (`include`: keys from an earlier answer's `possible`). Unknown keys are ignored
 * by the caller's validation (see `unknownIncludes`).
 */
export async function findPerson(strapi: Core.Strapi, email: string, include: string[] = []): Promise<Findings> {
  const records = emptyRecords();
  const possible: Possible[] = [];
  const wanted = new Set(include);

  for (const type of LEAD_KINDS) {
    const rows = (await strapi.db
      .query(LEADS[type].uid)
      .findMany({ where: { email: { $containsi: email } }, orderBy: { id: 'asc' } })) as Row[];
    records[type] = rows.filter((row) => mentionsAddress(row.email, email));
  }
  const ids = identifiersOf(LEAD_KINDS.flatMap((type) => records[type]));
  for (const type of LEAD_KINDS) {
    const held = new Set(records[type].map((row) => row.id));
    for (const candidate of await possibleLeads(strapi, type, ids, held)) {
      if (wanted.has(keyOf(type, candidate.documentId))) records[type].push(candidate.row);
      else possible.push(candidate);
    }
  }

  // The queued emails of those leads (subjects name the person)...
  const linked = LEAD_KINDS.filter((type) => records[type].length).map((type) => ({
    submissionType: type,
    submissionDocumentId: { $in: records[type].map((row) => row.documentId) },
  }));
  const notifications = linked.length
    ? ((await strapi.db.query(NOTIFICATION_UID).findMany({ where: { $or: linked }, orderBy: { id: 'asc' } })) as Row[])
    : [];
  // ...and those left behind when an editor deleted the lead itself: the subject is all that remains.
  const byName = [email, ...ids.names].map((text) => ({ subject: { $containsi: text } }));
  const mentioning = (await strapi.db.query(NOTIFICATION_UID).findMany({ where: { $or: byName } })) as Row[];
  const seen = new Set(notifications.map((row) => row.id));
  for (const row of mentioning) {
    if (seen.has(row.id)) continue;
    const type = LEAD_KINDS.find((kind) => kind === row.submissionType);
    const lead = type
      ? await strapi.db.query(LEADS[type].uid).findOne({ where: { documentId: row.submissionDocumentId } })
      : null;
    if (lead) continue; // someone else's lead: it follows its lead when that is included
    if (mentionsAddress(row.subject, email) || wanted.has(keyOf('notification', row.documentId))) {
      notifications.push(row);
    } else if (subjectNames(row.subject, ids)) {
      possible.push({ type: 'notification', documentId: row.documentId, reason: 'same name', row });
    }
  }
  records.notification = notifications;
  // The lead desk's state and activity of those leads: the notes say things about the person.
  for (const desk of ['lead-state', 'lead-activity'] as const) {
    const tied = LEAD_KINDS.filter((type) => records[type].length).map((type) =>
      deskWhere(
        type,
        records[type].map((row) => row.documentId),
      ),
    );
    records[desk] = tied.length
      ? ((await strapi.db.query(DESK_UIDS[desk]).findMany({ where: { $or: tied }, orderBy: { id: 'asc' } })) as Row[])
      : [];
  }
  records['lead-webhook'] = await webhooksOf(strapi, email, records);
  for (const kind of RECORD_KINDS) records[kind] = records[kind].map((row) => withoutInternals(kind, row));
  const shown = possible.map((match) => ({ ...match, row: withoutInternals(match.type, match.row) }));
  return { records, possible: shown, counts: countsOf(records) };
}

/** The address a CRM webhook's body is about: a lead's email field, or the erased person's. */
function webhookAddress(payload: unknown): unknown {
  if (typeof payload !== 'string') return null;
  try {
    const { data } = JSON.parse(payload) as { data?: { email?: unknown; fields?: { email?: unknown } } };
    return data?.fields?.email ?? data?.email;
  } catch {
    return null;
  }
}

/** The CRM's webhooks (../crm) of the person's leads, and those that name their address with no lead
 * of someone else's behind them: a lead an editor deleted, or an erasure of theirs still to be sent. */
async function webhooksOf(strapi: Core.Strapi, email: string, records: Record<RecordKind, Row[]>): Promise<Row[]> {
  const tied = LEAD_KINDS.filter((type) => records[type].length).map((type) =>
    deskWhere(
      type,
      records[type].map((row) => row.documentId),
    ),
  );
  const found = tied.length
    ? ((await strapi.db.query(WEBHOOK_UID).findMany({ where: { $or: tied }, orderBy: { id: 'asc' } })) as Row[])
    : [];
  const seen = new Set(found.map((row) => row.id));
  const naming = (await strapi.db
    .query(WEBHOOK_UID)
    .findMany({ where: { payload: { $containsi: email } }, orderBy: { id: 'asc' } })) as Row[];
  for (const row of naming) {
    if (seen.has(row.id) || !mentionsAddress(webhookAddress(row.payload), email)) continue;
    const type = LEAD_KINDS.find((kind) => kind === row.leadType);
    const lead = type
      ? await strapi.db.query(LEADS[type].uid).findOne({ where: { documentId: row.leadDocumentId } })
      : null;
    if (!lead) found.push(row);
  }
  return found;
}

/** Included keys that are not among the possible matches: refused rather than trusted. */
export async function unknownIncludes(strapi: Core.Strapi, email: string, include: string[]): Promise<string[]> {
  if (!include.length) return [];
  const { possible, records } = await findPerson(strapi, email);
  const known = new Set(possible.map((match) => keyOf(match.type, match.documentId)));
  for (const kind of RECORD_KINDS) for (const row of records[kind]) known.add(keyOf(kind, row.documentId));
  return include.filter((key) => !known.has(key));
}

/** Deletes everything `findPerson` finds and writes the audit entry, in one transaction (no erasure
 * goes unlogged, no entry claims one that did not happen); answers what was deleted. */
export async function erasePerson(
  strapi: Core.Strapi,
  email: string,
  include: string[] = [],
  admin?: { id?: number; email?: string } | null,
): Promise<Counts> {
  return strapi.db.transaction(async () => {
    const { records } = await findPerson(strapi, email, include);
    const counts = countsOf(records);
    // The CRM's webhooks: deleted, and the CRM told when it may hold any of them (../crm/queue.ts).
    // An erasure of theirs still to be sent stays: it is what makes the CRM erase them too.
    const webhooks = records['lead-webhook'].filter((row) => row.event !== 'person.erased');
    counts['lead-webhook'] = await forgetPerson(
      strapi,
      email,
      webhooks.map((row) => row.id),
    );
    for (const kind of RECORD_KINDS) {
      const rows = records[kind];
      if (!rows.length || kind === 'lead-webhook') continue;
      const { count } = await strapi.db
        .query(uidOf(kind))
        .deleteMany({ where: { id: { $in: rows.map((row) => row.id) } } });
      counts[kind] = count;
    }
    await logDataRequest(strapi, 'erase', counts, admin);
    return counts;
  });
}

export type LogAction = 'find' | 'export' | 'erase' | 'expire';

/** The audit entry: what was done, when, by whom, how many records of each kind; never whose. */
export async function logDataRequest(
  strapi: Core.Strapi,
  action: LogAction,
  counts: Partial<Counts>,
  admin?: { id?: number; email?: string } | null,
): Promise<void> {
  const now = new Date();
  await strapi.db.query(LOG_UID).create({
    data: {
      action,
      at: now,
      adminId: admin?.id ?? null,
      admin: admin?.email ?? null,
      counts,
      // What the document service sets on every entry of a type without drafts.
      publishedAt: now,
    },
  });
}

/** "a, b, c and d" */
const listOf = (words: string[]) => `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** The export: one JSON document a person can be handed. */
export function exportDocument(email: string, findings: Findings, now = new Date()) {
  return {
    about: email,
    exportedAt: now.toISOString(),
    explanation: `Everything this website holds about the person with this email address: each ${listOf(
      LEAD_KINDS.map((kind) => LEADS[kind].labels.one),
    )}, each email announcing one of them to the firm (emailQueue), the firm's handling of them: their status, owner and follow-up date (leadDeskStates) and every change and note (leadDeskActivity), and what was sent of them to the firm's customer relationship management system (crmWebhooks: a body is kept only until the system has it).`,
    ...(Object.fromEntries(LEAD_KINDS.map((kind) => [LEADS[kind].exportKey, findings.records[kind]])) as Record<
      string,
      Row[]
    >),
    emailQueue: findings.records.notification,
    leadDeskStates: findings.records['lead-state'],
    leadDeskActivity: findings.records['lead-activity'],
    crmWebhooks: findings.records['lead-webhook'],
  };
}
