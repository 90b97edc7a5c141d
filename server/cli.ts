/**
 * `npm run serve`: serves the last good build (.site/current) without building anything.
 * SERVE_DIR serves another directory instead (e.g. public/ after a plain `gatsby build`).
 * Env: PORT (9000), HOST (all interfaces), GATSBY_CMS_URL, GATSBY_ANALYTICS_ID, SITE_BUILDS_DIR,
 * SITE_URL (an https address turns HSTS on).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createSiteServer } from './app';
import { BuildStore } from './build-store';
import { close, listen } from './listen';
import { ROOT, SITE_DIR } from './paths';

async function main() {
  const dir = process.env.SERVE_DIR ? path.resolve(ROOT, process.env.SERVE_DIR) : BuildStore.readCurrent(SITE_DIR);
  if (!dir || !fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(
      process.env.SERVE_DIR
        ? `Nothing to serve: ${dir} has no index.html (run "npm run build" first).`
        : 'Nothing to serve yet: run "npm start" once to build the site (or set SERVE_DIR to a built public/ directory).',
    );
    process.exit(1);
  }
  const server = createSiteServer({
    currentDir: () => dir,
    cmsUrl: process.env.GATSBY_CMS_URL,
    analyticsId: process.env.GATSBY_ANALYTICS_ID,
    siteUrl: process.env.SITE_URL,
  });
  const port = await listen(server, Number(process.env.PORT || 9000), process.env.HOST || undefined);
  console.log(`Serving ${path.relative(ROOT, dir) || dir} at http://localhost:${port}`);
  const stop = async () => {
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
