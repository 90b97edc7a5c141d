/**
 * The admin routes of one of the project's own admin pages (the lead desk, the data requests, the
 * unanswered questions, the visits): each behind a signed-in admin whose role holds the page's permission, and
 * that permission registered, so it shows under Settings → Roles → the role → Settings. Call it from
 * register(): a permission must exist before the admin syncs the roles in its bootstrap.
 */
import type { Core } from '@strapi/strapi';

export interface AdminRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Koa's context, typed by each page's own routes. */
  handler: (ctx: never) => Promise<void>;
}

export interface AdminPermission {
  /** Its uid under `api::` (`lead-desk.use` is the action `api::lead-desk.use`). */
  uid: string;
  /** Where Settings → Roles lists it, and what it says there. */
  category: string;
  subCategory: string;
  displayName: string;
}

export function registerAdminRoutes(
  strapi: Core.Strapi,
  { prefix, permission, routes }: { prefix: string; permission: AdminPermission; routes: AdminRoute[] },
): Promise<void> {
  const config = {
    policies: [
      'admin::isAuthenticatedAdmin',
      { name: 'admin::hasPermissions', config: { actions: [`api::${permission.uid}`] } },
    ],
  };
  strapi.server.routes({ type: 'admin', prefix, routes: routes.map((route) => ({ ...route, config })) } as never);
  return strapi.service('admin::permission').actionProvider.registerMany([{ section: 'settings', ...permission }]);
}
