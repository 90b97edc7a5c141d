/**
 * The real builder: `gatsby build` at the repository root (it always writes public/ and keeps .cache/
 * for incremental builds, so builds must never overlap: the RebuildQueue guarantees it), then a copy
 * of public/ (with `_headers` and the CMS's `_redirects`) into the fresh build directory. public/ itself
 * stays, so the next build is incremental.
 *
 * The site search's index (./search-index.ts) grows with the site, so it runs after the build is live:
 * the build goes live with the index public/ holds (the last build's), then the work it hands the queue
 * indexes public/ and copies it into another fresh build directory, which replaces it. A builder's
 * first build, or one without an index in public/, indexes before going live: no build is served
 * without a search, or with the index of another CMS's site.
 * Each build's Gatsby process is started ahead, as soon as the previous build is done (./standby.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { serverConfig } from './config';
import { copyBuild } from './copy-build';
import { cleanCacheUnlessFrom, markCacheFrom } from './gatsby-cache';
import { gatsbyRun } from './gatsby-command';
import { writeStaticHostHeaders } from './headers';
import { ROOT } from './paths';
import { writeRedirects } from './redirects';
import { describeSearchIndex, SEARCH_INDEX_DIR, writeSearchIndex } from './search-index';
import { stopGroup } from './processes';
import { lastLines, type AfterLive } from './rebuild-queue';
import { gatsbyCacheState, Standby } from './standby';

const STANDBY_SCRIPT = path.join(ROOT, 'scripts', 'gatsby-standby.mjs');
/** Logged when a build runs in the process started, and loading, since the build before (./standby.ts). */
export const GATSBY_LOADED_AHEAD = 'Building in the Gatsby process started after the last build.';

/** One of the builder's own steps, timed in the build's log; the bench reads them back (bench/publish.ts). */
export const stepLine = (name: string, ms: number) => `Build step: ${name} - ${ms} ms\n`;
/** How a step that runs once the build is live ends its name: it is not part of publish-to-live. */
export const AFTER_LIVE = ' (after live)';
/** The step that is Gatsby's whole process (its own steps are in its log: bench/publish.ts reads both). */
export const GATSBY_PROCESS_STEP = 'gatsby build process';
/** Every step line in a slice of the build's log. @internal For the bench (bench/publish.ts) and tests. */
export function builderSteps(log: string): Array<[string, number]> {
  return [...log.matchAll(/^Build step: (.+?) - (\d+) ms$/gm)].map(([, name, ms]) => [name, Number(ms)]);
}

export interface GatsbyBuilderOptions {
  /** The CMS the build reads (CMS_URL) and its read-only token (STRAPI_TOKEN). */
  cmsUrl: string;
  token: () => string;
  /** Where Gatsby's output goes (default: this process's stdout). */
  output?: NodeJS.WritableStream;
  env?: NodeJS.ProcessEnv;
  /** The build served now: its unchanged files are hard-linked into the new one (./copy-build.ts). */
  current?: () => string | null;
  /** Whether the next build's Gatsby is started ahead (default) or when the build begins (BUILD_STANDBY). */
  standby?: boolean;
}

export class GatsbyBuilder {
  private child: ChildProcess | null = null;
  private readonly standby: Standby;
  /** Whether this builder has written public/'s search index (so it is this CMS's site's). */
  private indexed = false;

  constructor(private readonly options: GatsbyBuilderOptions) {
    this.standby = new Standby(
      () => this.startGatsby(),
      () => gatsbyCacheState(ROOT),
      options.standby, // unset: Standby's own default, started ahead
    );
  }

  /** `gatsby build`, loaded and waiting for the CMS to read (scripts/gatsby-standby.mjs). */
  private startGatsby(): ChildProcess {
    // The committed query types (src/gatsby-types.d.ts) are for developers: a publish need not write them.
    // Its log goes to a pipe, not a terminal: Gatsby's plain line logger, not the terminal UI (ink,
    // React and a layout engine), which each of its processes would load: 0.3-0.4 s apiece.
    const run = gatsbyRun(['build'], {
      env: { GATSBY_TYPEGEN: 'off', GATSBY_LOGGER: 'yurnalist', ...this.options.env },
    });
    return spawn(process.execPath, [STANDBY_SCRIPT, ...run.args], {
      cwd: run.cwd,
      env: run.env,
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true, // its own process group, so a shutdown stops Gatsby's workers too
    });
  }

