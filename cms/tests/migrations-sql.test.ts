/**
 * The CMS's database migrations (cms/database/migrations), each on the database the suite runs on
 * (SQLite, or PostgreSQL in that pass), through knex as Strapi calls it. The fixed pages' migration
 * (*.fixed-pages-into-pages.ts) on tables
 * laid out as Strapi made them for the old single types: every version and its join rows moved, a
 * landing page holding `home` moved aside, the scheduled actions pointed at the page type; a second
 * run changes nothing; on PostgreSQL two runs at the same moment move each page once. The whole
 * path, from a database the old release made to the built site, is page-migration.test.ts. The form
 * block's choices renamed to their kinds of lead (*.form-choices-are-lead-kinds.ts) likewise: every
 * stored block rewritten, nothing else touched, a second run a no-op (the real Strapi on the old
 * release's database: page-migration.test.ts too).
 */
import path from 'node:path';
import type { Knex } from 'knex';
import { CMS_DIR, freshDatabase, isPostgres, makeDataDir } from '../../tests/support/cms';
import { up } from '../database/migrations/2026.12.01T00.00.00.fixed-pages-into-pages';
import {
  FORMER_CHOICES,
  renameFormChoices,
  up as renameChoices,
} from '../database/migrations/2026.12.02T00.00.00.form-choices-are-lead-kinds';
import { FORM_KINDS } from '../src/contracts/leads';

jest.setTimeout(60_000);

// eslint-disable-next-line @typescript-eslint/no-require-imports
const knexFactory = require(path.join(CMS_DIR, 'node_modules', 'knex')) as (config: Knex.Config) => Knex;

let db: Knex;
let other: Knex | undefined;
const quiet = { logger: { info: () => undefined, warn: () => undefined } };

/** A page type's tables as Strapi lays them out: its rows, and `<table>_cmps` joining its components. */
async function pageTables(db: Knex, table: string, withSlug: boolean) {
  await db.schema.createTable(table, (t) => {
    t.increments('id');
    t.string('document_id');
    t.string('title');
    if (withSlug) t.string('slug');
    t.datetime('created_at');
    t.datetime('updated_at');
    t.datetime('published_at');
    t.integer('created_by_id');
    t.integer('updated_by_id');
    t.string('locale');
  });
  await db.schema.createTable(`${table}_cmps`, (t) => {
    t.increments('id');
    t.integer('entity_id').references('id').inTable(table).onDelete('CASCADE');
    t.integer('cmp_id');
    t.string('component_type');
    t.string('field');
    t.float('order');
  });
}

const when = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute));

/** A fresh database of the suite's kind, through knex. */
async function open(): Promise<Knex> {
  const database = await freshDatabase(makeDataDir('migrations-sql-'), { empty: true });
  return knexFactory(
    isPostgres(database)
      ? { client: 'pg', connection: database }
      : { client: 'better-sqlite3', connection: { filename: database }, useNullAsDefault: true },
  );
}

/** The old release's tables with a home page (draft and published), an About draft, a landing page
 * at /home and a scheduled publish of the home page. */
async function oldRelease(db: Knex) {
  await pageTables(db, 'pages', true);
  await pageTables(db, 'home_pages', false);
  await pageTables(db, 'about_pages', false);
  await db.schema.createTable('actions', (t) => {
    t.increments('id');
    t.string('entity_id');
    t.string('entity_slug');
    t.string('mode');
  });
  // Home: a draft with a new hero (component 7) and a published version (components 1 and 2).
  const [draft, published] = await db('home_pages')
    .insert([
      { document_id: 'home', title: 'Home (draft)', created_at: when(0), updated_at: when(5), published_at: null },
      { document_id: 'home', title: 'Home', created_at: when(0), updated_at: when(1), published_at: when(1) },
    ])
    .returning('id');
  const id = (row: number | { id: number }) => (typeof row === 'object' ? row.id : row);
  await db('home_pages_cmps').insert([
    { entity_id: id(draft), cmp_id: 7, component_type: 'blocks.hero', field: 'blocks', order: 1 },
    { entity_id: id(draft), cmp_id: 2, component_type: 'blocks.rich-text', field: 'blocks', order: 2 },
    { entity_id: id(draft), cmp_id: 9, component_type: 'shared.seo', field: 'seo', order: null },
    { entity_id: id(published), cmp_id: 1, component_type: 'blocks.hero', field: 'blocks', order: 1 },
    { entity_id: id(published), cmp_id: 3, component_type: 'blocks.rich-text', field: 'blocks', order: 2 },
    { entity_id: id(published), cmp_id: 4, component_type: 'shared.seo', field: 'seo', order: null },
  ]);
  // About was never published; a landing page has the slug `home`, and `home-2` is taken.
  await db('about_pages').insert({ document_id: 'about', title: 'About', created_at: when(2), updated_at: when(2) });
  await db('pages').insert([
    { document_id: 'kits', title: 'Home office kits', slug: 'home', created_at: when(3), updated_at: when(3) },
    { document_id: 'kits', title: 'Home office kits', slug: 'home', created_at: when(3), published_at: when(3) },
    { document_id: 'two', title: 'Two', slug: 'home-2', created_at: when(4), updated_at: when(4) },
  ]);
  await db('actions').insert({ entity_id: 'home', entity_slug: 'api::home-page.home-page', mode: 'publish' });
}

beforeAll(async () => {
  db = await open();
  await oldRelease(db);
});

afterAll(async () => {
  await db?.destroy();
  await other?.destroy();
});

