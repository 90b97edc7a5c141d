/**
 * `npm run backup`: one timestamped archive of everything the CMS holds that is not code: site
 * content, visitors' submissions, the media library with its files, and Strapi's settings (webhooks,
 * core store), written with Strapi's own `strapi export` into BACKUP_DIR (default backups/, ignored
 * by git) as meridian-<UTC time>.tar.gz.enc, with Strapi's log of the export beside it
 * (meridian-<UTC time>.log). Admin users and API tokens are not part of a Strapi export.
 *
 * The archive holds visitors' personal data, so:
 * - it is encrypted, with BACKUP_ENCRYPTION_KEY or the key in BACKUP_ENCRYPTION_KEY_FILE, which is
 *   given to Strapi on its stdin, never on a command line (./strapi-transfer.ts). Without a key the
 *   backup is refused; `npm run backup -- --unencrypted` writes a plain .tar.gz on purpose;
 * - every file it writes is readable by its owner only from the moment it exists: the umask is set
 *   to 077 before Strapi (which inherits it) creates anything, rather than a chmod afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import { serverConfig } from '../server/config';
import { backupKeyOrExit, exportInvocation, fileTimestamp, runStrapi } from './strapi-transfer';

const args = process.argv.slice(2);
const unencrypted = args.includes('--unencrypted');
const unknown = args.filter((arg) => arg !== '--unencrypted');
if (unknown.length) {
  console.error(`Unknown argument ${unknown[0]}. Usage: npm run backup [-- --unencrypted]`);
  process.exit(2);
}
const key = backupKeyOrExit();
if (!key && !unencrypted) {
  console.error(
    'Refusing to write an unencrypted backup: set BACKUP_ENCRYPTION_KEY or BACKUP_ENCRYPTION_KEY_FILE, ' +
      'or run `npm run backup -- --unencrypted` to write one on purpose.',
  );
  process.exit(2);
}
if (key && unencrypted) {
  console.error('--unencrypted and an encryption key are both given: drop one of them.');
  process.exit(2);
}

process.umask(0o077);
const dir = path.resolve(__dirname, '..', serverConfig.BACKUP_DIR);
fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
const base = path.join(dir, `meridian-${fileTimestamp()}`);

runStrapi(exportInvocation(base, key), `${base}.log`);

const archive = `${base}.tar.gz${key ? '.enc' : ''}`;
if (!fs.existsSync(archive)) {
  console.error(`strapi export finished but ${archive} is missing.`);
  process.exit(1);
}
console.log(`Backup written: ${archive}${key ? ' (encrypted)' : ' (NOT encrypted: --unencrypted)'}`);
