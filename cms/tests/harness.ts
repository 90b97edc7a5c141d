/**
 * Boots a real Strapi (the compiled app in cms/dist) on its own SQLite file and port, for the CMS
 * integration tests and the browser tests. Nothing is mocked: requests go over HTTP, and tests read
 * the SQLite file directly to see exactly what was stored.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const CMS_DIR = path.resolve(__dirname, '..');

export interface CmsInstance {
  url: string;
  port: number;
  dataDir: string;
  databaseFile: string;
  token: string;
  pid: number;
  log: () => string;
  stop: () => Promise<void>;
}

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

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Strapi exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/_health`);
      if (response.status === 204) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Strapi did not answer at ${url} within ${timeoutMs} ms:\n${output()}`);
}

/** Starts Strapi with `env` on top of a test environment; `dataDir` keeps the DB between boots. */
export async function startCms(
  options: {
    dataDir?: string;
    port?: number;
    env?: Record<string, string>;
    /** Run on its own, logging to this file: it outlives the process that started it (browser
     * tests restart the CMS from a worker that may be replaced). */
    detachedLog?: string;
  } = {},
): Promise<CmsInstance> {
  const dataDir = options.dataDir ?? makeDataDir();
  const port = options.port ?? (await freePort());
  const databaseFile = path.join(dataDir, 'data.db');
  const tokenFile = path.join(dataDir, 'build-token');
  let output = options.detachedLog ? `(output in ${options.detachedLog})` : '';
  const child = spawn(path.join(CMS_DIR, 'node_modules', '.bin', 'strapi'), ['start'], {
    cwd: CMS_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      CMS_PORT: String(port),
      CMS_HOST: '127.0.0.1',
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: databaseFile,
      BUILD_TOKEN_FILE: tokenFile,
      CMS_PUBLIC_DIR: path.join(dataDir, 'public'),
      STRAPI_TELEMETRY_DISABLED: 'true',
      SITE_REBUILD_URL: 'http://127.0.0.1:9/__rebuild',
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
  await waitForHealth(url, child, () => output, 120_000);

  return {
    url,
    port,
    dataDir,
    databaseFile,
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

/** Reads the CMS's SQLite file with the CMS's own better-sqlite3 (read-only). */
export function openDatabase(file: string) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Database = require(path.join(CMS_DIR, 'node_modules', 'better-sqlite3'));
  return new Database(file, { readonly: true, fileMustExist: true });
}

export function countRows(file: string, table: string): number {
  const db = openDatabase(file);
  try {
    return db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get().n as number;
  } finally {
    db.close();
  }
}

export function rows<T = Record<string, unknown>>(file: string, sql: string, ...params: unknown[]): T[] {
  const db = openDatabase(file);
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
