/**
 * Backup and restore round trip with the real scripts, as an operator runs them: a CMS on SQLite
 * with its seed, visitors' submissions and an image an editor uploaded and put on the site (a
 * service's picture, and a new home page title, both published) -> `npm run backup` (encrypted) ->
 * `npm run restore` (refused over the database it came from, which holds submissions; refused, even
 * with --replace, for the archive with one byte changed, cut short, with another key, or in Strapi's
 * legacy format, leaving that database as it was) into a fresh
 * database (SQLite in the SQLite pass, PostgreSQL in the PostgreSQL pass) and a fresh uploads folder
 * -> a CMS on the restored data holds the same rows and files, its content API answers the same
 * (with the editor's published title), and it serves every picture those answers name, byte for byte
 * the source's: all that a site build reads from it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  databaseEnv,
  freshDatabase,
  freshSqliteDatabase,
  makeDataDir,
  rows,
  startCms,
  type CmsInstance,
} from '../../tests/support/cms';
import { testDatabaseClient } from '../../tests/support/postgres';
import { withoutLastChunk } from '../../tests/support/backups';
import { npmRun } from '../../tests/support/npm-run';
import { adminApiAs, adminToken, uploadMedia, withHeroTitle } from '../../tests/support/admin';

jest.setTimeout(900_000);

const ROOT = path.resolve(__dirname, '..', '..');
/** Strapi's data transfer diagnostic logs, which it writes into cms/. */
const transferLogsInCms = () =>
  fs.readdirSync(path.join(ROOT, 'cms')).filter((name) => /^(export|import)_\d+\.log$/.test(name));
const EDITOR = { email: 'backup.editor@example.com', password: 'Velvet-Canyon-Ember-58' };
const KEY = crypto.randomBytes(16).toString('hex');
const TITLE = `Restored from backup ${crypto.randomBytes(4).toString('hex')}`;

const SUBMISSION_QUERIES = [
  'SELECT document_id, name, email, message FROM contact_requests ORDER BY document_id',
  'SELECT document_id, name, email, event_type, date, guests FROM event_requests ORDER BY document_id',
  'SELECT document_id, email, date FROM subscriptions ORDER BY document_id',
  'SELECT document_id, email, industry, questions FROM chatbot_transcripts ORDER BY document_id',
  'SELECT name, hash, ext, mime, size, url FROM files ORDER BY name',
];

const dump = (database: string) => Promise.all(SUBMISSION_QUERIES.map((sql) => rows(database, sql)));

/** What the site build reads, without the database's own row ids (a restore may renumber them). */
async function contentApi(cms: CmsInstance) {
  const withoutIds = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value, (key, inner) => (key === 'id' ? undefined : inner)));
  const paths = [
    'global?populate=*',
    'pages?populate=*&sort=slug',
    'services?populate=image&sort=order',
    'faq-groups?populate=entries&sort=level',
    'chatbot-setting',
  ];
  return Promise.all(
    paths.map(async (apiPath) =>
      withoutIds(
        await (await fetch(`${cms.url}/api/${apiPath}`, { headers: { Authorization: `Bearer ${cms.token}` } })).json(),
      ),
    ),
  );
}

const uploadsOf = (dataDir: string) => {
  const dir = path.join(dataDir, 'public', 'uploads');
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((name) => !name.startsWith('.'))
      .sort()
      .map((name) => [
        name,
        crypto
          .createHash('sha256')
          .update(fs.readFileSync(path.join(dir, name)))
          .digest('hex'),
      ]),
  );
};

let source: CmsInstance;
let restored: CmsInstance | undefined;

afterAll(async () => {
  await source?.stop();
  await restored?.stop();
});

