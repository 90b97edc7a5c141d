/**
 * No disk for strangers (issue 64, item 2; cms/src/middlewares/multipart-guard.ts), on a real Strapi
 * whose temp folder (TMPDIR) is the test's own, so what a request leaves there is seen:
 *
 * - an anonymous 50 MB multipart body to every kind of path (a visitor's form route, the visit
 *   beacon, the content API and its upload, the admin's upload routes, the admin API, a path that
 *   does not exist) is refused (415, or 401 on the upload routes) and leaves the temp folder as it
 *   was; so does one with a forged token, and one from a signed-in role without the media library;
 * - an editor's upload through the admin's route is stored and leaves no temp file; nor does an
 *   upload refused (a file over the size limit, too many files, bad file details) or aborted halfway;
 * - the spec's four JSON calls still work.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { CMS_DIR, makeDataDir, rows, startCms, type CmsInstance } from '../../tests/support/cms';
import { adminToken, inviteAdmin, makeAdmin, uploadMedia } from '../../tests/support/admin';
import { eventRequestBody, postSubmission } from '../../tests/support/submissions';
import { until } from '../../tests/support/until';

jest.setTimeout(300_000);

// As the upload plugin counts them.
const MB = 1_000_000;
const owner = makeAdmin();
const SALES = {
  email: 'sam@meridianworks.example',
  password: 'Kestrel-Lamp-Orbit-31',
  firstname: 'Sam',
  lastname: 'Sales',
};
const PNG = fs.readFileSync(path.join(CMS_DIR, 'seed', 'images', 'author-clara.png'));

let cms: CmsInstance;
let tmp: string;
let ownerToken: string;

beforeAll(async () => {
  const dataDir = makeDataDir();
  tmp = path.join(dataDir, 'tmp');
  fs.mkdirSync(tmp);
  cms = await startCms({ dataDir, env: { ...owner.env, TMPDIR: tmp, FORM_MIN_SECONDS: '0' } });
  ownerToken = await adminToken(cms.url, owner);
});

afterAll(async () => {
  await cms?.stop();
});

/** Every file and folder under the CMS's temp folder. */
function tempFolder(): string[] {
  return (fs.readdirSync(tmp, { recursive: true }) as string[]).sort();
}

interface Answer {
  status: number;
  body: any;
}

/**
 * A multipart request with one file of `bytes` bytes (or `files` files of `bytes` each), streamed as
 * a browser or a script would send it; answers when the response has come, whether or not the server
 * read the whole body. `abort`: after `after` bytes the client waits for `when`, then goes away.
 */
