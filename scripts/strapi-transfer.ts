/**
 * Runs the CMS's own `strapi export` / `strapi import` (Strapi's data transfer) for `npm run backup`
 * and `npm run restore`, with the CMS's environment: the same DATABASE_* settings, secrets and
 * CMS_PUBLIC_DIR as `npm run cms`, so it reads or writes the database and uploads that CMS uses, and
 * on the same build (cms/dist, as `npm run cms` runs it: cms/scripts/strapi-built.cjs).
 *
 * Strapi's own encryption (aes-128-ecb, no integrity check) is not used for new archives: the export
 * goes through a FIFO into ./backup-archive.ts's authenticated format, so no unencrypted export
 * touches the disk. Only a legacy archive's key is still given to Strapi, and never on a command line
 * (`ps` shows every process's arguments to every user of the machine): Strapi's CLI takes it from
 * `--key` or, without it, from a hidden prompt, and the prompt is given it on the child's stdin.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { LEAD_KINDS, type LeadKind } from '@contracts/leads';
import { SecretError, checkSecret, readSecretFile } from '../server/secret';
import { serverConfig } from '../server/config';

const CMS_DIR = path.resolve(__dirname, '..', 'cms');

/** The current UTC time as it goes into file names: 2026-11-24T04-00-00-000Z. */
export const fileTimestamp = (): string => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * The archives' key (./backup-archive.ts derives each archive's own from it): BACKUP_ENCRYPTION_KEY, else the file named by
 * BACKUP_ENCRYPTION_KEY_FILE (e.g. a mounted secret), else none. Held to the rule for secrets (at
 * least 32 characters); a short one ends the script with a line naming where it came from.
 */
export function backupKey(env: NodeJS.ProcessEnv): string | undefined {
  if (env.BACKUP_ENCRYPTION_KEY?.trim()) return checkSecret(env.BACKUP_ENCRYPTION_KEY, 'BACKUP_ENCRYPTION_KEY');
  if (env.BACKUP_ENCRYPTION_KEY_FILE?.trim()) {
    return readSecretFile(path.resolve(env.BACKUP_ENCRYPTION_KEY_FILE), 'BACKUP_ENCRYPTION_KEY_FILE');
  }
  return undefined;
}

/** backupKey() for the scripts: a bad key ends them with its one line. */
export function backupKeyOrExit(): string | undefined {
  try {
    const { BACKUP_ENCRYPTION_KEY, BACKUP_ENCRYPTION_KEY_FILE } = serverConfig;
    return backupKey({ BACKUP_ENCRYPTION_KEY, BACKUP_ENCRYPTION_KEY_FILE });
  } catch (error) {
    if (!(error instanceof SecretError)) throw error;
    console.error(error.message);
    return process.exit(2);
  }
}

/** A Strapi CLI run: its arguments (what `ps` shows) and what its stdin is given (the key's prompt). */
export interface StrapiInvocation {
  args: string[];
  input?: string;
}

/** `strapi export` of everything into `<base>.tar.gz`, without Strapi's encryption (the scripts
 * encrypt the stream themselves). */
export function exportInvocation(base: string): StrapiInvocation {
  return { args: ['export', '--file', base, '--no-encrypt'] };
}

/** `strapi import --force` of an archive Strapi reads: a plain `.tar.gz` (the verified export of an
 * authenticated archive, or an --unencrypted backup), or a legacy Strapi-encrypted `.enc` with its key. */
export function importInvocation(file: string, legacyKey?: string): StrapiInvocation {
  return {
    args: ['import', '--file', file, '--force'],
    input: file.endsWith('.enc') && legacyKey ? `${legacyKey}\n` : undefined,
  };
}

/** Strapi's data transfer writes a diagnostic log, `<export|import>_<ms>.log`, into its working
 * directory (cms/). Moved to `logFile` after each run, so a nightly backup does not pile logs up
 * among the CMS's code and the log sits beside the archive it is about. */
const transferLogs = (operation: string): Set<string> =>
  new Set(fs.readdirSync(CMS_DIR).filter((name) => name.startsWith(`${operation}_`) && name.endsWith('.log')));

/** Runs the Strapi CLI; resolves once it has succeeded, rejects with a line saying it failed. */
export async function runStrapi({ args, input }: StrapiInvocation, logFile: string): Promise<void> {
  const [operation] = args;
  const before = transferLogs(operation);
  // Strapi's CLI on the CMS as built, not compiled again first (see that file).
  const child = spawn(process.execPath, [path.join(CMS_DIR, 'scripts', 'strapi-built.cjs'), ...args], {
    cwd: CMS_DIR,
    // The key goes to the CLI's prompt, through a pipe only the child reads.
    stdio: [input === undefined ? 'inherit' : 'pipe', 'inherit', 'inherit'],
    env: { NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true', ...process.env },
  });
  if (input !== undefined) child.stdin!.end(input);
  const status = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
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
  if (status !== 0) throw new Error(`strapi ${operation} failed (exit ${status}).`);
}

/**
 * A FIFO at `file` (which Strapi's export opens and writes like a file) and the stream of what is
 * written into it. Opened here first, without blocking, together with a writing end of our own: the
 * stream then ends only when `close()` is called (after Strapi has exited), so it neither hangs
 * waiting for a Strapi that failed before opening it nor ends early. Nothing written passes
 * through the disk.
 */
export function exportPipe(file: string): { stream: net.Socket; close: () => void } {
  execFileSync('mkfifo', ['-m', '600', file]);
  const { O_RDONLY, O_WRONLY, O_NONBLOCK } = fs.constants;
  const stream = new net.Socket({ fd: fs.openSync(file, O_RDONLY | O_NONBLOCK), readable: true, writable: false });
  const holder = fs.openSync(file, O_WRONLY | O_NONBLOCK);
  return { stream, close: () => fs.closeSync(holder) };
}

/** The little of knex used here (the CMS's own copy; the root does not depend on knex). */
interface KnexLike {
  (table: string): { count(columns: { n: string }): Promise<Array<{ n: string | number }>> };
  schema: { hasTable(table: string): Promise<boolean> };
  destroy(): Promise<void>;
}
type KnexFactory = (config: object) => KnexLike;

/**
 * The tables of visitors' submissions, what a restore must never silently replace: one per kind of
 * lead in the registry (its content type's collectionName), so a new kind is guarded as soon as it
 * is registered.
 */
export const submissionTables = (): Record<LeadKind, string> =>
  Object.fromEntries(
    LEAD_KINDS.map((kind) => {
      const schema = path.join(CMS_DIR, 'src', 'api', kind, 'content-types', kind, 'schema.json');
      return [kind, (JSON.parse(fs.readFileSync(schema, 'utf8')) as { collectionName: string }).collectionName];
    }),
  ) as Record<LeadKind, string>;

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
    for (const table of Object.values(submissionTables())) {
      if (await db.schema.hasTable(table)) total += Number((await db(table).count({ n: '*' }))[0].n);
    }
    return total;
  } finally {
    await db.destroy();
  }
}
