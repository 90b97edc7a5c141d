/**
 * The headers of every `/uploads/*` response (../uploads/headers.ts): nosniff, a sandboxing CSP in
 * place of the admin's, and `Content-Disposition: attachment` for anything but an accepted image.
 * Registered in config/middlewares.ts; set after the file is served, so they hold for whichever route
 * served it (the upload plugin's, or Strapi's public folder for an oddly spelled path), or failed.
 */
import type { Core } from '@strapi/strapi';
import { isUploadPath, uploadHeaders } from '../uploads/headers';

const uploadHeadersMiddleware: Core.MiddlewareFactory = () => async (ctx, next) => {
  try {
    await next();
  } finally {
    if (isUploadPath(ctx.path))
      for (const [name, value] of Object.entries(uploadHeaders(ctx.response.type || undefined))) ctx.set(name, value);
  }
};

export default uploadHeadersMiddleware;
