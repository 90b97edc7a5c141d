/**
 * Uploads that cannot run (docs/security.md#uploads), on a real CMS with its local uploads folder:
 * an Author (a real admin user with Strapi's Author role) uploads through the admin's own upload
 * route. What the media library does not accept (HTML, JavaScript, a PNG renamed .html, an HTML
 * page renamed .png, a batch with one such file) is refused with a 400 naming the file and what is
 * accepted, and leaves nothing stored: no row, no file. An SVG with a script and an event handler is
 * stored sanitised; a PDF, a PNG and a JPEG as given. Every `/uploads/*` response is served nosniff
 * and sandboxed, anything but an image as a download, and a type the library does not accept as
 * application/octet-stream (no page, no script), however its path is spelled. Files planted
 * in the uploads folder before the start (as a library from before these rules would hold) are
 * reported in the log.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { freshDatabase, makeDataDir, rows, startCms, type CmsInstance } from '../../tests/support/cms';
import { adminToken, inviteAdmin, makeAdmin, uploadMedia } from '../../tests/support/admin';
import { sanitiseSvg } from '../src/uploads/svg';

jest.setTimeout(300_000);

const SEED_IMAGES = path.resolve(__dirname, '..', 'seed', 'images');
const owner = makeAdmin();
const author = {
  email: 'author@meridianworks.example',
  password: `Au1-${crypto.randomBytes(18).toString('base64url')}`,
  firstname: 'Ada',
  lastname: 'Author',
};

const PNG = fs.readFileSync(path.join(SEED_IMAGES, 'share.png'));
const HTML = Buffer.from(
  '<!doctype html><html><body><script src="app.js"></script><script>fetch("/admin/access-token",{method:"POST"})</script></body></html>',
);
const JS = Buffer.from('fetch("/admin/access-token", { method: "POST", credentials: "include" });');
const HOSTILE_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" onload="fetch(\'/admin/access-token\',{method:\'POST\'})">' +
    '<script>fetch("/admin/access-token",{method:"POST"})</script><circle cx="10" cy="10" r="8" fill="#2f6fde"/></svg>',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let cms: CmsInstance;
let dataDir: string;
let token: string;

const uploadsDir = () => path.join(dataDir, 'public', 'uploads');
const uploadedFiles = () => (fs.readdirSync(uploadsDir(), { recursive: true }) as string[]).sort();
const fileRows = () =>
  rows<{ id: number; name: string; url: string; mime: string; ext: string }>(
    cms.database,
    'SELECT id, name, url, mime, ext FROM files ORDER BY id',
  );

beforeAll(async () => {
  dataDir = makeDataDir('cms-uploads-');
  const database = await freshDatabase(dataDir);
  // A library from before these rules: a page that loads a script, the script, an SVG with a script.
  fs.mkdirSync(uploadsDir(), { recursive: true });
  fs.writeFileSync(path.join(uploadsDir(), 'legacy-page.html'), HTML);
  fs.writeFileSync(path.join(uploadsDir(), 'app.js'), JS);
  fs.writeFileSync(path.join(uploadsDir(), 'legacy-logo.svg'), HOSTILE_SVG);
  cms = await startCms({ dataDir, database, env: owner.env });
  const ownerToken = await adminToken(cms.url, owner);
  token = await inviteAdmin(cms.url, ownerToken, 'strapi-author', author);
});

afterAll(async () => {
  await cms?.stop();
});

it('reports at start the files in the library that could run, and not the seed’s images', () => {
  const report = cms
    .log()
    .split('\n')
    .find((line) => line.includes('Uploads: 3 file(s) in the media library could run if opened'));
  expect(report).toBeDefined();
  expect(report).toContain('uploads/legacy-page.html (.html is not an accepted type)');
  expect(report).toContain('uploads/app.js (.js is not an accepted type)');
  expect(report).toMatch(/uploads\/legacy-logo\.svg \(an SVG with [^)]*script/);
  expect(report).toMatch(/onload/);
  expect(cms.log()).not.toContain('No upload security configuration found');
});

it('refuses what an Author may not upload, naming the file and what is accepted, and stores nothing', async () => {
  const refused: Array<[string, Array<{ bytes: Buffer; name: string; type: string }>, string]> = [
    ['page.html', [{ bytes: HTML, name: 'page.html', type: 'text/html' }], 'files ending in .html are not accepted'],
    ['app.js', [{ bytes: JS, name: 'app.js', type: 'text/javascript' }], 'files ending in .js are not accepted'],
    ['image.html', [{ bytes: PNG, name: 'image.html', type: 'text/html' }], 'files ending in .html are not accepted'],
    [
      'page.png',
      [{ bytes: HTML, name: 'page.png', type: 'image/png' }],
      'its content is not a file of a known type, not a PNG image',
    ],
    [
      'sneaky.png',
      [{ bytes: HTML, name: 'sneaky.png', type: 'text/html' }],
      'it was sent as text/html, which is not what its name (.png) says',
    ],
    [
      // One refused file refuses the batch: Strapi's own check would have stored the PNG beside it.
      'batch.html',
      [
        { bytes: PNG, name: 'fine.png', type: 'image/png' },
        { bytes: HTML, name: 'batch.html', type: 'text/html' },
      ],
      'files ending in .html are not accepted',
    ],
  ];
  const rowsBefore = await fileRows();
  const filesBefore = uploadedFiles();
  for (const [name, files, reason] of refused) {
    const response = await uploadMedia(cms.url, token, files);
    const body = (await response.json()) as { error: { status: number; name: string; message: string } };
    expect({ name, status: response.status, error: body.error }).toEqual({
      name,
      status: 400,
      error: expect.objectContaining({
        status: 400,
        name: 'ValidationError',
        message: `"${name}" was not uploaded: ${reason}. The media library accepts JPEG, PNG, WebP, GIF and AVIF images, PDF documents and SVG images (stored without scripts or links).`,
      }),
    });
  }
  expect(await fileRows()).toEqual(rowsBefore);
  expect(uploadedFiles()).toEqual(filesBefore);
});

it('stores an SVG sanitised, a PDF, a PNG and a JPEG, and serves every upload so that it cannot run', async () => {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f6fde' } })
    .jpeg()
    .toBuffer();
  const given: Array<{ bytes: Buffer; name: string; type: string }> = [
    { bytes: HOSTILE_SVG, name: 'badge.svg', type: 'image/svg+xml' },
    { bytes: PDF, name: 'terms.pdf', type: 'application/pdf' },
    { bytes: PNG, name: 'office.png', type: 'image/png' },
    { bytes: jpeg, name: 'team.jpg', type: 'image/jpeg' },
  ];
  const stored: Record<string, { url: string; mime: string }> = {};
  for (const file of given) {
    const response = await uploadMedia(cms.url, token, [file]);
    expect({ name: file.name, status: response.status }).toEqual({ name: file.name, status: 201 });
    const [answer] = (await response.json()) as Array<{ url: string; mime: string }>;
    stored[file.name] = answer;
  }
  expect(Object.fromEntries(Object.entries(stored).map(([name, { mime }]) => [name, mime]))).toEqual({
    'badge.svg': 'image/svg+xml',
    'terms.pdf': 'application/pdf',
    'office.png': 'image/png',
    'team.jpg': 'image/jpeg',
  });

  // The SVG on disk is the sanitised picture: the circle without the script or the handler.
  const svg = fs.readFileSync(path.join(dataDir, 'public', stored['badge.svg'].url), 'utf8');
  expect(svg).toBe(sanitiseSvg(HOSTILE_SVG.toString('utf8'))!.svg);
  expect(svg).toContain('<circle');
  expect(svg).not.toMatch(/script|onload|access-token/);
  expect(fs.readFileSync(path.join(dataDir, 'public', stored['terms.pdf'].url))).toEqual(PDF);

  const sandbox = { nosniff: 'nosniff', csp: "sandbox; default-src 'none'" };
  const served = async (url: string) => {
    const response = await fetch(`${cms.url}${url}`);
    await response.arrayBuffer();
    return {
      status: response.status,
      type: response.headers.get('content-type')?.split(';')[0],
      nosniff: response.headers.get('x-content-type-options'),
      csp: response.headers.get('content-security-policy'),
      disposition: response.headers.get('content-disposition'),
    };
  };
  const image = (type: string) => ({ status: 200, type, ...sandbox, disposition: null });
  const download = (type: string) => ({ status: 200, type, ...sandbox, disposition: 'attachment' });
  expect(await served(stored['badge.svg'].url)).toEqual(image('image/svg+xml'));
  expect(await served(stored['office.png'].url)).toEqual(image('image/png'));
  expect(await served(stored['team.jpg'].url)).toEqual(image('image/jpeg'));
  expect(await served(stored['terms.pdf'].url)).toEqual(download('application/pdf'));
  // The planted files, however the path is spelled (Strapi's public folder serves a path the upload
  // route does not match).
  // A type the library does not accept is not served as what it is: no page, no script.
  expect(await served('/uploads/legacy-page.html')).toEqual(download('application/octet-stream'));
  expect(await served('/uploads/app.js')).toEqual(download('application/octet-stream'));
  expect(await served('/%75ploads/legacy-page.html')).toEqual(download('application/octet-stream'));
  expect(await served('/uploads/legacy-logo.svg')).toEqual(image('image/svg+xml'));
  expect(await served('/uploads/missing.html')).toMatchObject({ status: 404, ...sandbox });
});

it('refuses a replacement the library would not accept, leaving the file as it was', async () => {
  const [file] = (await fileRows()).filter((row) => row.name === 'office.png');
  const before = fs.readFileSync(path.join(dataDir, 'public', file.url));
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(HTML)], { type: 'text/html' }), 'office.html');
  const response = await fetch(`${cms.url}/upload?id=${file.id}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(400);
  expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
    /^"office\.html" was not uploaded: files ending in \.html are not accepted\./,
  );
  expect(fs.readFileSync(path.join(dataDir, 'public', file.url))).toEqual(before);
  expect((await fileRows()).find((row) => row.id === file.id)).toEqual(file);
});
