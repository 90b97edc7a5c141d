/**
 * `npm run build`: `gatsby build` from a running CMS (CMS_URL, STRAPI_TOKEN or cms/.tmp/build-token),
 * into public/, with a `_headers` file (server/headers.ts) and a `_redirects` file
 * (server/redirects.ts) for static hosts, and the site search's index (server/search-index.ts). Like npm start's builds, it starts from a Gatsby cache without content when the cache was filled
 * from another CMS (server/gatsby-cache.ts); gatsby-node explains an unreachable CMS or a bad token.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildConfig } from '../site-build/build-config';
import { CMS_URL, buildToken } from '../site-build/cms-access';
import { cleanCacheUnlessFrom, markCacheFrom } from '../server/gatsby-cache';
import { gatsbyRun } from '../server/gatsby-command';
import { writeStaticHostHeaders } from '../server/headers';
import { ROOT } from '../server/paths';
import { writeRedirects } from '../server/redirects';
import { describeSearchIndex, writeSearchIndex } from '../server/search-index';

async function main() {
  const source = { url: CMS_URL, token: buildToken() };
  await cleanCacheUnlessFrom(source, ROOT, process.stdout);
  const run = gatsbyRun(['build'], { cms: source });
  const { status } = spawnSync(run.command, run.args, { cwd: run.cwd, env: run.env, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
  // public/_headers: the server's security and caching headers for a static host or CDN.
  const { GATSBY_CMS_URL, GATSBY_ANALYTICS_ID, SITE_URL } = buildConfig;
  writeStaticHostHeaders(path.join(ROOT, 'public'), { GATSBY_CMS_URL, GATSBY_ANALYTICS_ID, SITE_URL });
  // public/_redirects: the editors' redirects, chains resolved (server/redirects.ts).
  await writeRedirects(path.join(ROOT, 'public'), source);
  // public/pagefind/: the site search's index of the pages just built (server/search-index.ts).
  console.log(describeSearchIndex(await writeSearchIndex(path.join(ROOT, 'public'))));
  await markCacheFrom(source, ROOT);
}

void main();
