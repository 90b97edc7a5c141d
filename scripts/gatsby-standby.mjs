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

if (process.argv[2] === 'build') require('gatsby/dist/commands/build');
require('gatsby-cli/lib/create-cli');

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
