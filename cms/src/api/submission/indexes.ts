/**
 * The database itself keeps a lead from being stored twice, so concurrent repeats (two tabs, a retry
 * racing the original, several CMS instances) cannot slip past a check-then-insert:
 * - one transcript per idempotency key (NULLs, transcripts sent without a key, are all allowed);
 * - one subscription per address, whatever its case;
 * - one contact or event request per repeat key: the same text from the same client in one window
 *   (./repeat-key.ts).
 * Strapi's `unique` attribute option is only a lookup before the insert, and creates no index, so
 * the indexes are made here on every start (`IF NOT EXISTS`: the same SQL on SQLite and PostgreSQL).
 */
import type { Core } from '@strapi/strapi';

export const UNIQUE_INDEXES = [
  'CREATE UNIQUE INDEX IF NOT EXISTS chatbot_transcripts_idempotency_key_uq ON chatbot_transcripts (idempotency_key)',
  'CREATE UNIQUE INDEX IF NOT EXISTS subscriptions_email_lower_uq ON subscriptions (lower(email))',
  'CREATE UNIQUE INDEX IF NOT EXISTS contact_requests_repeat_key_uq ON contact_requests (repeat_key)',
  'CREATE UNIQUE INDEX IF NOT EXISTS event_requests_repeat_key_uq ON event_requests (repeat_key)',
];

/** Creates each index (`IF NOT EXISTS`, so on every start), logging one it cannot make: the CMS still
 * runs. `what` names them in the log. */
export async function createIndexes(strapi: Core.Strapi, statements: string[], what: string): Promise<void> {
  for (const sql of statements) {
    try {
      await strapi.db.connection.raw(sql);
    } catch (error) {
      strapi.log.error(`Could not create ${what} (${sql}): ${(error as Error).message}`);
    }
  }
}

/** Rows stored before an index existed may repeat a key: the CMS still runs, but until an editor
 * removes the repeats the database cannot stop new ones. */
export const ensureSubmissionIndexes = (strapi: Core.Strapi) => createIndexes(strapi, UNIQUE_INDEXES, 'a unique index');
