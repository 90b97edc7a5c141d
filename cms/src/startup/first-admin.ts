/**
 * The first editor gets in either through Strapi's own "create the first administrator" page at
 * /admin, or, for unattended set-ups, through CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD, which create
 * that account on a start when no administrator exists yet. There is no default password.
 */
import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../config/env';

export async function ensureFirstAdmin(strapi: Core.Strapi): Promise<void> {
  const { CMS_ADMIN_EMAIL: email, CMS_ADMIN_PASSWORD: password, CMS_ADMIN_FIRSTNAME, CMS_ADMIN_LASTNAME } = cmsEnv();
  if (!email || !password) return;
  if ((await strapi.db.query('admin::user').count()) > 0) return;
  if (password.length < 8 || !/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) {
    strapi.log.error(
      'CMS_ADMIN_PASSWORD must have at least 8 characters with a lower-case letter, an upper-case letter and a digit; no administrator was created.',
    );
    return;
  }
  await strapi.service('admin::user').createFirstAdmin({
    email: email.toLowerCase(),
    firstname: CMS_ADMIN_FIRSTNAME,
    lastname: CMS_ADMIN_LASTNAME,
    password,
  });
  strapi.log.info(`Created the first administrator ${email} from CMS_ADMIN_EMAIL.`);
}
