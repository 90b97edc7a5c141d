/**
 * Runs the CMS's own `strapi export` / `strapi import` (Strapi's data transfer) for `npm run backup`
 * and `npm run restore`, with the CMS's environment: the same DATABASE_* settings, secrets and
 * CMS_PUBLIC_DIR as `npm run cms`, so it reads or writes the database and uploads that CMS uses.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const CMS_DIR = path.resolve(__dirname, '..', 'cms');

/** BACKUP_ENCRYPTION_KEY: archives are encrypted (aes-128-ecb, Strapi's format) when it is set. */
export const backupKey = (): string | undefined => process.env.BACKUP_ENCRYPTION_KEY || undefined;

export function runStrapi(args: string[]): void {
  const { status, error } = spawnSync(path.join(CMS_DIR, 'node_modules', '.bin', 'strapi'), args, {
    cwd: CMS_DIR,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true', ...process.env },
  });
  if (error) throw error;
  if (status !== 0) {
    console.error(`strapi ${args[0]} failed (exit ${status}).`);
    process.exit(status || 1);
  }
}
