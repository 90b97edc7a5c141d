const babel = { configFile: './babel.jest.config.js' };
const transform = { '^.+\\.[jt]sx?$': ['babel-jest', babel] };
/** What the site, the server and the CMS agree on (tsconfig.json's `paths`). */
const contracts = { '^@contracts/(.*)$': '<rootDir>/cms/src/contracts/$1' };

/**
 * The CMS files that the PostgreSQL pass runs again: the ones whose outcome depends on the database
 * (its queries, unique indexes, conditional updates and locks, races between instances, data moved
 * into it). The rest (validation, permissions, headers, the admin's configuration, SMTP and S3
 * transport) runs on SQLite only: it goes through the same Strapi code whatever the database.
 */
const DATABASE_DEPENDENT = [
  'api.test.ts', // the seed and every submission type stored; repeat keys' unique indexes on a second boot
  'backup.test.ts', // a backup restored into the other database
  'crm-webhooks.test.ts', // the webhook claim's NOT EXISTS query, in SQL, behind a refused lead
  'crm-webhooks.postgres.test.ts', // several instances delivering one queue of CRM webhooks
  'instances.postgres.test.ts', // several instances on one database
  'leads.test.ts', // racing idempotency keys and case-insensitive addresses: unique indexes decide
  'lead-desk.test.ts', // the lead desk's filters by text and date in queries, its state rows' unique index
  'limits.test.ts', // the rate limit's PostgreSQL store
  'locales.test.ts', // the seed in two languages; slugs unique per language, by the guard's queries
  'newsletter.test.ts', // case-insensitive addresses, expiry by date
  'notification-cap.test.ts', // counts of emails in a time window
  'notification-claims.test.ts', // the outbox's conditional UPDATE, raced
  'notification-race.test.ts', // two instances on one outbox
  'migrations-sql.test.ts', // the migrations on PostgreSQL (the fixed pages': two runs at once)
  'privacy.test.ts', // finding a person's rows by text, erasure, retention by date
  'retention-race.test.ts', // retention runs overlapping on one database
  'scheduling.postgres.test.ts', // scheduled actions across instances
  'unanswered-questions.test.ts', // counting one question's day on its unique index, raced; sums and dates in queries
  'visit-counts.test.ts', // counts added to by one UPDATE under a unique key, raced; retention by day
  'visit-counts-scale.test.ts', // a million count rows: the Visits page grouped in SQL; the day's caps by query
];

// A renamed or deleted file must not silently leave the pass; every PostgreSQL-only file belongs in it.
{
  const fs = require('node:fs');
  const dir = `${__dirname}/cms/tests`;
  const missing = DATABASE_DEPENDENT.filter((file) => !fs.existsSync(`${dir}/${file}`));
  const unlisted = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.postgres.test.ts') && !DATABASE_DEPENDENT.includes(f));
  if (missing.length || unlisted.length)
    throw new Error(
      `jest.config.js DATABASE_DEPENDENT: missing ${missing.join(', ') || '-'}; unlisted ${unlisted.join(', ') || '-'}`,
    );
}

/**
 * The CMS files that build the site (into public/ and .cache/) or run Strapi's data transfer (which
 * writes its logs into cms/): one such folder per checkout, so these run one at a time. `npm test`
 * runs them in a jest process of their own (CMS_TEST_GROUP=site-builds) beside one running the rest
 * (CMS_TEST_GROUP=others); without CMS_TEST_GROUP jest runs both.
 */
const SITE_BUILDS = [
  'cms/tests/backup.test.ts', // npm run backup and restore (Strapi's data transfer)
  'cms/tests/page-migration.test.ts', // npm run build from the migrated CMS
  'cms/tests/uploads-s3.test.ts', // npm run backup and restore with the bucket
  'tests/integration/rebuild.test.ts', // the npm start stack, which builds
];

