/**
 * `npm run develop`: the CMS plus `gatsby develop` (hot reload, GraphiQL at /___graphql).
 * ENABLE_GATSBY_REFRESH_ENDPOINT is on and the CMS's site-rebuild webhook points at Gatsby's
 * /__refresh (unless SITE_REBUILD_URL is set), so content edits re-source the data at once.
 * Its settings (CMS_PORT, CMS_URL, DEVELOP_PORT, CMS_START_TIMEOUT...) come from server/config.ts.
 */
import { buildToken, cmsProblem } from '../site-build/cms-access';
import { serverConfig as config } from '../server/config';
import { cleanCacheUnlessFrom, markCacheFrom } from '../server/gatsby-cache';
import { gatsbyRun } from '../server/gatsby-command';
import { ROOT } from '../server/paths';
import { onShutdown, startChild, startCms, waitForHealth, type ManagedChild } from '../server/processes';

const cmsPort = config.CMS_PORT;
const developPort = config.DEVELOP_PORT;

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
  const started = await startCms({
    cmsPort,
    sitePort: developPort,
    env: { SITE_REBUILD_URL: config.SITE_REBUILD_URL ?? `http://127.0.0.1:${developPort}/__refresh` },
  });
  cms = started.child;
  const cmsUrl = config.CMS_URL ?? started.url;
  const problem = await cmsProblem(cmsUrl, buildToken());
  if (problem) throw new Error(problem);

  const source = { url: cmsUrl, token: buildToken() };
  await cleanCacheUnlessFrom(source, ROOT, process.stdout);
  const run = gatsbyRun(['develop', '--port', String(developPort)], {
    cms: source,
    env: { ENABLE_GATSBY_REFRESH_ENDPOINT: 'true', GATSBY_CMS_URL: config.GATSBY_CMS_URL },
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
