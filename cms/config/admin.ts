import { secret } from '../src/utils/secrets';

export default ({ env }) => ({
  auth: { secret: secret('ADMIN_JWT_SECRET') },
  apiToken: { salt: secret('API_TOKEN_SALT') },
  transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  // The admin panel is served by the CMS itself at /admin.
  url: env('CMS_ADMIN_PATH', '/admin'),
});
