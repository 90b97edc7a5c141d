/**
 * The newsletter in the admin: the "Export newsletter subscribers" permission, the admin route that
 * answers the CSV (src/admin/NewsletterExport.tsx is its button, above the Subscription list). The
 * Subscription list's columns (with each one's state) are in ../admin-views/leads.ts.
 *
 *   GET /newsletter-export/subscribers.csv  admins whose role has "Export newsletter subscribers"
 *                                           (api::newsletter.export; super admins always)
 */
import type { Core } from '@strapi/strapi';

export const EXPORT_ACTION = 'api::newsletter.export';
export const EXPORT_PATH = '/newsletter-export/subscribers.csv';

type Ctx = { body: unknown; set: (name: string, value: string) => void };

async function exportCsv(ctx: Ctx) {
  const csv: string = await strapi.service('api::newsletter.newsletter').confirmedCsv();
  const day = new Date().toISOString().slice(0, 10);
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`);
  // Personal data: never kept by a browser or proxy cache.
  ctx.set('Cache-Control', 'no-store');
  ctx.body = csv;
}

/** Called from register(): the permission must exist before the admin syncs roles in its bootstrap. */
export async function registerNewsletterAdmin(strapi: Core.Strapi): Promise<void> {
  await strapi.service('admin::permission').actionProvider.registerMany([
    {
      uid: 'newsletter.export',
      section: 'settings',
      category: 'Newsletter',
      subCategory: 'Subscribers',
      displayName: 'Export newsletter subscribers',
    },
  ]);
  strapi.server.routes({
    type: 'admin',
    prefix: '/newsletter-export',
    routes: [
      {
        method: 'GET',
        path: '/subscribers.csv',
        handler: exportCsv,
        config: {
          policies: [
            'admin::isAuthenticatedAdmin',
            { name: 'admin::hasPermissions', config: { actions: [EXPORT_ACTION] } },
          ],
        },
      },
    ],
  } as never);
}
