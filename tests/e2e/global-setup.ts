/**
 * Starts a real CMS on a fresh SQLite file, builds the site from it (production build) and serves
 * it with the project's server. The CMS is given the site's origin for CORS, and the build is given
 * the CMS's address, so forms and chat post to this CMS.
 */
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { adminToken, makeAdmin } from '../support/admin';
import { clearContentCache } from '../../server/gatsby-cache';
import { gatsbyRun } from '../../server/gatsby-command';
import { describeSearchIndex, writeSearchIndex } from '../../server/search-index';
import { freePort, freshDatabase, makeDataDir, startCms } from '../support/cms';
import { until } from '../support/stack';
import { ANALYTICS_SITE_DIR, E2E_ANALYTICS_ID, writeEnv } from './env';
import { generatedPageCount, publishGeneratedPages } from './generated-pages';

const ROOT = path.resolve(__dirname, '..', '..');

const copyDir = (from: string, to: string) => {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
};

export default async function globalSetup() {
  const sitePort = await freePort();
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  // Where consent.spec.ts serves the site built with an analytics id, which is built for its address.
  const analyticsSiteUrl = `http://127.0.0.1:${await freePort()}`;
  const admin = makeAdmin();
  const cmsEnv = {
    SITE_ORIGINS: `${siteUrl},http://localhost:${sitePort}`,
    SUBMISSION_RATE_LIMIT: '10000',
    UNANSWERED_QUESTION_RATE_LIMIT: '10000',
    // Every spec's page views come from this machine's one address (src/counts).
    COUNT_RATE_LIMIT: '100000',
    // An editor for the tests that use the admin panel (tests/e2e/leads.spec.ts).
    ...admin.env,
    // The newsletter's links lead to this site, signed with a key the browser test knows too
    // (tests/e2e/newsletter.spec.ts signs the link the email would carry; SMTP is not part of this stack).
    SITE_URL: siteUrl,
    NEWSLETTER_TOKEN_SECRET: crypto.randomBytes(24).toString('base64url'),
  };
  const dataDir = makeDataDir('e2e-cms-');
  const cms = await startCms({
    dataDir,
    // The browser tests read what forms stored synchronously from this SQLite file (fixtures.ts). Under
    // npm test, a copy of the run's seeded template (tests/support/make-cms-template.ts); alone, empty,
    // as on a new machine.
    database: await freshDatabase(dataDir),
    env: cmsEnv,
    detachedLog: path.join(dataDir, 'cms.log'),
  });
  // The owner's one sign-in through the API for the whole run: the CMS allows five sign-ins of one
  // account from one address in five minutes, which the specs' own (in the browser) need.
  const ownerToken = await adminToken(cms.url, admin);
  const buildEnv = {
    ...process.env,
    CMS_URL: cms.url,
    STRAPI_TOKEN: cms.token,
    GATSBY_CMS_URL: cms.url,
    SITE_URL: siteUrl,
    GATSBY_TELEMETRY_DISABLED: '1',
  };
  const siteDir = path.join(dataDir, 'site');
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // The site at the size of a firm with a few hundred landing pages (headers.spec.ts).
    const publishing = Date.now();
    await publishGeneratedPages(cms.url, ownerToken, generatedPageCount());
    console.log(`Published ${generatedPageCount()} generated landing pages in ${Date.now() - publishing} ms.`);
    const cmsSource = { url: cms.url, token: cms.token };
    // A fresh CMS means fresh content ids: Gatsby's cache from another CMS would be stale. Both builds
    // of this CMS are made here, before any spec runs: the suite's site, then, from the warm cache, the
    // same with an analytics id (consent.spec.ts). Each is served from a copy, because the specs that
    // run the whole `npm start` stack (admin-preview.spec.ts, seo.spec.ts) build into public/ and
    // .cache/ again, from their own CMS, while the others use these sites.
    const timed = (label: string, step: () => void) => {
      const started = Date.now();
      step();
      console.log(`${label}: ${Date.now() - started} ms.`);
    };
    const gatsby = (args: string[], env?: NodeJS.ProcessEnv) => {
      const run = gatsbyRun(args, env ? { cms: cmsSource, env } : {});
      execFileSync(run.command, run.args, { cwd: run.cwd, env: run.env, stdio: 'inherit' });
    };
    // A fresh CMS: the build starts from a cache without content, as npm start's does for a new CMS
    // (server/gatsby-cache.ts), reusing the compiled code of the checkout's last build.
    const clearing = Date.now();
    await clearContentCache(ROOT);
    console.log(`Cache without content: ${Date.now() - clearing} ms.`);
    // Each build is indexed for the site search as npm run build and the site server's rebuilds do
    // (server/search-index.ts; tests/e2e/search.spec.ts searches it).
    const index = async () => console.log(describeSearchIndex(await writeSearchIndex(path.join(ROOT, 'public'))));
    timed('gatsby build', () => gatsby(['build'], buildEnv));
    await index();
    copyDir(path.join(ROOT, 'public'), siteDir);
    timed('gatsby build with an analytics id', () =>
      gatsby(['build'], { ...buildEnv, SITE_URL: analyticsSiteUrl, GATSBY_ANALYTICS_ID: E2E_ANALYTICS_ID }),
    );
    await index();
    copyDir(path.join(ROOT, 'public'), ANALYTICS_SITE_DIR);
    // public/ back to the suite's site (the second build leaves the first one's scripts beside its
    // own, so the suite's copy is the first build's alone), for a later E2E_SKIP_BUILD=1 run.
    copyDir(siteDir, path.join(ROOT, 'public'));
  } else {
    // Served from a copy: a spec that runs the whole npm start stack (admin-preview.spec.ts) builds
    // into public/ again, from its own CMS, while the other specs still use this site.
    copyDir(path.join(ROOT, 'public'), siteDir);
  }
  const server = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'server/cli.ts'], {
    cwd: ROOT,
    env: { ...buildEnv, PORT: String(sitePort), HOST: '127.0.0.1', SERVE_DIR: siteDir },
    stdio: 'inherit',
    detached: true,
  });
  await until('the site server', async () => ((await fetch(siteUrl)).status < 500 ? true : undefined), 30_000);
  writeEnv({
    cmsUrl: cms.url,
    cmsPort: cms.port,
    cmsPid: cms.pid,
    cmsDataDir: cms.dataDir,
    cmsEnv,
    database: cms.database,
    siteUrl,
    sitePid: server.pid!,
    analyticsSiteUrl,
  });
}
