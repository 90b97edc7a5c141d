/**
 * Uploads in an S3-compatible bucket (S3_* settings, cms/src/contracts/uploads.ts), against a real S3
 * server on loopback (s3rver, its own folder and buckets) and one CMS pointed at it. Nothing mocked:
 * the CMS talks to the bucket through @strapi/provider-upload-aws-s3 and the AWS SDK over HTTP.
 *
 * The bucket is reached on 127.0.0.1 (S3_ENDPOINT, path style) and its files are published under
 * another address, http://localhost:<port>/<bucket> (S3_PUBLIC_URL, as a CDN would be), so a URL
 * built from the wrong one shows. Proved: the seed's images and an editor's upload (with every
 * resized format Strapi makes) become objects with the bytes the public URL serves and the stored
 * URL points at; nothing is written to the CMS's own uploads folder; the content API answers those
 * absolute URLs, which gatsby-source-strapi downloads as they are; the admin's CSP lets its media
 * library show them; the media library's type rules hold (an HTML page refused, nothing written; an SVG
 * stored sanitised; a PDF's object downloaded, as `Content-Disposition: attachment`, an image's shown);
 * deleting a file in the admin deletes its objects; an incomplete setting stops
 * the CMS at start, naming the missing setting; and `npm run backup` takes the
 * files from the bucket into the archive and `npm run restore` writes them into another bucket.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import {
  databaseEnv,
  freePort,
  freshDatabase,
  makeDataDir,
  rows,
  startCms,
  type CmsInstance,
} from '../../tests/support/cms';
import { npmRun } from '../../tests/support/npm-run';
import { adminToken, makeAdmin, uploadMedia } from '../../tests/support/admin';
import { sanitiseSvg } from '../src/uploads/svg';

jest.setTimeout(600_000);

const SEED_IMAGES = path.resolve(__dirname, '..', 'seed', 'images');
const BUCKET = 'meridian-media';
/** Where the backup is restored to: another bucket, as on a new machine. */
const RESTORED_BUCKET = 'meridian-restored';
const ROOT_PATH = 'media';
const CACHE_CONTROL = 'public, max-age=3600';
const editor = makeAdmin();

let s3: S3rver | undefined;
let s3Port: number;
let cms: CmsInstance | undefined;

/** The S3 API (what the CMS writes to) and the public address (what browsers and the build read). */
const endpoint = () => `http://127.0.0.1:${s3Port}`;
const publicUrl = (bucket = BUCKET) => `http://localhost:${s3Port}/${bucket}`;

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** Every key in the bucket, through the S3 API (ListObjectsV2). */
async function bucketKeys(bucket = BUCKET): Promise<string[]> {
  const response = await fetch(`${endpoint()}/${bucket}?list-type=2&max-keys=1000`);
  expect(response.status).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map(([, key]) => key).sort();
}

/** An object's bytes through the S3 API, or undefined when there is none. */
async function objectBytes(key: string, bucket = BUCKET): Promise<Buffer | undefined> {
  const response = await fetch(`${endpoint()}/${bucket}/${key}`);
  if (response.status === 404) return undefined;
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function download(url: string): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const response = await fetch(url);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}

interface Version {
  hash: string;
  ext: string;
  url: string;
  mime: string;
  width: number | null;
  height: number | null;
  /** In kilobytes, rounded to two decimals, as Strapi stores it. */
  size: number;
}

interface StoredFile extends Version {
  id: number;
  name: string;
  provider: string;
  /** The resized copies Strapi makes of an image (thumbnail, small, medium, large). */
  formats: Record<string, Version> | null;
}

const storedFiles = async (database: string) =>
  (
    await rows<Omit<StoredFile, 'formats'> & { formats: string | null }>(
      database,
      'SELECT id, name, hash, ext, url, mime, width, height, size, provider, formats FROM files ORDER BY id',
    )
  ).map((file): StoredFile => ({
    ...file,
    formats: file.formats ? (JSON.parse(file.formats) as Record<string, Version>) : null,
  }));