function multipart(
  method: string,
  urlPath: string,
  {
    bytes,
    files = 1,
    token,
    fields = {},
    abort,
  }: {
    bytes: number;
    files?: number;
    token?: string;
    fields?: Record<string, string>;
    abort?: { after: number; when: Promise<unknown> };
  },
): Promise<Answer> {
  const boundary = `----meridian${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const fileHead = (index: number) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="file-${index}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length =
    chunks.reduce((sum, chunk) => sum + chunk.length, 0) +
    Array.from({ length: files }, (_, index) => fileHead(index).length + bytes + 2).reduce((a, b) => a + b, 0) -
    2 +
    tail.length;
  const url = new URL(urlPath, cms.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        headers: {
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': String(length),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: response.statusCode ?? 0, body });
        });
      },
    );
    request.on('error', (error) => {
      if (!abort) reject(error);
    });
    const block = Buffer.alloc(MB, 0x42);
    // Each file starts as a PDF does, so the media library's check of its content (src/uploads) lets it
    // on to the limits and checks these tests are about; not an image, which Strapi would shrink before
    // it measures the size.
    const firstBlock = Buffer.from(block);
    firstBlock.write('%PDF-1.7\n');
    let sent = 0;
    const send = async () => {
      const write = async (chunk: Buffer) => {
        if (abort && sent >= abort.after && !request.destroyed) {
          await abort.when;
          request.destroy();
          resolve({ status: 0, body: 'aborted' });
        }
        if (request.destroyed) return;
        sent += chunk.length;
        if (!request.write(chunk)) await new Promise((drained) => request.once('drain', drained));
      };
      for (const chunk of chunks) await write(chunk);
      for (let index = 0; index < files; index += 1) {
        if (index > 0) await write(Buffer.from('\r\n'));
        await write(fileHead(index));
        for (let left = bytes; left > 0; left -= MB) {
          const source = left === bytes ? firstBlock : block;
          await write(left >= MB ? source : source.subarray(0, left));
        }
      }
      await write(tail);
      if (!request.destroyed) request.end();
    };
    void send();
  });
}

describe('an anonymous 50 MB multipart body', () => {
  it.each([
    ['a visitor form route', 'POST', '/api/types/contactRequest', 415],
    ['the visit beacon', 'POST', '/api/types/count', 415],
    ['the content API', 'POST', '/api/articles', 415],
    ["the content API's upload", 'POST', '/api/upload', 415],
    ['the admin API', 'POST', '/admin/users', 415],
    ['the admin login', 'POST', '/admin/login', 415],
    ['a path that does not exist', 'POST', '/no/such/path', 415],
    ['a PUT to the content API', 'PUT', '/api/global', 415],
    ["the admin's upload", 'POST', '/upload', 401],
    ["the media library's upload", 'POST', '/upload/files', 401],
    ["the media library's replace", 'POST', '/upload/files/1/replace', 401],
    ["the admin's logos", 'POST', '/admin/project-settings', 401],
  ])('to %s (%s %s) is refused with %i and leaves the temp folder as it was', async (_, method, urlPath, status) => {
    const before = tempFolder();
    const answer = await multipart(method, urlPath, { bytes: 50 * MB });
    expect(answer.status).toBe(status);
    expect(answer.body.error.status).toBe(status);
    expect(answer.body.error.message).toBe(
      status === 415
        ? 'This address does not take multipart bodies: send JSON.'
        : 'Sign in to the admin to upload files.',
    );
    expect(tempFolder()).toEqual(before);
  });

  it("is refused on the admin's upload with a forged or expired token, or with an API token", async () => {
    const before = tempFolder();
    const forged = `${ownerToken.slice(0, -4)}AAAA`;
    for (const token of [forged, 'not-a-token', cms.token])
      expect((await multipart('POST', '/upload', { bytes: 50 * MB, token })).status).toBe(401);
    expect(tempFolder()).toEqual(before);
  });
});

it('refuses an upload from a signed-in admin whose role has no media library (Sales), before reading it', async () => {
  const salesToken = await inviteAdmin(cms.url, ownerToken, 'sales', SALES);
  const before = tempFolder();
  const answer = await multipart('POST', '/upload', { bytes: 50 * MB, token: salesToken });
  expect(answer.status).toBe(403);
  expect(answer.body.error.message).toBe('Your role may not upload files here.');
  expect(tempFolder()).toEqual(before);
});

it("stores an editor's upload through the admin's route and leaves no temp file", async () => {
  const before = tempFolder();
  const response = await uploadMedia(cms.url, ownerToken, [{ bytes: PNG, name: 'kept.png', type: 'image/png' }]);
  expect(response.status).toBe(201);
  const [file] = (await response.json()) as Array<{ name: string; size: number }>;
  expect(file.name).toBe('kept.png');
  expect(await rows(cms.database, 'SELECT name FROM files WHERE name = ?', 'kept.png')).toHaveLength(1);
  expect(tempFolder()).toEqual(before);
});

describe('an upload that fails leaves no temp file', () => {
  it('a file over the media limit (20 MB): 413 naming it, nothing stored', async () => {
    const before = tempFolder();
    const answer = await multipart('POST', '/upload', { bytes: 21 * MB, token: ownerToken });
    expect(answer.status).toBe(413);
    expect(answer.body.error.message).toBe('file-0.pdf exceeds size limit of 20 MB.');
    expect(await rows(cms.database, 'SELECT id FROM files WHERE name = ?', 'file-0.pdf')).toHaveLength(0);
    expect(tempFolder()).toEqual(before);
  });

  it('more than 20 files at once: 413, nothing stored', async () => {
    const before = tempFolder();
    const answer = await multipart('POST', '/upload', { bytes: 1000, files: 21, token: ownerToken });
    expect(answer.status).toBe(413);
    expect(answer.body.error.message).toBe('At most 20 files can be uploaded at once.');
    expect(await rows(cms.database, 'SELECT id FROM files WHERE name LIKE ?', 'file-%')).toHaveLength(0);
    expect(tempFolder()).toEqual(before);
  });

  it("file details the upload refuses: 400, where Strapi's parser kept the file", async () => {
    const before = tempFolder();
    const answer = await multipart('POST', '/upload', {
      bytes: 5 * MB,
      token: ownerToken,
      fields: { fileInfo: '{"folder": 999999}' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('the folder does not exist');
    expect(tempFolder()).toEqual(before);
  });

  it('text fields over their limit (1 MB): 413 naming the limit', async () => {
    const before = tempFolder();
    const answer = await multipart('POST', '/upload', {
      bytes: 1000,
      token: ownerToken,
      fields: { caption: 'x'.repeat(1_100_000) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body.error.message).toMatch(/^options\.maxFieldsSize \(1000000 bytes\) exceeded/);
    expect(tempFolder()).toEqual(before);
  });

  it('an upload the client abandons halfway', async () => {
    const before = tempFolder();
    // The client sends 30 of 50 MB, and goes away once the parser is writing them: the request's own
    // folder, with the file in it.
    const writing = until(
      'the upload being written',
      async () =>
        tempFolder().some((entry) => entry.startsWith('cms-upload-') && entry.includes(path.sep)) ? true : undefined,
      60_000,
    );
    const aborted = multipart('POST', '/upload', {
      bytes: 50 * MB,
      token: ownerToken,
      abort: { after: 30 * MB, when: writing },
    });
    await writing;
    expect((await aborted).body).toBe('aborted');
    await until(
      'the temp folder as it was',
      async () => (tempFolder().join() === before.join() ? true : undefined),
      30_000,
    );
    // The CMS is still there.
    expect((await fetch(`${cms.url}/_health`)).status).toBe(204);
  });
});

it("keeps the spec's four JSON calls", async () => {
  const calls: Array<[string, Record<string, unknown>, number]> = [
    ['contactRequest', { name: 'Ada Lovelace', email: 'ada@example.com', message: 'A quote, please.' }, 201],
    ['eventRequests', eventRequestBody(), 201],
    ['subscribtions', { email: 'reader@example.com', name: 'Reader' }, 202],
    ['chatbot', { name: 'Ada', email: '', lang: 'en', questions: [] }, 201],
  ];
  for (const [route, body, status] of calls)
    expect((await postSubmission(cms.url, route, body, { token: false })).status).toBe(status);
});
