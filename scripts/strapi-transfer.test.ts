/** @jest-environment node */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LEADS, LEAD_KINDS } from '@contracts/leads';
import { backupKey, exportInvocation, exportPipe, importInvocation, submissionTables } from './strapi-transfer';

const KEY = 'k'.repeat(40);

describe('the backup key', () => {
  it('is never given to Strapi for a new archive (the scripts encrypt its export themselves)', () => {
    expect(exportInvocation('/tmp/meridian-backup-x/export')).toEqual({
      args: ['export', '--file', '/tmp/meridian-backup-x/export', '--no-encrypt'],
    });
    // The verified export of an authenticated archive, or an --unencrypted backup: no key asked for.
    expect(importInvocation('/tmp/meridian-restore-x/export.tar.gz')).toEqual({
      args: ['import', '--file', '/tmp/meridian-restore-x/export.tar.gz', '--force'],
    });
    expect(importInvocation('/b/m.tar.gz', KEY).input).toBeUndefined();
  });

  it('goes to the CLI on stdin for a legacy archive, never among its arguments (which ps shows)', () => {
    const restore = importInvocation('/backups/meridian-x.tar.gz.enc', KEY);
    expect(restore.args).toEqual(['import', '--file', '/backups/meridian-x.tar.gz.enc', '--force']);
    expect(restore.input).toBe(`${KEY}\n`);
    expect(restore.args.join(' ')).not.toContain(KEY);
  });

  it('comes from BACKUP_ENCRYPTION_KEY, else from BACKUP_ENCRYPTION_KEY_FILE, and is held to the rule', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-key-'));
    try {
      const file = path.join(dir, 'key');
      fs.writeFileSync(file, `${KEY}\n`, { mode: 0o600 });
      expect(backupKey({})).toBeUndefined();
      expect(backupKey({ BACKUP_ENCRYPTION_KEY: '' })).toBeUndefined();
      expect(backupKey({ BACKUP_ENCRYPTION_KEY_FILE: file })).toBe(KEY);
      expect(backupKey({ BACKUP_ENCRYPTION_KEY: `${KEY}-env`, BACKUP_ENCRYPTION_KEY_FILE: file })).toBe(`${KEY}-env`);
      expect(() => backupKey({ BACKUP_ENCRYPTION_KEY: 'secret' })).toThrow(/^BACKUP_ENCRYPTION_KEY is too short/);
      fs.writeFileSync(file, '');
      expect(() => backupKey({ BACKUP_ENCRYPTION_KEY_FILE: file })).toThrow(`The secret file ${file}`);
      expect(() => backupKey({ BACKUP_ENCRYPTION_KEY_FILE: path.join(dir, 'missing') })).toThrow(/ENOENT/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the restore's guard of visitors' submissions", () => {
  it('counts the table of every kind of lead in the registry', () => {
    const tables = submissionTables();
    // Read here from each kind's content type independently of the guard: a registered kind whose
    // table the guard did not count would fail.
    const CMS_API = path.join(__dirname, '..', 'cms', 'src', 'api');
    for (const kind of LEAD_KINDS) {
      const [, api, name] = /^api::([^.]+)\.(.+)$/.exec(LEADS[kind].uid)!;
      const schema = JSON.parse(
        fs.readFileSync(path.join(CMS_API, api, 'content-types', name, 'schema.json'), 'utf8'),
      ) as { collectionName: string };
      expect({ kind, table: tables[kind] }).toEqual({ kind, table: schema.collectionName });
    }
    expect(Object.keys(tables).sort()).toEqual([...LEAD_KINDS].sort());
    expect(new Set(Object.values(tables)).size).toBe(LEAD_KINDS.length);
    expect(Object.values(tables)).toContain('contact_requests');
  });
});

describe('the export pipe', () => {
  const collect = async (stream: AsyncIterable<Buffer>) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    return Buffer.concat(chunks);
  };

  it('passes on what a process writes into it, through no file, and ends once closed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-pipe-'));
    try {
      const file = path.join(dir, 'export.tar.gz');
      const pipe = exportPipe(file);
      expect(fs.statSync(file).isFIFO()).toBe(true);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const read = collect(pipe.stream);
      // A writer that opens it as a file, writes more than a pipe holds, and closes it.
      const writer = spawn('sh', ['-c', `head -c 200000 /dev/zero | tr '\\0' x > "$0"`, file]);
      expect(await new Promise((resolve) => writer.once('exit', resolve))).toBe(0);
      pipe.close();
      expect(await read).toEqual(Buffer.alloc(200000, 'x'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('ends, empty, when the writer never opened it (Strapi failed first)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-pipe-'));
    try {
      const pipe = exportPipe(path.join(dir, 'export.tar.gz'));
      const read = collect(pipe.stream);
      pipe.close();
      expect(await read).toEqual(Buffer.alloc(0));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
