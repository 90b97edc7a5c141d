/**
 * A database made by the last release with one language (./fixtures/make-one-language.ts booted it
 * and edited it as an editor does: the dump is exactly what Strapi stored), started with today's CMS,
 * whose site types are localized (English and German, src/contracts/locales.ts):
 *
 * - every version of every entry, draft and published, is kept as the English one, its words,
 *   blocks and SEO as they were; nothing is added in German (the seed adds no translation to a
 *   document it did not create) and the leads and the CMS's own records stay without a locale;
 * - the site's reads without a locale answer the published English as before, the Content Manager
 *   shows the drafts;
 * - the existing Editor and Author roles reach both languages;
 * - a German localization of a fixed page keeps the fixed slug whatever the admin proposes, and a
 *   German localization of a service keeps the service's slug, which follows a change in English.
 *
 * SQLite only (not in jest.config.js's PostgreSQL pass): the fixture is an SQLite database.
 */
import path from 'node:path';
import { makeDataDir, restoreSqliteFixture, sqliteRows, startCms, type CmsInstance } from '../../tests/support/cms';
import { adminToken, contentManagerFor, heroTitleOf, jsonCaller, type Row } from '../../tests/support/admin';
import * as seed from '../src/seed/content';
import { FIXTURE_ADMIN, ONE_LANGUAGE_EDITS as EDITS } from './fixtures/make-one-language';

jest.setTimeout(300_000);

const FIXTURE = path.join(__dirname, 'fixtures', 'one-language.sql.gz');
const PAGE = 'api::page.page';
const SERVICE = 'api::service.service';
/** The tables of the localized types, and of some that stay one per fact. */
const LOCALIZED = ['pages', 'services', 'faq_groups', 'globals', 'chatbot_settings', 'privacy_pages'];
const UNLOCALIZED = ['notification_settings', 'redirects', 'contact_requests', 'subscriptions', 'notifications'];

let cms: CmsInstance;
let database: string;
const call = jsonCaller(() => cms.url);
let token: string;

/** Every row of `table` with its component joins, by id. */
const stored = (table: string): Row[] =>
  sqliteRows<Row>(database, `SELECT * FROM ${table} ORDER BY id`).map((row) => ({
    ...row,
    components: sqliteRows(
      database,
      `SELECT cmp_id, component_type, field, "order" FROM ${table}_cmps WHERE entity_id = ? ORDER BY field, "order", id`,
      row.id,
    ),
  }));
const hasComponents = (table: string) =>
  sqliteRows(database, "SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?", `${table}_cmps`).length > 0;

beforeAll(async () => {
  const dataDir = makeDataDir('locales-migration-');
  database = restoreSqliteFixture(dataDir, FIXTURE);
});

afterAll(async () => {
  await cms?.stop();
});

it('keeps every entry, draft and published, as the English one, and adds no German', async () => {
  const read = (table: string): Row[] =>
    hasComponents(table) ? stored(table) : sqliteRows<Row>(database, `SELECT * FROM ${table} ORDER BY id`);
  const before = Object.fromEntries(LOCALIZED.map((table) => [table, read(table)]));
  const unlocalizedBefore = Object.fromEntries(UNLOCALIZED.map((table) => [table, read(table)]));
  // The fixture holds what the test needs: no locale anywhere, drafts that differ from what is live.
  for (const table of [...LOCALIZED, ...UNLOCALIZED])
    expect(sqliteRows(database, `SELECT id FROM ${table} WHERE locale IS NOT NULL`)).toEqual([]);
  expect(before.pages.filter((row) => row.slug === 'home').map((row) => row.published_at === null)).toEqual([
    true,
    false,
  ]);
  expect(before.pages.filter((row) => row.slug === EDITS.landingDraft.slug)).toHaveLength(1);

  cms = await startCms({ dataDir: path.dirname(database), database });
  token = await adminToken(cms.url, FIXTURE_ADMIN);

  for (const table of LOCALIZED)
    expect({ table, rows: read(table) }).toEqual({
      table,
      rows: before[table].map((row) => ({ ...row, locale: 'en' })),
    });
  for (const table of UNLOCALIZED)
    expect({ table, rows: read(table) }).toEqual({ table, rows: unlocalizedBefore[table] });
  // German exists as a locale, English stays the default, and the seed wrote nothing.
  const locales = await call('GET', '/i18n/locales', token);
  expect(locales.body.map((locale: Row) => [locale.code, locale.isDefault])).toEqual([
    ['en', true],
    ['de', false],
  ]);
  expect(cms.log()).toContain('Locales (src/contracts/locales.ts): added de.');
  expect(cms.log()).not.toContain('Seeded site content');
});

