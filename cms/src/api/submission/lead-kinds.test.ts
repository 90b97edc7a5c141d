/**
 * Every kind of lead is whole: a kind is its registry entry (../../contracts/leads.ts), the schema
 * files Strapi reads (its content type, its recipients' setting, its value in the enums that name
 * the kinds), its repeat key's index, and its form if it has one; everything else derives from the
 * entry. This names, per kind, whatever piece is missing or disagrees; TypeScript names what the
 * entry lacks, and src/blocks/FormBlock.test.tsx a form missing from the site's forms.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FORM_KINDS, LEADS, LEAD_KINDS, type FieldKind, type FieldRule, type LeadKind } from '../../contracts/leads';
import { BROWSER_ROUTES } from '../../contracts/browser-routes';
import { DEFAULT_LOCALE } from '../../contracts/locales';
import { uniqueIndexes } from './indexes';
import submissionRoutes from './routes/submission';
import { RECIPIENT_FIELDS } from '../../notifications/outbox';
import { LEAD_VIEWS } from '../../admin-views/leads';

const SRC = path.join(__dirname, '..', '..');

interface Attribute {
  type: string;
  required?: boolean;
  maxLength?: number;
  default?: unknown;
  private?: boolean;
  enum?: string[];
}
interface Schema {
  collectionName: string;
  info: { singularName: string };
  attributes: Record<string, Attribute>;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const schemaFile = (kind: LeadKind) => path.join(SRC, 'api', kind, 'content-types', kind, 'schema.json');
const schemaOf = (kind: LeadKind) => readJson<Schema>(schemaFile(kind));

/** The attribute types that can store each kind of field. */
const STORED_AS: Record<FieldKind, string[]> = {
  text: ['string', 'text'],
  email: ['email'],
  phone: ['string'],
  date: ['date'],
  positiveInteger: ['integer'],
  stringList: ['json'],
  // A path may be 500 characters: a `string` column is varchar(255) on PostgreSQL.
  path: ['text'],
  host: ['string'],
};

describe.each(LEAD_KINDS)('the kind of lead %s', (kind) => {
  const lead = LEADS[kind];

  it('has its content type, named by the kind (cms/src/api/<kind>/content-types/<kind>/schema.json)', () => {
    expect({ kind, schema: fs.existsSync(schemaFile(kind)) }).toEqual({ kind, schema: true });
    expect({ kind, singularName: schemaOf(kind).info.singularName, uid: lead.uid }).toEqual({
      kind,
      singularName: kind,
      uid: `api::${kind}.${kind}`,
    });
  });

  it('stores each of its fields in an attribute of the content type, with the same limits', () => {
    const { attributes } = schemaOf(kind);
    const disagreements = Object.entries<FieldRule>(lead.fields).flatMap(([field, rule]) => {
      const attribute = attributes[field] as Attribute | undefined;
      if (!attribute) return [`${field}: no attribute`];
      const problems: string[] = [];
      if (!STORED_AS[rule.kind].includes(attribute.type))
        problems.push(`${field}: a ${rule.kind} field stored as ${attribute.type}`);
      if (Boolean(attribute.required) !== rule.required) problems.push(`${field}: required differs`);
      if (attribute.maxLength !== undefined && attribute.maxLength !== rule.max)
        problems.push(`${field}: maxLength ${attribute.maxLength}, rule max ${rule.max}`);
      if (attribute.default !== rule.default)
        problems.push(`${field}: default ${String(attribute.default)}, rule default ${String(rule.default)}`);
      return problems;
    });
    expect({ kind, disagreements }).toEqual({ kind, disagreements: [] });
  });

  it('has the person fields it names among its fields', () => {
    const missing = lead.person.filter((field) => !(field in lead.fields));
    expect({ kind, missing, email: lead.person.includes('email') }).toEqual({ kind, missing: [], email: true });
  });

  it('has its own route, which the browser may call', () => {
    const routes = submissionRoutes.routes.filter((route) => route.path === `/${lead.path}`);
    expect({ kind, handlers: routes.map((route) => route.handler) }).toEqual({
      kind,
      handlers: [`submission.${kind}`],
    });
    expect({ kind, browserRoute: BROWSER_ROUTES.includes(lead.path) }).toEqual({ kind, browserRoute: true });
  });

  it("has its admin view, and its recipients setting (an email list like every kind's)", () => {
    const settings = readJson<Schema>(
      path.join(SRC, 'api', 'notification-setting', 'content-types', 'notification-setting', 'schema.json'),
    );
    expect({ kind, view: lead.uid in LEAD_VIEWS, recipients: settings.attributes[RECIPIENT_FIELDS[kind]] }).toEqual({
      kind,
      view: true,
      recipients: settings.attributes[RECIPIENT_FIELDS['contact-request']],
    });
  });

  it("is a value of the lead email's kind (the notification's submissionType, JSON cannot import the registry)", () => {
    const notification = readJson<Schema>(
      path.join(SRC, 'api', 'notification', 'content-types', 'notification', 'schema.json'),
    );
    expect({ kind, value: notification.attributes.submissionType.enum?.includes(kind) }).toEqual({ kind, value: true });
  });

  if (lead.repeatsStoredOnce) {
    it('keeps the repeat key that stores identical repeats once, behind a unique index on its table', () => {
      const { attributes, collectionName } = schemaOf(kind);
      const index = `ON ${collectionName} (repeat_key)`;
      expect({
        kind,
        privateRepeatKey: attributes.repeatKey?.private === true,
        uniqueIndex: uniqueIndexes((uid) => (uid === lead.uid ? collectionName : 'other')).some((sql) =>
          sql.includes(index),
        ),
      }).toEqual({ kind, privateRepeatKey: true, uniqueIndex: true });
    });
  }
});

describe('the kinds of lead together', () => {
  it("all carry the visitor's language, stored as the default locale when a call sends none", () => {
    for (const kind of LEAD_KINDS) {
      const lang: { default?: string; required: boolean } | undefined = LEADS[kind].fields.lang;
      expect([kind, lang ? (lang.required ? 'required' : lang.default) : 'missing']).toEqual([
        kind,
        kind === 'chatbot-transcript' ? 'required' : DEFAULT_LOCALE,
      ]);
    }
  });

  it("keep SPEC section 7's routes exactly, one kind each", () => {
    const spec: Partial<Record<LeadKind, string>> = {
      'contact-request': 'types/contactRequest',
      'event-request': 'types/eventRequests',
      'chatbot-transcript': 'types/chatbot',
      subscription: 'types/subscribtions',
    };
    expect(Object.fromEntries(Object.keys(spec).map((kind) => [kind, LEADS[kind as LeadKind]?.path]))).toEqual(spec);
    const paths = LEAD_KINDS.map((kind) => LEADS[kind].path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("are the values of the kind the lead emails name, in the registry's order", () => {
    const notification = readJson<Schema>(
      path.join(SRC, 'api', 'notification', 'content-types', 'notification', 'schema.json'),
    );
    expect(notification.attributes.submissionType.enum).toEqual(LEAD_KINDS);
  });

  it("are the form block's choices, in the registry's order (JSON cannot import the registry)", () => {
    const form = readJson<Schema>(path.join(SRC, 'components', 'blocks', 'form.json'));
    expect(form.attributes.form.enum).toEqual(FORM_KINDS);
  });

  it('have one admin label and one key in a data export of their own each', () => {
    for (const names of [
      LEAD_KINDS.map((kind) => LEADS[kind].labels.one),
      LEAD_KINDS.map((kind) => LEADS[kind].exportKey),
    ])
      expect(new Set(names).size).toBe(names.length);
  });
});
