/**
 * The case studies (issue 48) on a real Strapi started on a freshly seeded database: the seed's three
 * case studies in English and German (German addresses, the same services and cover, results and
 * quote in each language's words); what the site build's token reads (published case studies, never
 * a draft) and what anonymous visitors read (nothing); an editor's publish announced to the
 * site-rebuild webhook. Editors' and Authors' rights on the type are roles.test.ts's, as on articles.
 */
import { startCms, type CmsInstance } from '../../tests/support/cms';
import { contentManagerFor, jsonCaller, makeAdmin, type Row } from '../../tests/support/admin';
import { until } from '../../tests/support/until';
import { startWebhookReceiver, type WebhookReceiver } from '../../tests/support/webhooks';
import { entries } from '../src/seed/case-study';

const { en, de } = entries;

jest.setTimeout(300_000);

const CASE_STUDY = 'api::case-study.case-study';
const owner = makeAdmin();
let cms: CmsInstance;
let webhook: WebhookReceiver;
const call = jsonCaller(() => cms.url);
const withToken = async (path: string) => {
  const response = await fetch(`${cms.url}/api/${path}`, { headers: { Authorization: `Bearer ${cms.token}` } });
  return { status: response.status, body: (await response.json()) as Row };
};
const caseStudiesIn = (locale: string, filter = '') =>
  withToken(
    `case-studies?locale=${locale}&populate[services]=true&populate[cover]=true&populate[results]=true&populate[quote]=true&populate[seo]=true&sort=date:desc${filter}`,
  );

beforeAll(async () => {
  webhook = await startWebhookReceiver();
  cms = await startCms({ env: { ...owner.env, SITE_REBUILD_URL: webhook.url } });
});

afterAll(async () => {
  await cms?.stop();
  await webhook?.close();
});

describe.each([
  ['en', en],
  ['de', de],
] as const)('the seeded case studies in %s', (locale, seed) => {
  it('lists the three, newest first, each whole in its language', async () => {
    const { status, body } = await caseStudiesIn(locale);
    expect(status).toBe(200);
    const newestFirst = [...seed].sort((a, b) => b.date.localeCompare(a.date));
    expect(body.data.map((study: Row) => study.slug)).toEqual(newestFirst.map((study) => study.slug));
    for (const study of body.data as Row[]) {
      const expected = seed.find((candidate) => candidate.slug === study.slug)!;
      expect(study).toMatchObject({
        locale,
        clientName: expected.clientName,
        sector: expected.sector,
        challenge: expected.challenge,
        approach: expected.approach,
        seo: expected.seo,
      });
      expect(study.cover.url).toMatch(/^\/uploads\//);
      expect(study.clientLogo ?? null).toBeNull();
      // The services, in this language's localization of each.
      expect(study.services.map((service: Row) => [service.slug, service.locale]).sort()).toEqual(
        expected.services.map((slug) => [slug, locale]).sort(),
      );
      expect(study.results.map((result: Row) => ({ value: result.value, label: result.label }))).toEqual(
        expected.results,
      );
      expect(
        study.quote ? { quote: study.quote.quote, author: study.quote.author, role: study.quote.role } : null,
      ).toEqual(expected.quote ?? null);
    }
  });
});

it("shares each case study's cover across its languages and keeps each language's own address", async () => {
  const english = (await caseStudiesIn('en')).body.data as Row[];
  const german = (await caseStudiesIn('de')).body.data as Row[];
  for (const study of english) {
    const twin = german.find((candidate) => candidate.documentId === study.documentId)!;
    expect(twin.cover.id).toBe(study.cover.id);
    expect(twin.slug).not.toBe(study.slug);
  }
});

describe('drafts, access and the rebuild', () => {
  it('never gives the build a draft, lists it once published, and announces the publish to the webhook', async () => {
    const token = (await call('POST', '/admin/login', undefined, owner)).body.data.token as string;
    const contentManager = contentManagerFor(cms.url, token);
    const published = (await caseStudiesIn('en')).body.data as Row[];
    const draft = {
      clientName: 'A Manchester retailer',
      slug: 'manchester-retailer-still-being-written',
      title: 'A case study still being written',
      summary: 'Not for readers yet.',
      sector: 'Retail',
      challenge: 'Not yet.',
      approach: 'Not yet.',
      cover: published[0].cover.id,
      results: [{ value: '1', label: 'draft' }],
      seo: { metaDescription: 'Not for readers yet.' },
    };
    const created = (await contentManager('POST', `collection-types/${CASE_STUDY}`, draft)).data as Row;
    const drafts = await withToken(`case-studies?filters[slug][$eq]=${draft.slug}`);
    expect(drafts.status).toBe(200);
    expect(drafts.body.data).toEqual([]);
    expect((await withToken(`case-studies/${created.documentId}`)).status).toBe(404);
    // Saving a draft changes nothing live: no rebuild.
    expect(webhook.calls.filter((hook) => hook.uid === CASE_STUDY)).toEqual([]);

    await contentManager('POST', `collection-types/${CASE_STUDY}/${created.documentId}/actions/publish`, draft);
    const live = await withToken(`case-studies?filters[slug][$eq]=${draft.slug}`);
    expect(live.body.data.map((study: Row) => study.title)).toEqual([draft.title]);
    const publishes = () =>
      webhook.calls.filter(
        (hook) =>
          hook.event === 'entry.publish' && hook.uid === CASE_STUDY && hook.entry?.documentId === created.documentId,
      );
    await until('the publish webhook call', async () => (publishes().length ? true : undefined), 30_000);
    expect(publishes()).toHaveLength(1);
  });

  it.each(['case-studies', 'case-studies?locale=de'])(
    'refuses anonymous visitors %s: site content is read by the build alone',
    async (path) => {
      const response = await fetch(`${cms.url}/api/${path}`);
      expect([401, 403]).toContain(response.status);
      expect(JSON.stringify(await response.json())).not.toContain(en[0].title);
    },
  );

  it('refuses a write with the build token, which only reads', async () => {
    const response = await fetch(`${cms.url}/api/case-studies`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${cms.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { clientName: 'Nope' } }),
    });
    expect([401, 403, 404, 405]).toContain(response.status);
  });

  it('refuses a case study without its required fields with a 400 naming them, storing nothing', async () => {
    const token = (await call('POST', '/admin/login', undefined, owner)).body.data.token as string;
    const response = await fetch(`${cms.url}/content-manager/collection-types/${CASE_STUDY}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        clientName: 'A half-written case study',
        results: [{ value: '12345678901234567890X', label: 'x' }],
      }),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('value');
    const stored = (await contentManagerFor(cms.url, token)(
      'GET',
      `collection-types/${CASE_STUDY}?filters[clientName][$eq]=${encodeURIComponent('A half-written case study')}`,
    )) as Row;
    expect(stored.results).toEqual([]);
  });
});
