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
import { invalid, registerAdminRoutes, type AdminContext } from '../startup/admin-routes';
import { ADMIN_PERMISSIONS } from '../contracts/admin-permissions';
import { readPeriod } from './rules';
import { countSummary } from './summary';

export function registerCounts(strapi: Core.Strapi): Promise<void> {
  const summary = async (ctx: AdminContext) => {
    const { period, problems } = readPeriod(ctx.query);
    if (problems.length) invalid(problems);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await countSummary(strapi, period) };
  };

  return registerAdminRoutes(strapi, {
    prefix: '/visit-counts',
    permission: ADMIN_PERMISSIONS.visits,
    routes: [{ method: 'GET', path: '/summary', handler: summary }],
  });
}
