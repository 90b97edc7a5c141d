/**
 * The shared secret the CMS webhook sends in `x-rebuild-secret`. REBUILD_SECRET wins; otherwise it
 * is generated once into an ignored file (mode 600) that the CMS reads too
 * (cms/src/utils/rebuild-webhook.ts duplicates these few lines: the CMS compiles on its own).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const generateSecret = (): string => crypto.randomBytes(32).toString('base64url');

/** Reads the secret file, creating it exclusively when missing (several processes may race). */
export function loadOrCreateSecret(file: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.REBUILD_SECRET?.trim();
  if (fromEnv) return fromEnv;
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, `${generateSecret()}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (!secret) throw new Error(`The rebuild secret file ${file} is empty: delete it to have a new one generated.`);
  return secret;
}

/** Constant-time comparison (both sides hashed first, so lengths leak nothing either). */
export function secretMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || !given || !expected) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}
