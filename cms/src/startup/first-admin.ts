/**
 * The first editor gets in either through Strapi's own "create the first administrator" page at
 * /admin, or, for unattended set-ups, through CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD, which create
 * that account on a start when no administrator exists yet. There is no default password.
 */
import type { Core } from '@strapi/strapi';

export async function ensureFirstAdmin(strapi: Core.Strapi): Promise<void> {
  const email = process.env.CMS_ADMIN_EMAIL;
  const password = process.env.CMS_ADMIN_PASSWORD;
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
    firstname: process.env.CMS_ADMIN_FIRSTNAME || 'Site',
    lastname: process.env.CMS_ADMIN_LASTNAME || 'Editor',
    password,
  });
  strapi.log.info(`Created the first administrator ${email} from CMS_ADMIN_EMAIL.`);
}
