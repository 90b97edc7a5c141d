/**
 * Child processes for `npm start` and `npm run develop`: each runs in its own process group, so
 * stopping it stops everything it started (npm -> sh -> strapi, gatsby -> its workers).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { serverConfig } from './config';
import { ROOT } from './paths';

export interface ManagedChild {
  name: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal name) when the process has exited. */
  exited: Promise<number | string>;
  /** SIGTERM to the group, SIGKILL after `graceMs`; resolves once it exited. */
  stop(graceMs?: number): Promise<void>;
}

/** Sends `signal` to the process group led by `pid` (or to the process alone if it leads none). */
export function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

/** Whether `child` was started and has not exited yet. */
export const isRunning = (child: ChildProcess): boolean =>
  child.pid !== undefined && child.exitCode === null && child.signalCode === null;

/**
 * Stops a child spawned with `detached: true` and everything it started (its process group): SIGTERM,
 * SIGKILL after `graceMs`; resolves once it has exited, then kills whatever of the group lingers.
 */
export async function stopGroup(child: ChildProcess, graceMs: number): Promise<void> {
  const { pid } = child;
  if (pid === undefined || !isRunning(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killGroup(pid, 'SIGTERM');
  const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  killGroup(pid, 'SIGKILL');
}

/** Copies a stream line by line with a prefix (so the CMS's log is told apart from Gatsby's). */
function prefixLines(stream: NodeJS.ReadableStream, prefix: string, out: NodeJS.WritableStream) {
  let partial = '';
  stream.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop()!;
    for (const line of lines) out.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => partial && out.write(`${prefix}${partial}\n`));
}

export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; prefix?: string } = {},
): ManagedChild {
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? process.env,
    detached: true,
    stdio: options.prefix === undefined ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  });
  if (options.prefix !== undefined) {
    prefixLines(child.stdout!, options.prefix, process.stdout);
    prefixLines(child.stderr!, options.prefix, process.stderr);
  }
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
    child.once('error', (error) => resolve(error.message));
  });
  return {
    name,
    child,
    exited,
    stop: (graceMs = 10_000) => stopGroup(child, graceMs),
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.status === 204 || response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Waits for GET `url` to answer 2xx, printing progress. Fails with one sentence when `child` exits
 * first or after `timeoutMs`.
 */
export async function waitForHealth(
  url: string,
  options: { child?: ManagedChild; timeoutMs: number; label: string; log?: (line: string) => void },
): Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = Date.now();
  let exit: number | string | undefined;
  void options.child?.exited.then((code) => (exit = code));
  let lastReport = started;
  const subject = options.label.charAt(0).toUpperCase() + options.label.slice(1);
  while (Date.now() - started < options.timeoutMs) {
    if (await answers(url)) return;
    if (exit !== undefined) {
      throw new Error(`${subject} stopped (exit ${exit}) before it was ready; its output above says why.`);
    }
    if (Date.now() - lastReport >= 10_000) {
      lastReport = Date.now();
      log(`… waiting for ${options.label} (${Math.round((Date.now() - started) / 1000)} s)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `${subject} did not answer ${url} within ${Math.round(options.timeoutMs / 1000)} s; its output above says why.`,
  );
}

export interface CmsSettings {
  cmsPort: number;
  sitePort: number;
  /** Extra environment for the CMS (e.g. SITE_REBUILD_URL in develop mode). */
  env?: NodeJS.ProcessEnv;
}

/**
 * Starts the CMS (`npm --prefix cms run start`) and waits for /_health. A CMS already answering on
 * the port is reused (then `child` is null and nothing is stopped on exit).
 */
export async function startCms({
  cmsPort,
  sitePort,
  env,
}: CmsSettings): Promise<{ url: string; child: ManagedChild | null }> {
  const url = `http://127.0.0.1:${cmsPort}`;
  if (await answers(`${url}/_health`)) {
    console.log(`A CMS already answers at ${url}: using it.`);
    return { url, child: null };
  }
  console.log(`Starting the CMS on port ${cmsPort} (its first start seeds the database)…`);
  const origins = [sitePort, 8000].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
  const child = startChild('CMS', 'npm', ['--prefix', path.join(ROOT, 'cms'), 'run', 'start'], {
    env: {
      ...process.env,
      CMS_PORT: String(cmsPort),
      PORT: String(sitePort), // the rebuild webhook's default target
      SITE_ORIGINS: serverConfig.SITE_ORIGINS ?? [...new Set(origins)].join(','),
      STRAPI_TELEMETRY_DISABLED: 'true',
      ...env,
    },
    prefix: '[cms] ',
  });
  const timeoutMs = serverConfig.CMS_START_TIMEOUT * 1000;
  try {
    await waitForHealth(`${url}/_health`, { child, timeoutMs, label: 'the CMS' });
  } catch (error) {
    await child.stop(3000);
    throw error;
  }
  console.log(`The CMS is up at ${url}`);
  return { url, child };
}

/**
 * Runs `handler` once on SIGINT/SIGTERM, then exits 0. Ctrl-C reaches this process twice (from the
 * terminal and relayed by tsx), so repeats are ignored; a third signal exits at once.
 */
export function onShutdown(handler: (signal: NodeJS.Signals) => Promise<void>): void {
  let signals = 0;
  const listener = (signal: NodeJS.Signals) => {
    signals++;
    if (signals >= 3) {
      console.log('Stopping now.');
      process.exit(1);
    }
    if (signals > 1) return;
    console.log(`\n${signal}: stopping the site, Gatsby and the CMS…`);
    handler(signal).then(
      () => process.exit(0),
      (error: Error) => {
        console.error(error.message);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', listener);
  process.on('SIGTERM', listener);
}
