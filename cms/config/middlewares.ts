import { CSP_DEFAULTS } from '@strapi/utils';
import { type CmsEnv, cmsEnv, siteOrigins } from '../src/config/env';
import { isBrowserRoute } from '../src/contracts/browser-routes';
import { multipartBodyOptions } from '../src/middlewares/multipart-guard';

/**
 * Strapi's security headers. With uploads in a bucket (S3_BUCKET), the admin's media library loads
 * images and videos from the bucket's public origin (and fetches them for "Download"), which its CSP must
 * allow. Strapi fills a directive given here from its default by array position (lodash
 * defaultsDeep), so each one starts with Strapi's defaults ('self', data:, blob:, the marketplace's
 * images) and adds the bucket.
 */
function security(config: CmsEnv) {
  const s3 = config.uploads;
  if (!s3) return 'strapi::security';
  const withBucket = (defaults: readonly string[]) => [...defaults, s3.publicOrigin];
  return {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        directives: {
          'connect-src': withBucket(CSP_DEFAULTS['connect-src']),
          'img-src': withBucket(CSP_DEFAULTS['img-src']),
          'media-src': withBucket(CSP_DEFAULTS['media-src']),
        },
      },
    },
  };
}

/**
 * Behind proxies named by address (CMS_PROXY_TRUSTED, see src/limits/client-address.ts), the client
 * address is settled first, before Strapi's logger and every limit read it. The middleware parses
 * the list when the CMS starts, so a bad entry stops the start.
 */
function clientAddress(config: CmsEnv) {
  const trusted = config.CMS_PROXY_TRUSTED?.trim();
  if (!trusted) return [];
  return [{ name: 'global::client-address', config: { trusted, header: config.CMS_PROXY_IP_HEADER } }];
}

/**
 * CORS for the site's origins on the routes a visitor's browser calls (src/contracts/browser-routes.ts)
 * and nowhere else: the admin, the content API and uploads answer a site origin no CORS header, so a
 * script on the site (or one injected into it) cannot read them with an editor's cookies or anything
 * else. Never with credentials: those routes take no cookie or login. Strapi requires its cors
 * middleware in the list, so it stays, its origin decided per request; keepHeadersOnError lets the
 * site read a refusal (a 400 naming a field, a 429's wait) as well as a success.
 */
function siteCors(config: CmsEnv) {
  const origins = [...siteOrigins(config)];
  return {
    name: 'strapi::cors',
    config: {
      origin: (ctx: { path: string }) => (isBrowserRoute(ctx.path) ? origins : []),
      credentials: false,
      methods: ['GET', 'POST', 'HEAD', 'OPTIONS'],
      headers: ['Content-Type', 'Accept', 'X-XSRF-TOKEN', 'Idempotency-Key'],
      keepHeadersOnError: true,
    },
  };
}

export default () => {
  const config = cmsEnv();
  return [
    ...clientAddress(config),
    'strapi::logger',
    'strapi::errors',
    security(config),
    siteCors(config),
    'strapi::poweredBy',
    'strapi::query',
    // Multipart only to the media library's routes, from a signed-in admin, within its limits; each
    // request's temp files removed whatever its outcome (src/middlewares/multipart-guard.ts).
    'global::multipart-guard',
    {
      name: 'strapi::body',
      // The admin panel sends content as JSON and media as multipart; visitors' submissions are
      // limited more tightly by the submission routes themselves (see src/api/types/policies).
      config: { jsonLimit: '1mb', formLimit: '1mb', textLimit: '1mb', formidable: multipartBodyOptions() },
    },
    'strapi::session',
    'strapi::favicon',
    // Uploaded files cannot run on the admin's origin (src/uploads/headers.ts).
    'global::upload-headers',
    'strapi::public',
  ];
};
