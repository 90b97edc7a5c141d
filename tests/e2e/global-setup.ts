/**
 * Starts a real CMS on a fresh SQLite file, builds the site from it (production build) and serves
 * it with the project's server. The CMS is given the site's origin for CORS, and the build is given
 * the CMS's address, so forms and chat post to this CMS.
 */
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { makeAdmin } from '../support/admin';
import { gatsbyRun } from '../../server/gatsby-command';
import { freePort, makeDataDir, startCms } from '../support/cms';
import { until } from '../support/stack';
import { writeEnv } from './env';
import { generatedPageCount, publishGeneratedPages } from './generated-pages';

const ROOT = path.resolve(__dirname, '..', '..');

export default async function globalSetup() {
  const sitePort = await freePort();
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const admin = makeAdmin();
  const cmsEnv = {
    SITE_ORIGINS: `${siteUrl},http://localhost:${sitePort}`,
    SUBMISSION_RATE_LIMIT: '10000',
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
    // The browser tests read what forms stored synchronously from this SQLite file (fixtures.ts).
    database: path.join(dataDir, 'data.db'),
    env: cmsEnv,
    detachedLog: path.join(dataDir, 'cms.log'),
  });
  const buildEnv = {
    ...process.env,
    CMS_URL: cms.url,
    STRAPI_TOKEN: cms.token,
    GATSBY_CMS_URL: cms.url,
    SITE_URL: siteUrl,
    GATSBY_TELEMETRY_DISABLED: '1',
  };
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // The site at the size of a firm with a few hundred landing pages (headers.spec.ts).
    const publishing = Date.now();
    await publishGeneratedPages(cms.url, admin, generatedPageCount());
    console.log(`Published ${generatedPageCount()} generated landing pages in ${Date.now() - publishing} ms.`);
    // A fresh CMS means fresh content ids: Gatsby's cache from another CMS would be stale.
    for (const run of [
      gatsbyRun(['clean']),
      gatsbyRun(['build'], { cms: { url: cms.url, token: cms.token }, env: buildEnv }),
    ]) {
      const started = Date.now();
      execFileSync(run.command, run.args, { cwd: run.cwd, env: run.env, stdio: 'inherit' });
      console.log(`gatsby ${run.args[run.args.length - 1]}: ${Date.now() - started} ms.`);
    }
  }
  // Served from a copy: a spec that runs the whole npm start stack (admin-preview.spec.ts) builds
  // into public/ again, from its own CMS, while the other specs still use this site.
  const siteDir = path.join(dataDir, 'site');
  fs.cpSync(path.join(ROOT, 'public'), siteDir, { recursive: true });
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
  });
}
