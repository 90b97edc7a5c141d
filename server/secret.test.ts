/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadOrCreatePreviewSecret, loadOrCreateSecret, secretMatches } from './secret';

describe('rebuild secret', () => {
  let tmp: string;
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
  });
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

  test('is generated once into a mode-600 file and reused afterwards', () => {
    const file = path.join(tmp, '.secrets', 'rebuild-secret');
    const first = loadOrCreateSecret(file, {});
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecret(file, {})).toBe(first);
    expect(loadOrCreateSecret(path.join(tmp, 'other'), {})).not.toBe(first);
  });

  test('REBUILD_SECRET wins and writes nothing', () => {
    const file = path.join(tmp, 'rebuild-secret');
    const given = 'from-the-environment-32-chars-ok';
    expect(loadOrCreateSecret(file, { REBUILD_SECRET: given })).toBe(given);
    expect(fs.existsSync(file)).toBe(false);
  });

  test('an empty file or a short REBUILD_SECRET stops the server with a line naming it', () => {
    const file = path.join(tmp, 'rebuild-secret');
    fs.writeFileSync(file, '');
    expect(() => loadOrCreateSecret(file, {})).toThrow(`The secret file ${file} is empty`);
    expect(() => loadOrCreateSecret(file, { REBUILD_SECRET: 'from-env' })).toThrow(/^REBUILD_SECRET is too short/);
  });

  test('the preview secret is its own: its own generated file, never the rebuild secret', () => {
    const rebuild = loadOrCreateSecret(path.join(tmp, '.secrets', 'rebuild-secret'), {});
    const file = path.join(tmp, '.secrets', 'preview-secret');
    const preview = loadOrCreatePreviewSecret(file, {}, rebuild);
    expect(preview).not.toBe(rebuild);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(preview);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreatePreviewSecret(file, {}, rebuild)).toBe(preview);
    const given = 'preview-secret-from-the-environment';
    expect(loadOrCreatePreviewSecret(file, { PREVIEW_SECRET: given }, rebuild)).toBe(given);
    expect(() => loadOrCreatePreviewSecret(file, { PREVIEW_SECRET: rebuild }, rebuild)).toThrow(
      /^PREVIEW_SECRET is the same as the rebuild secret/,
    );
    expect(() => loadOrCreatePreviewSecret(file, { PREVIEW_SECRET: 'short' }, rebuild)).toThrow(
      /^PREVIEW_SECRET is too short/,
    );
    fs.writeFileSync(file, '');
    expect(() => loadOrCreatePreviewSecret(file, {}, rebuild)).toThrow(`The secret file ${file} is empty`);
  });

  test('comparison accepts only the exact secret', () => {
    expect(secretMatches('abc', 'abc')).toBe(true);
    for (const given of ['abd', 'ab', 'abcd', '', undefined, ['abc']]) expect(secretMatches(given, 'abc')).toBe(false);
    expect(secretMatches('', '')).toBe(false);
  });
});
