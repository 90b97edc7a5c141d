/**
 * Strapi needs several signing secrets (APP_KEYS, ADMIN_JWT_SECRET, ...). None is committed: each comes
 * from the environment, or else from `.secrets.json` beside package.json, which is generated with
 * random values on the first start and ignored by git. Several processes may start at once (tests),
 * so the file is created exclusively and re-read when another process won the race. Every value, from
 * either place, follows the one rule for secrets (../contracts/secret-file.ts): an empty or short one
 * stops the CMS at start, with a line naming the variable or the file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cmsEnv } from '../config/env';
import { SecretError, checkSecret, readOrCreateSecretFile } from '../contracts/secret-file';

export { readOrCreateSecretFile };

/** cms/: the nearest folder above this file holding the app's package.json and TypeScript sources
 * (this file runs from src/secrets in tests and from dist/src/secrets in production). */
function findAppRoot(): string {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'package.json')) || !fs.existsSync(path.join(dir, 'src', 'index.ts'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}
const appRoot = findAppRoot();

export const SECRET_NAMES = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'ENCRYPTION_KEY',
] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

const random = () => crypto.randomBytes(24).toString('base64');

function generate(): Record<SecretName, string> {
  return {
    APP_KEYS: [random(), random(), random(), random()].join(','),
    API_TOKEN_SALT: random(),
    ADMIN_JWT_SECRET: random(),
    TRANSFER_TOKEN_SALT: random(),
    ENCRYPTION_KEY: random(),
  };
}

let cache: Record<SecretName, string> | undefined;

export function secretsFile(): string {
  return path.resolve(appRoot, cmsEnv().CMS_SECRETS_FILE);
}

function loadFileSecrets(): Record<SecretName, string> {
  if (cache) return cache;
  const file = secretsFile();
  const text = readOrCreateSecretFile(file, () => JSON.stringify(generate(), null, 2));
  try {
    cache = JSON.parse(text) as Record<SecretName, string>;
  } catch {
    throw new SecretError(`The secrets file ${file} is not valid JSON: delete it to have a new one generated.`);
  }
  return cache;
}

/** The environment wins; the generated file fills in whatever the environment does not give. APP_KEYS
 * is a comma-separated list, each of its keys checked on its own. */
export function secret(name: SecretName): string {
  const fromEnv = cmsEnv()[name];
  const [value, source] = fromEnv?.trim()
    ? [fromEnv, name]
    : [loadFileSecrets()[name], `${name} in the secrets file ${secretsFile()}`];
  const text = typeof value === 'string' ? value : '';
  if (name !== 'APP_KEYS') return checkSecret(text, source);
  const keys = text.split(',').map((key, index) => checkSecret(key, `${source}, key ${index + 1},`));
  return keys.join(',');
}

export function appKeys(): string[] {
  return secret('APP_KEYS').split(',');
}

export function resolveFromApp(...segments: string[]): string {
  return path.resolve(appRoot, ...segments);
}

/** The CMS's public folder (uploaded media live in its uploads/): CMS_PUBLIC_DIR, default cms/public.
 * Tests give each throwaway CMS its own, so their uploads never mix with the real ones. */
export function publicDir(): string {
  return resolveFromApp(cmsEnv().CMS_PUBLIC_DIR);
}
