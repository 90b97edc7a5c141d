/**
 * No disk for strangers (docs/security.md#request-bodies). Strapi's body parser (`strapi::body`:
 * koa-body and formidable) writes every multipart body to the temp folder, on any path, before any
 * route, limit or login runs, and deletes only a part named `files`, only on success. This
 * middleware, registered just before it in config/middlewares.ts, lets a multipart body through only
 *
 * - to the admin's media-library routes that take files (`ADMIN_UPLOAD_ROUTES`), and the Super
 *   Admin's project settings (the logos): any other path, the content API's /api/upload and every
 *   visitor's route among them, answers 415 before a byte is read;
 * - from a signed-in admin whose session is live and whose role may do what the route does: others
 *   get 401 or 403, again before a byte is read;
 * - within `MEDIA_UPLOAD_LIMITS` (formidable's, set on `strapi::body` by `multipartBodyOptions`).
 *
 * Each such request's files are written into a folder of its own in the temp folder, and that folder
 * is removed when the request ends, whatever the outcome (stored, refused, failed, aborted).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/**
 * What one request to the media library may carry. A file: a photograph or a PDF for the site (the
 * upload plugin's `sizeLimit`, config/plugins.ts, refuses a larger one with its name). A request: the
 * media picker sends every file chosen at once (the media library page sends one per request), so up
 * to 20 files and 100 MB in all, the most a request can put on the disk.
 */
export const MEDIA_UPLOAD_LIMITS = {
  // In MB of 10^6 bytes, as the upload plugin's messages count them ("exceeds size limit of 20 MB").
  fileBytes: 20_000_000,
  requestBytes: 100_000_000,
  files: 20,
  /** The text parts (each file's `fileInfo`, a few hundred bytes of JSON). */
  fieldBytes: 1_000_000,
  fields: 100,
};

/** An admin route that takes a multipart body, and the permissions of which the admin needs one. */
interface MultipartRoute {
  method: string;
  path: RegExp;
  actions: string[];
}

const CREATE = 'plugin::upload.assets.create';
const UPDATE = 'plugin::upload.assets.update';

/** The upload plugin's admin routes (@strapi/upload's server/routes/admin) the panel sends files or
 * file details to as multipart, and Settings → Overview's logos. */
export const ADMIN_UPLOAD_ROUTES: MultipartRoute[] = [
  // The media picker's upload, and its "replace" and edit (`?id=`).
  { method: 'POST', path: /^\/upload\/?$/, actions: [CREATE, UPDATE] },
  // The media library page: one file per request.
  { method: 'POST', path: /^\/upload\/files\/?$/, actions: [CREATE] },
  { method: 'POST', path: /^\/upload\/files\/[^/]+\/replace\/?$/, actions: [UPDATE] },
  { method: 'PUT', path: /^\/upload\/files\/[^/]+\/?$/, actions: [UPDATE] },
  { method: 'POST', path: /^\/admin\/project-settings\/?$/, actions: ['admin::project-settings.update'] },
];

export function multipartRoute(method: string, requestPath: string): MultipartRoute | undefined {
  return ADMIN_UPLOAD_ROUTES.find((route) => route.method === method && route.path.test(requestPath));
}

/** One admitted request's files: the folder they go to, and formidable's file objects. */
interface RequestFiles {
  dir?: string;
  files: FormidableFile[];
  tooMany?: boolean;
}

/** What this file uses of formidable's PersistentFile. */
interface FormidableFile {
  filepath: string;
  newFilename: string;
  destroy: () => void;
}

// Keyed by the request's headers object, which formidable keeps as `this.headers` (its only link to
// the request an event handler can see).
const admitted = new WeakMap<object, RequestFiles>();

class TooManyFiles extends Error {}

interface FormidableForm {
  headers: object;
  _error?: (error: Error) => void;
  emit: (event: string, error: Error) => void;
}

/**
 * Formidable's `fileBegin` handler (koa-body's `formidable.onFileBegin`): puts each file into its
 * request's own folder, and stops a request at one file too many. `this` is formidable's form.
 */
function onFileBegin(this: FormidableForm, _name: string, file: FormidableFile) {
  const request = admitted.get(this.headers);
  // Every multipart body reaching the parser was admitted above; refuse one that was not.
  if (!request) {
    (this._error ?? ((error: Error) => this.emit('error', error))).call(
      this,
      new Error('Multipart body not admitted.'),
    );
    return;
  }
  request.dir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'cms-upload-'));
  file.filepath = path.join(request.dir, file.newFilename);
  request.files.push(file);
  if (request.files.length > MEDIA_UPLOAD_LIMITS.files) {
    request.tooMany = true;
    // formidable's own way to fail a parse: it stops reading and closes the files it opened.
    (this._error ?? ((error: Error) => this.emit('error', error))).call(this, new TooManyFiles());
  }
}

