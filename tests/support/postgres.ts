/**
 * A throwaway PostgreSQL cluster for tests and the benchmark: its own data directory and port, run by
 * the unprivileged `postgres` user when we are root (PostgreSQL refuses to run as root), listening
 * on 127.0.0.1 only with `trust` authentication (nothing but this machine can reach it), removed on
 * stop. Each CMS gets its own database on it (`createDatabase`), so tests never share rows.
 *
 * The jest `cms` project starts one cluster per run when CMS_TEST_DB=postgres (globalSetup below)
 * and publishes its address in PG_TEST_CLUSTER; `startCms` creates a database on it per instance.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CMS_DIR, freePort } from './cms';
import type * as PgTypes from 'pg';

type PgModule = typeof PgTypes;

export interface PostgresCluster {
  host: string;
  port: number;
  user: string;
  dataDir: string;
}

/** The CMS's own `pg` (the root does not depend on it). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const pg = (): PgModule => require(path.join(CMS_DIR, 'node_modules', 'pg')) as PgModule;

const isRoot = () => process.getuid?.() === 0;

/** Where initdb and pg_ctl are: PG_BIN, else on PATH, else Debian's newest /usr/lib/postgresql/<n>/bin. */
function postgresTool(tool: string): string {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, tool);
  if (spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0) return tool;
  const debian = '/usr/lib/postgresql';
  const versions = fs.existsSync(debian)
    ? fs
        .readdirSync(debian)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length)
    throw new Error(`PostgreSQL's ${tool} not found: install PostgreSQL (apt-get install postgresql) or set PG_BIN.`);
  return path.join(debian, versions[0], 'bin', tool);
}

/** Runs a PostgreSQL server binary, as the `postgres` user when we are root. */
function runPostgresTool(name: string, args: string[]) {
  const tool = postgresTool(name);
  const [command, fullArgs] = isRoot() ? ['runuser', ['-u', 'postgres', '--', tool, ...args]] : [tool, args];
  const result = spawnSync(command, fullArgs, { encoding: 'utf8', cwd: os.tmpdir() });
  if (result.status !== 0) {
    throw new Error(
      `${tool} ${args.join(' ')} failed (${result.status ?? result.error}):\n${result.stdout}${result.stderr}`,
    );
  }
}

export function clusterUrl(cluster: PostgresCluster, database = 'postgres'): string {
  return `postgres://${cluster.user}@${cluster.host}:${cluster.port}/${database}`;
}

export async function startPostgres(): Promise<PostgresCluster> {
  // mkdtemp makes a folder only its owner may enter: the server runs as `postgres`, so open it up,
  // and hand the data directory itself to that user.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
  fs.chmodSync(root, 0o755);
  const dataDir = path.join(root, 'data');
  const socketDir = path.join(root, 'socket');
  fs.mkdirSync(dataDir, { mode: 0o700 });
  fs.mkdirSync(socketDir);
  if (isRoot()) execFileSync('chown', ['postgres:postgres', dataDir, socketDir]);
  const port = await freePort();
  const cluster: PostgresCluster = { host: '127.0.0.1', port, user: 'postgres', dataDir: root };
  try {
    runPostgresTool('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-sync',
      '--locale=C',
    ]);
    // fsync off: a test cluster that loses data on a power cut loses nothing of value, and the suite
    // runs much faster on a shared disk. Connections: several CMS instances with pools of 10.
    const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    runPostgresTool('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      options,
      '-l',
      path.join(socketDir, 'server.log'),
      '-w',
      '-t',
      '120',
      'start',
    ]);
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}

export async function stopPostgres(cluster: PostgresCluster): Promise<void> {
  try {
    runPostgresTool('pg_ctl', ['-D', path.join(cluster.dataDir, 'data'), '-m', 'fast', '-w', 'stop']);
  } finally {
    fs.rmSync(cluster.dataDir, { recursive: true, force: true });
  }
}

/** Runs statements on the cluster's maintenance database (CREATE DATABASE cannot run in a transaction). */
async function admin(cluster: PostgresCluster, sql: string) {
  const client = new (pg().Client)({ connectionString: clusterUrl(cluster) });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database on the cluster; returns its connection URL. */
/** A new database on `cluster`: empty, or a copy of the database `template` names (PostgreSQL copies
 * it file by file, far quicker than a CMS seeding it). */
export async function createDatabase(cluster: PostgresCluster, prefix = 'cms', template?: string): Promise<string> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await admin(cluster, template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  return clusterUrl(cluster, name);
}

/** The database's name in a connection URL made by `createDatabase`. */
export const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** The cluster the jest `cms` project started (globalSetup), if any. */
export function sharedCluster(): PostgresCluster | undefined {
  const published = process.env.PG_TEST_CLUSTER;
  return published ? (JSON.parse(published) as PostgresCluster) : undefined;
}

/** The database the CMS integration suite runs on: `CMS_TEST_DB=postgres`, else SQLite. */
export function testDatabaseClient(): 'sqlite' | 'postgres' {
  return process.env.CMS_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}
