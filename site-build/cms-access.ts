/**
 * Where the CMS is and the token the site build reads it with. Shared by gatsby-config, gatsby-node
 * and the start/develop/test scripts so they always agree.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildConfig } from './build-config';

const ROOT = path.resolve(__dirname, '..');

export const CMS_URL = buildConfig.CMS_URL;

/** STRAPI_TOKEN wins; otherwise the read-only token the CMS wrote on its first start. */
export function buildToken(): string {
  if (buildConfig.STRAPI_TOKEN) return buildConfig.STRAPI_TOKEN;
  const file = path.resolve(ROOT, 'cms', buildConfig.BUILD_TOKEN_FILE);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
}

/** One sentence saying why the CMS cannot feed a build, or null when it can. */
export async function cmsProblem(url = CMS_URL, token = buildToken()): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(`${url}/api/global`, { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    return `The CMS at ${url} is unreachable: start it with "npm run cms" (or "npm start"), or set CMS_URL to where it runs.`;
  }
  if (response.status === 401 || response.status === 403) {
    return token
      ? `The CMS at ${url} refused the build token (HTTP ${response.status}): check STRAPI_TOKEN, or delete it so the token the CMS wrote to cms/.tmp/build-token is used.`
      : `No build token: start the CMS once so it writes cms/.tmp/build-token, or set STRAPI_TOKEN.`;
  }
  if (response.status === 404) {
    return `The CMS at ${url} has no global settings published: publish "Global settings" in the admin panel.`;
  }
  if (!response.ok) return `The CMS at ${url} answered HTTP ${response.status} to the build.`;
  return null;
}
