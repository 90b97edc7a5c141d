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
import { LEADS, LEAD_KINDS, type LeadDefinition, type LeadKind, byKind } from '../contracts/leads';
import { ensureIndexes } from '../api/submission/indexes';
import { CRM_INDEXES, deliveriesOf, queueStatusChanged } from '../crm/queue';
import { deliveryOf } from '../crm/rules';
import { readableKinds, type KindAccess, type LeadAccess } from './access';
import {
  CLOSED_STATUSES,
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

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a lead counts as come: a newsletter subscription when it was confirmed (listed only then). */
const AT_FIELD = byKind((kind) => (LEADS[kind] as LeadDefinition).cameAt ?? 'createdAt');

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

type Knex = Core.Strapi['db']['connection'];
type KnexQuery = ReturnType<Knex>;

/** A content type's table and the column of each of its fields, as Strapi's metadata names them. */
function tableOf(strapi: Core.Strapi, uid: string) {
  const meta = strapi.db.metadata.get(uid) as unknown as {
    tableName: string;
    attributes: Record<string, { columnName?: string }>;
  };
  return {
    table: meta.tableName,
    column: (alias: string, field: string) => `${alias}.${meta.attributes[field]?.columnName ?? field}`,
  };
}

/** `text` for a LIKE pattern matched literally (the same escape on SQLite and PostgreSQL). */
const likeText = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** One kind's part of the list, in SQL: its leads the role may read joined to the desk's state, every
 * filter applied; it selects the kind, its place in the registry (the order of leads of one moment),
 * the document id and when it came. */
function kindQuery(strapi: Core.Strapi, kind: LeadKind, access: KindAccess, filters: LeadFilters): KnexQuery {
  const knex = strapi.db.connection;
  const lead = tableOf(strapi, LEADS[kind].uid);
  const state = tableOf(strapi, STATE_UID);
  const l = (field: string) => lead.column('l', field);
  const s = (field: string) => state.column('s', field);
  const at = l(AT_FIELD[kind]);
  const status = `COALESCE(${s('leadStatus')}, '${NEW_STATE.status}')`;
  const query = knex(`${lead.table} as l`)
    .leftJoin(`${state.table} as s`, function joinState() {
      this.on(s('leadType'), '=', knex.raw('?', [kind])).andOn(s('leadDocumentId'), '=', l('documentId'));
    })
    .select(
      knex.raw('CAST(? AS varchar(40)) AS kind', [kind]),
      knex.raw('CAST(? AS integer) AS kind_order', [LEAD_KINDS.indexOf(kind)]),
      knex.raw(`${l('documentId')} AS document_id`),
      knex.raw(`${at} AS at`),
    )
    .whereNotNull(at);
  // The permission's own conditions (e.g. "is creator"), through Strapi's query engine.
  if (access.where)
    query.whereIn(l('id'), strapi.db.queryBuilder(LEADS[kind].uid).select('id').where(access.where).getKnexQuery());
  if (filters.from) query.where(at, '>=', new Date(`${filters.from}T00:00:00.000Z`));
  if (filters.to) query.where(at, '<', new Date(Date.parse(`${filters.to}T00:00:00.000Z`) + DAY_MS));
  const among = (values: readonly string[]) => `(${values.map(() => '?').join(', ')})`;
  if (filters.statuses.length) query.whereRaw(`${status} IN ${among(filters.statuses)}`, [...filters.statuses]);
  if (filters.owner === 'none') query.whereNull(s('ownerId'));
  else if (typeof filters.owner === 'number') query.where(s('ownerId'), filters.owner);
  if (filters.due)
    query
      .whereNotNull(s('followUp'))
      .where(s('followUp'), '<=', filters.today)
      .whereRaw(`${status} NOT IN ${among(CLOSED_STATUSES)}`, [...CLOSED_STATUSES]);
  // Searches look only in the fields the role may read: a match in a hidden field would tell it.
  const like = (fields: string[], text: string) => {
    const readable = fields.filter((field) => access.fields.has(field));
    if (!readable.length) return query.whereRaw('1 = 0');
    return query.where(function anyField() {
      for (const field of readable) this.orWhereRaw(`LOWER(${l(field)}) LIKE ? ESCAPE '\\'`, [likeText(text)]);
    });
  };
  if (filters.q) like(['name', 'email'], filters.q);
  if (filters.source) {
    // The list's "source" is the campaign's source, else the referring site (./rules.ts, sourceOf).
    const source = access.fields.has('utmSource')
      ? `COALESCE(NULLIF(TRIM(${l('utmSource')}), ''), ${access.fields.has('referrer') ? l('referrer') : 'NULL'})`
      : access.fields.has('referrer')
        ? l('referrer')
        : null;
    const others = (['utmCampaign', 'landingPage'] as const).filter((field) => access.fields.has(field));
    const pattern = likeText(filters.source);
    if (!source && !others.length) query.whereRaw('1 = 0');
    else
      query.where(function anySource() {
        if (source) this.orWhereRaw(`LOWER(${source}) LIKE ? ESCAPE '\\'`, [pattern]);
        for (const field of others) this.orWhereRaw(`LOWER(${l(field)}) LIKE ? ESCAPE '\\'`, [pattern]);
      });
  }
  return query;
}

/** One page of the leads the filters select among those the role may read (./access.ts), newest first
 * (leads of one moment in the registry's order, then by document id, so pages never shuffle), and how
 * many there are: filtered, ordered, counted and cut in the database, so only the page is read. Each
 * lead shows only the fields the role may read (null for the others). */
export async function listLeads(
  strapi: Core.Strapi,
  filters: LeadFilters,
  access: LeadAccess,
): Promise<{ total: number; page: LeadSummary[] }> {
  const kinds = readableKinds(access).filter((kind) => !filters.kinds.length || filters.kinds.includes(kind));
  if (!kinds.length) return { total: 0, page: [] };
  const knex = strapi.db.connection;
  const parts = kinds.flatMap((kind) => {
    const own = access[kind];
    return own ? [kindQuery(strapi, kind, own, filters)] : [];
  });
  const union = parts.length === 1 ? parts[0] : knex.queryBuilder().unionAll(parts);
  const [{ total }] = await knex.from(union.clone().as('leads')).count<Array<{ total: unknown }>>({ total: '*' });
  const keys = (await knex
    .select('kind', 'document_id', 'at')
    .from(union.as('leads'))
    .orderBy([
      { column: 'at', order: 'desc' },
      { column: 'kind_order', order: 'asc' },
      { column: 'document_id', order: 'desc' },
    ])
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize)) as Array<{ kind: LeadKind; document_id: string; at: unknown }>;
  return { total: Number(total), page: await summariesOf(strapi, keys, access) };
}