/** The `formidable` options of `strapi::body` (config/middlewares.ts). */
export function multipartBodyOptions() {
  return {
    maxFileSize: MEDIA_UPLOAD_LIMITS.requestBytes,
    maxFieldsSize: MEDIA_UPLOAD_LIMITS.fieldBytes,
    maxFields: MEDIA_UPLOAD_LIMITS.fields,
    onFileBegin,
  };
}

/** Deletes a request's files and their folder. Never throws: the request's own outcome stands. */
async function removeFiles(request: RequestFiles): Promise<void> {
  for (const file of request.files) {
    try {
      // Closes a file still being written (an aborted or refused upload), and deletes it.
      file.destroy();
    } catch {
      // Not opened yet: nothing to close.
    }
  }
  if (request.dir) await fs.promises.rm(request.dir, { recursive: true, force: true });
}

interface SessionManager {
  (origin: 'admin'): {
    validateAccessToken: (token: string) => { isValid: boolean; payload?: { userId: string; sessionId: string } };
    isSessionActive: (sessionId: string) => Promise<boolean>;
  };
}

/**
 * The signed-in admin behind the request's bearer token, if any, as Strapi's admin strategy finds
 * them (a valid access token of a live session, an active user), and whether their role holds one
 * of `actions`. Run before the body is read, so a stranger's upload costs a token check.
 */
async function adminMay(strapi: Core.Strapi, authorization: string | undefined, actions: string[]) {
  const [scheme, token, extra] = (authorization ?? '').trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'bearer' || !token || extra !== undefined) return 'unauthorized';
  const sessions = (strapi as unknown as { sessionManager?: SessionManager }).sessionManager?.('admin');
  const result = sessions?.validateAccessToken(token);
  if (!sessions || !result?.isValid || !result.payload) return 'unauthorized';
  if (!(await sessions.isSessionActive(result.payload.sessionId))) return 'unauthorized';
  const id = Number(result.payload.userId);
  const user = await strapi.db
    .query('admin::user')
    .findOne({ where: { id: Number.isFinite(id) ? id : result.payload.userId }, populate: ['roles'] });
  if (!user || user.isActive !== true) return 'unauthorized';
  const ability = await strapi.service('admin::permission').engine.generateUserAbility(user);
  return actions.some((action) => ability.can(action)) ? 'allowed' : 'forbidden';
}

const multipartGuard: Core.MiddlewareFactory = (_config, { strapi }) => {
  return async (ctx, next) => {
    // koa-body's own test for a multipart body, so exactly the requests it would write are seen.
    if (!ctx.is('multipart')) return next();
    const route = multipartRoute(ctx.method, ctx.path);
    // Refused before the body is read: Node reads what the client still sends and drops it, so the
    // client gets the answer, and nothing is written.
    if (!route) return ctx.throw(415, 'This address does not take multipart bodies: send JSON.');
    const verdict = await adminMay(strapi, ctx.get('authorization') || undefined, route.actions);
    if (verdict !== 'allowed') {
      if (verdict === 'forbidden') throw new errors.ForbiddenError('Your role may not upload files here.');
      throw new errors.UnauthorizedError('Sign in to the admin to upload files.');
    }
    const request: RequestFiles = { files: [] };
    admitted.set(ctx.req.headers, request);
    try {
      await next();
    } catch (error) {
      if (request.tooMany || error instanceof TooManyFiles)
        throw new errors.PayloadTooLargeError(`At most ${MEDIA_UPLOAD_LIMITS.files} files can be uploaded at once.`);
      // formidable's refusals (too many or too large text fields, no boundary) carry their status as
      // `httpCode`, which Strapi does not read (it would answer 500).
      const { httpCode, message } = error as { httpCode?: number; message?: string };
      if (httpCode === 413) throw new errors.PayloadTooLargeError(message);
      if (httpCode && httpCode >= 400 && httpCode < 500) throw new errors.ValidationError(message ?? 'Bad upload.');
      throw error;
    } finally {
      admitted.delete(ctx.req.headers);
      await removeFiles(request);
    }
  };
};

export default multipartGuard;
