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

export default defineConfig({
  testDir: './tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
