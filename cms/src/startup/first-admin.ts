/**
 * The first editor gets in either through Strapi's own "create the first administrator" page at
 * /admin, or, for unattended set-ups, through CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD, which create
 * that account on a start when no administrator exists yet. There is no default password.
 */
import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../config/env';
import { adminPasswordProblem } from './admin-password';

export async function ensureFirstAdmin(strapi: Core.Strapi): Promise<void> {
  const { CMS_ADMIN_EMAIL: email, CMS_ADMIN_PASSWORD: password, CMS_ADMIN_FIRSTNAME, CMS_ADMIN_LASTNAME } = cmsEnv();
  if (!email || !password) return;
  if ((await strapi.db.query('admin::user').count()) > 0) return;
  // The admin password rule (./admin-password.ts), as for a password set in the admin panel.
  const problem = adminPasswordProblem(password, [email, CMS_ADMIN_FIRSTNAME, CMS_ADMIN_LASTNAME]);
  if (problem) {
    strapi.log.error(`CMS_ADMIN_PASSWORD is refused: ${problem} No administrator was created.`);
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
