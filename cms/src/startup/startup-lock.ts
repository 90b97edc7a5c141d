/**
 * Several CMS instances on one PostgreSQL database (replicas an orchestrator starts at the same
 * moment) must not start up concurrently: Strapi's schema sync creates its tables without checking
 * for a concurrent creator (one instance crashes on `create table "files"`), and the seed, the build
 * token and the webhook would be created once per instance.
 *
 * So start-up is serialised with a PostgreSQL session advisory lock, taken in the app's `register()`
 * (which Strapi runs before it opens its own pool, syncs the schema or bootstraps any plugin) and
 * released at the end of the app's `bootstrap()`. The others wait on it, then find the tables, the
 * seed, the token and the webhook in place and change nothing. The lock lives on a dedicated
 * connection, so it is released when that connection closes, also when the process dies half-way.
 * SQLite needs none: one process per database file.
 */
import type { Core } from '@strapi/strapi';
import { Client } from 'pg';

/** Any fixed 64-bit number names the lock; this one is "MERIDIAN" in ASCII, so it stands out in pg_locks. */
export const STARTUP_LOCK_KEY = '5567946988945228110';

let holder: Client | undefined;

export async function acquireStartupLock(strapi: Core.Strapi): Promise<void> {
  const { client, connection } = strapi.config.get<{ client: string; connection: object }>('database.connection');
  if (client !== 'postgres') return;
  holder = new Client(connection);
  await holder.connect();
  const { rows } = await holder.query('SELECT pg_try_advisory_lock($1) AS locked', [STARTUP_LOCK_KEY]);
  if (rows[0].locked) return;
  strapi.log.info('Another CMS instance is starting on this database: waiting for it to finish first.');
  await holder.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
}

export async function releaseStartupLock(): Promise<void> {
  if (!holder) return;
  const client = holder;
  holder = undefined;
  // Closing the session releases its advisory locks; unlocking first says so explicitly.
  await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
  await client.end();
}
