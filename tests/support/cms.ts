/**
 * Boots a real Strapi (the compiled app in cms/dist) on its own database and port, for the CMS
 * integration tests, the browser tests and the benchmark. Nothing is mocked: requests go over HTTP,
 * and tests read the database directly to see exactly what was stored.
 *
 * The database is a fresh SQLite file in the instance's data directory, or, when the suite runs on
 * PostgreSQL (CMS_TEST_DB=postgres, see ./postgres.ts), a fresh database on the run's test cluster.
 * `database` (an SQLite file path or a postgres:// URL) names it either way: pass it back to
 * `startCms` to boot again on the same data, or to start several instances on one database.
 *
 * Under jest, a fresh database is a copy of one the run's first CMS seeded (./jest-global-setup.ts):
 * a Strapi boot on a database it has already seeded takes a quarter of the time of a first boot. A
 * test of what a first start does (the seed, the default tokens' removal, the roles' first
 * trimming) asks for `emptyDatabase`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createDatabase, databaseName, pg, sharedCluster, testDatabaseClient } from './postgres';
import { until, workDone } from './until';

export const CMS_DIR = path.resolve(__dirname, '..', '..', 'cms');

export interface CmsInstance {
  url: string;
  port: number;
  dataDir: string;
  /** The SQLite file, or the PostgreSQL connection URL. */
  database: string;
  token: string;
  pid: number;
  log: () => string;
  stop: () => Promise<void>;
}

export const isPostgres = (database: string) => /^postgres(ql)?:\/\//.test(database);

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function makeDataDir(prefix = 'cms-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** The seeded database fresh ones are copied from: its CMS's data directory and database. */
export interface CmsTemplate {
  dataDir: string;
  database: string;
}
const TEMPLATE_VARIABLE = 'CMS_TEST_TEMPLATE';
/** On a PostgreSQL run, a seeded SQLite database too (npm test's template suite), for the CMS a test
 * starts on SQLite whatever the run's database: a backup's source, restored into PostgreSQL. */
const SQLITE_TEMPLATE_VARIABLE = 'CMS_TEST_SQLITE_TEMPLATE';

const publishedTemplate = (variable: string): CmsTemplate | undefined => {
  const published = process.env[variable];
  return published ? (JSON.parse(published) as CmsTemplate) : undefined;
};

/** The run's seeded template (published by npm test's template suite or the jest global setup), if any. */
export const cmsTemplate = (): CmsTemplate | undefined => publishedTemplate(TEMPLATE_VARIABLE);

/** Boots a CMS on an empty database once (in `dataDir`, or a new folder), stops it, and publishes what
 * it left as the template that `freshDatabase` copies from. */
export async function makeCmsTemplate(dataDir = makeDataDir('cms-template-')): Promise<CmsTemplate> {
  const cms = await startCms({ dataDir, emptyDatabase: true });
  await cms.stop();
  const template = { dataDir: cms.dataDir, database: cms.database };
  process.env[TEMPLATE_VARIABLE] = JSON.stringify(template);
  return template;
}

/**
 * A fresh database for one CMS: a file in `dataDir`, or a new database on the run's cluster. Seeded
 * (a copy of the run's template, with its uploaded seed images) when a template exists, unless
 * `empty` is asked for.
 */
export async function freshDatabase(dataDir: string, { empty = false } = {}): Promise<string> {
  const template = empty ? undefined : cmsTemplate();
  if (testDatabaseClient() === 'sqlite') return copyTemplate(dataDir, template);
  copyUploads(dataDir, template);
  const cluster = sharedCluster();
  if (!cluster)
    throw new Error(
      'CMS_TEST_DB=postgres needs the test cluster: run through jest (globalSetup) or set PG_TEST_CLUSTER.',
    );
  return createDatabase(cluster, 'cms', template && databaseName(template.database));
}

/** An SQLite file for one CMS in `dataDir`, whatever the run's database: seeded (a copy of the run's
 * SQLite template) when there is one, else empty, for a first start to seed. */
export function freshSqliteDatabase(dataDir: string): string {
  return copyTemplate(
    dataDir,
    testDatabaseClient() === 'sqlite' ? cmsTemplate() : publishedTemplate(SQLITE_TEMPLATE_VARIABLE),
  );
}

/** The seed's uploaded images, from the template's folder into `dataDir`. */
function copyUploads(dataDir: string, template: CmsTemplate | undefined) {
  const uploads = template && path.join(template.dataDir, 'public');
  if (uploads && fs.existsSync(uploads)) fs.cpSync(uploads, path.join(dataDir, 'public'), { recursive: true });
}

/** `dataDir`'s SQLite file, a copy of `template`'s (with its uploads) when there is one. */
function copyTemplate(dataDir: string, template: CmsTemplate | undefined): string {
  copyUploads(dataDir, template);
  const file = path.join(dataDir, 'data.db');
  if (template) fs.copyFileSync(template.database, file);
  return file;
}

/** The environment that points the CMS at `database`. */
export function databaseEnv(database: string): Record<string, string> {
  return isPostgres(database)
    ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: database }
    : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: database };
}

