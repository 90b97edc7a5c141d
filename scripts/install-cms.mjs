// `npm install` at the root also installs the CMS in cms/ (its own dependency tree: Strapi's admin
// needs React 18, the site React 19) and builds its admin panel, so `npm start` works at once.
// SKIP_CMS_INSTALL=1 skips this, for adding a package to the site without rebuilding the CMS.
import { execSync } from 'node:child_process';

if (process.env.SKIP_CMS_INSTALL === '1') {
  console.log('[install] SKIP_CMS_INSTALL=1: leaving cms/ as it is');
  process.exit(0);
}
const run = (command) => execSync(command, { stdio: 'inherit', cwd: new URL('../cms/', import.meta.url) });
console.log('[install] installing the CMS in cms/ ...');
// `npm install` rather than `npm ci`: it honours the lock file and tolerates npm's habit of leaving
// other platforms' optional packages out of it.
run('npm install --no-audit --no-fund');
console.log('[install] building the CMS admin panel and server (about a minute) ...');
run('npm run build');