// A file that builds or transfers must be in SITE_BUILDS, or it would race the ones that do.
{
  const fs = require('node:fs');
  const files = ['cms/tests', 'tests/integration'].flatMap((dir) =>
    fs
      .readdirSync(`${__dirname}/${dir}`)
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => `${dir}/${f}`),
  );
  const building = files.filter((file) =>
    /\bnpmRun\(\s*'(build|backup|restore)'|\bstartStack\(/.test(fs.readFileSync(`${__dirname}/${file}`, 'utf8')),
  );
  const unlisted = building.filter((file) => !SITE_BUILDS.includes(file));
  const missing = SITE_BUILDS.filter((file) => !files.includes(file));
  if (unlisted.length || missing.length)
    throw new Error(
      `jest.config.js SITE_BUILDS: missing ${missing.join(', ') || '-'}; unlisted ${unlisted.join(', ') || '-'}`,
    );
}
const siteBuildPatterns = SITE_BUILDS.map((file) => `<rootDir>/${file}`);

/** Two projects: `unit` (pure logic and components, jsdom, HTTP mocked) and `cms` (a real Strapi on
 * a fresh SQLite file, or with CMS_TEST_DB=postgres on a fresh database of a throwaway PostgreSQL
 * cluster; no mocks). `npm test` runs unit, cms on both databases, then the browser suite (Playwright). */
module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: [
        '<rootDir>/src/**/*.test.ts?(x)',
        '<rootDir>/cms/src/**/*.test.ts',
        // Pure property tests of the rules, beside the CMS tests whose input generators
        // (tests/support/arbitraries.ts) they share.
        '<rootDir>/cms/tests/**/*.property.test.ts',
        '<rootDir>/server/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
        '<rootDir>/site-build/**/*.test.ts',
        // The patches' own tests, beside them (each drives the patched package's code).
        '<rootDir>/patches/*.test.ts',
        // The site's copy of gatsby-source-strapi, tested beside it.
        '<rootDir>/vendor/*/*.test.ts',
        // The bench's statistics (the bench itself runs only in `npm run bench` and its smoke).
        '<rootDir>/bench/*.test.ts',
        // The README's and docs/' relative links.
        '<rootDir>/tests/docs-links.test.ts',
        // The configuration schemas and docs/configuration.md agree.
        '<rootDir>/tests/config-docs.test.ts',
        // docs/public-api.md names the CMS's routes that take no login.
        '<rootDir>/tests/public-api-docs.test.ts',
        // The README's and docs/architecture.md's folder lists against the tree.
        '<rootDir>/tests/folder-lists.test.ts',
        // Every fixed wait in a test says why no event could be awaited (docs/testing.md).
        '<rootDir>/tests/fixed-waits.test.ts',
        // The test support's one wait helper: a start that keeps working is waited for.
        '<rootDir>/tests/support/until.test.ts',
        // No production dependency at a release a known advisory affects.
        '<rootDir>/tests/advisories.test.ts',
      ],
      transform,
      // feed (the insights' RSS, site-build/rss.ts) ships ES modules only.
      transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link|github-slugger|feed)/)'],
      moduleNameMapper: {
        ...contracts,
        // Before the next line, which would give a text import of a style sheet an object.
        '^!!raw-loader!': '<rootDir>/__mocks__/raw-mock.js',
        '\\.(css|scss)$': 'identity-obj-proxy',
        '\\.(png|jpe?g|gif|svg|webp)$': '<rootDir>/__mocks__/file-mock.js',
      },
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      globals: { __PATH_PREFIX__: '', __BASE_PATH__: '' },
      testEnvironmentOptions: { url: 'http://localhost/' },
    },
    {
      displayName: 'cms',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/cms/tests/**/*.test.ts', '<rootDir>/tests/integration/**/*.test.ts'],
      // *.postgres.test.ts need what only PostgreSQL offers (several instances on one database):
      // they run in the PostgreSQL pass (CMS_TEST_DB=postgres) only.
      testPathIgnorePatterns: [
        '/node_modules/',
        // Pure property tests run in the unit project.
        '\\.property\\.test\\.ts$',
        ...(process.env.CMS_TEST_DB === 'postgres' ? [] : ['\\.postgres\\.test\\.ts$']),
        ...(process.env.CMS_TEST_GROUP === 'others'
          ? SITE_BUILDS.map((file) => `/${file.replace(/\./g, '\\.')}$`)
          : []),
      ],
      // The PostgreSQL pass runs only what depends on the database (see DATABASE_DEPENDENT).
      ...(process.env.CMS_TEST_DB === 'postgres'
        ? { testMatch: DATABASE_DEPENDENT.map((file) => `<rootDir>/cms/tests/${file}`) }
        : {}),
      // One of the two groups that `npm test` runs side by side (see SITE_BUILDS).
      ...(process.env.CMS_TEST_GROUP === 'site-builds' ? { testMatch: siteBuildPatterns } : {}),
      transform,
      moduleNameMapper: contracts,
      globalSetup: '<rootDir>/tests/support/jest-global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/jest-global-teardown.ts',
    },
  ],
};
