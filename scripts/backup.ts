/**
 * `npm run backup`: one timestamped archive of everything the CMS holds that is not code: site
 * content, visitors' submissions, the media library with its files, and Strapi's settings (webhooks,
 * core store), written with Strapi's own `strapi export` into BACKUP_DIR (default backups/, ignored
 * by git) as meridian-<UTC time>.tar.gz.enc, with Strapi's log of the export beside it
 * (meridian-<UTC time>.log). Admin users and API tokens are not part of a Strapi export.
 *
 * The archive holds visitors' personal data, so:
 * - it is encrypted with authenticated encryption (./backup-archive.ts) under BACKUP_ENCRYPTION_KEY
 *   or the key in BACKUP_ENCRYPTION_KEY_FILE: Strapi exports without its own encryption into a FIFO
 *   and the stream is encrypted on its way to the archive, so no unencrypted copy touches the disk
 *   (./strapi-transfer.ts). Without a key the backup is refused; `npm run backup -- --unencrypted`
 *   writes a plain .tar.gz on purpose;
 * - every file it writes is readable by its owner only from the moment it exists: the umask is set
 *   to 077 before Strapi (which inherits it) creates anything, rather than a chmod afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverConfig } from '../server/config';
import { encryptInto } from './backup-archive';
import { backupKeyOrExit, exportInvocation, exportPipe, fileTimestamp, runStrapi } from './strapi-transfer';

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

/** Strapi's export into `<base>.tar.gz`, as it is. */
async function plainBackup(): Promise<string> {
  await runStrapi(exportInvocation(base), `${base}.log`);
  return `${base}.tar.gz`;
}

/** Strapi's export through a FIFO into the encrypted `<base>.tar.gz.enc`, written as
 * `<archive>.partial` and renamed once whole, so a failed backup leaves no archive that looks done. */
async function encryptedBackup(key: string): Promise<string> {
  const archive = `${base}.tar.gz.enc`;
  const partial = `${archive}.partial`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-backup-'));
  try {
    const pipe = exportPipe(path.join(work, 'export.tar.gz'));
    const encrypting = encryptInto(pipe.stream, partial, key);
    const exporting = runStrapi(exportInvocation(path.join(work, 'export')), `${base}.log`).finally(pipe.close);
    const [encrypted, exported] = await Promise.allSettled([encrypting, exporting]);
    for (const outcome of [exported, encrypted]) if (outcome.status === 'rejected') throw outcome.reason;
    fs.renameSync(partial, archive);
    return archive;
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

(key ? encryptedBackup(key) : plainBackup()).then(
  (archive) => {
    if (!fs.existsSync(archive)) {
      console.error(`strapi export finished but ${archive} is missing.`);
      process.exit(1);
    }
    console.log(`Backup written: ${archive}${key ? ' (encrypted, authenticated)' : ' (NOT encrypted: --unencrypted)'}`);
  },
  (error: unknown) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