const versionsOf = (file: StoredFile): Version[] => [file, ...Object.values(file.formats ?? {})];
const keyOf = (version: Version) => `${ROOT_PATH}/${version.hash}${version.ext}`;
/** The keys a stored file and its resized formats must have in the bucket. */
const keysOf = (file: StoredFile) => versionsOf(file).map(keyOf);

/**
 * Each version of a file (the original, each resized format) is an object in the bucket holding what
 * Strapi recorded (its size; for an image, its dimensions), its URL is that object's key under the
 * public address, and fetching the URL gives the object's bytes. Returns the original's bytes.
 */
async function expectInBucket(file: StoredFile): Promise<Buffer> {
  const stored: Buffer[] = [];
  for (const version of versionsOf(file)) {
    expect(version.url).toBe(`${publicUrl()}/${keyOf(version)}`);
    const bytes = (await objectBytes(keyOf(version)))!;
    expect(bytes).toBeDefined();
    expect(Math.round(bytes.length / 10) / 100).toBe(Number(version.size));
    if (version.mime.startsWith('image/') && version.width) {
      const { width, height } = await sharp(bytes).metadata();
      expect({ width, height }).toEqual({ width: version.width, height: version.height });
    }
    const served = await download(version.url);
    expect(served.status).toBe(200);
    expect(sha256(served.bytes)).toBe(sha256(bytes));
    stored.push(bytes);
  }
  return stored[0];
}

function localUploads(dataDir: string): string[] {
  const dir = path.join(dataDir, 'public', 'uploads');
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((name) => !path.basename(name).startsWith('.'));
}

beforeAll(async () => {
  s3Port = await freePort();
  s3 = new S3rver({
    address: '127.0.0.1',
    port: s3Port,
    directory: makeDataDir('s3rver-'),
    silent: true,
    configureBuckets: [BUCKET, RESTORED_BUCKET].map((name) => ({ name, configs: [] })),
  });
  await s3.run();
});

afterAll(async () => {
  await cms?.stop();
  await s3?.close();
});

const s3Env = (bucket = BUCKET) => ({
  S3_BUCKET: bucket,
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: endpoint(),
  S3_FORCE_PATH_STYLE: 'true',
  // s3rver's built-in account: it refuses other keys and bad signatures.
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_PUBLIC_URL: publicUrl(bucket),
  S3_ROOT_PATH: ROOT_PATH,
  S3_CACHE_CONTROL: CACHE_CONTROL,
});

it('refuses to start with a bucket but no region, naming the setting', async () => {
  await expect(startCms({ env: { S3_BUCKET: BUCKET } })).rejects.toThrow(
    /Configuration: S3_BUCKET is set but S3_REGION is not/,
  );
});

