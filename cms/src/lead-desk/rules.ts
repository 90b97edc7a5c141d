/**
 * The lead desk's rules (docs/leads-and-notifications.md, "The lead desk"): a lead's statuses, what a
 * change or a note may hold, the list's filters, the "due" view, the timeline and the CSV export.
 * Pure, so every rule is unit-tested (rules.test.ts) and the admin page (src/admin/leads/)
 * shares them with the CMS's routes (./routes.ts). The kinds of lead are the registry's
 * (../contracts/leads.ts): this file adds no list of its own.
 */
import { LEADS, LEAD_KINDS, type LeadKind } from '../contracts/leads';
import { csvCell } from '../newsletter/csv';
import type { DeliverySummary } from '../crm/rules';

/** Where a lead stands; a lead nobody has touched is `new`. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** Statuses that close a lead: never "due", whatever its follow-up date (./store.ts lists in SQL). */
export const CLOSED_STATUSES: readonly LeadStatus[] = ['won', 'lost', 'spam'];

/** Longest note, in characters. */
export const NOTE_MAX = 2000;
/** Longest search text. */
export const SEARCH_MAX = 100;
/** Most rows in one page of the list, and in one CSV export. */
export const PAGE_SIZE_MAX = 200;
export const EXPORT_MAX = 10_000;

/** What a change of the desk's state may set: each field optional, `null` clears owner and follow-up. */
export interface StatePatch {
  status?: LeadStatus;
  ownerId?: number | null;
  followUp?: string | null;
}

/** The desk's state of one lead. */
export interface LeadState {
  status: LeadStatus;
  ownerId: number | null;
  followUp: string | null;
}

export const NEW_STATE: LeadState = { status: 'new', ownerId: null, followUp: null };

/** One bad field of a request: its name (as sent) and why. */
export interface FieldProblem {
  field: string;
  message: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30). */
export function isDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const isStatus = (value: unknown): value is LeadStatus =>
  typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);

export const isLeadKind = (value: unknown): value is LeadKind =>
  typeof value === 'string' && (LEAD_KINDS as readonly string[]).includes(value);

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** A change's body read into a patch, or the problems with it (each named by its field). Whether an
 * owner id is an admin who may own leads is the caller's to check (it needs the database). */
export function readPatch(body: unknown): { patch: StatePatch; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const patch: StatePatch = {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { patch, problems: [{ field: 'body', message: 'Must be an object with status, ownerId or followUp.' }] };
  }
  const input = body as Record<string, unknown>;
  const known = new Set(['status', 'ownerId', 'followUp']);
  for (const field of Object.keys(input))
    if (!known.has(field)) problems.push({ field, message: 'Not a field of a lead’s state.' });
  if ('status' in input) {
    if (isStatus(input.status)) patch.status = input.status;
    else problems.push({ field: 'status', message: `Must be one of ${LEAD_STATUSES.join(', ')}.` });
  }
  if ('ownerId' in input) {
    const ownerId = input.ownerId;
    if (ownerId === null || isId(ownerId)) patch.ownerId = ownerId;
    else problems.push({ field: 'ownerId', message: 'Must be the id of an admin user, or null for nobody.' });
  }
  if ('followUp' in input) {
    const followUp = input.followUp;
    if (followUp === null || isDate(followUp)) patch.followUp = followUp;
    else problems.push({ field: 'followUp', message: 'Must be a date written YYYY-MM-DD, or null for none.' });
  }
  if (!problems.length && !Object.keys(patch).length)
    problems.push({ field: 'body', message: 'Nothing to change: send status, ownerId or followUp.' });
  return { patch, problems };
}

/** A note's text, trimmed, or the problem with it. */
export function readNote(body: unknown): { text: string; problems: FieldProblem[] } {
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).text : undefined;
  if (typeof raw !== 'string') return { text: '', problems: [{ field: 'text', message: 'A note must be text.' }] };
  const text = raw.trim();
  if (!text) return { text, problems: [{ field: 'text', message: 'A note cannot be empty.' }] };
  if (text.length > NOTE_MAX)
    return { text, problems: [{ field: 'text', message: `A note has at most ${NOTE_MAX} characters.` }] };
  return { text, problems: [] };
}

