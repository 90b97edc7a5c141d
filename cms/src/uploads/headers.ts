/**
 * How the CMS serves `/uploads/*` (../middlewares/upload-headers.ts): whatever a file holds, a browser
 * that opens it on the CMS's origin, the admin's, runs nothing. `nosniff` makes the browser keep to
 * the Content-Type (given by the extension); the CSP sandboxes the file as a document of its own
 * origin with no script and no loads; a file that is not an accepted image is downloaded, never shown,
 * and one of a type the library does not accept is served as application/octet-stream, which a
 * browser, told not to sniff, also refuses to run as a script (a <script src> on an admin page).
 * An image in an <img> (the site, the admin's media library) is not a document, so none of this
 * changes how it displays.
 */
import path from 'node:path';
import { kindOfMime } from './rules';

export const UPLOADS_CSP = "sandbox; default-src 'none'";

/** The path koa-static would serve (it decodes the path once), or undefined when it cannot be decoded. */
function servedPath(requestPath: string): string | undefined {
  try {
    return path.posix.normalize(decodeURIComponent(requestPath));
  } catch {
    return undefined;
  }
}

/** Whether the request is for a file of the uploads folder, however its path is spelled (`/%75ploads/`, `/x/../uploads/`). */
export function isUploadPath(requestPath: string): boolean {
  const served = servedPath(requestPath);
  return served === undefined || served.startsWith('/uploads/');
}

/** The headers of an uploaded file's response, by the Content-Type the file server gave it. */
export function uploadHeaders(contentType: string | undefined): Record<string, string> {
  const kind = kindOfMime(contentType);
  return {
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': UPLOADS_CSP,
    ...(kind?.image ? {} : { 'Content-Disposition': 'attachment' }),
    ...(kind || !contentType ? {} : { 'Content-Type': 'application/octet-stream' }),
  };
}
