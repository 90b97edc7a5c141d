// ESLint for the whole repository: the site (src/, gatsby-*), the site server (server/), the scripts,
// the benchmark, the tests and the CMS's own code (cms/src, cms/config). `npm run lint` runs it with
// --max-warnings 0, then Prettier's check; `npm test` runs `npm run lint` first.
//
// TypeScript is linted with type information: each file is checked against the nearest tsconfig.json
// (the root's for the site, server, scripts and tests; cms/tsconfig.json for cms/src and cms/config;
// cms/src/admin/tsconfig.json for the admin panel).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS = ['**/*.ts', '**/*.tsx'];
// A feature's own test helpers (the chat's testRender.tsx) are tests' code too.
const TESTS = [
  '**/*.test.ts',
  '**/*.test.tsx',
  'src/features/*/testRender.tsx',
  'tests/**',
  'cms/tests/**',
  '__mocks__/**',
  'jest.setup.ts',
];
// The CMS's unit tests beside its code are type-checked with its suites (cms/tests/tsconfig.json),
// but their nearest tsconfig is the CMS's, which leaves tests out, so they are linted without type
// information. cms/tests has its own tsconfig.json and is linted and type-checked like the site.
const UNTYPED_TS = ['cms/src/**/*.test.ts', 'bench/baseline/**'];

/**
 * The layers of the site, lowest first (README, "Architecture"). A layer may import the ones listed
 * for it; features never import each other (imports inside one feature's folder are its own business).
 * Type-only imports of the composition root are allowed everywhere: the store's types are composed
 * from the features' slices, so a thunk or a typed hook necessarily names them.
 */