/** What one change of the activity log records. */
export type ActivityAction = 'status' | 'owner' | 'followUp' | 'note';

export interface ActivityChange {
  action: Exclude<ActivityAction, 'note'>;
  from: string | null;
  to: string | null;
}

/** The state after `patch`, and one log entry for each field it really changes (none for a field set
 * to what it was). */
export function applyPatch(current: LeadState, patch: StatePatch): { next: LeadState; changes: ActivityChange[] } {
  const next = { ...current, ...patch };
  const changes: ActivityChange[] = [];
  if (next.status !== current.status) changes.push({ action: 'status', from: current.status, to: next.status });
  if (next.ownerId !== current.ownerId)
    changes.push({
      action: 'owner',
      from: current.ownerId === null ? null : String(current.ownerId),
      to: next.ownerId === null ? null : String(next.ownerId),
    });
  if (next.followUp !== current.followUp)
    changes.push({ action: 'followUp', from: current.followUp, to: next.followUp });
  return { next, changes };
}

/** The list's filters. */
export interface LeadFilters {
  statuses: LeadStatus[];
  kinds: LeadKind[];
  /** An admin's id, or 'none' for leads nobody owns. */
  owner: number | 'none' | null;
  /** Dates (YYYY-MM-DD), both ends included. */
  from: string | null;
  to: string | null;
  /** Part of a name or an email address, any case. */
  q: string | null;
  /** Part of where the lead's visit came from (its source, campaign or landing page), any case. */
  source: string | null;
  /** Only leads to follow up: follow-up today or earlier, not closed. */
  due: boolean;
  /** The day "today" is for the due view (the admin's own date; the CMS's UTC date when not sent). */
  today: string;
  page: number;
  pageSize: number;
}

type Query = Record<string, unknown>;

/** One value of a query parameter (the first, when repeated); lists are comma-separated. */
export const queryValue = (value: unknown): string | undefined =>
  Array.isArray(value) ? queryValue(value[0]) : typeof value === 'string' ? value : undefined;
const one = queryValue;
const listOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .filter((item): item is string => typeof item === 'string')
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter(Boolean);

/** The query's `field` when it is a date written YYYY-MM-DD, null when it is not given; a bad one is
 * added to `problems`. */
export function dateParam(query: Query, field: string, problems: FieldProblem[]): string | null {
  const value = one(query[field]);
  if (value === undefined || value === '') return null;
  if (isDate(value)) return value;
  problems.push({ field, message: 'Must be a date written YYYY-MM-DD.' });
  return null;
}

/** The list's query string read into filters, or the problems with it. */
export function readFilters(query: Query, now = new Date()): { filters: LeadFilters; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const statuses = listOf(query.status);
  const badStatus = statuses.filter((status) => !isStatus(status));
  if (badStatus.length) problems.push({ field: 'status', message: `Must be one of ${LEAD_STATUSES.join(', ')}.` });
  const kinds = listOf(query.kind);
  if (kinds.some((kind) => !isLeadKind(kind)))
    problems.push({ field: 'kind', message: `Must be one of ${LEAD_KINDS.join(', ')}.` });

  let owner: LeadFilters['owner'] = null;
  const ownerText = one(query.owner);
  if (ownerText === 'none') owner = 'none';
  else if (ownerText !== undefined && ownerText !== '') {
    if (/^[1-9]\d{0,9}$/.test(ownerText)) owner = Number(ownerText);
    else problems.push({ field: 'owner', message: 'Must be an admin user’s id, or none.' });
  }

  const date = (field: 'from' | 'to' | 'today') => dateParam(query, field, problems);
  const from = date('from');
  const to = date('to');
  if (from && to && from > to) problems.push({ field: 'to', message: 'Must not be before from.' });
  const today = date('today') ?? now.toISOString().slice(0, 10);

  const q = (one(query.q) ?? '').trim();
  if (q.length > SEARCH_MAX) problems.push({ field: 'q', message: `At most ${SEARCH_MAX} characters.` });
  const source = (one(query.source) ?? '').trim();
  if (source.length > SEARCH_MAX) problems.push({ field: 'source', message: `At most ${SEARCH_MAX} characters.` });

  const dueText = one(query.due);
  if (dueText !== undefined && !['', 'true', 'false', '1', '0'].includes(dueText))
    problems.push({ field: 'due', message: 'Must be true or false.' });

  const number = (field: 'page' | 'pageSize', fallback: number, max: number): number => {
    const value = one(query[field]);
    if (value === undefined || value === '') return fallback;
    if (/^[1-9]\d{0,5}$/.test(value) && Number(value) <= max) return Number(value);
    problems.push({ field, message: `Must be a whole number from 1 to ${max}.` });
    return fallback;
  };

  return {
    filters: {
      statuses: statuses.filter(isStatus),
      kinds: kinds.filter(isLeadKind),
      owner,
      from,
      to,
      q: q || null,
      source: source || null,
      due: dueText === 'true' || dueText === '1',
      today,
      page: number('page', 1, 100_000),
      pageSize: number('pageSize', 50, PAGE_SIZE_MAX),
    },
    problems,
  };
}

