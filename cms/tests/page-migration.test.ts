/**
 * A database made by the release with four single types for the fixed pages, with an editor's
 * changes (./fixtures/make-four-single-types.ts made it by booting that release: the dump is exactly
 * what Strapi stored), started with today's CMS: the migration
 * (cms/database/migrations/*.fixed-pages-into-pages.ts) moves every version of each page into the
 * page collection, so the editors see the same words and blocks, drafts and published versions both;
 * the form block's choices are renamed to their kinds of lead, in every version
 * (cms/database/migrations/*.form-choices-are-lead-kinds.ts); the fixed pages cannot be deleted or
 * moved to another slug but their blocks are edited and published as before; the draft preview of a fixed page shows its draft; and the site built from
 * the migrated CMS shows the same pages. SQLite only (not in jest.config.js's PostgreSQL pass): the
 * fixture is an SQLite database; migrations-sql.test.ts runs the migration itself on PostgreSQL.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { makeDataDir, restoreSqliteFixture, sqliteRows, startCms, type CmsInstance } from '../../tests/support/cms';
import { npmRun } from '../../tests/support/npm-run';
import { adminOriginsFor, createPreviewHandler } from '../../server/preview';
import * as seed from '../src/seed/content';
import {
  adminToken,
  contentManagerFor,
  jsonCaller,
  publishDocument,
  withHeroTitle,
  type Row,
} from '../../tests/support/admin';
import { EDITS, FIXTURE_EDITOR } from './fixtures/make-four-single-types';
import { FORMER_CHOICES } from '../database/migrations/2026.12.02T00.00.00.form-choices-are-lead-kinds';

jest.setTimeout(900_000);

const ROOT = path.resolve(__dirname, '..', '..');
const PAGE = 'api::page.page';
const FORMER_TABLES = {
  home: 'home_pages',
  about: 'about_pages',
  services: 'services_pages',
  contact: 'contact_pages',
};
const SECRET = crypto.randomBytes(24).toString('hex');

/** Each stored version of a page: its row's own columns and its blocks and SEO (the join rows: which
 * component, in which field, in which order; the component rows themselves are not touched). */
function versions(file: string, table: string, where = '', ...params: unknown[]) {
  return sqliteRows<Row>(
    file,
    `SELECT id, document_id, title, created_at, updated_at, published_at, created_by_id, updated_by_id FROM ${table} ${where} ORDER BY published_at IS NOT NULL, id`,
    ...params,
  ).map(({ id, ...version }): Row => ({
    ...version,
    components: sqliteRows(
      file,
      `SELECT cmp_id, component_type, field, "order" FROM ${table}_cmps WHERE entity_id = ? ORDER BY field, "order", id`,
      id,
    ),
  }));
}

const componentTables = (file: string) =>
  sqliteRows<{ name: string }>(file, "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'components_%'")
    .map(({ name }) => name)
    .sort();
const dumpComponents = (file: string, tables = componentTables(file)) =>
  Object.fromEntries(tables.map((table) => [table, sqliteRows(file, `SELECT * FROM ${table} ORDER BY id`)]));

const FIXTURE = path.join(__dirname, 'fixtures', 'four-single-types.sql.gz');

let cms: CmsInstance | undefined;
let preview: http.Server | undefined;

afterAll(async () => {
  await cms?.stop();
  await new Promise((resolve) => (preview ? preview.close(resolve) : resolve(undefined)));
});

const blocksOf = (page: Row | undefined) => (page?.blocks ?? []) as Row[];
const heroOf = (page: Row | undefined) => blocksOf(page).find((block) => block.__component === 'blocks.hero')?.title;
const headings = (page: Row | undefined) => blocksOf(page).map((block) => block.heading ?? block.title ?? null);
/** The component rows as the second migration leaves them: each form block's choice is its kind of
 * lead's name. */
const withKindsAsChoices = (components: Record<string, Row[]>) => ({
  ...components,
  components_blocks_forms: components.components_blocks_forms.map((row) => ({
    ...row,
    form: FORMER_CHOICES[row.form as keyof typeof FORMER_CHOICES] ?? row.form,
  })),
});

