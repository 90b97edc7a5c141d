import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests: a real Strapi on a fresh SQLite file, a production build of the site made from it,
 * served by the project's own server, driven in Debian's Chromium (no browser download here).
 * tests/e2e/global-setup.ts starts all of it; tests/e2e/env.ts tells each test where it is.
 */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];

const desktop = { ...devices['Desktop Chrome'], channel: undefined };
const LIVE_STACK = ['**/admin-preview.spec.ts', '**/preview-parity.spec.ts', '**/seo.spec.ts'];
const CMS_STOPPING = ['**/forms.spec.ts', '**/chat.spec.ts', '**/visit-counts.spec.ts'];

export default defineConfig({
  testDir: './tests/e2e',
  // Screenshots are the browser's, whichever project (below) runs them.
  snapshotPathTemplate: '{testDir}/{testFileDir}/{testFileName}-snapshots/{arg}-chromium{-snapshotSuffix}{ext}',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two at a time on this 2-core machine: most of a browser test is waiting (for the CMS, a page, a
  // rebuild), and the specs that cannot share the machine's state with others have projects below.
  workers: 2,
  retries: 0,
  // `npm test` (scripts/test.mjs) also asks for the JSON report, for its list of the slowest tests.
  reporter: [
    ['list'],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE
      ? [['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE }] as const]
      : []),
  ],
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  projects: [
    // The specs that run the whole `npm start` stack (fixtures.ts's liveStack, one per worker): it builds
    // into the checkout's public/ and .cache/, so one worker, one stack, at a time.
    { name: 'live-stack', testMatch: LIVE_STACK, workers: 1, use: desktop },
    // The rest read the suite's one CMS and site (global-setup.ts), side by side, except…
    { name: 'shared', testIgnore: [...LIVE_STACK, ...CMS_STOPPING], use: desktop },
    // …the specs that stop the suite's CMS to show a visitor loses nothing while it is down, and count
    // what it stored, and the one that counts the page views the CMS counted (visit-counts.spec.ts):
    // after the others, one at a time.
    { name: 'cms-stopping', testMatch: CMS_STOPPING, dependencies: ['shared'], workers: 1, use: desktop },
  ],
});
