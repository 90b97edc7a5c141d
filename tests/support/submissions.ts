import { LEADS, type FieldRule, type LeadKind } from '@contracts/leads';
import { DEFAULT_LOCALE } from '@contracts/locales';
import { rows } from './cms';

/**
 * Posts a submission over HTTP the way the site's own forms do: with a fresh form token
 * (cms/src/api/submission/form-token.ts) unless `token: false`, as a script or SPEC section 7's bare
 * call would. The CMS under test runs with FORM_MIN_SECONDS=0 where a token is used at once.
 */
export async function formToken(cmsUrl: string): Promise<string> {
  const response = await fetch(`${cmsUrl}/api/types/form-token`);
  if (!response.ok) throw new Error(`No form token: ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

export async function postSubmission(
  cmsUrl: string,
  path: string,
  body: Record<string, unknown>,
  { token = true, headers = {} }: { token?: boolean; headers?: Record<string, string> } = {},
): Promise<Response> {
  return fetch(`${cmsUrl}/api/types/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(token ? { ...body, formToken: await formToken(cmsUrl) } : body),
  });
}

/** Posts a lead as the site's forms do (`postSubmission`) and answers the document id of the row it
 * stored, read from the CMS's `table` (a subscription answers none of its own). */
export async function postLead(
  cms: { url: string; database: string },
  path: string,
  table: string,
  body: Record<string, unknown>,
): Promise<string> {
  const response = await postSubmission(cms.url, path, body);
  if (response.status >= 300) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  const [row] = await rows<{ document_id: string }>(
    cms.database,
    `SELECT document_id FROM ${table} ORDER BY id DESC LIMIT 1`,
  );
  return row.document_id;
}

/** An event request the CMS stores: every field filled, its date 60 days ahead (today or later is the
 * rule, so the date is made when asked). */
export const eventRequestBody = (): Record<string, unknown> => ({
  name: 'Grace Hopper',
  email: 'grace@example.com',
  company: 'Compilers plc',
  eventType: 'Conference',
  date: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
  guests: 120,
  location: 'Manchester',
  message: 'Two days, one main room.',
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The least a field's rule takes; an address at example.com named `tag`. */
function leastOf(field: string, rule: FieldRule, tag: string): unknown {
  if (field === 'email') return `${tag}@example.com`;
  if (field === 'lang') return DEFAULT_LOCALE;
  switch (rule.kind) {
    case 'phone':
      return '+44 20 7946 0000';
    case 'date':
      return inDays(30);
    case 'positiveInteger':
      return 1;
    case 'stringList':
      return ['What does it cost?'];
    case 'path':
      return '/';
    case 'host':
      return 'example.com';
    default:
      return `Sample ${field}`.padEnd(rule.min ?? 0, '.').slice(0, rule.max);
  }
}

/** A lead of any kind the CMS stores, made from its rules (cms/src/contracts/leads.ts): who it is from
 * (its person fields, the address `<tag>@example.com`) and each other field it requires, each the
 * least its rule takes. What tests that cover every kind send, so a new kind needs no sample. */
export function leadBody(kind: LeadKind, tag: string = kind): Record<string, unknown> {
  const { fields, person } = LEADS[kind];
  return Object.fromEntries(
    Object.entries(fields as Record<string, FieldRule>)
      .filter(([field, rule]) => rule.required || (person as readonly string[]).includes(field))
      .map(([field, rule]) => [field, leastOf(field, rule, tag)]),
  );
}
