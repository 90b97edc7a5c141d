/**
 * The admin route behind the "Visits" page (src/admin/visits/VisitsPage.tsx), for admins whose role has "See
 * the visits and conversions" (api::counts.read: Super Admin and Sales; any other role an
 * administrator gives it, docs/security.md#roles):
 *
 *   GET /visit-counts/summary?days=30|90   the period's figures (./rules.ts `summarize`)
 *
 * A bad period answers 400 with Strapi's error body naming `days`.
 */
import type { Core } from '@strapi/strapi';
import {
  actionOf,
  invalid,
  registerAdminRoutes,
  type AdminContext,
  type AdminPermission,
} from '../startup/admin-routes';
import { readPeriod } from './rules';
import { countSummary } from './summary';

const COUNTS_PERMISSION: AdminPermission = {
  uid: 'counts.read',
  category: 'Visits',
  subCategory: 'Dashboard',
  displayName: 'See the visits and conversions (the Visits page)',
};
export const COUNTS_ACTION = actionOf(COUNTS_PERMISSION);

export function registerCounts(strapi: Core.Strapi): Promise<void> {
  const summary = async (ctx: AdminContext) => {
    const { period, problems } = readPeriod(ctx.query);
    if (problems.length) invalid(problems);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await countSummary(strapi, period) };
  };

  return registerAdminRoutes(strapi, {
    prefix: '/visit-counts',
    permission: COUNTS_PERMISSION,
    routes: [{ method: 'GET', path: '/summary', handler: summary }],
  });
}
