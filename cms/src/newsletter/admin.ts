/**
 * The newsletter in the admin: the "Export newsletter subscribers" permission, the admin route that
 * answers the CSV (src/admin/newsletter/NewsletterExport.tsx is its button, above the Subscription list). The
 * Subscription list's columns (with each one's state) are in ../admin-views/leads.ts.
 *
 *   GET /newsletter-export/subscribers.csv  admins whose role has "Export newsletter subscribers"
 *                                           (api::newsletter.export; super admins always)
 */
import type { Core } from '@strapi/strapi';
import { fileDay, registerAdminRoutes, sendCsv, type AdminContext } from '../startup/admin-routes';
import { ADMIN_PERMISSIONS } from '../contracts/admin-permissions';

async function exportCsv(ctx: AdminContext) {
  const csv: string = await strapi.service('api::newsletter.newsletter').confirmedCsv();
  sendCsv(ctx, `newsletter-subscribers-${fileDay()}.csv`, csv);
}

/** Called from register(): the permission must exist before the admin syncs roles in its bootstrap. */
export function registerNewsletterAdmin(strapi: Core.Strapi): Promise<void> {
  return registerAdminRoutes(strapi, {
    prefix: '/newsletter-export',
    permission: ADMIN_PERMISSIONS.newsletterExport,
    routes: [{ method: 'GET', path: '/subscribers.csv', handler: exportCsv }],
  });
}
