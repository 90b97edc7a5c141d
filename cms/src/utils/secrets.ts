/**
 * Strapi needs several signing secrets (APP_KEYS, ADMIN_JWT_SECRET, ...). None is committed: each comes
 * from the environment, or else from `.secrets.json` beside package.json, which is generated with
 * random values on the first start and ignored by git. Several processes may start at once (tests),
 * so the file is created exclusively and re-read when another process won the race.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** cms/: the nearest folder above this file holding the app's package.json and TypeScript sources
 * (this file runs from src/utils in tests and from dist/src/utils in production). */
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
  return path.resolve(appRoot, process.env.CMS_SECRETS_FILE || '.secrets.json');
}

/**
 * Reads a generated file, creating it first with `generate()` (mode 600) if it does not exist. The file
 * is created exclusively, so when several processes start at once they all end up reading the one
 * that won.
 */
export function readOrCreateSecretFile(file: string, generate: () => string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, generate(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8');
}

function loadFileSecrets(): Record<SecretName, string> {
  cache ??= JSON.parse(readOrCreateSecretFile(secretsFile(), () => JSON.stringify(generate(), null, 2))) as Record<
    SecretName,
    string
  >;
  return cache;
}

/** The environment wins; the generated file fills in whatever the environment does not give. */
export function secret(name: SecretName): string {
  return process.env[name] || loadFileSecrets()[name];
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
  return resolveFromApp(process.env.CMS_PUBLIC_DIR || 'public');
}