it('restores content, submissions and uploads from a backup into a fresh database', async () => {
  const sourceDir = makeDataDir('backup-source-');
  // On SQLite in both passes (the PostgreSQL pass restores it into the other database): a copy of the
  // run's seeded SQLite template (npm test gives the PostgreSQL pass one too), else a first start seeds it.
  source = await startCms({
    dataDir: sourceDir,
    database: freshSqliteDatabase(sourceDir),
    env: { CMS_ADMIN_EMAIL: EDITOR.email, CMS_ADMIN_PASSWORD: EDITOR.password, SUBMISSION_RATE_LIMIT: '1000' },
  });

  const post = (kind: string, body: unknown) =>
    fetch(`${source.url}/api/types/${kind}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect(
    (
      await post('contactRequest', {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        message: 'Please call me back about IT support.',
      })
    ).status,
  ).toBe(201);
  expect((await post('subscribtions', { email: 'reader@example.com' })).status).toBe(202);
  expect(
    (
      await post('chatbot', {
        name: 'Vi',
        email: 'vi@example.com',
        phone: '',
        industry: 'Retail',
        lang: 'en',
        questions: ['How is IT support priced?'],
        idempotencyKey: 'backup-1',
      })
    ).status,
  ).toBe(201);

  // An editor uploads an image through the admin's media library.
  const image = fs.readFileSync(
    path.join(
      ROOT,
      'cms',
      'seed',
      'images',
      fs.readdirSync(path.join(ROOT, 'cms', 'seed', 'images')).find((name) => name.endsWith('.png'))!,
    ),
  );
  const upload = await uploadMedia(source.url, await adminToken(source.url, EDITOR), [
    { bytes: image, name: 'office-photo.png', type: 'image/png' },
  ]);
  expect(upload.status).toBe(201);
  const [photo] = (await upload.json()) as Array<{ id: number; hash: string; url: string }>;

  // The editor puts it on the site: the first service's picture, and a new home page title.
  const admin = await adminApiAs(source.url, EDITOR);
  const [service] = (await admin.list('api::service.service')).sort((a, b) => a.order - b.order);
  await admin.publish('api::service.service', { image: photo.id }, service.documentId);
  const [home] = await admin.list('api::page.page', { slug: 'home' });
  await admin.publish('api::page.page', withHeroTitle(TITLE), home.documentId);

  const before = await dump(source.database);
  expect(before[4].map((file) => (file as { name: string }).name)).toContain('office-photo.png');
  const contentBefore = await contentApi(source);
  const uploadsBefore = uploadsOf(sourceDir);

  const backupDir = makeDataDir('backups-');
  const sourceEnv = {
    ...databaseEnv(source.database),
    CMS_PUBLIC_DIR: path.join(sourceDir, 'public'),
    BUILD_TOKEN_FILE: path.join(sourceDir, 'build-token'),
  };
  const cmsLogsBefore = transferLogsInCms();
  const backupTmp = makeDataDir('backup-tmp-');
  const backupOutput = await npmRun('backup', [], {
    ...sourceEnv,
    BACKUP_DIR: backupDir,
    BACKUP_ENCRYPTION_KEY: KEY,
    TMPDIR: backupTmp,
  });
  // Strapi's export went through a FIFO in a folder of the temp folder, deleted after: no plain copy.
  expect(fs.readdirSync(backupTmp).filter((name) => name.startsWith('meridian-'))).toEqual([]);
  // The key went to Strapi's prompt on its stdin: never echoed (nor on its command line, which
  // scripts/strapi-transfer.test.ts checks).
  expect(backupOutput).not.toContain(KEY);
  const archive = fs.readdirSync(backupDir).find((name) => name.endsWith('.enc')) ?? 'no archive';
  expect(archive).toMatch(/^meridian-\d{4}-\d\d-\d\dT[\d-]+Z\.tar\.gz\.enc$/);
  expect(fs.statSync(path.join(backupDir, archive)).mode & 0o077).toBe(0);
  // Strapi's log of the export sits beside the archive, readable by its owner only; none is left in cms/.
  const exportLog = archive.replace(/\.tar\.gz\.enc$/, '.log');
  expect(fs.readdirSync(backupDir).sort()).toEqual([exportLog, archive]);
  expect(fs.readFileSync(path.join(backupDir, exportLog), 'utf8')).toContain('[export]');
  expect(fs.statSync(path.join(backupDir, exportLog)).mode & 0o077).toBe(0);

  // A plain archive only when asked for, owner-only as well: the same files whatever the database (the
  // source is on SQLite in both passes), so checked once, in the SQLite pass (each export is a Strapi boot).
  if (testDatabaseClient() === 'sqlite') {
    const plainDir = makeDataDir('backups-plain-');
    await npmRun('backup', ['--unencrypted'], { ...sourceEnv, BACKUP_DIR: plainDir, BACKUP_ENCRYPTION_KEY: '' });
    const plain = fs.readdirSync(plainDir).find((name) => name.endsWith('.tar.gz')) ?? 'no archive';
    expect(fs.statSync(path.join(plainDir, plain)).mode & 0o077).toBe(0);
  }

  // Restoring over a database that holds leads would delete them: refused without --replace.
  await expect(
    npmRun('restore', [path.join(backupDir, archive)], { ...sourceEnv, BACKUP_ENCRYPTION_KEY: KEY }),
  ).rejects.toThrow(/already holds 3 submissions/);
  expect(await dump(source.database)).toEqual(before);
  await source.stop();

  // The archive is authenticated: one byte changed anywhere, the archive cut short, or another key,
  // and the restore refuses it whole before touching the target, even told to --replace what it holds.
  const bytes = fs.readFileSync(path.join(backupDir, archive));
  expect(bytes.subarray(0, 8).toString()).toBe('MWBACKUP');
  expect(bytes.includes(Buffer.from('ada@example.com'))).toBe(false);
  const altered = path.join(makeDataDir('backup-altered-'), 'meridian-altered.tar.gz.enc');
  const middle = Math.floor(bytes.length / 2);
  fs.writeFileSync(
    altered,
    Buffer.concat([bytes.subarray(0, middle), Buffer.from([bytes[middle] ^ 1]), bytes.subarray(middle + 1)]),
  );
  const cut = path.join(path.dirname(altered), 'meridian-cut.tar.gz.enc');
  fs.writeFileSync(cut, withoutLastChunk(bytes));
  const legacy = path.join(path.dirname(altered), 'meridian-legacy.tar.gz.enc');
  fs.writeFileSync(legacy, crypto.randomBytes(4096));
  // The verified export is decrypted into a folder of the system's temp folder: none is left behind.
  const tmp = makeDataDir('backup-tmp-');
  const refusals: Array<[string, Record<string, string>, RegExp]> = [
    [
      altered,
      { BACKUP_ENCRYPTION_KEY: KEY },
      /Refusing to restore .*: The chunk at byte \d+ does not verify: the archive was changed or damaged\. Nothing was restored\./,
    ],
    [
      cut,
      { BACKUP_ENCRYPTION_KEY: KEY },
      /Refusing to restore .*: Its end does not verify .*: it was cut short or changed\. Nothing was restored\./,
    ],
    [
      path.join(backupDir, archive),
      { BACKUP_ENCRYPTION_KEY: `${KEY}-not` },
      /Refusing to restore .*: The key does not open it/,
    ],
    [
      legacy,
      { BACKUP_ENCRYPTION_KEY: KEY },
      /Refusing to restore .*: it is not in the authenticated backup format\. .* add --legacy-strapi-archive/,
    ],
  ];
  for (const [file, keyEnv, message] of refusals) {
    await expect(npmRun('restore', [file, '--replace'], { ...sourceEnv, ...keyEnv, TMPDIR: tmp })).rejects.toThrow(
      message,
    );
  }
  expect(await dump(source.database)).toEqual(before);
  expect(uploadsOf(sourceDir)).toEqual(uploadsBefore);
  expect(fs.readdirSync(tmp).filter((name) => name.startsWith('meridian-'))).toEqual([]);

  const targetDir = makeDataDir('backup-target-');
  const target = await freshDatabase(targetDir, { empty: true });
  const targetEnv = {
    ...databaseEnv(target),
    CMS_PUBLIC_DIR: path.join(targetDir, 'public'),
    BUILD_TOKEN_FILE: path.join(targetDir, 'build-token'),
  };
  // The key from a file this time, as from a mounted secret.
  const keyFile = path.join(makeDataDir('backup-key-'), 'key');
  fs.writeFileSync(keyFile, `${KEY}\n`, { mode: 0o600 });
  const restoreOutput = await npmRun('restore', [path.join(backupDir, archive)], {
    ...targetEnv,
    BACKUP_ENCRYPTION_KEY_FILE: keyFile,
    TMPDIR: tmp,
  });
  expect(restoreOutput).toContain('every chunk is authentic, in order and complete');
  expect(fs.readdirSync(tmp).filter((name) => name.startsWith('meridian-'))).toEqual([]);
  // The import's log goes beside the archive too.
  expect(fs.readdirSync(backupDir).filter((name) => name.startsWith(`${archive}.restore-`))).toHaveLength(1);
  expect(transferLogsInCms()).toEqual(cmsLogsBefore);

  restored = await startCms({ dataDir: targetDir, database: target });
  expect(await dump(target)).toEqual(before);
  expect(uploadsOf(targetDir)).toEqual(uploadsBefore);
  expect(await contentApi(restored)).toEqual(contentBefore);

  // What a site build of the restored CMS reads: the content API (equal, above, with the editor's
  // title) and every picture it names, downloaded from the restored CMS as the build downloads it,
  // byte for byte the source's. (That a build from such answers shows them is the browser suite's
  // and rebuild.test.ts's subject; a build here would add a cold Gatsby build and no assertion.)
  expect(JSON.stringify(contentBefore)).toContain(TITLE);
  const pictureUrls = [...new Set(JSON.stringify(contentBefore).match(/\/uploads\/[^"?#]+/g) ?? [])];
  expect(pictureUrls).toContain(photo.url);
  for (const url of pictureUrls) {
    const response = await fetch(`${restored.url}${url}`);
    expect({ url, status: response.status }).toEqual({ url, status: 200 });
    const digest = crypto
      .createHash('sha256')
      .update(Buffer.from(await response.arrayBuffer()))
      .digest('hex');
    expect(digest).toBe(uploadsBefore[path.basename(url)]);
  }
});

it('refuses to write an unencrypted backup unless told to, and a short key', async () => {
  const dir = makeDataDir('backups-');
  await expect(npmRun('backup', [], { BACKUP_DIR: dir, BACKUP_ENCRYPTION_KEY: '' })).rejects.toThrow(
    /Refusing to write an unencrypted backup: set BACKUP_ENCRYPTION_KEY .* --unencrypted/,
  );
  await expect(npmRun('backup', [], { BACKUP_DIR: dir, BACKUP_ENCRYPTION_KEY: 'hunter2' })).rejects.toThrow(
    /BACKUP_ENCRYPTION_KEY is too short/,
  );
  expect(fs.readdirSync(dir)).toEqual([]);
});

it('refuses to restore an encrypted backup without its key', async () => {
  const dir = makeDataDir('backups-');
  const archive = path.join(dir, 'meridian-2026-01-01T00-00-00-000Z.tar.gz.enc');
  fs.writeFileSync(archive, Buffer.concat([Buffer.from('MWBACKUP'), crypto.randomBytes(200)]));
  await expect(npmRun('restore', [archive], { BACKUP_ENCRYPTION_KEY: '' })).rejects.toThrow(
    /set BACKUP_ENCRYPTION_KEY/,
  );
  // A legacy archive of Strapi's own encryption too, once opted into.
  const legacy = path.join(dir, 'meridian-2025-01-01T00-00-00-000Z.tar.gz.enc');
  fs.writeFileSync(legacy, crypto.randomBytes(200));
  await expect(npmRun('restore', [legacy, '--legacy-strapi-archive'], { BACKUP_ENCRYPTION_KEY: '' })).rejects.toThrow(
    /set BACKUP_ENCRYPTION_KEY/,
  );
});
