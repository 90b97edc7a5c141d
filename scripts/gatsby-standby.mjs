// A Gatsby process started ahead of its build: `node scripts/gatsby-standby.mjs build` loads Gatsby's
// CLI and its build command (about 2 s of module loading, the largest part of a publish's start), then
// waits. One line on stdin, a JSON object of environment variables to add (the CMS and its token),
// starts `gatsby build` exactly as Gatsby's own binary would; stdin closing first exits without a build.
//
// Loading the build command reads Gatsby's saved state (.cache/redux), so whoever starts a standby
// must discard it if .cache/ changes before the line is sent (server/standby.ts does).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const gatsbyBin = require.resolve('gatsby/cli.js');

// In the order Gatsby's own binary loads them: its CLI, then the command.
require('gatsby-cli/lib/create-cli');
if (process.argv[2] === 'build') {
  // What the CLI sets before it loads a command (getCommandHandler in gatsby-cli's create-cli.js):
  // some modules read them as they load (the LMDB cache's file name, for one).
  Object.assign(process.env, { gatsby_log_level: 'normal', gatsby_executing_command: 'build', NODE_ENV: 'production' });
  require('gatsby/dist/commands/build');
}

let input = '';
let started = false;
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  input += chunk;
  const end = input.indexOf('\n');
  if (end < 0 || started) return;
  started = true;
  process.stdin.destroy(); // nothing more is read; Gatsby exits when its command is done
  Object.assign(process.env, JSON.parse(input.slice(0, end)));
  process.argv = [process.argv[0], gatsbyBin, ...process.argv.slice(2)];
  require(gatsbyBin);
});
process.stdin.on('end', () => {
  if (!started) process.exit(0);
});
