/**
 * Uploads that cannot run (docs/security.md#uploads), in Chromium, on the browser suite's CMS: a
 * Super Admin, signed in to the admin, opens every kind of file an Author managed to upload (an SVG
 * with a script and an event handler, a PDF, a PNG) and files planted straight in the uploads folder
 * as a library from before these rules would hold them (an HTML page that loads a script, the script,
 * an SVG with a script). Each script would request a marker address and call `POST
 * /admin/access-token` (how a page could act with the admin's rights): neither request is ever made,
 * whether the file is opened as a page or the script is loaded by an admin page (`<script src>`, which
 * the admin's CSP allows for its own origin). Images still display in the admin's <img>, and the
 * media library says why it refused a page. The server side is proven in
 * cms/tests/uploads-security.test.ts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { inviteAdmin, uploadMedia } from '../support/admin';
import { OWNER_SIGN_IN, ownerToken, readEnv } from './env';
import { cmsAdmin, expect, signInToAdminPanel, test } from './fixtures';

// New names on every run of this file (Playwright runs beforeAll again after a failure).
const run = `${Date.now()}-${crypto.randomBytes(3).toString('hex')}`;
const AUTHOR = {
  firstname: 'Ari',
  lastname: 'Author',
  email: `uploads-author-${run}@example.com`,
  password: `Au1-${crypto.randomBytes(18).toString('base64url')}`,
};
/** What a script that ran would request: never a file, so nothing but a script asks for it. */
const MARKER = `/uploads/ran-${run}.png`;
const PAYLOAD = `fetch('${MARKER}');fetch('/admin/access-token',{method:'POST',credentials:'include'});document.title='ran';`;
const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" onload="${PAYLOAD.replace(/"/g, '&quot;')}"><script>${PAYLOAD}</script><circle cx="10" cy="10" r="8" fill="#2f6fde"/></svg>`;
const PNG = fs.readFileSync(path.resolve(__dirname, '..', '..', 'cms', 'seed', 'images', 'share.png'));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const PLANTED = {
  [`legacy-${run}.html`]: `<!doctype html><title>legacy</title><script src="legacy-${run}.js"></script><script>${PAYLOAD}</script>`,
  [`legacy-${run}.js`]: PAYLOAD,
  [`legacy-${run}.svg`]: HOSTILE_SVG,
};

/** The uploads' addresses: what the Author stored, then what was planted. */
const uploaded: Record<string, string> = {};

test.beforeAll(async () => {
  const env = readEnv();
  const token = await inviteAdmin(env.cmsUrl, await ownerToken(env, OWNER_SIGN_IN.uploads), 'strapi-author', AUTHOR);
  for (const file of [
    { bytes: Buffer.from(HOSTILE_SVG), name: `badge-${run}.svg`, type: 'image/svg+xml' },
    { bytes: PDF, name: `terms-${run}.pdf`, type: 'application/pdf' },
    { bytes: PNG, name: `office-${run}.png`, type: 'image/png' },
  ]) {
    const response = await uploadMedia(env.cmsUrl, token, [file]);
    expect(response.status).toBe(201);
    uploaded[file.name] = ((await response.json()) as Array<{ url: string }>)[0].url;
  }
  // What the Author could not upload.
  for (const [name, type] of [
    [`page-${run}.html`, 'text/html'],
    [`app-${run}.js`, 'text/javascript'],
  ])
    expect((await uploadMedia(env.cmsUrl, token, [{ bytes: Buffer.from(PAYLOAD), name, type }])).status).toBe(400);
  const uploadsDir = path.join(env.cmsDataDir, 'public', 'uploads');
  for (const [name, text] of Object.entries(PLANTED)) {
    fs.writeFileSync(path.join(uploadsDir, name), text);
    uploaded[name] = `/uploads/${name}`;
  }
});

test.afterAll(() => {
  const env = readEnv();
  for (const name of Object.keys(PLANTED))
    fs.rmSync(path.join(env.cmsDataDir, 'public', 'uploads', name), { force: true });
});

/** Opens `url` as a page: shown, or (Content-Disposition: attachment) downloaded. */
async function openAsPage(page: Page, url: string): Promise<'shown' | 'downloaded'> {
  const download = page.waitForEvent('download');
  try {
    await page.goto(url);
    download.catch(() => undefined);
    return 'shown';
  } catch (error) {
    if (!/Download is starting/.test(String(error))) throw error;
    await (await download).cancel();
    return 'downloaded';
  }
}

test('a signed-in Super Admin opens every upload and no script in them runs', async ({ page, env, context }) => {
  test.setTimeout(120_000);
  await signInToAdminPanel(page, env, cmsAdmin(env));
  await page.getByRole('link', { name: 'Content Manager' }).first().waitFor();

  // A tab of its own for the uploads, watched from the first request: the admin's own tab renews its
  // session through /admin/access-token, so only what the uploads' tab asks counts.
  const tab = await context.newPage();
  const asked: string[] = [];
  tab.on('request', (request) => asked.push(`${request.method()} ${new URL(request.url()).pathname}`));

  const opened: Record<string, string> = {};
  for (const [name, url] of Object.entries(uploaded)) {
    opened[name] = await openAsPage(tab, `${env.cmsUrl}${url}`);
    if (opened[name] === 'shown') expect(await tab.title()).not.toBe('ran');
  }
  expect(opened).toEqual({
    [`badge-${run}.svg`]: 'shown',
    [`terms-${run}.pdf`]: 'downloaded',
    [`office-${run}.png`]: 'shown',
    [`legacy-${run}.html`]: 'downloaded',
    [`legacy-${run}.js`]: 'downloaded',
    [`legacy-${run}.svg`]: 'shown',
  });
  // One more page, so that anything the last one started has been reported before the check.
  await tab.goto(`${env.cmsUrl}${uploaded[`office-${run}.png`]}`);
  expect(asked.filter((request) => request.includes(MARKER) || request.includes('/admin/access-token'))).toEqual([]);
  // Only the files themselves were asked for: no script fetched anything.
  expect(new Set(asked.map((request) => request.split(' ')[1]))).toEqual(
    new Set(Object.values(uploaded).map((url) => new URL(url, env.cmsUrl).pathname)),
  );

  // An admin page that loads the planted script (as an injection into the admin could): the admin's
  // CSP allows scripts of its own origin, but the file is not served as a script, so it never runs.
  const adminAsked: string[] = [];
  page.on('request', (request) => adminAsked.push(new URL(request.url()).pathname));
  const loaded = await page.evaluate(
    (src) =>
      new Promise<string>((resolve) => {
        const script = document.createElement('script');
        script.src = src;
        script.onload = () => resolve('ran');
        script.onerror = () => resolve('refused');
        document.head.append(script);
      }),
    uploaded[`legacy-${run}.js`],
  );
  expect(loaded).toBe('refused');
  expect(adminAsked).not.toContain(MARKER);

  // Images still display where the admin (and the site) shows them: in an <img>.
  for (const name of [`office-${run}.png`, `badge-${run}.svg`]) {
    const width = await page.evaluate(
      (src) =>
        new Promise<number>((resolve) => {
          const image = new Image();
          image.onload = () => resolve(image.naturalWidth);
          image.onerror = () => resolve(0);
          image.src = src;
        }),
      uploaded[name],
    );
    expect({ name, shown: width > 0 }).toEqual({ name, shown: true });
  }
});

test('the media library tells the editor why a page was refused', async ({ page, env }) => {
  await signInToAdminPanel(page, env, AUTHOR);
  await page.goto(`${env.cmsUrl}/admin/plugins/upload`);
  await page.getByRole('heading', { name: /^Home/ }).waitFor();
  // The page's own file input (behind "New" and the drop zone): the media library uploads each file.
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: `flyer-${run}.html`,
      mimeType: 'text/html',
      buffer: Buffer.from(PLANTED[`legacy-${run}.html`]),
    });
  await expect(
    page.getByText(`"flyer-${run}.html" was not uploaded: files ending in .html are not accepted.`).first(),
  ).toBeVisible();
});