/**
 * The CMS's jobs that run at a fixed minute of the hour (by default at minute 17) run here only where
 * a test asks for them (`'* * * * * *'` in its `env`): a test that happened to run at that minute
 * would otherwise see its seeded rows expire under it. The rule is valid and fires on 29 February only.
 */
const QUIET_JOBS = { RETENTION_SCHEDULE: '0 0 0 29 2 *', NEWSLETTER_EXPIRY_CRON: '0 0 0 29 2 *' };

/** Starts Strapi with `env` on top of a test environment; `dataDir` and `database` keep data between boots. */
export async function startCms(
  options: {
    dataDir?: string;
    /** An SQLite file or a postgres:// URL; default: a fresh one (see `freshDatabase`). */
    database?: string;
    /** With no `database`: start on an empty one, as a first start does, not a seeded copy. */
    emptyDatabase?: boolean;
    port?: number;
    env?: Record<string, string>;
    /** Run on its own, logging to this file: it outlives the process that started it (browser
     * tests restart the CMS from a worker that may be replaced). */
    detachedLog?: string;
  } = {},
): Promise<CmsInstance> {
  const dataDir = options.dataDir ?? makeDataDir();
  const database = options.database ?? (await freshDatabase(dataDir, { empty: options.emptyDatabase }));
  const port = options.port ?? (await freePort());
  const tokenFile = path.join(dataDir, 'build-token');
  let output = options.detachedLog ? `(output in ${options.detachedLog})` : '';
  const child = spawn(path.join(CMS_DIR, 'node_modules', '.bin', 'strapi'), ['start'], {
    cwd: CMS_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      CMS_PORT: String(port),
      CMS_HOST: '127.0.0.1',
      ...databaseEnv(database),
      BUILD_TOKEN_FILE: tokenFile,
      CMS_PUBLIC_DIR: path.join(dataDir, 'public'),
      STRAPI_TELEMETRY_DISABLED: 'true',
      SITE_REBUILD_URL: 'http://127.0.0.1:9/__rebuild',
      ...QUIET_JOBS,
      ...options.env,
    },
    stdio: options.detachedLog
      ? ['ignore', fs.openSync(options.detachedLog, 'a'), fs.openSync(options.detachedLog, 'a')]
      : ['ignore', 'pipe', 'pipe'],
    detached: Boolean(options.detachedLog),
  });
  if (options.detachedLog) child.unref();
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  // Four minutes without progress: a start on a busy machine takes longer, but keeps working.
  const written = options.detachedLog
    ? () => (fs.existsSync(options.detachedLog!) ? fs.statSync(options.detachedLog!).size : 0)
    : () => output.length;
  await until(
    `Strapi at ${url}`,
    async () => ((await fetch(`${url}/_health`)).status === 204 ? true : undefined),
    240_000,
    () => output,
    () => (child.exitCode !== null ? `Strapi exited with ${child.exitCode}` : undefined),
    workDone(child.pid, written),
  );

  return {
    url,
    port,
    dataDir,
    database,
    token: fs.readFileSync(tokenFile, 'utf8').trim(),
    pid: child.pid!,
    log: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/** Starts several CMS instances at the same moment; if one fails, stops the others and throws. */
export async function startCmsTogether(optionsList: Array<Parameters<typeof startCms>[0]>): Promise<CmsInstance[]> {
  const settled = await Promise.allSettled(optionsList.map((options) => startCms(options)));
  const failed = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (!failed) return settled.map((result) => (result as PromiseFulfilledResult<CmsInstance>).value);
  await Promise.all(settled.map((result) => (result.status === 'fulfilled' ? result.value.stop() : Promise.resolve())));
  throw failed.reason;
}

/** Opens the CMS's SQLite file with the CMS's own better-sqlite3 (read-only). SQLite only: use
 * `rows`/`countRows` for code that runs on both databases. */
export function openDatabase(file: string) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Database = require(path.join(CMS_DIR, 'node_modules', 'better-sqlite3'));
  return new Database(file, { readonly: true, fileMustExist: true });
}

