import { secret } from '../src/secrets/secrets';
import { previewSecret, previewUrl, siteUrl } from '../src/preview/site-preview';
import { cmsEnv } from '../src/config/env';
import { ADMIN_SESSIONS } from '../src/contracts/admin-sessions';

export default () => {
  // Read (and generated when missing) as the CMS starts, so a short or empty one stops the start with
  // one line naming it, not the first "Open preview".
  if (cmsEnv().PREVIEW_ENABLED) previewSecret();
  return config();
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
