import { secret } from '../src/secrets/secrets';
import { previewSecret, previewUrl, siteUrl } from '../src/preview/site-preview';
import { cmsEnv } from '../src/config/env';

export default () => {
  // Read (and generated when missing) as the CMS starts, so a short or empty one stops the start with
  // one line naming it, not the first "Open preview".
  if (cmsEnv().PREVIEW_ENABLED) previewSecret();
  return config();
};

/**
 * An admin signs in again after 12 hours in all, or after 25 to 30 minutes without using the panel,
 * with "Remember me" or without (docs/security.md#admin-accounts-and-sessions). Strapi counts the idle
 * window from the last renewal of the session, and the panel renews it only shortly before its access
 * token ends, and only if the admin did something meanwhile: a 5-minute access token keeps the window
 * within 5 minutes of the last action (the 30-minute default would stretch it towards an hour), and
 * bounds how long a token outlives its session's end. In seconds.
 */
export const ADMIN_SESSIONS = {
  accessTokenLifespan: 5 * 60,
  // "Remember me": the refresh cookie's lifetime.
  maxRefreshTokenLifespan: 12 * 60 * 60,
  idleRefreshTokenLifespan: 25 * 60,
  // Without "Remember me": a cookie that ends with the browser, and the same windows.
  maxSessionLifespan: 12 * 60 * 60,
  idleSessionLifespan: 25 * 60,
};

const config = () => ({
  auth: { secret: secret('ADMIN_JWT_SECRET'), sessions: ADMIN_SESSIONS },
  apiToken: { salt: secret('API_TOKEN_SALT') },
  transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  // The admin panel is served by the CMS itself at /admin.
  url: cmsEnv().CMS_ADMIN_PATH,
  // The Content Manager's "Open preview": the site server renders the draft with the site's own
  // components (src/preview/site-preview.ts). allowedOrigins lets the admin frame the site.
  preview: {
    enabled: cmsEnv().PREVIEW_ENABLED,
    config: {
      allowedOrigins: [new URL(siteUrl()).origin],
      handler: (uid: string, params: { documentId?: string; locale?: string; status?: string }) =>
        previewUrl(strapi, uid, params),
    },
  },
});
