/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backupKey, exportInvocation, importInvocation } from './strapi-transfer';

const KEY = 'k'.repeat(40);

describe('the backup key', () => {
  it('goes to the CLI on stdin, never among its arguments (which ps shows)', () => {
    const encrypted = exportInvocation('/backups/meridian-x', KEY);
    expect(encrypted.args).toEqual(['export', '--file', '/backups/meridian-x']);
    expect(encrypted.input).toBe(`${KEY}\n`);
    const restore = importInvocation('/backups/meridian-x.tar.gz.enc', KEY);
    expect(restore.args).toEqual(['import', '--file', '/backups/meridian-x.tar.gz.enc', '--force']);
    expect(restore.input).toBe(`${KEY}\n`);
    for (const { args } of [encrypted, restore]) expect(args.join(' ')).not.toContain(KEY);
  });

  it('is not asked for by a plain archive', () => {
    expect(exportInvocation('/b/m', undefined)).toEqual({ args: ['export', '--file', '/b/m', '--no-encrypt'] });
    expect(importInvocation('/b/m.tar.gz', KEY).input).toBeUndefined();
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
