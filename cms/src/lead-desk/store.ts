/**
 * The lead desk's data: the leads of every kind (../contracts/leads.ts) read from their own content
 * types, and the desk's state of each in two content types of its own, keyed by the lead's kind and
 * document id (docs/leads-and-notifications.md, "The lead desk", says why):
 *
 * - `api::lead-state.lead-state`: one row per lead someone has changed (status, owner, follow-up);
 *   a lead without one is `new`, owned by nobody. A unique index on (lead_type, lead_document_id)
 *   (`ensureLeadDeskIndexes`, the same SQL on SQLite and PostgreSQL) keeps it one row per lead when
 *   several CMS instances create it at once.
 * - `api::lead-activity.lead-activity`: the append-only log, one row per change and per note, with
 *   who and when. Only this module writes either, through Strapi's query engine; the document
 *   service refuses every other write (./guard.ts), and rows are deleted only with their lead (a
 *   person's erasure, ../privacy/data-requests.ts; retention, ../privacy/expire.ts).
 */
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { LEADS, LEAD_KINDS, type LeadKind } from '../contracts/leads';
import { ensureIndexes } from '../api/submission/indexes';
import { CRM_INDEXES, deliveriesOf, queueStatusChanged } from '../crm/queue';
import { deliveryOf } from '../crm/rules';
import {
  NEW_STATE,
  SOURCE_COLUMNS,
  applyPatch,
  sourceOf,
  timelineKey,
  type ActivityChange,
  type LeadFilters,
  type LeadState,
  type LeadSummary,
  type StatePatch,
} from './rules';

export const STATE_UID = 'api::lead-state.lead-state';
export const ACTIVITY_UID = 'api::lead-activity.lead-activity';

export const LEAD_DESK_INDEXES = [
  'CREATE UNIQUE INDEX IF NOT EXISTS lead_states_lead_uq ON lead_states (lead_type, lead_document_id)',
  'CREATE INDEX IF NOT EXISTS lead_activities_lead_idx ON lead_activities (lead_type, lead_document_id)',
  ...CRM_INDEXES,
];

export const ensureLeadDeskIndexes = (strapi: Core.Strapi) =>
  ensureIndexes(strapi, LEAD_DESK_INDEXES, 'a lead desk index');

type Row = Record<string, unknown> & { id: number; documentId: string };
interface StateRow extends Row {
  leadType: string;
  leadDocumentId: string;
  /** Not `status`: Strapi's document service and Content Manager take that name for draft/published. */
  leadStatus: LeadState['status'];
  ownerId: number | null;
  followUp: string | null;
}