/** One lead in the list: who and when from the lead, the rest from the desk's state. */
export interface LeadSummary extends LeadState {
  kind: LeadKind;
  documentId: string;
  /** When it came (a newsletter subscription: when it was confirmed), ISO 8601. */
  at: string;
  name: string | null;
  email: string | null;
  /** Where the visit came from (../contracts/leads.ts, SOURCE_FIELDS): the campaign's source, else
   * the referring site's host; its campaign; the page it began on. */
  source: string | null;
  campaign: string | null;
  landingPage: string | null;
  /** Where it stands with the firm's CRM (../crm/rules.ts), in the list; null: nothing sent. */
  crm?: DeliverySummary | null;
}

/** A lead row's origin, as the list shows it (`sourceOf`). */
export function sourceOf(row: Record<string, unknown>): Pick<LeadSummary, 'source' | 'campaign' | 'landingPage'> {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
  return {
    source: text(row.utmSource) ?? text(row.referrer),
    campaign: text(row.utmCampaign),
    landingPage: text(row.landingPage),
  };
}

/** The lead fields `sourceOf` reads. */
export const SOURCE_COLUMNS = ['utmSource', 'referrer', 'utmCampaign', 'landingPage'] as const;

/** The address a lead is matched to the person's other leads by: trimmed, lower case; null when none. */
export function timelineKey(email: unknown): string | null {
  if (typeof email !== 'string') return null;
  const key = email.trim().toLowerCase();
  return key.includes('@') ? key : null;
}

export const CSV_HEADER = [
  'when',
  'kind',
  'name',
  'email',
  'status',
  'owner',
  'followUp',
  'documentId',
  'source',
  'campaign',
  'landingPage',
] as const;

/** The list as CSV (CRLF line ends), owners by name (`ownerName`). */
export function leadsCsv(leads: LeadSummary[], ownerName: (id: number) => string): string {
  const lines = [
    CSV_HEADER.join(','),
    ...leads.map((lead) =>
      [
        lead.at,
        LEADS[lead.kind].labels.one,
        lead.name,
        lead.email,
        lead.status,
        lead.ownerId === null ? '' : ownerName(lead.ownerId),
        lead.followUp,
        lead.documentId,
        lead.source,
        lead.campaign,
        lead.landingPage,
      ]
        // csvCell (the newsletter export's): formula cells defused, quoting as RFC 4180.
        .map((cell) => csvCell(cell === null || cell === undefined ? '' : String(cell)))
        .join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The lead's page in the admin, e.g. https://cms.example/admin/leads/contact-request/abc123, or
 * null when the CMS does not know its public address (CMS_PUBLIC_URL: `serverUrl`). */
export function leadAdminUrl(
  serverUrl: string | undefined,
  adminUrl: string | undefined,
  kind: LeadKind,
  documentId: string,
): string | null {
  if (!serverUrl) return null;
  const admin = adminUrl ?? '/admin';
  const root = /^https?:\/\//.test(admin) ? admin : `${serverUrl.replace(/\/$/, '')}${admin}`;
  return `${root.replace(/\/$/, '')}/leads/${kind}/${encodeURIComponent(documentId)}`;
}
