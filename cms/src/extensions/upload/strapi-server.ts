/**
 * Strapi's upload plugin (the media library), held to what ../../uploads/rules.ts accepts
 * (docs/security.md#uploads):
 *
 * - the admin's upload routes check every file of the request before Strapi's
 *   own check (which, given several files, would quietly drop the refused ones and store the rest):
 *   one refused file refuses the request with a 400 naming it, and nothing is stored (the content
 *   API's upload takes no multipart body at all: ../../middlewares/multipart-guard.ts);
 * - the upload service checks again, so every other way in (upload from a URL, the seed) is held to
 *   the same rules, and an SVG is stored sanitised whichever way it came;
 * - with the S3 provider, an object that is not an image is written with `Content-Disposition:
 *   attachment` (its Content-Type is the checked one);
 * - at start, files already in the library that could run are listed in the log (../../uploads/scan.ts).
 *
 * config/plugins.ts gives Strapi's own check the same allow list.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { kindOfMime } from '../../uploads/rules';
import { incomingFiles, screenUpload } from '../../uploads/screen';
import { reportRiskyUploads } from '../../uploads/scan';

type Action = (this: unknown, ctx: Context, ...rest: unknown[]) => unknown;
/** The upload service's two ways in that take files (its other methods are passed on as they are). */
interface UploadService {
  upload(input: { files: unknown }, ...rest: unknown[]): Promise<unknown>;
  replace(id: unknown, input: { file: unknown }, ...rest: unknown[]): Promise<unknown>;
}
type Lifecycle = (context: { strapi: Core.Strapi }) => unknown;

interface UploadPlugin {
  register: Lifecycle;
  bootstrap: Lifecycle;
  controllers: Record<string, Record<string, Action> | ((context: { strapi: Core.Strapi }) => Record<string, Action>)>;
  services: { upload: (context: { strapi: Core.Strapi }) => UploadService } & Record<string, unknown>;
}

async function screenRequest(ctx: Context): Promise<void> {
  for (const file of incomingFiles(ctx.request.files?.files)) await screenUpload(file);
}

/** `actions` of `controller`, each checking the request's files first. */
function guardActions<T extends Record<string, Action>>(controller: T, actions: readonly string[]): T {
  for (const action of actions) {
    const original = controller[action];
    if (typeof original !== 'function') throw new Error(`Upload plugin: no controller action ${action} to guard.`);
    (controller as Record<string, Action>)[action] = async function guarded(this: unknown, ctx, ...rest) {
      await screenRequest(ctx);
      return original.call(this, ctx, ...rest);
    };
  }
  return controller;
}

/** With the S3 provider: what each object is written with, beside the provider's own parameters. */
const objectParameters = (file: { mime?: string }) =>
  kindOfMime(file.mime)?.image ? {} : { ContentDisposition: 'attachment' };

function attachmentsInBucket(strapi: Core.Strapi): void {
  const config = strapi.config.get<{ provider?: string; actionOptions?: Record<string, object> }>('plugin::upload');
  if (config.provider !== 'aws-s3') return;
  const provider = strapi.plugin('upload').provider as Record<string, (...args: unknown[]) => Promise<unknown>> & {
    extend: (methods: object) => void;
  };
  // Strapi's replace passes the old file where upload passes options, so only the uploads (every new
  // file) take parameters; a replacement keeps the key, and so what the bucket holds about it.
  const withParameters = (method: 'upload' | 'uploadStream') => {
    const original = provider[method];
    return (file: { mime?: string }, options?: object) =>
      original(file, { ...(options ?? config.actionOptions?.[method] ?? {}), ...objectParameters(file) });
  };
  provider.extend({ upload: withParameters('upload'), uploadStream: withParameters('uploadStream') });
}

export default (plugin: UploadPlugin): UploadPlugin => {
  guardActions(plugin.controllers['admin-upload'] as Record<string, Action>, ['upload', 'uploadFile', 'replaceFile']);

  const uploadService = plugin.services.upload;
  plugin.services.upload = (context) => {
    const service = uploadService(context);
    return {
      ...service,
      async upload(input: { files: unknown }, ...rest: unknown[]) {
        for (const file of incomingFiles(input.files)) await screenUpload(file);
        return service.upload(input, ...rest);
      },
      async replace(id: unknown, input: { file: unknown }, ...rest: unknown[]) {
        for (const file of incomingFiles(input.file)) await screenUpload(file);
        return service.replace(id, input, ...rest);
      },
    };
  };

  const { register, bootstrap } = plugin;
  plugin.register = async (context) => {
    await register(context);
    attachmentsInBucket(context.strapi);
  };
  plugin.bootstrap = async (context) => {
    await bootstrap(context);
    await reportRiskyUploads(context.strapi);
  };
  return plugin;
};
