import { cmsEnv } from '../config/env';

/** SITE_URL: the site as visitors' and editors' browsers reach it (default http://localhost:$PORT,
 * PORT 9000). Its own module, apart from the preview's, so the outbox can build links without it. */
export function siteUrl(): string {
  const { SITE_URL, PORT } = cmsEnv();
  return SITE_URL ?? `http://localhost:${PORT}`;
}