/**
 * The whole SQLite file as an SQL dump, gzipped: a fixture of a database an earlier release made
 * (cms/tests/fixtures/make-*.ts write them; `restoreSqliteFixture` loads one), so a test of today's
 * CMS on it meets exactly what that release stored.
 */
export function dumpSqlite(file: string): Buffer {
  const db = openDatabase(file);
  const out: string[] = ['PRAGMA foreign_keys=OFF;', 'BEGIN TRANSACTION;'];
  try {
    const tables = db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as Array<{ name: string; sql: string }>;
    // better-sqlite3 answers NULL, numbers and text here (Strapi's tables hold no BLOBs).
    const literal = (value: null | number | string) =>
      value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`;
    for (const { name, sql } of tables) {
      out.push(`${sql};`);
      for (const row of db.prepare(`SELECT * FROM "${name}"`).all() as Array<Record<string, null | number | string>>)
        out.push(`INSERT INTO "${name}" VALUES(${Object.values(row).map(literal).join(',')});`);
    }
    for (const { sql } of db
      .prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")
      .all() as Array<{ sql: string }>)
      out.push(`${sql};`);
  } finally {
    db.close();
  }
  out.push('COMMIT;');
  // Compressed: the text is mostly Strapi's stored schemas and permissions.
  return zlib.gzipSync(`${out.join('\n')}\n`, { level: 9 });
}

/** A fixture of `dumpSqlite` as a fresh SQLite file in `dataDir`, with the uploads its `files` rows
 * name (the seed's images, under the names the upload gave them), as that CMS left its public folder.
 * Answers the file. */
export function restoreSqliteFixture(dataDir: string, fixture: string): string {
  const file = path.join(dataDir, 'data.db');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Database = require(path.join(CMS_DIR, 'node_modules', 'better-sqlite3'));
  const db = new Database(file);
  db.exec(zlib.gunzipSync(fs.readFileSync(fixture)).toString());
  db.close();
  const uploads = path.join(dataDir, 'public', 'uploads');
  fs.mkdirSync(uploads, { recursive: true });
  for (const upload of sqliteRows<{ name: string; hash: string; ext: string; formats: string | null }>(
    file,
    'SELECT name, hash, ext, formats FROM files',
  )) {
    const source = path.join(CMS_DIR, 'seed', 'images', upload.name);
    const formats = Object.values(JSON.parse(upload.formats ?? '{}') as Record<string, { hash: string; ext: string }>);
    for (const { hash, ext } of [upload, ...formats]) fs.copyFileSync(source, path.join(uploads, `${hash}${ext}`));
  }
  return file;
}

/** A read query on an SQLite file, synchronously (the browser tests' CMS is always on SQLite). */
export function sqliteRows<T = Record<string, unknown>>(file: string, sql: string, ...params: unknown[]): T[] {
  const db = openDatabase(file);
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

// PostgreSQL answers in its own types where SQLite gives plain values; read the ones the tests
// compare as SQLite shows them: dates as 'YYYY-MM-DD', JSON as its text, counts and decimals as numbers.
const PG_AS_TEXT = new Set([1082 /* date */, 114 /* json */, 3802 /* jsonb */]);
const PG_AS_NUMBER = new Set([20 /* int8, e.g. COUNT(*) */, 1700 /* numeric, e.g. a file's size */]);
function pgTypes() {
  const { types } = pg();
  return {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => {
      if (PG_AS_TEXT.has(oid)) return (value: string) => value;
      if (PG_AS_NUMBER.has(oid)) return (value: string) => Number(value);
      return types.getTypeParser(oid, format);
    },
  };
}

/** Runs a read query on either database; `?` placeholders on both. */
export async function rows<T = Record<string, unknown>>(
  database: string,
  sql: string,
  ...params: unknown[]
): Promise<T[]> {
  if (!isPostgres(database)) return sqliteRows<T>(database, sql, ...params);
  let n = 0;
  const numbered = sql.replace(/\?/g, () => `$${(n += 1)}`);
  const client = new (pg().Client)({ connectionString: database, types: pgTypes() });
  await client.connect();
  try {
    return (await client.query(numbered, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A write straight into the CMS's database (ageing rows, a state a test needs); `?` placeholders on both. */
export async function execute(database: string, sql: string, ...params: unknown[]): Promise<void> {
  if (!isPostgres(database)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const Database = require(path.join(CMS_DIR, 'node_modules', 'better-sqlite3'));
    const db = new Database(database, { fileMustExist: true });
    try {
      db.prepare(sql).run(...params);
    } finally {
      db.close();
    }
    return;
  }
  let n = 0;
  const client = new (pg().Client)({ connectionString: database });
  await client.connect();
  try {
    await client.query(
      sql.replace(/\?/g, () => `$${(n += 1)}`),
      params,
    );
  } finally {
    await client.end();
  }
}

export async function countRows(database: string, table: string): Promise<number> {
  const [{ n }] = await rows<{ n: number }>(database, `SELECT COUNT(*) AS n FROM ${table}`);
  return Number(n);
}

/**
 * Strapi loaded in this process (no HTTP) on a fresh database of its own, for tests that call the
 * CMS's modules directly against a real database: SQLite, or PostgreSQL in that pass. No SMTP, no
 * webhook, no worker of its own. Returns the instance (typed by the caller, `loadStrapi<Core.Strapi>`:
 * Strapi's types live in cms/node_modules); destroy it in afterAll.
 */
export async function loadStrapi<Strapi>(prefix: string): Promise<Strapi> {
  const dir = makeDataDir(prefix);
  Object.assign(process.env, {
    NODE_ENV: 'production',
    ...databaseEnv(await freshDatabase(dir)),
    BUILD_TOKEN_FILE: path.join(dir, 'build-token'),
    CMS_PUBLIC_DIR: path.join(dir, 'public'),
    SITE_REBUILD_URL: 'off',
    STRAPI_TELEMETRY_DISABLED: 'true',
  });
  delete process.env.SMTP_HOST; // no worker of its own: the test is the only one touching the queue
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Strapi is the CMS's own dependency, in cms/node_modules
  const { createStrapi } = require(path.join(CMS_DIR, 'node_modules', '@strapi', 'strapi'));
  return (await createStrapi({ appDir: CMS_DIR, distDir: path.join(CMS_DIR, 'dist') }).load()) as Strapi;
}
