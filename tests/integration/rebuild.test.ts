/**
 * `npm start` for real: the CMS on a fresh SQLite file, a first build, then an editor publishes a new
 * home-page title through the admin API and the CMS's webhook makes the served site show it; an edit
 * that breaks the build leaves the last good site online and is reported.
 */
import { startStack, until, type Stack } from '../support/stack';

jest.setTimeout(420_000);

const HOME = 'api::home-page.home-page';
const GLOBAL = 'api::global.global';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.stop();
});

it('shows a published change on the served site, through the webhook', async () => {
  expect(await stack.heroTitle()).toBe('One partner from first plan to final handover');
  const first = await stack.status();
  const publishedAt = Date.now();
  await stack.publish(HOME, { title: 'Projects that land on time' });
  await until(
    'the new title to be served',
    async () => ((await stack.heroTitle()) === 'Projects that land on time' ? true : undefined),
    180_000,
    stack.log,
  );
  const after = await stack.status();
  expect(after.builds).toBeGreaterThan(first.builds);
  expect(after.lastSuccess).not.toBeNull();
  // Figures for the record only (timing goals belong to npm run bench).
  console.log(
    `cold full build ${first.lastSuccess?.durationMs} ms; publish-to-live ${Date.now() - publishedAt} ms ` +
      `(rebuild ${after.lastSuccess?.durationMs} ms)`,
  );
});

it('keeps the last good site online when an edit breaks the build, and says why', async () => {
  // Without published global settings the build refuses to produce a site.
  const { data } = await stack.contentManager('GET', `single-types/${GLOBAL}`);
  await stack.contentManager('POST', `single-types/${GLOBAL}/actions/unpublish`, data);
  const failure = await until(
    'the build to fail',
    async () => {
      const current = await stack.status();
      return current.lastFailure && current.state === 'idle' ? current.lastFailure : undefined;
    },
    180_000,
    stack.log,
  );
  expect(failure.error).toMatch(/global settings/);
  expect(await stack.heroTitle()).toBe('Projects that land on time');
  expect((await fetch(`${stack.siteUrl}/about`)).status).toBe(200);
});
