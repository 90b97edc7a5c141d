/** What visitors sent and what the CMS keeps about it, in the admin: newest first, readable columns. */
import { LEADS, LEAD_KINDS, type LeadDefinition, type LeadKind, SOURCE_FIELDS } from '../contracts/leads';
import type { AdminView } from './view';

const newestFirst = { by: 'id', order: 'DESC' } as const;
const field = (label: string, description?: string) => ({ label, description });

/** What the admin says under a lead's field, whichever kind has it. */
const DESCRIPTIONS: Record<string, string> = {
  lang: 'The language of the page the visitor used (en, de).',
  service: 'The service the visitor asked about.',
  guests: 'How many people the visitor expects.',
  questions: 'The questions the visitor chose, in order.',
  // Where the visit came from (../contracts/leads.ts, SOURCE_FIELDS), on every kind.
  landingPage: 'The page the visit began on (its path): where the visitor first arrived.',
  referrer: 'The host of the site whose link brought the visitor; empty when typed in or bookmarked.',
  utmSource: "The landing address's utm_source (e.g. newsletter, linkedin).",
  utmMedium: "The landing address's utm_medium (e.g. email, cpc).",
  utmCampaign: "The landing address's utm_campaign.",
  utmTerm: "The landing address's utm_term.",
  utmContent: "The landing address's utm_content.",
};

/** A kind's view from its registry entry: named by the visitor's name (else their email), its columns
 * that name, the email, its first two fields of its own and when it came, and each field the firm
 * reads (those with a label) in its words. */
function viewOf(kind: LeadKind): AdminView {
  const lead: LeadDefinition = LEADS[kind];
  const own = Object.keys(lead.fields).filter(
    (name) =>
      lead.fields[name].label &&
      !(lead.person as string[]).includes(name) &&
      name !== 'lang' &&
      !(name in SOURCE_FIELDS),
  );
  const labelled = Object.entries(lead.fields).flatMap(([name, rule]) =>
    rule.label ? [[name, field(rule.label, DESCRIPTIONS[name])] as const] : [],
  );
  const emailed = Object.entries(lead.emailed ?? {}).map(([name, label]) => [name, field(label)] as const);
  const mainField = 'name' in lead.fields ? 'name' : 'email';
  return {
    mainField,
    list: [...new Set([mainField, 'email', ...own.slice(0, 2), 'createdAt'])],
    sort: newestFirst,
    fields: Object.fromEntries([...labelled, ...emailed]),
  };
}

/** Where a kind's view differs from viewOf's: its columns, its name field, the fields the CMS keeps. */
const DIFFERENT: Partial<Record<LeadKind, Partial<AdminView>>> = {
  'event-request': { list: ['name', 'email', 'eventType', 'date', 'createdAt'] },
  'chatbot-transcript': { list: ['name', 'email', 'phone', 'industry', 'createdAt'] },
  subscription: {
    mainField: 'email',
    list: ['email', 'name', 'state', 'confirmedAt', 'createdAt'],
    fields: {
      state: field('State', 'Pending until the subscriber confirms from the email; then confirmed or unsubscribed.'),
      confirmedAt: field('Confirmed at'),
      requestedAt: field('Signed up at'),
      confirmationSentAt: field('Confirmation sent at'),
      unsubscribedAt: field('Unsubscribed at'),
      consentText: field('Consent wording', 'What the form said when the subscriber signed up.'),
      lang: field('Language', 'The language the subscriber signed up in: their emails are written in it.'),
    },
  },
};

const leadView = (kind: LeadKind): AdminView => {
  const view = viewOf(kind);
  const different = DIFFERENT[kind] ?? {};
  return { ...view, ...different, fields: { ...view.fields, ...different.fields } };
};

