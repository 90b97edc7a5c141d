/**
 * `npm run backup`: one timestamped archive of everything the CMS holds that is not code: site
 * content, visitors' submissions, the media library with its files, and Strapi's settings (webhooks,
 * core store), written with Strapi's own `strapi export` into BACKUP_DIR (default backups/, ignored
 * by git) as meridian-<UTC time>.tar.gz, or .tar.gz.enc when BACKUP_ENCRYPTION_KEY is set, with
 * Strapi's log of the export beside it (meridian-<UTC time>.log). Admin users and API tokens are not
 * part of a Strapi export. The archive holds visitors' personal data, so it is readable by its owner
 * only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { backupKey, fileTimestamp, runStrapi } from './strapi-transfer';

const dir = path.resolve(__dirname, '..', process.env.BACKUP_DIR || 'backups');
fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
const base = path.join(dir, `meridian-${fileTimestamp()}`);
const key = backupKey();

runStrapi(['export', '--file', base, ...(key ? ['--key', key] : ['--no-encrypt'])], `${base}.log`);

const archive = `${base}.tar.gz${key ? '.enc' : ''}`;
if (!fs.existsSync(archive)) {
  console.error(`strapi export finished but ${archive} is missing.`);
  process.exit(1);
}
fs.chmodSync(archive, 0o600);
console.log(
  `Backup written: ${archive}${key ? ' (encrypted with BACKUP_ENCRYPTION_KEY)' : ' (not encrypted: set BACKUP_ENCRYPTION_KEY to encrypt)'}`,
);