it('keeps the seed and editors’ uploads in the bucket, serves them from its public address, and deletes them there', async () => {
  const dataDir = makeDataDir('cms-s3-');
  // Empty: the first start seeds its images into the bucket, which is what is tested.
  cms = await startCms({ dataDir, emptyDatabase: true, env: { ...s3Env(), ...editor.env } });

  // The seed's images: each in the bucket (as Strapi stores it: optimized, so not byte for byte the
  // seed file, but the same picture), each resized format too, and nothing else.
  const seeded = await storedFiles(cms.database);
  expect(seeded.length).toBeGreaterThanOrEqual(5);
  for (const file of seeded) {
    expect(file.provider).toBe('aws-s3');
    const original = await expectInBucket(file);
    const seedFile = await sharp(path.join(SEED_IMAGES, file.name)).metadata();
    const { width, height } = await sharp(original).metadata();
    expect({ width, height }).toEqual({ width: seedFile.width, height: seedFile.height });
  }
  expect(await bucketKeys()).toEqual(seeded.flatMap(keysOf).sort());
  expect(seeded.some((file) => Object.keys(file.formats ?? {}).length > 0)).toBe(true);

  // The admin panel may show them: its CSP allows the bucket's public origin, beside Strapi's own.
  const csp = (await fetch(`${cms.url}/admin`)).headers.get('content-security-policy') ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([key]) => key === name)
      ?.slice(1);
  expect(directive('img-src')).toEqual(
    expect.arrayContaining([
      "'self'",
      'data:',
      'blob:',
      'https://market-assets.strapi.io',
      `http://localhost:${s3Port}`,
    ]),
  );
  expect(directive('media-src')).toEqual(
    expect.arrayContaining(["'self'", 'data:', 'blob:', `http://localhost:${s3Port}`]),
  );

  // An editor uploads an image through the admin's media library.
  const jwt = await adminToken(cms.url, editor);
  // A photo, which Strapi resizes, and a vector logo, which it stores exactly as given.
  const photoBytes = fs.readFileSync(path.join(SEED_IMAGES, 'share.png'));
  const logoBytes = fs.readFileSync(path.join(SEED_IMAGES, 'logo-mark.svg'));
  const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  // The media library's types hold with a bucket too: a page is refused and nothing is written.
  const refused = await uploadMedia(cms.url, jwt, [
    { bytes: Buffer.from('<script>alert(1)</script>'), name: 'page.html', type: 'text/html' },
  ]);
  expect(refused.status).toBe(400);
  expect(await bucketKeys()).toEqual(seeded.flatMap(keysOf).sort());
  const upload = await uploadMedia(cms.url, jwt, [
    { bytes: photoBytes, name: 'office-photo.png', type: 'image/png' },
    { bytes: logoBytes, name: 'partner-logo.svg', type: 'image/svg+xml' },
    { bytes: pdfBytes, name: 'terms.pdf', type: 'application/pdf' },
  ]);
  expect(upload.status).toBe(201);
  const answered = (await upload.json()) as Array<{ id: number; name: string; url: string }>;
  const uploaded = (await storedFiles(cms.database)).filter((file) => answered.some(({ id }) => id === file.id));
  const photo = uploaded.find((file) => file.name === 'office-photo.png')!;
  const logo = uploaded.find((file) => file.name === 'partner-logo.svg')!;
  const pdf = uploaded.find((file) => file.name === 'terms.pdf')!;
  for (const file of [photo, logo, pdf]) {
    expect(file.provider).toBe('aws-s3');
    expect(answered.find(({ id }) => id === file.id)!.url).toBe(file.url);
  }
  const photoStored = await sharp(await expectInBucket(photo)).metadata();
  const photoGiven = await sharp(photoBytes).metadata();
  expect([photoStored.width, photoStored.height]).toEqual([photoGiven.width, photoGiven.height]);
  expect(Object.keys(photo.formats ?? {})).not.toHaveLength(0);
  // The logo as the sanitiser writes it (the same drawing: nothing in it could run).
  expect(sha256(await expectInBucket(logo))).toBe(sha256(Buffer.from(sanitiseSvg(logoBytes.toString('utf8'))!.svg)));
  expect(sha256(await expectInBucket(pdf))).toBe(sha256(pdfBytes));
  // What each object is served with: its checked type; anything but an image as a download.
  const servedAs = async (url: string) => {
    const { headers } = await download(url);
    return [headers.get('content-type'), headers.get('content-disposition')];
  };
  expect(await servedAs(pdf.url)).toEqual(['application/pdf', 'attachment']);
  expect(await servedAs(photo.url)).toEqual(['image/png', null]);
  expect(await servedAs(logo.url)).toEqual(['image/svg+xml', null]);
  // S3_CACHE_CONTROL goes with every object written.
  expect((await download(photo.url)).headers.get('cache-control')).toBe(CACHE_CONTROL);
  expect(await bucketKeys()).toEqual([...seeded, photo, logo, pdf].flatMap(keysOf).sort());

  // Nothing went to the CMS's own disk.
  expect(localUploads(dataDir)).toEqual([]);

  // The content API, as the site build reads it, answers the absolute public URLs, which
  // gatsby-source-strapi fetches as they are (it only prefixes URLs that do not start with "http").
  const services = (await (
    await fetch(`${cms.url}/api/services?populate=image`, { headers: { Authorization: `Bearer ${cms.token}` } })
  ).json()) as { data: Array<{ image: { url: string; formats: Record<string, { url: string }> } | null }> };
  expect(services.data.length).toBeGreaterThan(0);
  for (const { image: picture } of services.data) {
    expect(picture).not.toBeNull();
    for (const url of [picture!.url, ...Object.values(picture!.formats ?? {}).map((format) => format.url)]) {
      expect(url.startsWith(`${publicUrl()}/${ROOT_PATH}/`)).toBe(true);
      const served = await download(url);
      expect(served.status).toBe(200);
      expect(sha256(served.bytes)).toBe(sha256((await objectBytes(url.slice(publicUrl().length + 1)))!));
    }
  }

  // Deleting a file in the admin deletes its objects, resized formats included.
  for (const file of [photo, logo, pdf]) {
    const removal = await fetch(`${cms.url}/upload/files/${file.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${jwt}` },
    });
    expect(removal.status).toBe(200);
    for (const key of keysOf(file)) expect(await objectBytes(key)).toBeUndefined();
    expect((await download(file.url)).status).toBe(404);
  }
  expect(await bucketKeys()).toEqual(seeded.flatMap(keysOf).sort());
  expect((await storedFiles(cms.database)).map((file) => file.id)).toEqual(seeded.map((file) => file.id));
});