it('answers the site’s reads in English as before, and the Content Manager shows the drafts', async () => {
  const api = async (path: string) => {
    const response = await fetch(`${cms.url}/api/${path}`, { headers: { Authorization: `Bearer ${cms.token}` } });
    return { status: response.status, body: (await response.json()) as Row };
  };
  const home = await api('pages?filters[slug][$eq]=home&populate=*');
  expect(home.body.data.map(heroTitleOf)).toEqual([EDITS.homePublishedTitle]);
  expect(await api('pages?filters[slug][$eq]=home&populate=*&locale=en')).toEqual(home);
  expect((await api('pages?filters[slug][$eq]=home&locale=de')).body.data).toEqual([]);
  expect((await api(`pages?filters[slug][$eq]=${EDITS.landingDraft.slug}`)).body.data).toEqual([]);
  expect((await api('global')).body.data.tagline).toBe(EDITS.globalTagline);
  const [service] = (await api(`services?filters[slug][$eq]=${EDITS.serviceSlug}`)).body.data;
  expect(service.summary).toBe(seed.services.find((candidate) => candidate.slug === EDITS.serviceSlug)!.summary);
  expect((await api('privacy-page')).body.data.subtitle).toBe(seed.privacyPage.subtitle);

  const cm = contentManagerFor(cms.url, token);
  const [homeEntry] = (await cm('GET', `collection-types/${PAGE}?filters[slug][$eq]=home`)).results as Row[];
  expect(homeEntry.locale).toBe('en');
  expect(heroTitleOf((await cm('GET', `collection-types/${PAGE}/${homeEntry.documentId}`)).data)).toBe(
    EDITS.homeDraftTitle,
  );
  const [serviceEntry] = (await cm('GET', `collection-types/${SERVICE}?filters[slug][$eq]=${EDITS.serviceSlug}`))
    .results as Row[];
  expect((await cm('GET', `collection-types/${SERVICE}/${serviceEntry.documentId}`)).data.summary).toBe(
    EDITS.serviceDraftSummary,
  );
  const privacy = (await cm('GET', 'single-types/api::privacy-page.privacy-page')).data;
  expect(privacy).toMatchObject({ subtitle: EDITS.privacyDraftSubtitle, locale: 'en' });
});

it('gives the existing Editor and Author roles both languages', async () => {
  const roles = (await call('GET', '/admin/roles', token)).body.data as Row[];
  for (const code of ['strapi-editor', 'strapi-author']) {
    const role = roles.find((candidate) => candidate.code === code)!;
    const permissions = (await call('GET', `/admin/roles/${role.id}/permissions`, token)).body.data as Row[];
    const onPages = permissions.filter((permission) => permission.subject === PAGE);
    expect(onPages.length).toBeGreaterThan(0);
    for (const permission of onPages)
      expect({ action: permission.action, locales: permission.properties.locales }).toEqual({
        action: permission.action,
        locales: ['en', 'de'],
      });
  }
  expect(cms.log()).toMatch(/extended permissions to every language \(\d+ of Editor, \d+ of Author\)/);
});

