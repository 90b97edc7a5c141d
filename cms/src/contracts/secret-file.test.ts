/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIN_SECRET_LENGTH, SecretError, checkSecret, generateSecret, loadSecret, readSecretFile } from './secret-file';

const GOOD = 'a'.repeat(MIN_SECRET_LENGTH);
let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-file-'));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('the rule for one secret', () => {
  it('accepts a secret of the minimum length or more, trimmed', () => {
    expect(checkSecret(` ${GOOD}\n`, 'X')).toBe(GOOD);
    expect(generateSecret().length).toBeGreaterThanOrEqual(MIN_SECRET_LENGTH);
  });

  it.each([
    [undefined, /^MY_SECRET is empty/],
    ['   \n', /^MY_SECRET is empty/],
    ['a'.repeat(MIN_SECRET_LENGTH - 1), /^MY_SECRET is too short \(31 characters\): .* at least 32/],
  ])('refuses %j with one line naming its source', (value, message) => {
    expect(() => checkSecret(value, 'MY_SECRET')).toThrow(SecretError);
    expect(() => checkSecret(value, 'MY_SECRET')).toThrow(message);
    try {
      checkSecret(value, 'MY_SECRET');
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });
});

describe('a secret from its variable or its file', () => {
  const file = () => path.join(tmp, '.secrets', 'the-secret');

  it('generates the file once, mode 600 in a mode-700 folder, and reads it back', () => {
    const first = loadSecret({ variable: 'THE_SECRET', file: file(), generate: true, env: {} });
    expect(first.length).toBeGreaterThanOrEqual(MIN_SECRET_LENGTH);
    expect(fs.statSync(file()).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file())).mode & 0o777).toBe(0o700);
    expect(loadSecret({ variable: 'THE_SECRET', file: file(), generate: true, env: {} })).toBe(first);
  });

  it('takes the variable when set, and writes nothing', () => {
    expect(loadSecret({ variable: 'THE_SECRET', file: file(), generate: true, env: { THE_SECRET: GOOD } })).toBe(GOOD);
    expect(fs.existsSync(file())).toBe(false);
  });

  it('refuses a short variable, naming it, even when a good file exists', () => {
    loadSecret({ variable: 'THE_SECRET', file: file(), generate: true, env: {} });
    expect(() => loadSecret({ variable: 'THE_SECRET', file: file(), env: { THE_SECRET: 'short' } })).toThrow(
      /^THE_SECRET is too short/,
    );
  });

  it('refuses an empty or short file, naming it', () => {
    fs.mkdirSync(path.dirname(file()), { recursive: true });
    fs.writeFileSync(file(), '\n');
    expect(() => loadSecret({ variable: 'THE_SECRET', file: file(), generate: true, env: {} })).toThrow(
      `The secret file ${file()} is empty: delete it to have a new one generated, or set THE_SECRET.`,
    );
    fs.writeFileSync(file(), 'guessable\n');
    expect(() => loadSecret({ variable: 'THE_SECRET', file: file(), generate: true, env: {} })).toThrow(
      `The secret file ${file()} is too short (9 characters)`,
    );
  });

  it('never creates a file it was not asked to generate, and says which is missing', () => {
    expect(() => loadSecret({ variable: 'KEY', file: file(), env: {} })).toThrow(
      `KEY: cannot read the secret file ${file()} (ENOENT).`,
    );
    expect(fs.existsSync(file())).toBe(false);
    fs.mkdirSync(path.dirname(file()), { recursive: true });
    fs.writeFileSync(file(), `${GOOD}\n`);
    expect(readSecretFile(file(), 'KEY')).toBe(GOOD);
  });
});