/** A content type's own document id, as Strapi makes them (24 lower-case letters and digits). */
export const newDocumentId = () =>
  Array.from(crypto.randomBytes(24), (byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join('');

/** When a lead counts as come: a newsletter subscription when it was confirmed. */
const AT_FIELD: Record<LeadKind, string> = {
  'contact-request': 'createdAt',
  'event-request': 'createdAt',
  'chatbot-transcript': 'createdAt',
  subscription: 'confirmedAt',
};

/** A newsletter subscription is a lead once confirmed; every other kind as soon as it is stored. */
const LISTED: Partial<Record<LeadKind, Record<string, unknown>>> = {
  subscription: { confirmedAt: { $notNull: true } },
};

const iso = (value: unknown): string => {
  const date = value instanceof Date ? value : new Date(value as string | number);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
};
const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

const stateOf = (row: StateRow | undefined | null): LeadState =>
  row ? { status: row.leadStatus, ownerId: row.ownerId ?? null, followUp: row.followUp ?? null } : { ...NEW_STATE };

/** A state as its row stores it. */
const columnsOf = ({ status, ownerId, followUp }: LeadState) => ({ leadStatus: status, ownerId, followUp });

/** The desk's states of some leads of one kind, by document id. */
async function statesOf(strapi: Core.Strapi, kind: LeadKind, documentIds: string[]) {
  const states = new Map<string, StateRow>();
  for (let start = 0; start < documentIds.length; start += 500) {
    const rows = (await strapi.db.query(STATE_UID).findMany({
      where: { leadType: kind, leadDocumentId: { $in: documentIds.slice(start, start + 500) } },
    })) as StateRow[];
    for (const row of rows) states.set(row.leadDocumentId, row);
  }
  return states;
}

/** Every lead the filters' kinds, dates and search select, with its state; the caller applies the rest
 * (./rules.ts `filterLeads`). The dates are widened by a day each way here and compared exactly there. */
export async function listLeads(strapi: Core.Strapi, filters: LeadFilters): Promise<LeadSummary[]> {
  const kinds = filters.kinds.length ? filters.kinds : LEAD_KINDS;
  const leads: LeadSummary[] = [];
  const DAY = 24 * 60 * 60 * 1000;
  for (const kind of kinds) {
    const at = AT_FIELD[kind];
    const where: Record<string, unknown>[] = [];
    if (LISTED[kind]) where.push(LISTED[kind]);
    if (filters.from) where.push({ [at]: { $gte: new Date(Date.parse(filters.from) - DAY) } });
    if (filters.to) where.push({ [at]: { $lt: new Date(Date.parse(filters.to) + 2 * DAY) } });
    if (filters.q) where.push({ $or: [{ name: { $containsi: filters.q } }, { email: { $containsi: filters.q } }] });
    const rows = (await strapi.db.query(LEADS[kind].uid).findMany({
      where: where.length ? { $and: where } : {},
      select: ['id', 'documentId', 'name', 'email', at, ...SOURCE_COLUMNS],
    })) as Row[];
    const documentIds = rows.map((row) => row.documentId);
    const states = await statesOf(strapi, kind, documentIds);
    const deliveries = await deliveriesOf(strapi, kind, documentIds);
    for (const row of rows)
      leads.push({
        kind,
        documentId: row.documentId,
        at: iso(row[at]),
        name: textOrNull(row.name),
        email: textOrNull(row.email),
        ...sourceOf(row),
        ...stateOf(states.get(row.documentId)),
        crm: deliveryOf(deliveries.get(row.documentId) ?? []),
      });
  }
  return leads;
}

/** Fields of a lead the desk never shows: the CMS's own keys, not what the visitor sent. */
const INTERNAL_FIELDS = ['id', 'repeatKey', 'confirmNonce', 'idempotencyKey', 'publishedAt', 'locale'];

export async function findLead(strapi: Core.Strapi, kind: LeadKind, documentId: string): Promise<Row | null> {
  return (await strapi.db.query(LEADS[kind].uid).findOne({ where: { documentId } })) as Row | null;
}

export interface Activity {
  id: number;
  action: string;
  from: string | null;
  to: string | null;
  note: string | null;
  at: string;
  adminId: number | null;
  admin: string | null;
}

const activityOf = (row: Row): Activity => ({
  id: row.id,
  action: row.action as string,
  from: (row.fromValue as string | null) ?? null,
  to: (row.toValue as string | null) ?? null,
  note: (row.note as string | null) ?? null,
  at: iso(row.at),
  adminId: (row.adminId as number | null) ?? null,
  admin: (row.admin as string | null) ?? null,
});

/** A lead's page: what the visitor sent, its state, its activity (oldest first), and the same person's
 * other leads (matched by email, any case), newest first. */
export async function leadDetail(strapi: Core.Strapi, kind: LeadKind, documentId: string) {
  const row = await findLead(strapi, kind, documentId);
  if (!row) return null;
  const sent = Object.fromEntries(Object.entries(row).filter(([field]) => !INTERNAL_FIELDS.includes(field)));
  const state = stateOf(
    (await strapi.db.query(STATE_UID).findOne({ where: { leadType: kind, leadDocumentId: documentId } })) as StateRow,
  );
  const activity = (
    (await strapi.db.query(ACTIVITY_UID).findMany({
      where: { leadType: kind, leadDocumentId: documentId },
      orderBy: { id: 'asc' },
    })) as Row[]
  ).map(activityOf);
  const deliveries = (await deliveriesOf(strapi, kind, [documentId])).get(documentId) ?? [];
  return {
    kind,
    documentId,
    at: iso(row[AT_FIELD[kind]] ?? row.createdAt),
    sent,
    state,
    activity,
    timeline: await timelineOf(strapi, kind, row),
    // What the CRM has been sent of this lead, each event with its delivery (../crm).
    crm: { summary: deliveryOf(deliveries), events: deliveries },
  };
}

/** The same person's leads (every kind, this one included), newest first. */
async function timelineOf(strapi: Core.Strapi, kind: LeadKind, lead: Row): Promise<LeadSummary[]> {
  const key = timelineKey(lead.email);
  const own: LeadSummary[] = [];
  for (const other of LEAD_KINDS) {
    const at = AT_FIELD[other];
    const rows = key
      ? (
          (await strapi.db.query(LEADS[other].uid).findMany({
            where: { email: { $containsi: key } },
            select: ['id', 'documentId', 'name', 'email', 'createdAt', at, ...SOURCE_COLUMNS],
          })) as Row[]
        ).filter((row) => timelineKey(row.email) === key)
      : other === kind
        ? [lead]
        : [];
    const states = await statesOf(
      strapi,
      other,
      rows.map((row) => row.documentId),
    );
    for (const row of rows)
      own.push({
        kind: other,
        documentId: row.documentId,
        at: iso(row[at] ?? row.createdAt),
        name: textOrNull(row.name),
        email: textOrNull(row.email),
        ...sourceOf(row),
        ...stateOf(states.get(row.documentId)),
      });
  }
  return own.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

export interface Actor {
  id?: number;
  email?: string;
  firstname?: string;
  lastname?: string;
}

const actorName = (actor: Actor | undefined) =>
  actor ? [actor.firstname, actor.lastname].filter(Boolean).join(' ') || actor.email || null : null;

/** The state row of a lead, made when missing; a row another instance made meanwhile is taken. */
async function stateRowOf(strapi: Core.Strapi, kind: LeadKind, documentId: string): Promise<StateRow> {
  const query = strapi.db.query(STATE_UID);
  const where = { leadType: kind, leadDocumentId: documentId };
  const found = (await query.findOne({ where })) as StateRow | null;
  if (found) return found;
  try {
    return (await query.create({
      data: { ...where, ...columnsOf(NEW_STATE), documentId: newDocumentId(), publishedAt: new Date() },
    })) as StateRow;
  } catch (error) {
    const raced = (await query.findOne({ where })) as StateRow | null;
    if (raced) return raced;
    throw error;
  }
}

async function appendActivity(
  strapi: Core.Strapi,
  kind: LeadKind,
  documentId: string,
  entry: { action: string; fromValue?: string | null; toValue?: string | null; note?: string | null },
  actor: Actor | undefined,
) {
  const now = new Date();
  await strapi.db.query(ACTIVITY_UID).create({
    data: {
      leadType: kind,
      leadDocumentId: documentId,
      ...entry,
      at: now,
      adminId: actor?.id ?? null,
      admin: actorName(actor),
      documentId: newDocumentId(),
      publishedAt: now,
    },
  });
}

/** Applies a validated patch and logs each field it changes, in one transaction; answers the changes. */
export async function changeState(
  strapi: Core.Strapi,
  kind: LeadKind,
  documentId: string,
  patch: StatePatch,
  actor: Actor | undefined,
): Promise<ActivityChange[]> {
  const made = await stateRowOf(strapi, kind, documentId);
  return strapi.db.transaction(async () => {
    // Read again inside the transaction: another admin's change since is what this one changes.
    const row = ((await strapi.db.query(STATE_UID).findOne({ where: { id: made.id } })) as StateRow) ?? made;
    const { next, changes } = applyPatch(stateOf(row), patch);
    if (!changes.length) return changes;
    await strapi.db
      .query(STATE_UID)
      .update({ where: { id: row.id }, data: { ...columnsOf(next), updatedAt: new Date() } });
    for (const change of changes) {
      await appendActivity(
        strapi,
        kind,
        documentId,
        { action: change.action, fromValue: change.from, toValue: change.to },
        actor,
      );
      // The CRM hears of a status change with the change itself (../crm): never one without the other.
      if (change.action === 'status') await queueStatusChanged(strapi, kind, documentId, change);
    }
    return changes;
  });
}

export async function addNote(
  strapi: Core.Strapi,
  kind: LeadKind,
  documentId: string,
  text: string,
  actor: Actor | undefined,
): Promise<void> {
  // A state row for every lead with activity: retention finds the desk's rows of a deleted lead by it.
  await stateRowOf(strapi, kind, documentId);
  await appendActivity(strapi, kind, documentId, { action: 'note', note: text }, actor);
}

export interface Owner {
  id: number;
  name: string;
  email: string;
}

const SUPER_ADMIN_CODE = 'strapi-super-admin';

/** The admins who may own leads: active, with a role that has the lead desk's permission (Super
 * Admin always). */
export async function owners(strapi: Core.Strapi, action: string): Promise<Owner[]> {
  const granted = (await strapi.db
    .query('admin::permission')
    .findMany({ where: { action }, populate: ['role'] })) as Array<{ role?: { id: number } | null }>;
  const superAdmin = (await strapi.db.query('admin::role').findOne({ where: { code: SUPER_ADMIN_CODE } })) as {
    id: number;
  } | null;
  const roleIds = [...new Set([...granted.map((p) => p.role?.id), superAdmin?.id].filter((id): id is number => !!id))];
  if (!roleIds.length) return [];
  const users = (await strapi.db.query('admin::user').findMany({
    where: { isActive: true, roles: { id: { $in: roleIds } } },
    select: ['id', 'firstname', 'lastname', 'email'],
    orderBy: { id: 'asc' },
  })) as Array<Actor & { id: number; email: string }>;
  return users.map((user) => ({ id: user.id, name: actorName(user) ?? user.email, email: user.email }));
}

/** The lead desk's rows tied to some leads of one kind (a person's data request, retention). */
export const deskWhere = (kind: LeadKind, documentIds: string[]) => ({
  leadType: kind,
  leadDocumentId: { $in: documentIds },
});