it('keeps a fixed page’s slug in its German localization, and a service’s slug the same in both languages', async () => {
  const cm = contentManagerFor(cms.url, token);
  const [about] = (await cm('GET', `collection-types/${PAGE}?filters[slug][$eq]=about`)).results as Row[];
  const entry = `/content-manager/collection-types/${PAGE}/${about.documentId}`;
  // The admin proposes a slug made from the German title: the localization keeps `about`.
  const created = await call('PUT', `${entry}?locale=de`, token, {
    title: 'Über uns',
    slug: 'ueber-uns',
    blocks: [{ __component: 'blocks.hero', title: 'Wer wir sind', subtitle: 'Ein Partner vom Plan bis zur Übergabe.' }],
    seo: { metaDescription: 'Über Meridian Works' },
  });
  expect(created.status).toBe(200);
  expect(created.body.data).toMatchObject({ locale: 'de', slug: 'about', title: 'Über uns' });
  const moved = await call('PUT', `${entry}?locale=de`, token, { ...created.body.data, slug: 'ueber-uns' });
  expect(moved.status).toBe(400);
  expect(moved.body.error.message).toBe('The About page keeps the slug "about": the site shows it at /about.');
  expect(moved.body.error.details.errors[0].path).toEqual(['slug']);
  const deleted = await call('DELETE', `${entry}?locale=de`, token);
  expect(deleted.status).toBe(400);
  expect(deleted.body.error.message).toMatch(/About page is one of the site's fixed pages/);
  expect((await call('POST', `${entry}/actions/publish?locale=de`, token, created.body.data)).status).toBe(200);
  expect(
    sqliteRows(
      database,
      'SELECT locale, slug, title FROM pages WHERE document_id = ? ORDER BY locale, id',
      about.documentId,
    ),
  ).toEqual([
    { locale: 'de', slug: 'about', title: 'Über uns' },
    { locale: 'de', slug: 'about', title: 'Über uns' },
    { locale: 'en', slug: 'about', title: 'About' },
    { locale: 'en', slug: 'about', title: 'About' },
  ]);

  const [service] = (await cm('GET', `collection-types/${SERVICE}?filters[slug][$eq]=${EDITS.serviceSlug}`))
    .results as Row[];
  const serviceEntry = `/content-manager/collection-types/${SERVICE}/${service.documentId}`;
  const translated = await call('PUT', `${serviceEntry}?locale=de`, token, {
    title: 'IT-Betreuung',
    slug: 'it-betreuung',
    summary: 'Servicedesk, Überwachung und Sicherheit rund um die Uhr.',
    description: 'Unser Servicedesk antwortet in unter einer Minute.',
  });
  expect(translated.status).toBe(200);
  // Its picture and position come from the English service (shared), its slug is the service's.
  expect(translated.body.data).toMatchObject({ slug: EDITS.serviceSlug, order: service.order });
  const { data: english } = await cm('GET', `collection-types/${SERVICE}/${service.documentId}`);
  await cm('PUT', `collection-types/${SERVICE}/${service.documentId}`, {
    ...english,
    status: undefined,
    slug: 'it-services',
  });
  expect(
    sqliteRows(
      database,
      'SELECT locale, slug, published_at IS NOT NULL AS live FROM services WHERE document_id = ? ORDER BY locale, live',
      service.documentId,
    ),
  ).toEqual([
    { locale: 'de', slug: 'it-services', live: 0 },
    { locale: 'en', slug: 'it-services', live: 0 },
    { locale: 'en', slug: EDITS.serviceSlug, live: 1 },
  ]);
  const image = (locale: string) =>
    sqliteRows(
      database,
      `SELECT file_id FROM files_related_mph WHERE related_type = ? AND related_id IN
         (SELECT id FROM services WHERE document_id = ? AND locale = ? AND published_at IS NULL)`,
      SERVICE,
      service.documentId,
      locale,
    );
  expect(image('de')).toEqual(image('en'));
  expect(image('de')).toHaveLength(1);
});