  /** The Builder function for the RebuildQueue: builds into `outDir`, and hands back the search index
   * to run once that build is live (none when it was indexed before). */
  readonly build = async (outDir: string): Promise<AfterLive | undefined> => {
    if (this.child) throw new Error('A Gatsby build is already running.');
    const output = this.options.output ?? process.stdout;
    try {
      return await this.buildInto(outDir, output);
    } finally {
      // The next build's process starts now (its loading goes on while the site is idle), after this
      // build has written .cache/; the build ends once it is started, so a change to .cache/ from then
      // on is seen when the next build takes it.
      await this.standby
        .prepare()
        .catch((error: Error) => output.write(`Gatsby not started ahead: ${error.message}\n`));
    }
  };

  private async buildInto(outDir: string, output: NodeJS.WritableStream): Promise<AfterLive | undefined> {
    const step = async <T>(name: string, run: () => T | Promise<T>): Promise<T> => {
      const started = Date.now();
      const result = await run();
      output.write(stepLine(name, Date.now() - started));
      return result;
    };
    const publicDir = path.join(ROOT, 'public');
    const index = async (suffix = '') => {
      const counts = await step(`search index${suffix}`, () => writeSearchIndex(publicDir));
      output.write(`${describeSearchIndex(counts)}\n`);
      this.indexed = true;
    };
    const source = { url: this.options.cmsUrl, token: this.options.token() };
    await step('cache check', () => cleanCacheUnlessFrom(source, ROOT, output));
    const { code, log } = await step(GATSBY_PROCESS_STEP, () => this.runGatsby(source, output));
    if (code !== 0) {
      throw new Error(`${log}\ngatsby build failed (exit ${code}).`);
    }
    // The static-host copy of the server's headers travels with every build (see headers.ts).
    const { GATSBY_CMS_URL, GATSBY_ANALYTICS_ID, SITE_URL } = serverConfig;
    await step('_headers', () =>
      writeStaticHostHeaders(path.join(ROOT, 'public'), {
        GATSBY_CMS_URL,
        GATSBY_ANALYTICS_ID,
        SITE_URL,
        ...this.options.env,
      }),
    );
    // The editors' redirects, read now: a redirect saved during this build queues the next one.
    await step('_redirects', () => writeRedirects(path.join(ROOT, 'public'), source, output));
    // The site search's index: after the build is live (the queue runs what this returns), unless
    // public/ holds no index this builder wrote.
    const indexAfterLive = this.indexed && fs.existsSync(path.join(publicDir, SEARCH_INDEX_DIR, 'pagefind-entry.json'));
    if (!indexAfterLive) await index();
    await step('copy into the build directory', () => copyBuild(publicDir, outDir, this.options.current?.() ?? null));
    await markCacheFrom(source, ROOT);
    if (!indexAfterLive) return undefined;
    // Once live: this build's index, then public/ copied again (the pages' links: only the index's
    // changed files are new) into a fresh directory that replaces the live one. No build of the
    // queue's can start meanwhile, so public/ is still this build's.
    return async (indexedDir) => {
      await index(AFTER_LIVE);
      await step(`copy into the build directory${AFTER_LIVE}`, () =>
        copyBuild(publicDir, indexedDir, this.options.current?.() ?? null),
      );
    };
  }

  /** Runs the waiting Gatsby process (or a new one) on `source`: its exit code and its log's last lines. */
  private async runGatsby(
    source: { url: string; token: string },
    output: NodeJS.WritableStream,
  ): Promise<{ code: number | string; log: string }> {
    const { child, ahead } = await this.standby.take();
    if (child.pid === undefined) throw new Error('gatsby build could not be started (no process).');
    this.child = child;
    if (ahead) output.write(`${GATSBY_LOADED_AHEAD}\n`);
    let log = '';
    try {
      const code = await new Promise<number | string>((resolve, reject) => {
        const collect = (chunk: Buffer) => {
          output.write(chunk);
          log = lastLines(log + stripVTControlCharacters(chunk.toString('utf8')), 200);
        };
        child.stdout!.on('data', collect);
        child.stderr!.on('data', collect);
        child.on('error', reject);
        child.on('close', (status, signal) => resolve(status ?? signal ?? 'unknown'));
        child.stdin!.on('error', () => {}); // a process that died waiting: its exit code tells
        child.stdin!.end(`${JSON.stringify({ CMS_URL: source.url, STRAPI_TOKEN: source.token })}\n`);
      });
      return { code, log };
    } finally {
      this.child = null;
    }
  }

  /** Stops a running build and Gatsby's workers (its whole process group). */
  async stop(graceMs = 5000): Promise<void> {
    await Promise.all([this.standby.stop(), this.child && stopGroup(this.child, graceMs)]);
  }
}
