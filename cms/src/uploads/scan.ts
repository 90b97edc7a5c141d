/**
 * At start, the media library is searched for files that could run if opened: a type the library no
 * longer accepts (HTML, JavaScript…), or an SVG holding what the sanitiser removes (a script, an event
 * handler, an external reference). They are listed in the log with what to do. On this machine's disk
 * they are already harmless (the headers of ./headers.ts); in a bucket, the bucket's origin is not the
 * admin's. Files are read from the uploads folder (a file without a row too, as a copied or restored
 * folder may hold) and from the media library's rows (which a bucket's files have).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { extensionOf, storedRisk, SVG_MAX_BYTES, SVG_MIME, kindOfExtension } from './rules';
import { sanitiseSvg } from './svg';

export interface RiskyUpload {
  /** A path under the uploads folder, or the file's URL. */
  file: string;
  reason: string;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => !path.basename(name).startsWith('.'))
    .filter((name) => fs.statSync(path.join(dir, name)).isFile());
}

/** What in `uploadsDir` could run if opened, with why. */
export function riskyFilesIn(uploadsDir: string): RiskyUpload[] {
  const risky: RiskyUpload[] = [];
  for (const name of filesUnder(uploadsDir)) {
    const file = path.join('uploads', name);
    const extension = extensionOf(name);
    const kind = kindOfExtension(extension);
    if (!kind) risky.push({ file, reason: `${extension || 'no extension'} is not an accepted type` });
    else if (kind.mime === SVG_MIME) {
      const full = path.join(uploadsDir, name);
      if (fs.statSync(full).size > SVG_MAX_BYTES) {
        risky.push({ file, reason: 'an SVG too large to check' });
        continue;
      }
      const sanitised = sanitiseSvg(fs.readFileSync(full, 'utf8'));
      if (!sanitised) risky.push({ file, reason: 'not a well-formed SVG image' });
      else if (sanitised.removed.length) risky.push({ file, reason: `an SVG with ${sanitised.removed.join(', ')}` });
    }
  }
  return risky;
}

/** Logs what could run, once, at start; never stops the start. */
export async function reportRiskyUploads(strapi: Core.Strapi): Promise<RiskyUpload[]> {
  const risky: RiskyUpload[] = [];
  try {
    const provider = strapi.config.get<string>('plugin::upload.provider', 'local');
    if (provider === 'local') risky.push(...riskyFilesIn(path.join(strapi.dirs.static.public, 'uploads')));
    const rows: Array<{ url: string; ext: string | null; mime: string | null; provider: string }> = await strapi.db
      .query('plugin::upload.file')
      .findMany({ select: ['url', 'ext', 'mime', 'provider'] });
    for (const row of rows) {
      // A local file's own content was checked above.
      if (row.provider === 'local' && provider === 'local' && kindOfExtension(row.ext ?? '')) continue;
      const reason = storedRisk(row.ext ?? '', row.mime);
      if (reason && !risky.some(({ file }) => row.url.endsWith(file.split(path.sep).join('/'))))
        risky.push({ file: row.url, reason });
    }
  } catch (error) {
    strapi.log.error(`Uploads: the start-up check of the media library failed: ${(error as Error).message}`);
    return risky;
  }
  if (risky.length)
    strapi.log.warn(
      `Uploads: ${risky.length} file(s) in the media library could run if opened. The CMS serves its own ` +
        'uploads sandboxed, anything but an image as a download (docs/security.md#uploads); remove or replace ' +
        'these in the media library: ' +
        risky.map(({ file, reason }) => `${file} (${reason})`).join('; '),
    );
  return risky;
}
