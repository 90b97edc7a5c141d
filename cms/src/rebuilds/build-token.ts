/**
 * The site build reads content with a least-privilege API token: find/findOne of the site's content
 * plus the two content-type-builder reads gatsby-source-strapi makes. It is created on first start
 * and its key is written to an ignored file (BUILD_TOKEN_FILE, default .tmp/build-token) that the
 * site build reads; STRAPI_TOKEN overrides that file on the site's side.
 *
 * Strapi keeps a hash of the key (to check requests) and the key itself encrypted with ENCRYPTION_KEY
 * (to show it again in the admin). When the file is missing or stale, as on a second CMS instance
 * sharing the database, the key is decrypted from the database and written out: every instance
 * gives the build the same one token, and no instance invalidates another's. Only when it cannot be
 * decrypted (a different ENCRYPTION_KEY, or a token made before keys were stored encrypted) is the
 * token regenerated; instances behind one load balancer must therefore share ENCRYPTION_KEY. Its
 * permissions follow BUILD_TOKEN_PERMISSIONS on every start.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../config/env';
import { BUILD_READS } from '../contracts/content-types';
import { resolveFromApp } from '../secrets/secrets';

export const BUILD_TOKEN_NAME = 'site-build (read-only)';

/** What the build reads of every content type the site reads (../contracts/content-types.ts: find, and
 * findOne of a collection type), and the content-type-builder's two reads. */
export const BUILD_TOKEN_PERMISSIONS = [
  ...BUILD_READS,
  'plugin::content-type-builder.content-types.getContentTypes',
  'plugin::content-type-builder.components.getComponents',
];

export function buildTokenFile(): string {
  return resolveFromApp(cmsEnv().BUILD_TOKEN_FILE);
}

function writeKey(file: string, key: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${key}\n`, { mode: 0o600 });
}

function decryptKey(strapi: Core.Strapi, encryptedKey: string | null | undefined): string | undefined {
  if (!encryptedKey) return undefined;
  try {
    return strapi.service('admin::encryption').decrypt(encryptedKey) ?? undefined;
  } catch {
    return undefined; // encrypted with another ENCRYPTION_KEY
  }
}

/**
 * A token made by an earlier version keeps its key but gets the permissions this version's build
 * needs (a type added to the site, like redirects), so an upgrade needs no new token.
 */
async function grantCurrentPermissions(strapi: Core.Strapi, id: number | string): Promise<void> {
  const token = await strapi.db.query('admin::api-token').findOne({ where: { id }, populate: ['permissions'] });
  const granted = ((token?.permissions ?? []) as Array<{ action: string }>).map((permission) => permission.action);
  const same =
    granted.length === BUILD_TOKEN_PERMISSIONS.length &&
    BUILD_TOKEN_PERMISSIONS.every((action) => granted.includes(action));
  if (same) return;
  await strapi.service('admin::api-token').update(id, { permissions: BUILD_TOKEN_PERMISSIONS });
  strapi.log.info("Updated the site build's API token to this version's permissions.");
}

export async function ensureBuildToken(strapi: Core.Strapi): Promise<void> {
  const tokens = strapi.service('admin::api-token');
  const file = buildTokenFile();
  const stored = await strapi.db
    .query('admin::api-token')
    .findOne({ where: { name: BUILD_TOKEN_NAME }, select: ['id', 'accessKey', 'encryptedKey'] });

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

  await grantCurrentPermissions(strapi, stored.id);
  const onDisk = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
  if (onDisk && tokens.hash(onDisk) === stored.accessKey) return;
  const decrypted = decryptKey(strapi, stored.encryptedKey);
  if (decrypted && tokens.hash(decrypted) === stored.accessKey) {
    writeKey(file, decrypted);
    strapi.log.info(`Wrote the site build's API token (kept in the database) to ${file}`);
    return;
  }
  const regenerated = await tokens.regenerate(stored.id);
  writeKey(file, regenerated.accessKey);
  strapi.log.info(`Regenerated the site build's API token into ${file}`);
}
