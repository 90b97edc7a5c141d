// knip (`npm run lint`): files, exports, types and packages that nothing uses. It runs twice: as is
// (tests count as users, so it also checks the tests' own helpers) and with --production (only the
// shipped code, marked `!` below, counts), which finds an export that only tests use. An export its own
// file uses is no finding (ignoreExportsUsedInFile), so a test may import what its module uses anyway;
// one only tests use on purpose says so with `@internal` in its JSDoc. docs/architecture.md ("Lint and
// format") has the rules.

/**
 * Gatsby reads every graphql tag exported from a file under src/ (its query extraction looks inside
 * export declarations only, whatever the name): page queries and fragments, which queries spread by
 * the fragment's name, not by an import. Each such export is marked public for knip, as Gatsby sees it.
 */
const gatsbyQueries = (text) => text.replace(/^export const (\w+) = graphql`/gm, '/** @public */ $&');

const PRODUCTION = process.argv.includes('--production');

module.exports = {
  compilers: { ts: gatsbyQueries, tsx: gatsbyQueries },
  ignoreExportsUsedInFile: true,
  // The published package's compiled modules, kept as they are: what they export is not ours to trim.
  ignoreIssues: { 'vendor/gatsby-source-strapi/dist/*.js': ['exports'] },
  workspaces: {
    '.': {
      // Gatsby's plugin adds the pages as entries only where it finds no gatsby-config (knip 5.88) and
      // takes gatsby-node.ts for a config (not shipped code), so the hooks, pages and templates are
      // named here (their page query, Head and config exports are Gatsby's to read).
      gatsby: {
        config: ['gatsby-config.ts'],
        entry: ['gatsby-{browser,ssr}.tsx', 'src/pages/**/*.tsx', 'src/templates/*.tsx'],
      },
      // jest.config.js hands Babel this file in its transform options.
      babel: { config: ['babel.jest.config.js'] },
      entry: [
        'gatsby-{config,node}.ts!',
        // The npm scripts that build, serve and keep the site, and install the CMS (package.json): named
        // for --production, which reads only the start script (without it, knip reads them all and
        // calls these two redundant).
        'scripts/{start,develop,build,backup,restore}.ts!',
        ...(PRODUCTION ? ['server/cli.ts!', 'scripts/install-cms.mjs!'] : []),
        // Started by path: by server/gatsby-builder.ts, and by npm test (scripts/test.mjs).
        'scripts/gatsby-standby.mjs!',
        'tests/support/make-cms-template.ts',
        // The blocks without behaviour, which src/blocks/registry.tsx loads as one chunk and reads by name.
        'src/blocks/staticBlocks.ts!',
        // The form block, which the registry loads as a chunk of its own and reads by name.
        'src/blocks/FormBlock.tsx!',
        // The browser bundle's `prop-types`, an alias by path (site-build/gatsby-node/webpack.ts).
        'site-build/prop-types-stub.ts!',
      ],
      // The code that ships (`!`, for --production), apart from the tests' helpers and the tools for
      // developers (npm test's runner and what it reports, npm run busy-core, the icon drawer).
      project: [
        '**/*.{ts,tsx,js,mjs,cjs}!',
        '!{tests,bench,patches}/**!',
        '!src/testing/**!',
        '!src/{features/*,preview}/test*.{ts,tsx}!',
        '!jest.setup.ts!',
        '!scripts/{test.mjs,test-timings.ts,cpu-speed.ts,busy-core.mjs,favicon.ts}!',
      ],
      ignoreDependencies: [
        // The site server's and build's environment schemas are built with cms/src/contracts/env-kit.ts,
        // whose zod import resolves to the site's copy when the site imports it.
        'zod',
        // What Gatsby, jest, Playwright, Lighthouse and the CMS bring, used at their versions on
        // purpose: webpack and gatsby-cli (the build's own: site-build/, scripts/gatsby-standby.mjs),
        // source-map (webpack's, in a test), jsdom (jest's jsdom environment's), playwright-core
        // (@playwright/test's), chrome-launcher (Lighthouse's), pg (the CMS's, for the tests' clusters).
        'webpack',
        'gatsby-cli',
        'source-map',
        'jsdom',
        'playwright-core',
        'chrome-launcher',
        'pg',
      ],
    },
    cms: {
      entry: [
        // What Strapi loads by convention (no import names these files).
        'src/index.ts!',
        'config/*.ts!',
        'database/migrations/*.ts!',
        'src/api/*/{controllers,routes,services,policies,middlewares}/*.ts!',
        'src/middlewares/*.ts!',
        'src/extensions/*/strapi-server.ts!',
        'src/admin/app.tsx!',
        // The seed's content in each language, which src/seed/seed.ts reads whole, through one type for
        // every language, and by key; and a listed type's (src/seed/{type}.ts), which seed.ts imports
        // by the content registry's names: every file of src/seed but seed.ts and the tests.
        'src/seed/*.ts!',
        '!src/seed/{seed,*.test}.ts!',
        'scripts/*.{mjs,cjs}!',
        // Run by the root's jest (jest.config.js).
        'src/**/*.test.ts',
        'tests/**/*.test.ts',
      ],
      project: ['**/*.{ts,tsx,js,mjs,cjs}!', '!tests/**!'],
      ignoreDependencies: [
        // Named in config/ as Strapi's database client, email and upload providers and a plugin.
        'better-sqlite3',
        '@strapi/provider-email-nodemailer',
        '@strapi/provider-upload-aws-s3',
        'strapi-plugin-publisher',
        // What @strapi/strapi brings, used at its versions on purpose: knex (the database connection's
        // types), the admin's design system and icons, and the CLI's modules that
        // scripts/strapi-built.cjs resolves from Strapi's own folder.
        'knex',
        '@strapi/design-system',
        '@strapi/icons',
        '@strapi/core',
        '@strapi/typescript-utils',
        // A test checks the site's storage keys against Gatsby's scroll restoration (the site's copy).
        'gatsby-react-router-scroll',
      ],
    },
    'vendor/gatsby-source-strapi': {
      // A Gatsby plugin, not a site: its gatsby-node.js is its shipped code, not a config.
      gatsby: false,
      entry: ['gatsby-node.js!', '*.test.ts'],
      project: ['*.{js,ts}!', 'dist/*.js!'],
      // The compiled code needs Babel's runtime, which Gatsby installs; the test, Gatsby's utilities.
      ignoreDependencies: ['@babel/runtime', 'gatsby-core-utils'],
    },
    'bench/baseline': {
      // Its gatsby-config has no plugins, which knip's Gatsby plugin cannot read (knip 5.88).
      gatsby: false,
      entry: ['gatsby-config.ts!', 'src/pages/**/*.tsx!'],
    },
  },
};