/** The list's rows of some leads, in the order given: the readable fields, the state, the CRM's. */
async function summariesOf(
  strapi: Core.Strapi,
  keys: Array<{ kind: LeadKind; document_id: string }>,
  access: LeadAccess,
): Promise<LeadSummary[]> {
  const found = new Map<string, LeadSummary>();
  for (const kind of LEAD_KINDS) {
    const documentIds = keys.filter((key) => key.kind === kind).map((key) => key.document_id);
    const fields = access[kind]?.fields;
    if (!documentIds.length || !fields) continue;
    const at = AT_FIELD[kind];
    const shown = ['name', 'email', ...SOURCE_COLUMNS].filter((field) => fields.has(field));
    const rows = (await strapi.db.query(LEADS[kind].uid).findMany({
      where: { documentId: { $in: documentIds } },
      select: ['id', 'documentId', at, ...shown],
    })) as Row[];
    const states = await statesOf(strapi, kind, documentIds);
    const deliveries = await deliveriesOf(strapi, kind, documentIds);
    for (const row of rows)
      found.set(`${kind}:${row.documentId}`, {
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
  return keys.flatMap((key) => found.get(`${key.kind}:${key.document_id}`) ?? []);
}

/** Fields of a lead the desk never shows: the CMS's own keys, not what the visitor sent. */
const INTERNAL_FIELDS = ['id', 'repeatKey', 'confirmNonce', 'idempotencyKey', 'publishedAt', 'locale'];

/** A lead by its kind and document id; with `access`, only when the role may read it (its kind, and
 * its permission's conditions). */
export async function findLead(
  strapi: Core.Strapi,
  kind: LeadKind,
  documentId: string,
  access?: LeadAccess,
): Promise<Row | null> {
  if (access && !access[kind]) return null;
  const conditions = access?.[kind]?.where;
  return (await strapi.db.query(LEADS[kind].uid).findOne({
    where: conditions ? { $and: [{ documentId }, conditions] } : { documentId },
  })) as Row | null;
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

/** A lead's page, as far as the role may read it (./access.ts): what the visitor sent (the fields the
 * role may read), its state, its activity (oldest first), and the same person's other leads of the
 * kinds it may read (matched by email, any case), newest first; null when it may not read the lead. */
export async function leadDetail(strapi: Core.Strapi, kind: LeadKind, documentId: string, access: LeadAccess) {
  const own = access[kind];
  const row = own ? await findLead(strapi, kind, documentId, access) : null;
  if (!own || !row) return null;
  const sent = Object.fromEntries(
    Object.entries(await own.sanitize(row)).filter(([field]) => !INTERNAL_FIELDS.includes(field)),
  );
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
    timeline: await timelineOf(strapi, kind, row, access),
    // What the CRM has been sent of this lead, each event with its delivery (../crm).
    crm: { summary: deliveryOf(deliveries), events: deliveries },
  };
}

/** The same person's leads (this one included), newest first: matched by the email address, so only
 * when the role may read it on this lead, and only among the kinds whose email it may read. */
async function timelineOf(strapi: Core.Strapi, kind: LeadKind, lead: Row, access: LeadAccess): Promise<LeadSummary[]> {
  const key = access[kind]?.fields.has('email') ? timelineKey(lead.email) : null;
  if (!key) return [];
  const found: Array<{ kind: LeadKind; document_id: string; at: string }> = [];
  for (const other of readableKinds(access)) {
    const own = access[other];
    if (!own?.fields.has('email')) continue;
    const { where } = own;
    const at = AT_FIELD[other];
    const matching = { email: { $containsi: key } };
    const rows = (await strapi.db.query(LEADS[other].uid).findMany({
      where: { $and: [matching, { [at]: { $notNull: true } }, ...(where ? [where] : [])] },
      select: ['documentId', 'email', at],
    })) as Row[];
    for (const row of rows)
      if (timelineKey(row.email) === key) found.push({ kind: other, document_id: row.documentId, at: iso(row[at]) });
  }
  found.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return summariesOf(strapi, found, access);
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
