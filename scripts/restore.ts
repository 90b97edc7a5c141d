/**
 * `npm run restore <archive>`: loads a `npm run backup` archive into the CMS's database and uploads
 * folder (the same DATABASE_* and CMS_PUBLIC_DIR settings as `npm run cms`) with Strapi's own
 * `strapi import --force`. Meant for an empty database (a new machine, a new PostgreSQL database):
 * whatever the target holds is replaced by the archive's content. A database that already holds
 * visitors' submissions is refused (they would be lost), unless `--replace` says that is intended.
 * Stop the CMS instances on that database first. An .enc archive needs the key it was made with,
 * in BACKUP_ENCRYPTION_KEY or BACKUP_ENCRYPTION_KEY_FILE (given to Strapi on its stdin, never on a
 * command line: ./strapi-transfer.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { backupKeyOrExit, fileTimestamp, importInvocation, runStrapi, storedSubmissions } from './strapi-transfer';

const args = process.argv.slice(2);
const replace = args.includes('--replace');
const [given] = args.filter((arg) => arg !== '--replace');
// npm runs scripts from the repository root; a relative path means relative to where npm was called.
const file = given && path.resolve(process.env.INIT_CWD || process.cwd(), given);
if (!file || !fs.existsSync(file)) {
  console.error(
    'Usage: npm run restore -- <archive> [--replace]   (a .tar.gz or .tar.gz.enc written by npm run backup)',
  );
  process.exit(2);
}
const encrypted = file.endsWith('.enc');
const key = backupKeyOrExit();
if (encrypted && !key) {
  console.error(
    `${file} is encrypted: set BACKUP_ENCRYPTION_KEY (or BACKUP_ENCRYPTION_KEY_FILE) to the key it was made with.`,
  );
  process.exit(2);
}

async function main() {
  const existing = await storedSubmissions();
  if (existing > 0 && !replace) {
    console.error(
      `The target database already holds ${existing} submissions, which the restore would delete. Restore into an empty database, or add --replace if replacing them is intended.`,
    );
    process.exit(3);
  }
  // Strapi's log of the import goes beside the archive: <archive>.restore-<UTC time>.log.
  const log = `${file}.restore-${fileTimestamp()}.log`;
  runStrapi(importInvocation(file, key), log);
  console.log(`Restored ${file}. Start the CMS (npm run cms or npm start): the site build gets its token as usual.`);
}

void main();