const ELEMENTS = [
  { type: 'config', pattern: 'src/config' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'components', pattern: 'src/components' },
  { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
  { type: 'blocks', pattern: 'src/blocks' },
  { type: 'views', pattern: 'src/views' },
  { type: 'shell', pattern: 'src/shell' },
  { type: 'preview', pattern: 'src/preview' },
  { type: 'templates', pattern: 'src/templates' },
  { type: 'app', pattern: 'src/app' },
  { type: 'pages', pattern: 'src/pages' },
  // Helpers for the unit tests (the build's HTML of a component, to hydrate): tests only.
  { type: 'testing', pattern: 'src/testing' },
  { type: 'server', pattern: 'server' },
  { type: 'scripts', pattern: 'scripts' },
  // What the site's build loads (gatsby-config and gatsby-node): its settings, the CMS's address and
  // token, the webpack plugins and the HTML the build adds. The npm scripts are in scripts/.
  { type: 'site-build', pattern: 'site-build' },
  { type: 'bench', pattern: 'bench' },
  // The tests of patches/*.patch: they drive the patched packages and import nothing of the project.
  { type: 'patches', pattern: 'patches' },
  { type: 'cms-tests', pattern: 'cms/tests' },
  // What the site, the site server and the CMS must agree on, imported by one name (@contracts/*)
  // outside the CMS: the submission rules, the retention periods, the preview credential, where
  // uploads live, the rebuild status and the rule for secrets. It imports nothing of either side.
  { type: 'contracts', pattern: 'cms/src/contracts' },
  { type: 'tests', pattern: 'tests' },
  { type: 'cms', pattern: 'cms' },
].map((element) => ({ ...element, partialMatch: false }));

/** Single files with a role of their own. */
const FILES = [
  { category: 'submission-seam', pattern: 'src/lib/submission.ts' },
  // The page-view beacon (cms/src/contracts/beacon.ts), in every page's first load: apart from the rules.
  { category: 'count-seam', pattern: 'src/lib/counts.ts' },
  // The fixed pages' slugs and routes (cms/src/contracts/pages.ts), for the build's page queries.
  { category: 'pages-seam', pattern: 'src/lib/pages.ts' },
  // The site's locales (cms/src/contracts/locales.ts), for the build's queries and pages.
  { category: 'locale-seam', pattern: 'src/lib/locale.ts' },
  // The names of the cookies and storage keys (cms/src/contracts/browser-storage.ts), which the privacy notice names.
  { category: 'storage-seam', pattern: 'src/lib/browserStorage.ts' },
  // The CMS types the build sources (the content registry's), populated by the blocks' CMS schemas (Node only).
  { category: 'sourced-types', pattern: 'site-build/sourced-types.ts' },
  // The sections and the routed types' templates (the content registry's), for createPages (Node only).
  { category: 'routed-types', pattern: 'site-build/routed-types.ts' },
  // The kinds of the site's pages, a listed type's read from the content registry as a type (no bytes in pages).
  { category: 'page-kinds', pattern: 'src/lib/pageKinds.ts' },
  // The pure mapping of the CMS's drafts to the data of the pages' views (src/views), which the site server runs for the
  // draft preview (it maps to the site's own GraphQL types, so it lives with the site).
  // (./testFixtures.ts: the same, as the unit tests call it.)
  { category: 'preview-mapper', pattern: 'src/preview/{mapper,testFixtures}.ts' },
  // The normalisation and shaping of a draft, by the CMS's schemas (read from disk): Node only, as the mapper.
  { category: 'preview-node', pattern: 'src/preview/{mapper,nodes,testFixtures}.ts' },
  // The preview's unit tests check it against the content registry (every routed type's uploads sized).
  { category: 'preview-tests', pattern: 'src/preview/*.test.ts' },
  // Which addresses the preview shows (the site's reserved paths are not landing pages), for the
  // mapper and the preview page's own address check.
  { category: 'preview-routes', pattern: 'src/preview/routes.ts' },
  // Where each locale's preview page is, for the build that makes them and the site server that serves them.
  { category: 'preview-page-path', pattern: 'src/preview/pagePath.ts' },
  { category: 'gatsby-api', pattern: 'gatsby-*.{ts,tsx}' },
  // gatsby-node.ts's hooks, one module per job, which gatsby-node.ts only re-exports: they read the
  // site's content types, queries and page rules as gatsby-node itself may.
  { category: 'gatsby-api', pattern: 'site-build/gatsby-node/*.ts' },
  // What the search dialog reads of the index's records (pure), for the site server that writes the index.
  { category: 'search-results', pattern: 'src/features/search/results.ts' },
  // The page builder's types and populate derived from the CMS's component schemas (Node only), which
  // the site server's draft preview asks the CMS with, as the build does.
  { category: 'blocks-schema', pattern: 'src/blocks/schema.ts' },
  // The test that every block is whole checks each piece, wherever it lives: the CMS's admin labels
  // and the draft preview's mapping too.
  { category: 'blocks-completeness', pattern: 'src/blocks/completeness.test.ts' },
  // The seed's content (pure data, no Strapi): the bench measures the seeded site's pages at the seed's
  // own slugs (bench/routes.ts), as the browser tests open them.
  { category: 'seed-content', pattern: 'cms/src/seed/{content,content.de,insights,insights.de,case-study}.ts' },
  // The bench's routes, ordered by the site's own rules (src/lib), and the test that they are pages the
  // build makes: it plans the seed's pages with those rules, as gatsby-node does.
  { category: 'bench-routes', pattern: 'bench/routes{,.test}.ts' },
];

const to = (...types) => ({ to: { element: { types: types.length === 1 ? types[0] : { anyOf: types } } } });
const allow = (from, ...types) => ({ from: { element: { type: from } }, allow: to(...types) });

const LAYER_POLICIES = [
  allow('contracts'),
  allow('config'),
  // The seam: in the site, only src/lib/submission.ts imports the contracts (the submission rules and
  // the retention periods), and the rest of the site imports them from there.
  { from: { file: { categories: 'submission-seam' } }, allow: to('contracts') },
  { from: { file: { categories: 'count-seam' } }, allow: to('contracts') },
  { from: { file: { categories: 'preview-mapper' } }, allow: to('contracts') },
  { from: { file: { categories: 'preview-routes' } }, allow: to('contracts') },
  { from: { file: { categories: 'preview-tests' } }, allow: to('contracts') },
  { from: { file: { categories: 'pages-seam' } }, allow: to('contracts') },
  { from: { file: { categories: 'locale-seam' } }, allow: to('contracts') },
  { from: { file: { categories: 'storage-seam' } }, allow: to('contracts') },
  { from: { file: { categories: 'sourced-types' } }, allow: { to: { file: { categories: 'blocks-schema' } } } },
  // The sourced types are the content registry's (cms/src/contracts/content-types.ts), populated here.
  { from: { file: { categories: 'sourced-types' } }, allow: to('contracts') },
  { from: { file: { categories: 'routed-types' } }, allow: to('contracts') },
  // The page kinds: the listed types' from the registry, as types only; the build adds them at run time.
  { from: { file: { categories: 'page-kinds' } }, allow: { ...to('contracts'), dependency: { kind: 'type' } } },
  { from: { file: { categories: 'routed-types' } }, allow: { to: { file: { categories: 'page-kinds' } } } },
  allow('lib', 'config'),
  // Test support (rendering under a locale, inside the app's store): the catalogues, the translator
  // and the store. Only tests import it (below).
  allow('testing', 'config', 'lib', 'app'),
  allow('components', 'config', 'lib'),
  allow('feature', 'config', 'lib', 'components'),
  // The page builder's blocks compose shared components and features (the forms), like a page body.
  allow('blocks', 'config', 'lib', 'components', 'feature'),
  // A page's body given its query's data (the live page's and its draft's): the articles' and case
  // studies' render their blocks through the registry.
  allow('views', 'config', 'lib', 'components', 'feature', 'blocks'),
  allow('shell', 'config', 'lib', 'components', 'feature'),
  allow('preview', 'config', 'lib', 'components', 'feature', 'blocks'),
  allow('app', 'config', 'lib', 'components', 'feature', 'shell'),
  allow('pages', 'config', 'lib', 'components', 'feature', 'views', 'blocks'),
  // The draft preview's page composes like the composition root: the shell, the views, the preview's
  // own pieces and the features it opens (the chat panel on a FAQ or chatbot draft).
  allow('templates', 'config', 'lib', 'components', 'feature', 'views', 'shell', 'preview', 'blocks'),
  // gatsby-browser/-ssr hand the composition root to Gatsby; gatsby-config/-node read the CMS settings
  // and declare the blocks' types (src/blocks/schema.ts); gatsby-node skips the fixed pages (src/lib/pages.ts).
  { from: { file: { categories: 'gatsby-api' } }, allow: to('app', 'site-build', 'config', 'blocks', 'lib') },
  // The preview pages' paths: gatsby-node makes one per locale, gatsby-ssr gives each its <html lang>.
  { from: { file: { categories: 'gatsby-api' } }, allow: { to: { file: { categories: 'preview-page-path' } } } },
  // Type-only imports of the store's types (see above).
  {
    from: {
      element: {
        types: { anyOf: ['lib', 'components', 'feature', 'blocks', 'views', 'shell', 'preview', 'pages', 'templates'] },
      },
    },
    allow: { ...to('app'), dependency: { kind: 'type' } },
  },
  // The Node side never reaches into the site's code; the site server is a library for the scripts.
  allow('server'),
  { from: { element: { type: 'server' } }, allow: to('contracts') },
  { from: { element: { type: 'server' } }, allow: { to: { file: { categories: 'preview-mapper' } } } },
  { from: { element: { type: 'server' } }, allow: { to: { file: { categories: 'blocks-schema' } } } },
  // The draft preview reads each type with the build's populate.
  { from: { element: { type: 'server' } }, allow: { to: { file: { categories: 'sourced-types' } } } },
  { from: { element: { type: 'server' } }, allow: { to: { file: { categories: 'preview-page-path' } } } },
  { from: { element: { type: 'server' } }, allow: { to: { file: { categories: 'search-results' } } } },
  { from: { file: { categories: 'blocks-completeness' } }, allow: to('preview', 'cms') },
  // The preview page's bundle takes only types of the mapping, which reads files (the site server runs it).
  {
    from: { element: { types: { anyOf: ['templates', 'pages', 'views', 'shell', 'app'] } } },
    disallow: {
      to: { file: { categories: { anyOf: ['preview-node', 'blocks-schema'] } } },
      dependency: { kind: 'value' },
    },
  },
  allow('site-build', 'server'),
  allow('scripts', 'server', 'site-build', 'contracts'),
  allow('bench', 'server', 'scripts', 'site-build', 'tests', 'contracts'),
  { from: { element: { type: 'bench' } }, allow: { to: { file: { categories: 'seed-content' } } } },
  { from: { file: { categories: 'bench-routes' } }, allow: to('lib') },
  allow('patches'),
  // The integration and browser tests drive the real CMS, server and scripts. Test support is in one
  // place, tests/support, which the CMS suites (cms/tests) and the benchmark import; nothing imports
  // a CMS suite.
  allow('tests', 'server', 'scripts', 'site-build', 'cms', 'config', 'contracts'),
  allow('cms-tests', 'cms', 'server', 'tests', 'contracts'),
  // The CMS is its own app with its own dependencies: it imports nothing from the site.
  allow('cms', 'contracts'),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      'public/',
      '.cache/',
      '.site/',
      '.tmp/',
      'static/',
      'test-results/',
      'playwright-report/',
      'bench/.work/',
      'bench/baseline/public/',
      'bench/baseline/.cache/',
      'src/gatsby-types.d.ts',
      'cms/dist/',
      'cms/build/',
      // The site's copy of gatsby-source-strapi: the published package's compiled files, changed in place.
      'vendor/*/dist/',
      'vendor/*/gatsby-node.js',
      'vendor/*/index.js',
      'cms/.tmp/',
      'cms/.strapi/',
      'cms/public/',
      'cms/types/generated/',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: {
      'boundaries/elements': ELEMENTS,
      'boundaries/files': FILES,
      'import/resolver': {
        typescript: { project: ['tsconfig.json', 'cms/tsconfig.json'], noWarnOnMultipleProjects: true },
        node: true,
      },
    },
  },
  js.configs.recommended,
  {
    files: TS,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `void promise` is how this code base says "fire and forget, on purpose".
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      // JSX event props take functions returning a promise all the time (onSubmit={form.handleSubmit}).
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: UNTYPED_TS,
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Strapi's query results, services and Koa's request body are typed `any`: the no-unsafe-* rules
    // would flag every use of them (about 190 in 34 files) and say nothing about real mistakes. The
    // promise rules, which catch real ones, stay on.
    files: ['cms/src/**/*.ts', 'cms/config/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    files: ['src/**/*.tsx', 'gatsby-*.tsx', 'cms/src/admin/**/*.tsx', '__mocks__/**/*.tsx', 'bench/baseline/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  {
    // The rules of hooks and complete effect dependencies (with useEffectEvent for what an effect reads
    // but must not re-run on). Version 7's React Compiler rules are left for when the compiler is used.
    files: ['src/**/*.ts', 'src/**/*.tsx', 'gatsby-*.tsx', 'cms/src/admin/**/*.tsx', '__mocks__/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Images render as plain pictures (src/components/Picture.tsx), and every page leaves out the styles
    // and script that GatsbyImage needs (src/app/imagePluginHead.ts): it would render unstyled.
    files: ['src/**/*.ts', 'src/**/*.tsx', 'gatsby-*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'gatsby-plugin-image',
              importNames: ['GatsbyImage', 'StaticImage'],
              message: 'Use src/components/Picture.tsx: pages leave out the styles GatsbyImage needs.',
            },
          ],
        },
      ],
    },
  },
  {
    files: TESTS,
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: {
      // jest.mock factories and test doubles are untyped by nature.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      // expect(mock.method).toHaveBeenCalled() passes a method on purpose.
      '@typescript-eslint/unbound-method': 'off',
      // Test doubles implement async interfaces without awaiting anything.
      '@typescript-eslint/require-await': 'off',
      // JSON answers of the real CMS and server are read as they come.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: [
      'src/**',
      'gatsby-*',
      'server/**',
      'scripts/**',
      'site-build/**',
      'patches/**',
      'bench/**',
      'tests/**',
      'cms/src/**',
      'cms/config/**',
      'cms/tests/**',
    ],
    ignores: ['bench/baseline/**'],
    plugins: { boundaries },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: LAYER_POLICIES }],
    },
  },
  {
    // Tests of a layer may also use the composition root (a real store) to test it in place.
    files: TESTS,
    plugins: { boundaries },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...LAYER_POLICIES,
            {
              from: { element: { types: { anyOf: ['lib', 'components', 'feature', 'blocks', 'shell'] } } },
              allow: to('app'),
            },
            {
              from: {
                element: { types: { anyOf: ['lib', 'components', 'feature', 'blocks', 'views', 'shell', 'app'] } },
              },
              allow: to('testing'),
            },
            // The site server's tests use the one test support (tests/support: its HTTP client, the wait).
            { from: { element: { type: 'server' } }, allow: to('tests') },
            // A view's tests render the draft preview's data (the mapper's, run in Node) as the preview page does.
            { from: { element: { type: 'views' } }, allow: { to: { file: { categories: 'preview-mapper' } } } },
          ],
        },
      ],
    },
  },
);