export const LEAD_VIEWS: Record<string, AdminView> = {
  ...Object.fromEntries(LEAD_KINDS.map((kind) => [LEADS[kind].uid, leadView(kind)])),
  'api::notification.notification': {
    mainField: 'subject',
    list: ['id', 'subject', 'state', 'attempts', 'createdAt', 'sentAt'],
    sort: newestFirst,
    fields: {
      subject: field('Subject'),
      state: field('State', 'Pending, sent, held for the next digest, or failed after every retry.'),
      attempts: field('Attempts'),
      lastError: field('Last error', 'Why the last attempt failed, if it did.'),
      sentAt: field('Sent at'),
      nextAttemptAt: field('Next attempt', 'When the email is tried again after a failure.'),
      digest: field('Digest', 'On: one email for several leads, sent once the hourly cap is reached.'),
      recipients: field('Recipients'),
      submissionType: field('Kind of lead'),
      submissionDocumentId: field('Lead id', 'The document id of the lead the email announces.'),
      template: field('Template'),
      claimedUntil: field('Claimed until', 'A CMS instance is sending it until then; another may retry after.'),
    },
  },
  // The lead desk's own records (../lead-desk): read-only here, worked on the Leads page.
  'api::lead-state.lead-state': {
    mainField: 'leadDocumentId',
    list: ['id', 'leadType', 'leadDocumentId', 'leadStatus', 'ownerId', 'followUp', 'updatedAt'],
    sort: newestFirst,
    fields: {
      leadType: field('Kind of lead'),
      leadDocumentId: field('Lead id', 'The document id of the lead.'),
      leadStatus: field('Status'),
      ownerId: field('Owner (admin id)'),
      followUp: field('Follow up on'),
    },
  },
  'api::lead-activity.lead-activity': {
    mainField: 'action',
    list: ['id', 'leadType', 'leadDocumentId', 'action', 'at', 'admin'],
    sort: newestFirst,
    fields: {
      leadType: field('Kind of lead'),
      leadDocumentId: field('Lead id', 'The document id of the lead.'),
      action: field('Change', 'Status, owner, follow-up date, or a note.'),
      fromValue: field('From'),
      toValue: field('To'),
      note: field('Note'),
      at: field('When'),
      adminId: field('Admin id'),
      admin: field('By', 'The admin who made the change.'),
    },
  },
  // The CRM's webhooks (../crm): what each lead's events became; the lead's page on the Leads page
  // shows the same and sends those given up again.
  'api::lead-webhook.lead-webhook': {
    mainField: 'messageId',
    list: ['id', 'event', 'state', 'attempts', 'leadType', 'createdAt', 'deliveredAt'],
    sort: newestFirst,
    fields: {
      event: field('Event', 'A lead created, its status changed, or a person’s data erased.'),
      messageId: field(
        'Webhook id',
        'The webhook-id header, the same on every try: the CRM’s key for “seen it already”.',
      ),
      payload: field('Body', 'What is sent, exactly; deleted once the CRM has it.'),
      state: field('State', 'Pending, being sent, delivered, or failed after every retry.'),
      attempts: field('Attempts'),
      nextAttemptAt: field('Next attempt', 'When it is tried again after a failure.'),
      deliveredAt: field('Delivered at'),
      lastStatus: field('Last HTTP status', 'What the CRM answered to the last try, if it answered.'),
      lastError: field('Last error', 'Why the last try failed, if it did.'),
      leadType: field('Kind of lead'),
      leadDocumentId: field('Lead id', 'The document id of the lead it is about (none for an erasure).'),
      claimedUntil: field('Claimed until', 'A CMS instance is sending it until then; another may retry after.'),
    },
  },
  // The chat's questions the FAQ could not answer (../unanswered-questions): read-only here, worked
  // on the Unanswered questions page. Anonymous: nothing of the visitor, no time finer than the day.
  'api::unanswered-question.unanswered-question': {
    mainField: 'question',
    list: ['id', 'question', 'lang', 'day', 'count', 'clients', 'dismissed'],
    sort: { by: 'day', order: 'DESC' },
    fields: {
      question: field('Question', 'As typed, normalised: lower case, addresses, links and phone numbers replaced.'),
      lang: field('Language', 'The language of the page it was asked on (en, de).'),
      day: field('Day', 'The day it was asked (UTC); no finer time is kept.'),
      count: field('Times asked', 'How often it was asked that day.'),
      clients: field(
        'Different clients',
        'How many different clients asked it that day, counted up to 3: the Unanswered questions page lists it from 3.',
      ),
      dismissed: field('Dismissed', 'On: an editor dismissed it; the page no longer lists it.'),
    },
  },
  // The counts of page views, visits and conversions (../counts): numbers, hidden from the Content
  // Manager; the Visits page shows them.
  'api::page-view-count.page-view-count': {
    mainField: 'path',
    list: ['id', 'day', 'path', 'views'],
    sort: newestFirst,
    fields: { day: field('Day (UTC)'), path: field('Path'), views: field('Views') },
  },
  'api::conversion-count.conversion-count': {
    mainField: 'event',
    list: ['id', 'day', 'event', 'landingPage', 'source', 'campaign', 'tally'],
    sort: newestFirst,
    fields: {
      day: field('Day (UTC)'),
      event: field('Event', 'A visit begun, or a conversion.'),
      landingPage: field('Landing page'),
      source: field('Source'),
      campaign: field('Campaign'),
      tally: field('Count'),
    },
  },
  'api::count-day-total.count-day-total': {
    mainField: 'name',
    list: ['id', 'day', 'dimension', 'name', 'views', 'visit'],
    sort: newestFirst,
    fields: {
      day: field('Day (UTC)'),
      dimension: field('Of', "A landing page's, a source's, a campaign's, or the whole day's."),
      name: field('Name'),
      views: field('Views'),
      visit: field('Visits'),
      formSent: field('Forms sent'),
      chatOpened: field('Chats opened'),
      transcriptSent: field('Transcripts sent'),
      newsletterConfirmed: field('Newsletter sign-ups confirmed'),
    },
  },
  'api::data-request-log.data-request-log': {
    mainField: 'action',
    list: ['id', 'action', 'at', 'admin'],
    sort: newestFirst,
    fields: {
      action: field('Action', 'An export or an erasure of one person’s data.'),
      at: field('When'),
      adminId: field('Admin id'),
      admin: field('By', 'The admin who did it.'),
      counts: field('Rows', 'How many rows of each type it covered.'),
    },
  },
};
