/**
 * Strapi's admin bootstrap gives a fresh database (no admin user, no API token) two API tokens of its
 * own, "Read Only" and "Full Access": a full-access key nobody asked for, kept decryptable in the
 * database (ENCRYPTION_KEY). Strapi 5.54 has no setting to skip them, and its bootstrap runs before
 * the app's, so the app's bootstrap deletes them, before the build's own token is made. The only API
 * token a fresh CMS keeps is then the site build's read-only one (../rebuilds/build-token.ts).
 *
 * Only Strapi's own two are ever deleted: matched by exact name, Strapi's default description and
 * type, so a token an editor made (even one named "Read Only") stays. Deleting on every start, not
 * only the first, also removes the pair from a database made before this existed.
 */
import type { Core } from '@strapi/strapi';

/** As Strapi 5.54 creates them (@strapi/admin, server/src/services/constants: DEFAULT_API_TOKENS). */
export const STRAPI_DEFAULT_TOKENS = [
  {
    name: 'Read Only',
    description: 'A default API token with read-only permissions, only used for accessing resources',
    type: 'read-only',
  },
  {
    name: 'Full Access',
    description: 'A default API token with full access permissions, used for accessing or modifying resources',
    type: 'full-access',
  },
] as const;

export async function removeStrapiDefaultTokens(strapi: Core.Strapi): Promise<void> {
  const found = (await strapi.db.query('admin::api-token').findMany({
    where: { $or: STRAPI_DEFAULT_TOKENS.map((token) => ({ ...token })) },
    select: ['id', 'name'],
  })) as Array<{ id: number; name: string }>;
  for (const token of found) {
    await strapi.service('admin::api-token').revoke(token.id);
    strapi.log.info(`Deleted Strapi's default "${token.name}" API token (not used by this project).`);
  }
}
