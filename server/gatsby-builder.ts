/**
 * The real builder: `gatsby build` at the repository root (it always writes public/ and keeps .cache/
 * for incremental builds, so builds must never overlap: the RebuildQueue guarantees it), then a copy
 * of public/ into the fresh build directory. public/ itself stays, so the next build is incremental.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { cleanCacheUnlessFrom, markCacheFrom } from './gatsby-cache';
import { writeStaticHostHeaders } from './headers';
import { ROOT } from './paths';
import { lastLines } from './rebuild-queue';

export interface GatsbyBuilderOptions {
  /** The CMS the build reads (CMS_URL) and its read-only token (STRAPI_TOKEN). */
  cmsUrl: string;
  token: () => string;
  /** Where Gatsby's output goes (default: this process's stdout). */
  output?: NodeJS.WritableStream;
  env?: NodeJS.ProcessEnv;
  root?: string;
}

const stripAnsi = (text: string) => text.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');

export class GatsbyBuilder {
  private child: ChildProcess | null = null;

  constructor(private readonly options: GatsbyBuilderOptions) {}

  /** The Builder function for the RebuildQueue. */
  readonly build = async (outDir: string): Promise<void> => {
    if (this.child) throw new Error('A Gatsby build is already running.');
    const root = this.options.root ?? ROOT;
    const output = this.options.output ?? process.stdout;
    const source = { url: this.options.cmsUrl, token: this.options.token() };
    await cleanCacheUnlessFrom(source, root, output);
    let log = '';
    const code = await new Promise<number | string>((resolve, reject) => {
      const child = spawn(path.join(root, 'node_modules', '.bin', 'gatsby'), ['build'], {
        cwd: root,
        env: {
          ...process.env,
          ...this.options.env,
          CMS_URL: source.url,
          STRAPI_TOKEN: source.token,
          GATSBY_TELEMETRY_DISABLED: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true, // its own process group, so a shutdown stops Gatsby's workers too
      });
      this.child = child;
      const collect = (chunk: Buffer) => {
        output.write(chunk);
        log = lastLines(log + stripAnsi(chunk.toString('utf8')), 200);
      };
      child.stdout!.on('data', collect);
      child.stderr!.on('data', collect);
      child.on('error', reject);
      child.on('close', (status, signal) => resolve(status ?? signal ?? 'unknown'));
    }).finally(() => {
      this.child = null;
    });
    if (code !== 0) {
      throw new Error(`${log}\ngatsby build failed (exit ${code}).`);
    }
    // The static-host copy of the server's headers travels with every build (see headers.ts).
    writeStaticHostHeaders(path.join(root, 'public'), { ...process.env, ...this.options.env });
    await fsp.cp(path.join(root, 'public'), outDir, { recursive: true });
    await markCacheFrom(source, root);
  };

  get running(): boolean {
    return this.child !== null;
  }

  /** Stops a running build (its whole process group): SIGTERM, then SIGKILL after `graceMs`. */
  async stop(graceMs = 5000): Promise<void> {
    const child = this.child;
    if (!child || child.pid === undefined) return;
    const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
    killGroup(child.pid, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child.pid!, 'SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
}

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
