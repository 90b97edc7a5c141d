/**
 * What the "Data requests" page says about an answer of POST /data-requests/find (src/privacy).
 * Pure, so it is tested without the admin (dataRequests.test.ts).
 */
import { LEADS, LEAD_KINDS, type LeadKind, byKind } from '../../contracts/leads';
import type { Row } from '../shared/records';

/** What a data request finds: each kind of lead (../contracts/leads.ts), the queued lead emails, the
 * lead desk's state and activity of those leads, and the CRM's webhooks of them (src/crm). */
export type RecordKind = LeadKind | 'notification' | 'lead-state' | 'lead-activity' | 'lead-webhook';
export type Counts = Record<RecordKind, number>;

export interface PossibleMatch {
  type: RecordKind;
  documentId: string;
  reason: 'same phone' | 'same name';
  row: Row;
}

export interface Findings {
  records: Record<RecordKind, Row[]>;
  possible: PossibleMatch[];
  counts: Counts;
}

export interface LogEntry {
  id: number;
  action: 'find' | 'export' | 'erase' | 'expire';
  at: string;
  admin: string | null;
  counts: Partial<Counts> & Record<string, number>;
}

export const KINDS: RecordKind[] = [...LEAD_KINDS, 'notification', 'lead-state', 'lead-activity', 'lead-webhook'];

export const KIND_LABELS: Record<RecordKind, [one: string, many: string]> = {
  ...byKind<[string, string]>((kind) => [LEADS[kind].labels.one, LEADS[kind].labels.many]),
  notification: ['queued lead email', 'queued lead emails'],
  'lead-state': ['lead desk state', 'lead desk states'],
  'lead-activity': ['lead desk note or change', 'lead desk notes and changes'],
  'lead-webhook': ['CRM webhook', 'CRM webhooks'],
};

export const heading = (kind: RecordKind) => {
  const many = KIND_LABELS[kind][1];
  return many[0].toUpperCase() + many.slice(1);
};

/** What the retention job counts besides deletions (src/privacy/expire.ts). */
const OTHER_LABELS: Record<string, [string, string]> = {
  clearedEmails: ['sent lead email cleared', 'sent lead emails cleared'],
  // Anonymous, so never a person's: only retention deletes them (src/unanswered-questions).
  'unanswered-question': ['day of an unanswered question', 'days of unanswered questions'],
  'page-view-count': ["day's page view count", "days' page view counts"],
  'conversion-count': ["day's visit or conversion count", "days' visit and conversion counts"],
};

const plural = (n: number, kind: string) => {
  const labels = KIND_LABELS[kind as RecordKind] ?? OTHER_LABELS[kind];
  if (!labels) return `${n} ${kind}`;
  return `${n} ${labels[n === 1 ? 0 : 1]}`;
};

/** "3 records: 1 contact request, 2 queued lead emails", or that nothing is held. */
export function describeCounts(counts: Partial<Record<string, number>>): string {
  const parts = Object.entries(counts)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([kind, n]) => plural(n!, kind));
  const total = Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  if (total === 0) return 'Nothing held.';
  return `${total} ${total === 1 ? 'record' : 'records'}: ${parts.join(', ')}.`;
}

/** One line naming a possible match for its checkbox. */
export function describePossible(match: PossibleMatch): string {
  const who = [match.row.name, match.row.phone, match.row.subject].filter((v) => typeof v === 'string' && v).join(', ');
  const when = typeof match.row.createdAt === 'string' ? ` of ${match.row.createdAt.slice(0, 10)}` : '';
  return `A ${KIND_LABELS[match.type][0]}${when} with the ${match.reason.replace('same ', '')} ${who ? `(${who})` : ''}`.trim();
}

export const keyOf = (match: { type: RecordKind; documentId: string }) => `${match.type}:${match.documentId}`;
