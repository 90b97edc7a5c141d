/**
 * `npm run restore <archive>`: loads a `npm run backup` archive into the CMS's database and uploads
 * folder (the same DATABASE_* and CMS_PUBLIC_DIR settings as `npm run cms`) with Strapi's own
 * `strapi import --force`. Meant for an empty database (a new machine, a new PostgreSQL database):
 * whatever the target holds is replaced by the archive's content. A database that already holds
 * visitors' submissions is refused (they would be lost), unless `--replace` says that is intended.
 * Stop the CMS instances on that database first.
 *
 * An encrypted archive (./backup-archive.ts) needs the key it was made with, in
 * BACKUP_ENCRYPTION_KEY or BACKUP_ENCRYPTION_KEY_FILE. It is verified whole before anything is
 * restored: decrypted, chunk by verified chunk, into a temporary file (the owner's only, in a
 * folder of its own, deleted however the restore ends), and only an archive that verified to its
 * end is imported; one that does not (a changed byte, cut short, another key) is refused with the
 * reason and the target is left as it was. A legacy archive of Strapi's own encryption (aes-128-ecb,
 * no integrity check: the backups before the authenticated format) is refused unless
 * `--legacy-strapi-archive` says to restore it unverified.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ArchiveError, archiveStart, decryptInto, isAuthenticatedArchive } from './backup-archive';
import { backupKeyOrExit, fileTimestamp, importInvocation, runStrapi, storedSubmissions } from './strapi-transfer';

const FLAGS = ['--replace', '--legacy-strapi-archive'];
const args = process.argv.slice(2);
const replace = args.includes('--replace');
const legacyAllowed = args.includes('--legacy-strapi-archive');
const [given, ...extra] = args.filter((arg) => !FLAGS.includes(arg));
// npm runs scripts from the repository root; a relative path means relative to where npm was called.
const file = given && path.resolve(process.env.INIT_CWD || process.cwd(), given);
if (!file || !fs.existsSync(file) || extra.length) {
  console.error(
    'Usage: npm run restore -- <archive> [--replace] [--legacy-strapi-archive]   (a .tar.gz.enc or .tar.gz written by npm run backup)',
  );
  process.exit(2);
}
const authenticated = isAuthenticatedArchive(archiveStart(file));
const legacy = !authenticated && file.endsWith('.enc');
if (legacy && !legacyAllowed) {
  console.error(
    `Refusing to restore ${file}: it is not in the authenticated backup format. If it is a legacy archive of ` +
      "Strapi's own encryption (aes-128-ecb, no integrity check: backups made before the authenticated format), " +
      'nothing can verify that it is unchanged; to restore it anyway, add --legacy-strapi-archive. Nothing was restored.',
  );
  process.exit(4);
}
const key = backupKeyOrExit();
if ((authenticated || legacy) && !key) {
  console.error(
    `${file} is encrypted: set BACKUP_ENCRYPTION_KEY (or BACKUP_ENCRYPTION_KEY_FILE) to the key it was made with.`,
  );
  process.exit(2);
}

/** The verified export, decrypted for Strapi (which reads its file several times over): its folder
 * is deleted on every way out, an error or Ctrl-C included. */
let work: string | undefined;
process.on('exit', () => work && fs.rmSync(work, { recursive: true, force: true }));
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const)
  process.once(signal, () => process.exit(code));

async function verified(archive: string, passphrase: string): Promise<string> {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-restore-'));
  const exported = path.join(work, 'export.tar.gz');
  try {
    await decryptInto(archive, exported, passphrase);
  } catch (error) {
    if (!(error instanceof ArchiveError)) throw error;
    console.error(`Refusing to restore ${archive}: ${error.message} Nothing was restored.`);
    process.exit(4);
  }
  console.log(`Verified ${archive}: every chunk is authentic, in order and complete.`);
  return exported;
}

async function main() {
  const source = authenticated ? await verified(file, key!) : file;
  const existing = await storedSubmissions();
  if (existing > 0 && !replace) {
    console.error(
      `The target database already holds ${existing} submissions, which the restore would delete. Restore into an empty database, or add --replace if replacing them is intended.`,
    );
    process.exit(3);
  }
  if (legacy) console.warn(`Restoring the legacy archive ${file} unverified (--legacy-strapi-archive).`);
  // Strapi's log of the import goes beside the archive: <archive>.restore-<UTC time>.log.
  const log = `${file}.restore-${fileTimestamp()}.log`;
  await runStrapi(importInvocation(source, legacy ? key : undefined), log);
  console.log(`Restored ${file}. Start the CMS (npm run cms or npm start): the site build gets its token as usual.`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
