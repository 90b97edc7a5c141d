/**
 * `npm run develop`: the CMS plus `gatsby develop` (hot reload, GraphiQL at /___graphql).
 * ENABLE_GATSBY_REFRESH_ENDPOINT is on and the CMS's site-rebuild webhook points at Gatsby's
 * /__refresh (unless SITE_REBUILD_URL is set), so content edits re-source the data at once.
 * Env: CMS_PORT (1337), CMS_URL, STRAPI_TOKEN, DEVELOP_PORT (8000), CMS_START_TIMEOUT (120).
 */
import { buildToken, cmsProblem } from './cms-access';
import { cleanCacheUnlessFrom, markCacheFrom } from '../server/gatsby-cache';
import { gatsbyRun } from '../server/gatsby-command';
import { ROOT } from '../server/paths';
import { onShutdown, startChild, startCms, waitForHealth, type ManagedChild } from '../server/processes';

const cmsPort = Number(process.env.CMS_PORT || 1337);
const developPort = Number(process.env.DEVELOP_PORT || 8000);

let cms: ManagedChild | null = null;
let gatsby: ManagedChild | null = null;
let stopping = false;

async function stopAll(): Promise<void> {
  stopping = true;
  await gatsby?.stop();
  await cms?.stop();
}

async function main() {
  onShutdown(stopAll);
  process.env.GATSBY_CMS_URL ||= `http://127.0.0.1:${cmsPort}`;
  const started = await startCms({
    cmsPort,
    sitePort: developPort,
    env: { SITE_REBUILD_URL: process.env.SITE_REBUILD_URL || `http://127.0.0.1:${developPort}/__refresh` },
  });
  cms = started.child;
  const cmsUrl = process.env.CMS_URL || started.url;
  const problem = await cmsProblem(cmsUrl, buildToken());
  if (problem) throw new Error(problem);

  const source = { url: cmsUrl, token: buildToken() };
  await cleanCacheUnlessFrom(source, ROOT, process.stdout);
  const run = gatsbyRun(['develop', '--port', String(developPort)], {
    cms: source,
    env: { ENABLE_GATSBY_REFRESH_ENDPOINT: 'true' },
  });
  gatsby = startChild('gatsby develop', run.command, run.args, { cwd: run.cwd, env: run.env });
  for (const child of [cms, gatsby]) {
    void child?.exited.then(async (code) => {
      if (stopping) return;
      console.error(
        `\n${child.name === 'CMS' ? 'The CMS' : 'gatsby develop'} stopped (exit ${code}); stopping everything.`,
      );
      await stopAll();
      process.exit(1);
    });
  }
  await waitForHealth(`http://127.0.0.1:${developPort}/___graphql`, {
    child: gatsby,
    timeoutMs: 600_000,
    label: 'gatsby develop',
    log: () => undefined, // Gatsby prints its own progress
  });
  await markCacheFrom(source, ROOT);
  console.log(
    [
      '',
      'Ready (Ctrl-C stops everything):',
      `  Site (develop):  http://localhost:${developPort}`,
      `  GraphiQL:        http://localhost:${developPort}/___graphql`,
      `  CMS admin:       http://localhost:${cmsPort}/admin`,
      '',
    ].join('\n'),
  );
}

main().catch(async (error: Error) => {
  if (stopping) return;
  console.error(`\n${error.message}`);
  await stopAll();
  process.exit(1);
});
