/**
 * The database itself keeps a lead from being stored twice, so concurrent repeats (two tabs, a retry
 * racing the original, several CMS instances) cannot slip past a check-then-insert:
 * - one transcript per idempotency key (NULLs, transcripts sent without a key, are all allowed);
 * - one subscription per address, whatever its case;
 * - one lead per repeat key, of each kind whose repeats are stored once (its registry entry's
 *   `repeatsStoredOnce`): the same text from the same client in one window (./repeat-key.ts).
 * Strapi's `unique` attribute option is only a lookup before the insert, and creates no index, so
 * the indexes are made here on every start (`IF NOT EXISTS`: the same SQL on SQLite and PostgreSQL).
 */
import type { Core } from '@strapi/strapi';
import { LEADS, LEAD_KINDS } from '../../contracts/leads';

/** The indexes, given the table of each content type. */
export const uniqueIndexes = (tableOf: (uid: string) => string): string[] => [
  'CREATE UNIQUE INDEX IF NOT EXISTS chatbot_transcripts_idempotency_key_uq ON chatbot_transcripts (idempotency_key)',
  'CREATE UNIQUE INDEX IF NOT EXISTS subscriptions_email_lower_uq ON subscriptions (lower(email))',
  ...LEAD_KINDS.filter((kind) => LEADS[kind].repeatsStoredOnce).map((kind) => {
    const table = tableOf(LEADS[kind].uid);
    return `CREATE UNIQUE INDEX IF NOT EXISTS ${table}_repeat_key_uq ON ${table} (repeat_key)`;
  }),
];

/** Creates each index if it is missing (`what` names them in the log). One that cannot be made is
 * logged, and the CMS still runs: rows stored before a unique index existed may repeat its key, and
 * until someone removes the repeats the database cannot stop new ones. */
export async function ensureIndexes(strapi: Core.Strapi, statements: readonly string[], what: string): Promise<void> {
  for (const sql of statements) {
    try {
      await strapi.db.connection.raw(sql);
    } catch (error) {
      strapi.log.error(`Could not create ${what} (${sql}): ${(error as Error).message}`);
    }
  }
}

export const ensureSubmissionIndexes = (strapi: Core.Strapi) =>
  ensureIndexes(
    strapi,
    uniqueIndexes((uid) => strapi.db.metadata.get(uid).tableName),
    'a unique index',
  );
