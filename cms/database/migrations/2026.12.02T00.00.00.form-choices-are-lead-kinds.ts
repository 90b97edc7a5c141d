/**
 * The form block's choice is now the name of the kind of lead its form sends (src/contracts/leads.ts,
 * the one name each kind has everywhere): `contact` became `contact-request` and `newsletter` became
 * `subscription` (`event-request` already was). This rewrites the stored blocks. Strapi 5 keeps each
 * version of a page (its draft and its published row) with component rows of its own, so rewriting
 * the component table rewrites drafts and published versions alike, and nothing else names a choice.
 *
 * Strapi runs it once, inside its schema sync and transaction, and records it in `strapi_migrations`
 * (see 2026.12.01T00.00.00.fixed-pages-into-pages.ts). It is idempotent: a second run finds no old
 * choice left. A fresh database has no component table yet: nothing to rewrite. The column is a
 * plain string (Strapi stores an enumeration as one), so no schema change is needed.
 */
import type { Knex } from 'knex';

/** Each former choice, and the kind of lead's name it is now. */
export const FORMER_CHOICES = { contact: 'contact-request', newsletter: 'subscription' } as const;

const TABLE = 'components_blocks_forms';

/** Rewrites every stored old choice; answers how many blocks were rewritten. */
export async function renameFormChoices(knex: Knex): Promise<number> {
  if (!(await knex.schema.hasTable(TABLE))) return 0;
  let rewritten = 0;
  for (const [former, kind] of Object.entries(FORMER_CHOICES)) {
    rewritten += await knex(TABLE).where({ form: former }).update({ form: kind });
  }
  return rewritten;
}

/** Strapi calls it with the migration's transaction. */
export async function up(knex: Knex): Promise<void> {
  await renameFormChoices(knex);
}

export async function down(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable(TABLE))) return;
  for (const [former, kind] of Object.entries(FORMER_CHOICES)) {
    await knex(TABLE).where({ form: kind }).update({ form: former });
  }
}
