/**
 * `npm start`: the CMS (seeded SQLite), the site built from it, served with the rebuild endpoint.
 *
 *   1. starts the CMS (npm --prefix cms run start, CMS_PORT) and waits for /_health;
 *   2. starts the site server on PORT: a previous good build (.site/current) is served at once;
 *   3. builds the site from the CMS (gatsby build, streamed) and swaps it in when it succeeded;
 *   4. keeps rebuilding on the CMS's webhook (POST /__rebuild) until SIGINT/SIGTERM stop everything;
 *   and tells the CMS the served build's pages at the start and after every swap (server/site-pages.ts).
 *
 * Its settings (PORT, CMS_PORT, HOST, CMS_URL, GATSBY_CMS_URL, SITE_URL...) come from server/config.ts,
 * the build token from STRAPI_TOKEN (site-build/build-config.ts).
 * See "Serving, caching and rebuilds" in README.md.
 */
import type http from 'node:http';
import { buildToken, cmsProblem } from '../site-build/cms-access';
import { createSiteServer } from '../server/app';
import { serverConfig as config } from '../server/config';
import { BuildStore } from '../server/build-store';
import { GatsbyBuilder } from '../server/gatsby-builder';
import { close, listen } from '../server/listen';
import { PREVIEW_SECRET_FILE, REBUILD_SECRET_FILE, SITE_DIR } from '../server/paths';
import { onShutdown, startCms, type ManagedChild } from '../server/processes';
import { RebuildQueue } from '../server/rebuild-queue';
import { adminOriginsFor, createPreviewHandler } from '../server/preview';
import { loadOrCreatePreviewSecret, loadOrCreateSecret } from '../server/secret';
import { SitePagesReporter } from '../server/site-pages';

const sitePort = config.PORT;
const cmsPort = config.CMS_PORT;

let cms: ManagedChild | null = null;
let server: http.Server | null = null;
let builder: GatsbyBuilder | null = null;
let queue: RebuildQueue | null = null;
let pages: SitePagesReporter | null = null;
let stopping = false;

async function stopAll(): Promise<void> {
  stopping = true;
  pages?.stop();
  queue?.close();
  await Promise.all([builder?.stop(), server && close(server)]);
  await queue?.whenIdle(); // an interrupted build's directory is removed
  await cms?.stop();
}

const urls = () =>
  [
    `  Site:            http://localhost:${sitePort}`,
    `  CMS admin:       http://localhost:${cmsPort}/admin`,
    `  Rebuild status:  http://localhost:${sitePort}/__rebuild/status`,
  ].join('\n');

async function main() {
  onShutdown(stopAll);
  // Before the CMS starts, so that both read the same generated secrets.
  const secret = loadOrCreateSecret(REBUILD_SECRET_FILE, { REBUILD_SECRET: config.REBUILD_SECRET });
  const previewSecret = loadOrCreatePreviewSecret(
    PREVIEW_SECRET_FILE,
    { PREVIEW_SECRET: config.PREVIEW_SECRET },
    secret,
  );

  const started = await startCms({ cmsPort, sitePort });
  cms = started.child;
  void cms?.exited.then(async (code) => {
    if (stopping) return;
    console.error(`\nThe CMS stopped unexpectedly (exit ${code}); stopping the site too.`);
    await stopAll();
    process.exit(1);
  });
  const cmsUrl = config.CMS_URL ?? started.url;

  const store = new BuildStore(SITE_DIR);
  await store.prune(); // leftovers of a build interrupted by a crash
  pages = new SitePagesReporter({ cmsUrl, secret });
  const reportPages = (dir: string) => void pages?.report(dir);
  builder = new GatsbyBuilder({
    cmsUrl,
    token: () => buildToken(),
    // Where browsers reach the CMS: baked into the build (GATSBY_*) and allowed by the CSP.
    env: { PORT: String(sitePort), GATSBY_CMS_URL: config.GATSBY_CMS_URL },
    current: () => store.current(),
    standby: config.BUILD_STANDBY,
  });
  queue = new RebuildQueue({
    builder: builder.build,
    target: store,
    onEvent: (event) => {
      if (event.type === 'success' || event.type === 'after-live') reportPages(event.dir);
      if (event.type === 'start') console.log('\nBuilding the site from the CMS (gatsby build)…');
      else if (event.type === 'success')
        console.log(`\nSite built in ${Math.round(event.durationMs / 1000)} s; now serving it.`);
      else if (event.type === 'after-live')
        console.log(
          `The new build's search index is served (${Math.round(event.durationMs / 100) / 10} s after the build).`,
        );
      else if (stopping) return;
      else if (event.type === 'after-live-failure')
        console.error(`\nThe search index failed after the build went live. Last lines of its log:\n${event.error}\n`);
      else {
        console.error(
          `\nThe site build failed; ${store.current() ? 'the previous build stays online' : 'there is no previous build to serve'}.` +
            ` Last lines of its log:\n${event.error}\n`,
        );
      }
    },
  });
  server = createSiteServer({
    currentDir: () => store.current(),
    rebuild: { queue, secret },
    preview: createPreviewHandler({
      secret: previewSecret,
      cmsUrl,
      cmsPublicUrl: config.GATSBY_CMS_URL,
      mediaOrigins: [...config.mediaOrigins],
      token: buildToken,
      adminOrigins: adminOriginsFor(config.CMS_ADMIN_URL),
      secureCookies: (config.SITE_URL ?? '').startsWith('https:'),
    }),
    cmsUrl: config.GATSBY_CMS_URL,
    analyticsId: config.GATSBY_ANALYTICS_ID,
    siteUrl: config.SITE_URL,
  });
  await listen(server, sitePort, config.HOST);
  const served = store.current();
  if (served) reportPages(served);
  if (store.current()) console.log(`\nServing the previous build while the site is rebuilt:\n${urls()}`);

  const problem = await cmsProblem(cmsUrl, buildToken());
  if (problem) {
    if (!store.current()) throw new Error(problem);
    console.error(`\n${problem} The previous build stays online.`);
    return;
  }
  queue.request();
  await queue.whenIdle();
  if (stopping) return;
  if (!store.current())
    throw new Error('The first build of the site failed (its log is above), so there is nothing to serve.');
  console.log(`\nReady (Ctrl-C stops everything):\n${urls()}\n`);
}

main().catch(async (error: Error) => {
  if (stopping) return;
  console.error(`\n${error.message}`);
  await stopAll();
  process.exit(1);
});
