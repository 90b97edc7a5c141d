/**
 * The site build reads content with a least-privilege API token: find/findOne of the site's content
 * plus the two content-type-builder reads gatsby-source-strapi makes. It is created on first start
 * and its key is written to an ignored file (BUILD_TOKEN_FILE, default .tmp/build-token) that the
 * site build reads; STRAPI_TOKEN overrides that file on the site's side. Strapi stores only a hash of
 * the key, so when the file is missing or stale the token is regenerated and the file rewritten.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { resolveFromApp } from './secrets';

export const BUILD_TOKEN_NAME = 'site-build (read-only)';

const SINGLE_TYPES = ['global', 'home-page', 'about-page', 'services-page', 'contact-page', 'chatbot-setting'];
const COLLECTION_TYPES = ['service', 'faq-group'];

export const BUILD_TOKEN_PERMISSIONS = [
  ...SINGLE_TYPES.map((name) => `api::${name}.${name}.find`),
  ...COLLECTION_TYPES.flatMap((name) => [`api::${name}.${name}.find`, `api::${name}.${name}.findOne`]),
  'plugin::content-type-builder.content-types.getContentTypes',
  'plugin::content-type-builder.components.getComponents',
];

export function buildTokenFile(): string {
  return resolveFromApp(process.env.BUILD_TOKEN_FILE || '.tmp/build-token');
}

function writeKey(file: string, key: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${key}\n`, { mode: 0o600 });
}

export async function ensureBuildToken(strapi: Core.Strapi): Promise<void> {
  const tokens = strapi.service('admin::api-token');
  const file = buildTokenFile();
  const stored = await strapi.db
    .query('admin::api-token')
    .findOne({ where: { name: BUILD_TOKEN_NAME }, select: ['id', 'accessKey'] });

  if (!stored) {
    const created = await tokens.create({
      name: BUILD_TOKEN_NAME,
      description: 'Used by the site build (gatsby-source-strapi) to read published content. Read-only.',
      type: 'custom',
      lifespan: null,
      permissions: BUILD_TOKEN_PERMISSIONS,
    });
    writeKey(file, created.accessKey);
    strapi.log.info(`Created the site build's read-only API token in ${file}`);
    return;
  }

  const onDisk = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
  if (onDisk && tokens.hash(onDisk) === stored.accessKey) return;
  const regenerated = await tokens.regenerate(stored.id);
  writeKey(file, regenerated.accessKey);
  strapi.log.info(`Regenerated the site build's API token into ${file}`);
}
