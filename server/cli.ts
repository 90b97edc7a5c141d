/**
 * `npm run serve`: serves the last good build (.site/current) without building anything.
 * SERVE_DIR serves another directory instead (e.g. public/ after a plain `gatsby build`).
 * Its settings (PORT, HOST, GATSBY_CMS_URL, SITE_URL...) come from ./config.ts. It tells the CMS
 * (CMS_URL, else GATSBY_CMS_URL) the served build's pages (./site-pages.ts) when the rebuild secret is
 * given (REBUILD_SECRET or its file): a server that shares none with the CMS does not.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createSiteServer } from './app';
import { serverConfig as config } from './config';
import { BuildStore } from './build-store';
import { close, listen } from './listen';
import { REBUILD_SECRET_FILE, ROOT, SITE_DIR } from './paths';
import { loadSecret } from '@contracts/secret-file';
import { SitePagesReporter } from './site-pages';

/** The rebuild secret when one is given and sound; none otherwise (the site is served all the same). */
function rebuildSecret(): string | null {
  if (!config.REBUILD_SECRET && !fs.existsSync(REBUILD_SECRET_FILE)) return null;
  try {
    return loadSecret({
      variable: 'REBUILD_SECRET',
      file: REBUILD_SECRET_FILE,
      env: { REBUILD_SECRET: config.REBUILD_SECRET },
    });
  } catch (error) {
    console.error(`${(error as Error).message} The CMS is not told the build's pages.`);
    return null;
  }
}

async function main() {
  const dir = config.SERVE_DIR ? path.resolve(ROOT, config.SERVE_DIR) : BuildStore.readCurrent(SITE_DIR);
  if (!dir || !fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(
      config.SERVE_DIR
        ? `Nothing to serve: ${dir} has no index.html (run "npm run build" first).`
        : 'Nothing to serve yet: run "npm start" once to build the site (or set SERVE_DIR to a built public/ directory).',
    );
    process.exit(1);
  }
  const server = createSiteServer({
    currentDir: () => dir,
    cmsUrl: config.GATSBY_CMS_URL,
    analyticsId: config.GATSBY_ANALYTICS_ID,
    siteUrl: config.SITE_URL,
  });
  const port = await listen(server, config.PORT, config.HOST);
  console.log(`Serving ${path.relative(ROOT, dir) || dir} at http://localhost:${port}`);
  const secret = rebuildSecret();
  const pages = secret && new SitePagesReporter({ cmsUrl: config.CMS_URL ?? config.GATSBY_CMS_URL, secret });
  if (pages) void pages.report(dir);
  const stop = async () => {
    if (pages) pages.stop();
    await close(server);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
