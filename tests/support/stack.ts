/**
 * The whole product as `npm start` runs it (CMS on a fresh SQLite file, build, server, webhook), on
 * free ports in a temporary directory, with an editor account, for the integration tests and the
 * benchmark. Editors' actions go through Strapi's own admin API, as the admin panel sends them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { stopGroup } from '../../server/processes';
import type { RebuildStatus } from '../../server/rebuild-queue';
import { contentManagerFor, publishDocument, type Change, type ContentManager } from './admin';
import { cmsTemplate, freePort, freshDatabase, makeDataDir } from './cms';
import { testDatabaseClient } from './postgres';
import { until } from './until';

export { until };

const ROOT = path.resolve(__dirname, '..', '..');
export const EDITOR = { email: 'editor@example.com', password: 'Quill-Meadow-41' };

export interface Stack {
  siteUrl: string;
  cmsUrl: string;
  dataDir: string;
  /** The CMS's SQLite file. */
  database: string;
  /** The build status as the CMS reads it (with the rebuild secret: a failed build's log included). */
  status: () => Promise<RebuildStatus>;
  /** The build status as anyone else gets it (no secret). */
  publicStatus: () => Promise<Response>;
  /** Asks for a build as the CMS's webhook and the admin's "Rebuild now" do (POST /__rebuild). */
  requestBuild: () => Promise<Response>;
  /** The hero title (the h1) of the page at `route` as the site server serves it now. */
  servedHeroTitle: (route?: string) => Promise<string | undefined>;
  contentManager: ContentManager;
  /** What an editor does in the admin: change a single type's draft (or one entry's: `documentId`),
   * then publish it; in `locale` (unset: the default locale). */
  publish: (uid: string, change: Change, documentId?: string, locale?: string) => Promise<void>;
  /** The documentId of the page entry with `slug` (a fixed page's: cms/src/contracts/pages.ts). */
  pageId: (slug: string) => Promise<string>;
  log: () => string;
  stop: () => Promise<void>;
}

export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  const dataDir = makeDataDir('stack-');
  // Under npm test or jest, the CMS starts on a copy of the run's seeded template, as the CMS tests' do:
  // a quarter of a first start's time (the seed, proved by api.test.ts, is most of it). `npm run bench`
  // and a browser run of their own start on an empty file, as `npm start` on a new machine does.
  if (cmsTemplate() && testDatabaseClient() === 'sqlite') await freshDatabase(dataDir);
  const [sitePort, cmsPort] = [await freePort(), await freePort()];
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const secret = env.REBUILD_SECRET ?? crypto.randomBytes(16).toString('hex');
  // The draft preview's own secret, given to both processes as npm start would read it from its file.
  const previewSecret = env.PREVIEW_SECRET ?? crypto.randomBytes(16).toString('hex');
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/start.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(sitePort),
        CMS_PORT: String(cmsPort),
        DATABASE_FILENAME: path.join(dataDir, 'data.db'),
        BUILD_TOKEN_FILE: path.join(dataDir, 'build-token'),
        CMS_PUBLIC_DIR: path.join(dataDir, 'public'),
        SITE_BUILDS_DIR: path.join(dataDir, 'site'),
        REBUILD_SECRET: secret,
        PREVIEW_SECRET: previewSecret,
        CMS_ADMIN_EMAIL: EDITOR.email,
        CMS_ADMIN_PASSWORD: EDITOR.password,
        GATSBY_TELEMETRY_DISABLED: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const log = () => output;

  const servedHeroTitle = async (route = '/') => {
    const html = await (await fetch(`${siteUrl}${route}`)).text();
    return /<h1 class="hero__title">([^<]*)<\/h1>/.exec(html)?.[1];
  };
  // npm start stops its CMS, server and builds on SIGTERM; a minute is plenty before SIGKILL.
  const stop = () => stopGroup(child, 60_000);

  try {
    // The CMS's start and a cold build, beside the browser suite's other workers and the CMS suites on a
    // 2-core machine: over 5 minutes in a full npm test (bootstrap 53 s, bundles 64 s, renderer 55 s).
    await until('the first build', async () => ((await servedHeroTitle()) ? true : undefined), 600_000, log);
  } catch (error) {
    await stop();
    throw error;
  }
  const contentManager = contentManagerFor(cmsUrl, EDITOR);

  return {
    siteUrl,
    cmsUrl,
    dataDir,
    database: path.join(dataDir, 'data.db'),
    status: async () =>
      (
        await fetch(`${siteUrl}/__rebuild/status`, { headers: { 'x-rebuild-secret': secret } })
      ).json() as Promise<RebuildStatus>,
    publicStatus: () => fetch(`${siteUrl}/__rebuild/status`),
    requestBuild: () => fetch(`${siteUrl}/__rebuild`, { method: 'POST', headers: { 'x-rebuild-secret': secret } }),
    servedHeroTitle,
    contentManager,
    publish: async (uid, change, documentId, locale) => {
      await publishDocument(contentManager, uid, change, documentId, locale);
    },
    pageId: async (slug) =>
      (
        (await contentManager('GET', `collection-types/api::page.page?filters[slug][$eq]=${slug}`)) as {
          results: Array<{ documentId: string }>;
        }
      ).results[0].documentId,
    log,
    stop,
  };
}
