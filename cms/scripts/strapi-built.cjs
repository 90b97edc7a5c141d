// Strapi's CLI on the CMS as built (cms/dist), which `npm run backup` and `npm run restore` run for
// Strapi's data transfer (../../scripts/strapi-transfer.ts): `node scripts/strapi-built.cjs export …`
// takes the arguments of `strapi export …`.
//
// Strapi's `export` and `import` commands first compile the whole TypeScript project into dist
// (`compileStrapi`: a type-checked compile of every file, 15-20 CPU seconds on a 2-core machine,
// with no option to skip it: strapi/strapi#27670), where `strapi start` runs dist as built. Here they
// load dist as built too: the transfer runs the code the running CMS runs, takes seconds less, needs
// no TypeScript on the server, and does not rewrite the deployed build under CMS processes loading
// it. Without a build yet (no dist), Strapi's own compile runs as before.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const strapiDir = path.join(__dirname, '..', 'node_modules', '@strapi', 'strapi');
// The same module instances the CLI requires (resolved from Strapi's own folder).
const core = require(require.resolve('@strapi/core', { paths: [strapiDir] }));
const tsUtils = require(require.resolve('@strapi/typescript-utils', { paths: [strapiDir] }));

const compileStrapi = core.compileStrapi;
core.compileStrapi = async (options = {}) => {
  const appDir = options.appDir ?? process.cwd();
  const distDir = await tsUtils.resolveOutDir(appDir);
  if (!distDir || !fs.existsSync(distDir)) return compileStrapi(options);
  return { appDir, distDir };
};

require(path.join(strapiDir, 'bin', 'strapi.js'));
