/**
 * Every kind of lead is whole: a kind is its content type, its registry entry
 * (../../contracts/leads.ts), its form if it has one, and its tests; everything else derives from
 * the entry. This names, per kind, whatever piece is missing or disagrees. (What TypeScript already demands is left to it: each
 * `Record<LeadKind, ...>`, e.g. the lead email's field list, the recipients' setting, the export's
 * key, fails to compile without the new kind.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { FORM_KINDS, LEADS, LEAD_KINDS, type FieldKind, type FieldRule, type LeadKind } from '../../contracts/leads';
import { BROWSER_ROUTES } from '../../contracts/browser-routes';
import { DEFAULT_LOCALE } from '../../contracts/locales';
import { UNIQUE_INDEXES } from './indexes';
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

  it('has its admin view and its recipients setting', () => {
    const settings = readJson<Schema>(
      path.join(SRC, 'api', 'notification-setting', 'content-types', 'notification-setting', 'schema.json'),
    );
    expect({ kind, view: lead.uid in LEAD_VIEWS, recipients: RECIPIENT_FIELDS[kind] in settings.attributes }).toEqual({
      kind,
      view: true,
      recipients: true,
    });
  });

  if (lead.repeatsStoredOnce) {
    it('keeps the repeat key that stores identical repeats once, behind a unique index', () => {
      const { attributes, collectionName } = schemaOf(kind);
      const index = `ON ${collectionName} (repeat_key)`;
      expect({
        kind,
        privateRepeatKey: attributes.repeatKey?.private === true,
        uniqueIndex: UNIQUE_INDEXES.some((sql) => sql.includes(index)),
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
    expect(Object.fromEntries(LEAD_KINDS.map((kind) => [kind, LEADS[kind].path]))).toEqual({
      'contact-request': 'types/contactRequest',
      'event-request': 'types/eventRequests',
      'chatbot-transcript': 'types/chatbot',
      subscription: 'types/subscribtions',
    });
  });

  it("are the form block's choices, in the registry's order (JSON cannot import the registry)", () => {
    const form = readJson<Schema>(path.join(SRC, 'components', 'blocks', 'form.json'));
    expect(form.attributes.form.enum).toEqual(FORM_KINDS);
  });

  it('have one admin label of their own each', () => {
    const labels = LEAD_KINDS.map((kind) => LEADS[kind].labels.one);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