const pages = async (db: Knex) =>
  (await db('pages').select('document_id', 'title', 'slug', 'published_at').orderBy('id')).map((page) => ({
    ...page,
    published_at: page.published_at === null ? null : new Date(page.published_at).toISOString(),
  }));
const joins = async (db: Knex, slug: string) =>
  db('pages_cmps')
    .join('pages', 'pages.id', 'pages_cmps.entity_id')
    .where('pages.slug', slug)
    .select('pages.published_at', 'cmp_id', 'component_type', 'field', 'order')
    .orderBy(['pages.id', 'field', 'order']);

/** `pages` after the move: the landing page at /home moved to the first free `home-<n>`. */
const MOVED = [
  { document_id: 'kits', title: 'Home office kits', slug: 'home-3', published_at: null },
  { document_id: 'kits', title: 'Home office kits', slug: 'home-3', published_at: when(3).toISOString() },
  { document_id: 'two', title: 'Two', slug: 'home-2', published_at: null },
  { document_id: 'home', title: 'Home (draft)', slug: 'home', published_at: null },
  { document_id: 'home', title: 'Home', slug: 'home', published_at: when(1).toISOString() },
  { document_id: 'about', title: 'About', slug: 'about', published_at: null },
];

it('moves every version of each fixed page, with its blocks and SEO in order, under its slug', async () => {
  await db.transaction((trx) => up(trx, quiet));
  expect(await pages(db)).toEqual(MOVED);
  const homeJoins = (await joins(db, 'home')).map(({ published_at: publishedAt, ...join }) => ({
    published: publishedAt !== null,
    ...join,
    order: join.order === null ? null : Number(join.order),
  }));
  expect(homeJoins).toEqual([
    { published: false, cmp_id: 7, component_type: 'blocks.hero', field: 'blocks', order: 1 },
    { published: false, cmp_id: 2, component_type: 'blocks.rich-text', field: 'blocks', order: 2 },
    { published: false, cmp_id: 9, component_type: 'shared.seo', field: 'seo', order: null },
    { published: true, cmp_id: 1, component_type: 'blocks.hero', field: 'blocks', order: 1 },
    { published: true, cmp_id: 3, component_type: 'blocks.rich-text', field: 'blocks', order: 2 },
    { published: true, cmp_id: 4, component_type: 'shared.seo', field: 'seo', order: null },
  ]);
  expect(await db('actions').select('entity_id', 'entity_slug')).toEqual([
    { entity_id: 'home', entity_slug: 'api::page.page' },
  ]);
});

it('changes nothing when run again', async () => {
  const joinCount = await db('pages_cmps').count({ n: '*' });
  await db.transaction((trx) => up(trx, quiet));
  expect(await pages(db)).toEqual(MOVED);
  expect(await db('pages_cmps').count({ n: '*' })).toEqual(joinCount);
});

it('moves each page once when two runs start at the same moment', async () => {
  other = await open();
  await oldRelease(other);
  await Promise.all([other.transaction((trx) => up(trx, quiet)), other.transaction((trx) => up(trx, quiet))]);
  expect(await pages(other)).toEqual(MOVED);
  expect(await joins(other, 'home')).toHaveLength(6);
});

it('leaves a database without the old tables alone', async () => {
  const empty = await open();
  try {
    await empty.transaction((trx) => up(trx, quiet));
    expect(await empty.schema.hasTable('pages')).toBe(false);
  } finally {
    await empty.destroy();
  }
});

describe("the form block's choices renamed to their kinds of lead", () => {
  const FORMS = 'components_blocks_forms';
  const stored = async (db: Knex) => db(FORMS).select('id', 'form', 'heading').orderBy('id');
  let forms: Knex;

  beforeAll(async () => {
    forms = await open();
    await forms.schema.createTable(FORMS, (t) => {
      t.increments('id');
      t.string('form');
      t.string('heading');
    });
    // A draft and a published version of each (Strapi 5 keeps each version's components apart).
    await forms(FORMS).insert(
      ['contact', 'contact', 'event-request', 'event-request', 'newsletter', 'newsletter'].map((form, index) => ({
        form,
        heading: `Heading ${index + 1}`,
      })),
    );
  });
  afterAll(() => forms?.destroy());

  it('names every former choice as its kind of lead, each one a choice of the registry', async () => {
    for (const kind of Object.values(FORMER_CHOICES)) expect(FORM_KINDS).toContain(kind);
    await forms.transaction((trx) => renameChoices(trx));
    expect(await stored(forms)).toEqual([
      { id: 1, form: 'contact-request', heading: 'Heading 1' },
      { id: 2, form: 'contact-request', heading: 'Heading 2' },
      { id: 3, form: 'event-request', heading: 'Heading 3' },
      { id: 4, form: 'event-request', heading: 'Heading 4' },
      { id: 5, form: 'subscription', heading: 'Heading 5' },
      { id: 6, form: 'subscription', heading: 'Heading 6' },
    ]);
  });

  it('changes nothing when run again, nor on a database without the table', async () => {
    const before = await stored(forms);
    expect(await forms.transaction((trx) => renameFormChoices(trx))).toBe(0);
    expect(await stored(forms)).toEqual(before);
    const empty = await open();
    try {
      expect(await empty.transaction((trx) => renameFormChoices(trx))).toBe(0);
      expect(await empty.schema.hasTable(FORMS)).toBe(false);
    } finally {
      await empty.destroy();
    }
  });
});