// What is checked about the files does not depend on the database: run in the SQLite pass, the
// file's only one.
it('backs up the files from the bucket and restores them into another bucket', async () => {
  const source = cms!;
  const before = await storedFiles(source.database);
  const backupDir = makeDataDir('backups-');
  // Encrypted, as every backup is by default (a key of the 32 characters a key needs at least).
  const key = crypto.randomBytes(24).toString('base64url');
  // strapi export downloads each file from its URL; strapi import uploads it through the provider.
  await npmRun('backup', [], {
    ...databaseEnv(source.database),
    ...s3Env(),
    CMS_PUBLIC_DIR: path.join(source.dataDir, 'public'),
    BUILD_TOKEN_FILE: path.join(source.dataDir, 'build-token'),
    BACKUP_DIR: backupDir,
    BACKUP_ENCRYPTION_KEY: key,
  });
  const archive = fs.readdirSync(backupDir).find((name) => name.endsWith('.tar.gz.enc')) ?? 'no archive';

  const targetDir = makeDataDir('cms-s3-restored-');
  const target = await freshDatabase(targetDir, { empty: true });
  await npmRun('restore', [path.join(backupDir, archive)], {
    ...databaseEnv(target),
    ...s3Env(RESTORED_BUCKET),
    CMS_PUBLIC_DIR: path.join(targetDir, 'public'),
    BUILD_TOKEN_FILE: path.join(targetDir, 'build-token'),
    BACKUP_ENCRYPTION_KEY: key,
  });

  // The same files (a restore may renumber their ids), each version's object copied byte for byte.
  const byHash = (files: StoredFile[]) => [...files].sort((a, b) => a.hash.localeCompare(b.hash));
  const restored = byHash(await storedFiles(target));
  const originals = byHash(before);
  expect(restored.map(({ name, hash }) => ({ name, hash }))).toEqual(
    originals.map(({ name, hash }) => ({ name, hash })),
  );
  for (const [index, file] of restored.entries()) {
    expect(file.provider).toBe('aws-s3');
    const originalVersions = versionsOf(originals[index]);
    for (const [n, version] of versionsOf(file).entries()) {
      expect(keyOf(version)).toBe(keyOf(originalVersions[n]));
      expect(version.url).toBe(`${publicUrl(RESTORED_BUCKET)}/${keyOf(version)}`);
      const copy = await objectBytes(keyOf(version), RESTORED_BUCKET);
      const original = await objectBytes(keyOf(version));
      expect(copy).toBeDefined();
      expect(sha256(copy!)).toBe(sha256(original!));
    }
  }
  expect(await bucketKeys(RESTORED_BUCKET)).toEqual(restored.flatMap(keysOf).sort());
  expect(localUploads(targetDir)).toEqual([]);
});
