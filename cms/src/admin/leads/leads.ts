/**
 * What the Leads screens (LeadList.tsx, LeadView.tsx) say of a lead and of the desk's answers
 * (src/lead-desk/routes.ts). Pure, so it is tested without the admin (leads.test.ts).
 */
import { LEADS, type LeadKind } from '../../contracts/leads';
import type { DeliveryRow, DeliverySummary } from '../../crm/rules';
import type { ActivityAction, LeadState, LeadSummary } from '../../lead-desk/rules';
import type { Row } from '../shared/records';
import { ANY } from '../shared/query';

/** An admin who may own leads (GET /lead-desk/owners). */
export interface Owner {
  id: number;
  name: string;
  email: string;
}

/** One entry of a lead's activity. */
export interface Activity {
  id: number;
  action: ActivityAction;
  from: string | null;
  to: string | null;
  note: string | null;
  at: string;
  admin: string | null;
}

/** One lead, as its page shows it. */
export interface Detail {
  kind: LeadKind;
  documentId: string;
  at: string;
  sent: Row;
  state: LeadState;
  activity: Activity[];
  timeline: LeadSummary[];
  /** What the firm's CRM has been sent of this lead (src/crm). */
  crm: { summary: DeliverySummary | null; events: Array<DeliveryRow & { messageId: string; createdAt: string }> };
}

/** The list's filters, in the order the desk's query names them. */
export interface Filters {
  status: string;
  kind: string;
  owner: string;
  from: string;
  to: string;
  q: string;
  source: string;
  due: boolean;
}
export const NO_FILTERS: Filters = {
  status: ANY,
  kind: ANY,
  owner: ANY,
  from: '',
  to: '',
  q: '',
  source: '',
  due: false,
};

/** Leads a page of the list holds. */
export const PAGE_SIZE = 50;

/** "Contact request": a kind of lead as a heading names it. */
export const kindLabel = (kind: LeadKind) => {
  const one = LEADS[kind].labels.one;
  return one[0].toUpperCase() + one.slice(1);
};

/** The person as the page's title names them: their name, else their email. */
export const who = (sent: Row) =>
  [sent.name, sent.email].find((value): value is string => typeof value === 'string' && value.trim() !== '') ??
  'a visitor';

export const ownerName = (owners: Owner[], id: number | null) =>
  id === null ? 'Nobody' : (owners.find((owner) => owner.id === id)?.name ?? `Admin ${id}`);

/** A change in the lead's activity, in words (a note is shown as written). */
export function describeChange(entry: Activity, owners: Owner[]): string {
  const owner = (id: string | null) => ownerName(owners, id === null ? null : Number(id));
  switch (entry.action) {
    case 'status':
      return `Status: ${entry.from} → ${entry.to}`;
    case 'owner':
      return `Owner: ${owner(entry.from)} → ${owner(entry.to)}`;
    case 'followUp':
      return `Follow up: ${entry.from ?? 'none'} → ${entry.to ?? 'none'}`;
    default:
      return 'Note';
  }
}