it('moves the four fixed pages into the page collection, every version, block and word kept', async () => {
  const dataDir = makeDataDir('page-migration-');
  const database = restoreSqliteFixture(dataDir, FIXTURE);
  const before = Object.fromEntries(
    Object.entries(FORMER_TABLES).map(([slug, table]) => [slug, versions(database, table)]),
  );
  const componentsBefore = dumpComponents(database);
  const landingBefore = versions(database, 'pages', 'WHERE slug = ?', EDITS.landingAtHome.slug);
  // The fixture holds what the test needs: each page with a draft and a published row, and drafts that differ.
  for (const stored of Object.values(before))
    expect(stored.map((version) => version.published_at === null)).toEqual([true, false]);
  expect(landingBefore).toHaveLength(2);
  // ...and the contact form block under its former choice, in the draft and the published version.
  const contactForms = sqliteRows<Row>(
    database,
    `SELECT cmps.entity_id, forms.form FROM contact_pages_cmps cmps JOIN components_blocks_forms forms
       ON forms.id = cmps.cmp_id AND cmps.component_type = 'blocks.form'`,
  );
  expect(contactForms.map((row) => row.form)).toEqual(['contact', 'contact']);

  const started = Date.now();
  cms = await startCms({ dataDir, database, env: { PREVIEW_SECRET: SECRET } });
  const bootSeconds = (Date.now() - started) / 1000;

  // Stored: each former single type's document is a page with its fixed slug, its versions as they were.
  for (const [slug, stored] of Object.entries(before)) {
    expect(versions(database, 'pages', 'WHERE slug = ?', slug)).toEqual(stored);
  }
  // The fixture's component rows are kept; the tables of blocks added since that release are new and empty.
  expect(dumpComponents(database, Object.keys(componentsBefore))).toEqual(withKindsAsChoices(componentsBefore));
  const addedTables = componentTables(database).filter((table) => !(table in componentsBefore));
  expect(addedTables).toContain('components_blocks_case_studies');
  expect(addedTables.flatMap((table) => sqliteRows(database, `SELECT * FROM ${table}`))).toEqual([]);
  expect(
    sqliteRows(database, 'SELECT form FROM components_blocks_forms WHERE form IN (?, ?)', 'contact', 'newsletter'),
  ).toEqual([]);
  // The old tables are gone (Strapi's schema sync drops them once their types are), the move is recorded.
  const tables = sqliteRows<{ name: string }>(database, "SELECT name FROM sqlite_master WHERE type = 'table'").map(
    (table) => table.name,
  );
  for (const table of Object.values(FORMER_TABLES)) {
    expect(tables).not.toContain(table);
    expect(tables).not.toContain(`${table}_cmps`);
  }
  expect(sqliteRows(database, 'SELECT name FROM strapi_migrations')).toEqual([
    { name: '2026.12.01T00.00.00.fixed-pages-into-pages.js' },
    { name: '2026.12.02T00.00.00.form-choices-are-lead-kinds.js' },
  ]);
  // The landing page that had the slug `home` keeps everything but its slug, and the log says where it went.
  const moved = versions(database, 'pages', 'WHERE document_id = ?', landingBefore[0].document_id);
  expect(moved).toEqual(landingBefore);
  expect(
    sqliteRows(database, 'SELECT DISTINCT slug FROM pages WHERE document_id = ?', landingBefore[0].document_id),
  ).toEqual([{ slug: 'home-2' }]);
  expect(cms.log()).toContain(`The landing page "${EDITS.landingAtHome.title}" had the slug "home"`);

  // What the site reads: the published versions, and the drafts as the preview reads them.
  const read = async (slug: string, status: 'draft' | 'published') => {
    const query = new URLSearchParams({ 'filters[slug][$eq]': slug, status, populate: '*' });
    const response = await fetch(`${cms!.url}/api/pages?${query}`, {
      headers: { Authorization: `Bearer ${cms!.token}` },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Row[] };
    expect(data).toHaveLength(1);
    return data[0];
  };
  const home = { published: await read('home', 'published'), draft: await read('home', 'draft') };
  expect(heroOf(home.published)).toBe(EDITS.homePublishedTitle);
  expect(home.published.seo.metaDescription).toBe(seed.homePage.seo.metaDescription);
  expect(heroOf(home.draft)).toBe(EDITS.homeDraftTitle);
  expect(home.draft.seo.metaDescription).toBe(EDITS.homeDraftSeo);
  expect(home.published.title).toBe(seed.homePage.title);

  const about = { published: await read('about', 'published'), draft: await read('about', 'draft') };
  const aboutHeadings = headings(seed.aboutPage);
  expect(headings(about.published)).toEqual(aboutHeadings);
  expect(headings(about.draft)).toEqual([aboutHeadings[0], ...aboutHeadings.slice(2), aboutHeadings[1]]);
  expect(about.draft.seo.metaTitle).toBe(EDITS.aboutDraftSeoTitle);
  expect(about.published.seo.metaTitle).toBeNull();

  const services = await read('services', 'published');
  expect(headings(services)).toContain(EDITS.servicesPublishedHeading);
  const contact = await read('contact', 'published');
  expect(blocksOf(contact).map((block) => block.__component)).toEqual(
    seed.contactPage.blocks.map((block) => block.__component),
  );
  expect(blocksOf(await read('contact', 'draft'))[1]).toMatchObject({ form: 'contact-request' });
  expect(blocksOf(contact)[1]).toMatchObject({
    form: 'contact-request',
    heading: 'Send us a message',
    showContactDetails: true,
    details: (seed.contactPage.blocks[1] as Row).details,
  });
  expect((await fetch(`${cms.url}/api/home-page`, { headers: { Authorization: `Bearer ${cms.token}` } })).status).toBe(
    404,
  );
  console.info(`The CMS started on the old database and migrated it in ${bootSeconds.toFixed(1)} s.`);
});

it('keeps a fixed page from being deleted or moved, and its blocks editable and publishable', async () => {
  const token = await adminToken(cms!.url, FIXTURE_EDITOR);
  const call = jsonCaller(() => cms!.url);
  const cm = contentManagerFor(cms!.url, token);
  const [about] = (await cm('GET', `collection-types/${PAGE}?filters[slug][$eq]=about`)).results as Row[];
  const stored = () => versions(cms!.database, 'pages', 'WHERE document_id = ?', about.documentId);
  const unchanged = stored();

  const deleted = await call('DELETE', `/content-manager/collection-types/${PAGE}/${about.documentId}`, token);
  expect(deleted.status).toBe(400);
  expect(deleted.body.error.name).toBe('ValidationError');
  expect(deleted.body.error.message).toMatch(
    /About page is one of the site's fixed pages \(\/about\): it cannot be deleted/,
  );
  expect(deleted.body.error.details.errors[0].path).toEqual(['slug']);
  const bulk = await call('POST', `/content-manager/collection-types/${PAGE}/actions/bulkDelete`, token, {
    documentIds: [about.documentId],
  });
  expect(bulk.status).toBe(400);

  const { data: draft } = await cm('GET', `collection-types/${PAGE}/${about.documentId}`);
  const { status: _status, ...fields } = draft as Row;
  const renamed = await call('PUT', `/content-manager/collection-types/${PAGE}/${about.documentId}`, token, {
    ...fields,
    slug: 'about-us',
  });
  expect(renamed.status).toBe(400);
  expect(renamed.body.error.details.errors[0]).toMatchObject({ path: ['slug'] });
  expect(renamed.body.error.message).toBe('The About page keeps the slug "about": the site shows it at /about.');
  // A new page may not take a fixed page's slug either.
  const twin = await call('POST', `/content-manager/collection-types/${PAGE}`, token, {
    title: 'Another home',
    slug: 'home',
    seo: {},
  });
  expect(twin.status).toBe(400);
  expect(twin.body.error.details.errors[0]).toMatchObject({ path: ['slug'] });
  expect(stored()).toEqual(unchanged);

  // Unpublishing, editing its blocks and publishing again work as for any page (on Contact: About's
  // draft stays unpublished for the build below).
  const [contact] = (await cm('GET', `collection-types/${PAGE}?filters[slug][$eq]=contact`)).results as Row[];
  await cm('POST', `collection-types/${PAGE}/${contact.documentId}/actions/unpublish`, {});
  const published = await publishDocument(cm, PAGE, withHeroTitle(EDITS.contactRepublishedTitle), contact.documentId);
  expect(published).toMatchObject({ slug: 'contact', publishedAt: expect.any(String) });
  expect(heroOf(published)).toBe(EDITS.contactRepublishedTitle);
});

it('previews a fixed page’s draft on the site server, and the site built after the migration shows the same pages', async () => {
  const token = await adminToken(cms!.url, FIXTURE_EDITOR);
  const call = jsonCaller(() => cms!.url);
  const [home] = (await contentManagerFor(cms!.url, token)('GET', `collection-types/${PAGE}?filters[slug][$eq]=home`))
    .results as Row[];
  const answer = await call(
    'GET',
    `/content-manager/preview/url/${PAGE}?documentId=${home.documentId}&status=draft`,
    token,
  );
  expect(answer.status).toBe(200);
  const enter = new URL(answer.body.data.url);
  expect(enter.searchParams.get('path')).toBe('/');
  expect(enter.searchParams.get('label')).toBe('Home page');

  const buildStarted = Date.now();
  await npmRun('build', [], { CMS_URL: cms!.url, STRAPI_TOKEN: cms!.token });
  const buildSeconds = (Date.now() - buildStarted) / 1000;
  const built = (route: string) => fs.readFileSync(path.join(ROOT, 'public', route, 'index.html'), 'utf8');
  expect(built('.')).toContain(EDITS.homePublishedTitle);
  expect(built('.')).not.toContain(EDITS.homeDraftTitle);
  expect(built('about')).toContain(seed.aboutPage.blocks[1].heading as string);
  expect(built('about')).not.toContain(EDITS.aboutDraftSeoTitle);
  expect(built('services')).toContain(EDITS.servicesPublishedHeading);
  expect(built('contact')).toContain('Send us a message');
  expect(built('contact')).toContain(EDITS.contactRepublishedTitle);
  expect(built('home-2')).toContain('Kits for the home office');
  // No /{slug} copy of a fixed page.
  expect(fs.existsSync(path.join(ROOT, 'public', 'home', 'index.html'))).toBe(false);

  const handler = createPreviewHandler({
    secret: SECRET,
    cmsUrl: cms!.url,
    cmsPublicUrl: cms!.url,
    token: () => cms!.token,
    adminOrigins: adminOriginsFor(cms!.url),
  });
  // The handler answers by itself (a promise when it reads the CMS): nothing to wait for here.
  preview = http.createServer((req, res) => {
    void handler(req, res, { dir: path.join(ROOT, 'public'), csp: "default-src 'self'; frame-ancestors 'none'" });
  });
  await new Promise<void>((resolve) => preview!.listen(0, '127.0.0.1', resolve));
  const site = `http://127.0.0.1:${(preview.address() as { port: number }).port}`;
  const entered = await fetch(`${site}${enter.pathname}${enter.search}`, { redirect: 'manual' });
  expect(entered.status).toBe(303);
  const cookie = (entered.headers.get('set-cookie') ?? '').split(';')[0];
  const data = await fetch(`${site}/__preview/data?path=/`, { headers: { cookie } });
  expect(data.status).toBe(200);
  const { page } = (await data.json()) as { page: { template: string; data: { strapiPage: Row } } };
  expect(page.template).toBe('fixed');
  const hero = (page.data.strapiPage.blocks as Row[]).find(
    (block) => block.__typename === 'STRAPI__COMPONENT_BLOCKS_HERO',
  );
  expect(hero?.title).toBe(EDITS.homeDraftTitle);
  // The same credential shows no other fixed page's draft.
  expect((await fetch(`${site}/__preview/data?path=/about`, { headers: { cookie } })).status).toBe(403);
  console.info(`The site built from the migrated CMS in ${buildSeconds.toFixed(1)} s.`);
});
