/**
 * Runs the CMS's own `strapi export` / `strapi import` (Strapi's data transfer) for `npm run backup`
 * and `npm run restore`, with the CMS's environment: the same DATABASE_* settings, secrets and
 * CMS_PUBLIC_DIR as `npm run cms`, so it reads or writes the database and uploads that CMS uses.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const CMS_DIR = path.resolve(__dirname, '..', 'cms');

/** The current UTC time as it goes into file names: 2026-11-24T04-00-00-000Z. */
export const fileTimestamp = (): string => new Date().toISOString().replace(/[:.]/g, '-');

/** BACKUP_ENCRYPTION_KEY: archives are encrypted (aes-128-ecb, Strapi's format) when it is set. */
export const backupKey = (): string | undefined => process.env.BACKUP_ENCRYPTION_KEY || undefined;

/** Strapi's data transfer writes a diagnostic log, `<export|import>_<ms>.log`, into its working
 * directory (cms/). Moved to `logFile` after each run, so a nightly backup does not pile logs up
 * among the CMS's code and the log sits beside the archive it is about. */
const transferLogs = (operation: string): Set<string> =>
  new Set(fs.readdirSync(CMS_DIR).filter((name) => name.startsWith(`${operation}_`) && name.endsWith('.log')));

export function runStrapi(args: string[], logFile: string): void {
  const [operation] = args;
  const before = transferLogs(operation);
  const { status, error } = spawnSync(path.join(CMS_DIR, 'node_modules', '.bin', 'strapi'), args, {
    cwd: CMS_DIR,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true', ...process.env },
  });
  const written = [...transferLogs(operation)].filter((name) => !before.has(name));
  for (const name of written) {
    try {
      fs.appendFileSync(logFile, fs.readFileSync(path.join(CMS_DIR, name)), { mode: 0o600 });
      fs.rmSync(path.join(CMS_DIR, name));
      console.log(`strapi ${operation}'s log: ${logFile}`);
    } catch (moveError) {
      // A read-only archive folder, say: the log stays where Strapi wrote it; the transfer stands.
      console.warn(`strapi ${operation}'s log stays at ${path.join(CMS_DIR, name)}: ${String(moveError)}`);
    }
  }
  if (error) throw error;
  if (status !== 0) {
    console.error(`strapi ${operation} failed (exit ${status}).`);
    process.exit(status || 1);
  }
}

/** The little of knex used here (the CMS's own copy; the root does not depend on knex). */
interface KnexLike {
  (table: string): { count(columns: { n: string }): Promise<Array<{ n: string | number }>> };
  schema: { hasTable(table: string): Promise<boolean> };
  destroy(): Promise<void>;
}
type KnexFactory = (config: object) => KnexLike;

/** The tables of visitors' submissions: what a restore must never silently replace. */
const SUBMISSION_TABLES = ['contact_requests', 'event_requests', 'subscriptions', 'chatbot_transcripts'];

/**
 * How many submissions the database the CMS settings point at already holds (0 for a database
 * without tables yet), read with the CMS's own compiled database config and its knex.
 */
export async function storedSubmissions(): Promise<number> {
  // The CMS's own modules, from its dependency tree (the root depends on none of them).
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { env } = require(path.join(CMS_DIR, 'node_modules', '@strapi', 'utils')) as { env: unknown };
  const databaseConfig = require(path.join(CMS_DIR, 'dist', 'config', 'database.js')) as {
    default: (helpers: { env: unknown }) => { connection: { client: string; connection: { filename: string } } };
  };
  const knex = require(path.join(CMS_DIR, 'node_modules', 'knex')) as KnexFactory;
  /* eslint-enable @typescript-eslint/no-require-imports */
  const config = databaseConfig.default({ env });
  const { client, connection } = config.connection;
  if (client === 'sqlite' && !fs.existsSync(connection.filename)) return 0;
  const db = knex({ client: client === 'sqlite' ? 'better-sqlite3' : 'pg', connection, useNullAsDefault: true });
  try {
    let total = 0;
    for (const table of SUBMISSION_TABLES) {
      if (await db.schema.hasTable(table)) total += Number((await db(table).count({ n: '*' }))[0].n);
    }
    return total;
  } finally {
    await db.destroy();
  }
}
