/**
 * The four fixed pages were single types (home-page, about-page, services-page, contact-page) and
 * are now entries of the page collection with fixed slugs (src/contracts/pages.ts). This moves what
 * editors stored in them into the `pages` table: every version (Strapi 5 keeps a draft row and a
 * published row per document), under the same documentId, with its blocks and SEO.
 *
 * Strapi runs a pending migration inside its schema sync, before the sync itself (so the old tables
 * still exist here; the sync then drops them, as it drops every table it created for a type that is
 * gone), in one transaction, and records it in `strapi_migrations` so it runs once. On PostgreSQL,
 * instances start one after another (src/startup/startup-lock.ts holds an advisory lock from
 * register(), before Strapi touches the database), so a second instance finds it recorded, or the
 * old tables gone; the transaction takes a lock of its own besides, so two runs can never interleave
 * whatever starts them. It is idempotent: a table already gone, or a document already in `pages`, is
 * passed over. A fresh database has no tables yet: nothing to move.
 *
 * Components stay where they are: a page's blocks and SEO are rows of the component tables joined
 * through `<collection>_cmps` (entity_id, cmp_id, component_type, field, order), so each version's
 * join rows are copied to `pages_cmps` pointing at its new row, with their order. What a component
 * itself links to (an FAQ block's group, an image) is keyed by the component's id and needs nothing.
 * Scheduled publications (the publisher plugin's `actions`) and release actions name the type by
 * its uid and keep the documentId, so they are pointed at the page type.
 */
import type { Knex } from 'knex';
import { FIXED_PAGES, PAGE_UID } from '../../src/contracts/pages';

/** The single type each fixed page was, by its slug now. */
const FORMER_TYPES: Record<string, { table: string; uid: string }> = {
  home: { table: 'home_pages', uid: 'api::home-page.home-page' },
  about: { table: 'about_pages', uid: 'api::about-page.about-page' },
  services: { table: 'services_pages', uid: 'api::services-page.services-page' },
  contact: { table: 'contact_pages', uid: 'api::contact-page.contact-page' },
};

type Row = Record<string, unknown>;

/** The transaction's own advisory lock on PostgreSQL (released when it ends): "PAGES" in ASCII. */
const MIGRATION_LOCK_KEY = '344692573523';
interface Logger {
  info: (message: string) => void;
  warn: (message: string) => void;
}

const pick = (row: Row, columns: string[]) =>
  Object.fromEntries(
    columns.filter((column) => column !== 'id' && column in row).map((column) => [column, row[column]]),
  );

/** The id of an inserted row, as knex answers it on PostgreSQL ({ id }) and on SQLite (a number or { id }). */
const insertedId = (answer: unknown[]): number => {
  const first = answer[0] as number | { id: number };
  return typeof first === 'object' ? first.id : first;
};

/**
 * A landing page may hold the slug a fixed page takes now (`home` was free before): it moves to the
 * first free `<slug>-<n>`, every version of it, and the log says so (its old address now shows the
 * fixed page's slug; the editor can add a redirect).
 */
async function freeSlug(knex: Knex, slug: string, documentId: string, log: Logger) {
  const holders: Array<{ document_id: string; title: string }> = await knex('pages')
    .whereRaw('lower(slug) = ?', [slug])
    .whereNot('document_id', documentId)
    .select('document_id', 'title');
  for (const documentHolder of [...new Map(holders.map((holder) => [holder.document_id, holder])).values()]) {
    let n = 2;
    while (
      (await knex('pages')
        .whereRaw('lower(slug) = ?', [`${slug}-${n}`])
        .first()) !== undefined
    )
      n += 1;
    await knex('pages')
      .where({ document_id: documentHolder.document_id })
      .update({ slug: `${slug}-${n}` });
    log.warn(
      `The landing page "${documentHolder.title}" had the slug "${slug}", which the ${slug} page takes now: it is at /${slug}-${n}.`,
    );
  }
}

export async function movePagesIntoCollection(knex: Knex, log: Logger): Promise<string[]> {
  const moved: string[] = [];
  if ((knex.client as { dialect?: string }).dialect === 'postgresql')
    await knex.raw('SELECT pg_advisory_xact_lock(?)', [MIGRATION_LOCK_KEY]);
  if (!(await knex.schema.hasTable('pages')) || !(await knex.schema.hasTable('pages_cmps'))) return moved;
  const pageColumns = Object.keys(await knex('pages').columnInfo());
  const joinColumns = Object.keys(await knex('pages_cmps').columnInfo());
  for (const { slug } of FIXED_PAGES) {
    const { table, uid } = FORMER_TYPES[slug];
    if (!(await knex.schema.hasTable(table))) continue;
    const versions = (await knex(table).select('*').orderBy('id')) as Row[];
    const documentIds = [...new Set(versions.map((version) => version.document_id as string))];
    // A single type has one document; should there be more, the first made is the page.
    const documentId = documentIds[0];
    if (!documentId || (await knex('pages').where({ document_id: documentId }).first()) !== undefined) continue;
    await freeSlug(knex, slug, documentId, log);
    const joins = (
      (await knex.schema.hasTable(`${table}_cmps`)) ? await knex(`${table}_cmps`).select('*').orderBy('id') : []
    ) as Row[];
    for (const version of versions.filter((row) => row.document_id === documentId)) {
      const id = insertedId(
        await knex('pages')
          .insert({ ...pick(version, pageColumns), slug })
          .returning('id'),
      );
      const own = joins.filter((join) => join.entity_id === version.id);
      if (own.length)
        await knex('pages_cmps').insert(own.map((join) => ({ ...pick(join, joinColumns), entity_id: id })));
    }
    for (const [other, column] of [
      ['actions', 'entity_slug'],
      ['strapi_release_actions', 'content_type'],
    ]) {
      if (await knex.schema.hasTable(other))
        await knex(other)
          .where({ [column]: uid })
          .update({ [column]: PAGE_UID });
    }
    moved.push(slug);
  }
  if (moved.length) log.info(`Moved the fixed pages into the page collection: ${moved.join(', ')}.`);
  return moved;
}

/** Strapi calls it with the migration's transaction and its database (whose logger it uses). */
export async function up(knex: Knex, db?: { logger?: Partial<Logger> }): Promise<void> {
  const log: Logger = {
    info: (message) => (db?.logger?.info ?? console.info)(message),
    warn: (message) => (db?.logger?.warn ?? console.warn)(message),
  };
  await movePagesIntoCollection(knex, log);
}

export function down(): Promise<void> {
  return Promise.reject(
    new Error('The fixed pages cannot be moved back into single types: restore a backup taken before.'),
  );
}
