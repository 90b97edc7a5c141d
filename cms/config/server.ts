import { appKeys, publicDir } from '../src/utils/secrets';

export default ({ env }) => ({
  host: env('CMS_HOST', '0.0.0.0'),
  port: env.int('CMS_PORT', 1337),
  // The address visitors' browsers and the site build use to reach the CMS (absolute upload URLs).
  url: env('CMS_PUBLIC_URL', ''),
  app: { keys: appKeys() },
  dirs: { public: publicDir() },
});
