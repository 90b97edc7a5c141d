/**
 * The real builder: `gatsby build` at the repository root (it always writes public/ and keeps .cache/
 * for incremental builds, so builds must never overlap: the RebuildQueue guarantees it), then a copy
 * of public/ (with `_headers` and the CMS's `_redirects`) into the fresh build directory. public/ itself stays, so the next build is incremental.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { serverConfig } from './config';
import { copyBuild } from './copy-build';
import { cleanCacheUnlessFrom, markCacheFrom } from './gatsby-cache';
import { gatsbyRun } from './gatsby-command';
import { writeStaticHostHeaders } from './headers';
import { ROOT } from './paths';
import { writeRedirects } from './redirects';
import { stopGroup } from './processes';
import { lastLines } from './rebuild-queue';

export interface GatsbyBuilderOptions {
  /** The CMS the build reads (CMS_URL) and its read-only token (STRAPI_TOKEN). */
  cmsUrl: string;
  token: () => string;
  /** Where Gatsby's output goes (default: this process's stdout). */
  output?: NodeJS.WritableStream;
  env?: NodeJS.ProcessEnv;
  /** The build served now: its unchanged files are hard-linked into the new one (./copy-build.ts). */
  current?: () => string | null;
}

export class GatsbyBuilder {
  private child: ChildProcess | null = null;

  constructor(private readonly options: GatsbyBuilderOptions) {}

  /** The Builder function for the RebuildQueue. */
  readonly build = async (outDir: string): Promise<void> => {
    if (this.child) throw new Error('A Gatsby build is already running.');
    const output = this.options.output ?? process.stdout;
    const source = { url: this.options.cmsUrl, token: this.options.token() };
    await cleanCacheUnlessFrom(source, ROOT, output);
    let log = '';
    const code = await new Promise<number | string>((resolve, reject) => {
      // The committed query types (src/gatsby-types.d.ts) are for developers: a publish need not write them.
      // Its log goes to a pipe, not a terminal: Gatsby's plain line logger, not the terminal UI (ink,
      // React and a layout engine), which each of its processes would load: 0.3-0.4 s apiece.
      const run = gatsbyRun(['build'], {
        cms: source,
        env: { GATSBY_TYPEGEN: 'off', GATSBY_LOGGER: 'yurnalist', ...this.options.env },
      });
      const child = spawn(run.command, run.args, {
        cwd: run.cwd,
        env: run.env,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true, // its own process group, so a shutdown stops Gatsby's workers too
      });
      this.child = child;
      const collect = (chunk: Buffer) => {
        output.write(chunk);
        log = lastLines(log + stripVTControlCharacters(chunk.toString('utf8')), 200);
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.on('error', reject);
      child.on('close', (status, signal) => resolve(status ?? signal ?? 'unknown'));
    }).finally(() => {
      this.child = null;
    });
    if (code !== 0) {
      throw new Error(`${log}\ngatsby build failed (exit ${code}).`);
    }
    // The static-host copy of the server's headers travels with every build (see headers.ts).
    const { GATSBY_CMS_URL, GATSBY_ANALYTICS_ID, SITE_URL } = serverConfig;
    writeStaticHostHeaders(path.join(ROOT, 'public'), {
      GATSBY_CMS_URL,
      GATSBY_ANALYTICS_ID,
      SITE_URL,
      ...this.options.env,
    });
    // The editors' redirects, read now: a redirect saved during this build queues the next one.
    await writeRedirects(path.join(ROOT, 'public'), source, output);
    await copyBuild(path.join(ROOT, 'public'), outDir, this.options.current?.() ?? null);
    await markCacheFrom(source, ROOT);
  };

  /** Stops a running build and Gatsby's workers (its whole process group). */
  async stop(graceMs = 5000): Promise<void> {
    if (this.child) await stopGroup(this.child, graceMs);
  }
}
