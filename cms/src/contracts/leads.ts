/**
 * The kinds of lead, what visitors send the firm: the one place each kind is defined. Its key is its
 * one name everywhere (its content type's singular name, which also names its lead email, its
 * records in a data request, its recipients' setting and its form in the form block); the routes,
 * the submission service, the lead emails and their recipients, retention, data requests, the
 * roles, the admin's lead views, the lead desk, the CRM's webhooks, the visit counts, the restore's
 * guard, the form block's choices and the forms' drafts are all derived from here. Adding a kind:
 * docs/leads-and-notifications.md, "Adding a kind of lead". Bundled into the site (through
 * src/lib/submission.ts): no imports but types, no Strapi.
 */

export type FieldKind = 'text' | 'email' | 'phone' | 'date' | 'positiveInteger' | 'stringList' | 'path' | 'host';

export interface FieldRule {
  kind: FieldKind;
  required: boolean;
  /** Longest text, or largest number for positiveInteger, or most items for stringList. */
  max: number;
  /** Shortest text when given. */
  min?: number;
  /** Multi-line text: line breaks allowed. */
  multiline?: boolean;
  /** Free text taken as typed (the chat's contact form has no real validation: SPEC section 5). */
  free?: boolean;
  /** What the CMS stores when the field is not sent (the content type's `default`). */
  default?: string;
  /** How the firm reads it: its name in the lead email and the admin. A lead's field without one (a
   * key of the CMS's own) is shown to nobody and never sent to the CRM. */
  label?: string;
}

import type { Conversion } from './counts';

/** The fields that say who a lead is from. Every kind names them alike, so a data request finds a
 * person across kinds and a lead email's subject names them (the name, else the email, else the
 * phone) and answers to the email. */
export type PersonField = 'email' | 'name' | 'phone';

export interface LeadDefinition {
  /** The content type that stores it: cms/src/api/<kind>/content-types/<kind>/schema.json. */
  uid: string;
  /** Its POST route under /api/, exactly as SPEC section 7 spells it (subscribtions included). */
  path: string;
  /** How the admin, the lead emails and the data requests name one and several. */
  labels: { one: string; many: string };
  /** What a visitor sends: the site's forms and the CMS check each field by the same rule
   * (./submission-rules.ts). Fields the CMS sets itself are not listed. */
  fields: Record<string, FieldRule>;
  /** Which of the person fields it has (each one of `fields` too). */
  person: readonly PersonField[];
  /** Deleted LEAD_RETENTION_DAYS after it came (../privacy/expire.ts). A subscription is not: a
   * subscriber asked to stay, and is deleted once unsubscribed instead. */
  expires: boolean;
  /** Identical repeats from one client within SUBMISSION_REPEAT_WINDOW are stored once (a
   * transcript is stored once by its idempotency key instead, a subscription by its address). */
  repeatsStoredOnce: boolean;
  /** Whether the form block offers the site's form for it: the block stores the kind's name as its
   * choice (cms/src/components/blocks/form.json, src/blocks/FormBlock.tsx) and the form keeps its
   * visitor's draft under `form-draft:<kind>` (src/features/forms/draftKeys.ts). */
  form: boolean;
  /** Whether the firm's CRM is told of it, with its labelled fields (../crm/rules.ts). A newsletter
   * subscription is not: its owner consented to the newsletter, not to a sales follow-up. */
  crm: boolean;
  /** What it counts as on the Visits page when the CMS stores it (./counts.ts, docs/visit-counts.md). */
  conversion: Conversion;
  /** What a data request's export calls its records (../privacy/data-requests.ts). */
  exportKey: string;
  /** The stored field saying when it came, for the lead desk (which lists it only once that is set):
   * `createdAt` unless named. */
  cameAt?: string;
  /** Fields the CMS sets itself that its lead email lists after the visitor's, with their labels. */
  emailed?: Record<string, string>;
}

const name: FieldRule = { kind: 'text', required: true, min: 2, max: 100, label: 'Name' };
const email: FieldRule = { kind: 'email', required: true, max: 254, label: 'Email' };
const phone: FieldRule = { kind: 'phone', required: false, max: 40, label: 'Phone' };
const company: FieldRule = { kind: 'text', required: false, max: 120, label: 'Company' };
/** The language of the page the visitor used (a locale code of ./locales.ts, as SPEC section 7's chat
 * call carries it): the firm's email names it and a subscriber's emails are written in it. Optional
 * on the forms, so their SPEC calls as written still work; the CMS stores `en` when it is missing. */
const lang: FieldRule = { kind: 'text', required: false, min: 2, max: 8, default: 'en', label: 'Language' };
/** Where the visit that sent a lead came from: the path of the page it began on (never its query,
 * which may hold anything), the referring site's host, and the landing address's utm_ parameters.
 * The site reads them when it sends, from the browser's own record of the visit (src/lib/attribution.ts):
 * nothing in cookies or storage, so no consent is needed. Every kind carries them; all optional, so
 * SPEC section 7's calls as written still work. docs/leads-and-notifications.md, "Where a lead came from". */
export const SOURCE_FIELDS = {
  landingPage: { kind: 'path', required: false, max: 500, label: 'Landing page' },
  referrer: { kind: 'host', required: false, max: 253, label: 'Came from' },
  utmSource: { kind: 'text', required: false, max: 200, label: 'Campaign source' },
  utmMedium: { kind: 'text', required: false, max: 200, label: 'Campaign medium' },
  utmCampaign: { kind: 'text', required: false, max: 200, label: 'Campaign' },
  utmTerm: { kind: 'text', required: false, max: 200, label: 'Campaign term' },
  utmContent: { kind: 'text', required: false, max: 200, label: 'Campaign content' },
} as const satisfies Record<string, FieldRule>;

export type SourceField = keyof typeof SOURCE_FIELDS;

export const LEADS = {
  'contact-request': {
    uid: 'api::contact-request.contact-request',
    path: 'types/contactRequest',
    labels: { one: 'contact request', many: 'contact requests' },
    fields: {
      name,
      email,
      phone,
      company,
      // One of the services' slugs; the server checks it against the services it holds.
      service: { kind: 'text', required: false, max: 80, label: 'Service' },
      message: { kind: 'text', required: true, min: 10, max: 5000, multiline: true, label: 'Message' },
      lang,
      ...SOURCE_FIELDS,
    },
    person: ['email', 'name', 'phone'],
    expires: true,
    repeatsStoredOnce: true,
    form: true,
    crm: true,
    conversion: 'form-sent',
    exportKey: 'contactRequests',
  },
  'event-request': {
    uid: 'api::event-request.event-request',
    path: 'types/eventRequests',
    labels: { one: 'event request', many: 'event requests' },
    fields: {
      name,
      email,
      phone,
      company,
      eventType: { kind: 'text', required: true, min: 2, max: 80, label: 'Event type' },
      date: { kind: 'date', required: true, max: 10, label: 'Event date' },
      guests: { kind: 'positiveInteger', required: true, max: 100000, label: 'Guests' },
      location: { kind: 'text', required: false, max: 200, label: 'Location' },
      message: { kind: 'text', required: false, max: 5000, multiline: true, label: 'Message' },
      lang,
      ...SOURCE_FIELDS,
    },
    person: ['email', 'name', 'phone'],
    expires: true,
    repeatsStoredOnce: true,
    form: true,
    crm: true,
    conversion: 'form-sent',
    exportKey: 'eventRequests',
  },
  'chatbot-transcript': {
    uid: 'api::chatbot-transcript.chatbot-transcript',
    path: 'types/chatbot',
    labels: { one: 'chat transcript', many: 'chat transcripts' },
    fields: {
      name: { kind: 'text', required: false, max: 100, free: true, label: 'Name' },
      email: { kind: 'text', required: false, max: 254, free: true, label: 'Email' },
      phone: { kind: 'text', required: false, max: 40, free: true, label: 'Phone' },
      industry: { kind: 'text', required: false, max: 120, free: true, label: 'Industry' },
      lang: { kind: 'text', required: true, min: 2, max: 8, label: 'Language' },
      questions: { kind: 'stringList', required: true, max: 200, label: 'Questions, in the order asked' },
      // Our addition, never the spec's: optional, and better sent as the Idempotency-Key header.
      idempotencyKey: { kind: 'text', required: false, min: 8, max: 64 },
      ...SOURCE_FIELDS,
    },
    person: ['email', 'name', 'phone'],
    expires: true,
    repeatsStoredOnce: false,
    // The chat is its own feature (src/features/chat), on every page: not a block's form.
    form: false,
    crm: true,
    conversion: 'transcript-sent',
    exportKey: 'chatTranscripts',
  },
  subscription: {
    uid: 'api::subscription.subscription',
    path: 'types/subscribtions',
    labels: { one: 'newsletter subscription', many: 'newsletter subscriptions' },
    fields: {
      email,
      name: { kind: 'text', required: false, max: 100, label: 'Name' },
      lang,
      ...SOURCE_FIELDS,
    },
    person: ['email', 'name'],
    expires: false,
    repeatsStoredOnce: false,
    form: true,
    crm: false,
    // Counted, and listed on the lead desk, once its owner confirms it (docs/newsletter.md).
    conversion: 'newsletter-confirmed',
    cameAt: 'confirmedAt',
    exportKey: 'subscriptions',
    emailed: { date: 'Subscribed on' },
  },
} as const satisfies Record<string, LeadDefinition>;

export type LeadKind = keyof typeof LEADS;

// The calls that derive lists are marked pure, here and in ./submission-rules.ts: a page whose code
// uses another part of the contracts (a message, the text cleaning) then leaves the registry out of
// its bundle (gatsby-node.ts marks the contracts free of side effects).

/** Every kind, in the registry's order. */
export const LEAD_KINDS = /*#__PURE__*/ Object.keys(LEADS) as LeadKind[];

/** One value for each kind, e.g. each kind's count. */
export const byKind = <T>(valueOf: (kind: LeadKind) => T): Record<LeadKind, T> =>
  Object.fromEntries(LEAD_KINDS.map((kind) => [kind, valueOf(kind)])) as Record<LeadKind, T>;

/** The kinds the form block offers a form for: its choices. */
export type FormKind = { [Kind in LeadKind]: (typeof LEADS)[Kind]['form'] extends true ? Kind : never }[LeadKind];
export const FORM_KINDS = /*#__PURE__*/ LEAD_KINDS.filter((kind) => LEADS[kind].form) as FormKind[];
