/**
 * The admin routes behind the "Data requests" page (src/admin/data-requests/DataRequestsPage.tsx), for admins
 * whose role has "Find, export and erase a person's data" (api::privacy.data-requests; super admins
 * always). The address travels in the body, never the URL, so it stays out of access logs.
 *
 *   POST /data-requests/find    { email, include? }  what is held, and the possible matches
 *   POST /data-requests/export  { email, include? }  the same as one JSON file (attachment)
 *   POST /data-requests/erase   { email, include? }  deletes it all in one transaction
 *   GET  /data-requests/log                          the latest audit entries
 *
 * Each of the first three leaves an entry in the Data request log (./data-requests.ts).
 */
import type { Core } from '@strapi/strapi';
import {
  LOG_UID,
  erasePerson,
  exportDocument,
  findPerson,
  logDataRequest,
  unknownIncludes,
  type Possible,
} from './data-requests';
import { normalizeEmail } from './matching';
import { fileDay, invalid, registerAdminRoutes, type AdminContext } from '../startup/admin-routes';
import { ADMIN_PERMISSIONS } from '../contracts/admin-permissions';

/** The request's address and included possible matches, or a 400 naming the bad field. */
async function readRequest(strapi: Core.Strapi, ctx: AdminContext): Promise<{ email: string; include: string[] }> {
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  const email = normalizeEmail(body.email);
  if (!email) invalid([{ field: 'email', message: 'Please enter a valid email address, like name@example.com.' }]);
  const include = body.include ?? [];
  if (!Array.isArray(include) || include.some((key) => typeof key !== 'string') || include.length > 500) {
    invalid([{ field: 'include', message: 'Must be a list of possible matches from a search.' }]);
  }
  const unknown = await unknownIncludes(strapi, email, include as string[]);
  if (unknown.length)
    invalid([{ field: 'include', message: `Not a possible match for this address: ${unknown.join(', ')}.` }]);
  return { email, include: include as string[] };
}

const summary = (match: Possible) => ({
  type: match.type,
  documentId: match.documentId,
  reason: match.reason,
  row: match.row,
});

export function registerDataRequests(strapi: Core.Strapi): Promise<void> {
  const find = async (ctx: AdminContext) => {
    const { email, include } = await readRequest(strapi, ctx);
    const findings = await findPerson(strapi, email, include);
    await logDataRequest(strapi, 'find', findings.counts, ctx.state.user);
    ctx.body = { data: { ...findings, possible: findings.possible.map(summary) } };
  };

  const exportData = async (ctx: AdminContext) => {
    const { email, include } = await readRequest(strapi, ctx);
    const findings = await findPerson(strapi, email, include);
    await logDataRequest(strapi, 'export', findings.counts, ctx.state.user);
    // The file name says when, not whose: downloads folders are not private.
    ctx.attachment(`personal-data-${fileDay()}.json`);
    ctx.body = exportDocument(email, findings);
  };

  const erase = async (ctx: AdminContext) => {
    const { email, include } = await readRequest(strapi, ctx);
    const counts = await erasePerson(strapi, email, include, ctx.state.user);
    ctx.body = { data: { counts } };
  };

  const log = async (ctx: AdminContext) => {
    const entries = await strapi.db.query(LOG_UID).findMany({
      select: ['id', 'action', 'at', 'admin', 'counts'],
      orderBy: { id: 'desc' },
      limit: 20,
    });
    ctx.body = { data: entries };
  };

  return registerAdminRoutes(strapi, {
    prefix: '/data-requests',
    permission: ADMIN_PERMISSIONS.dataRequests,
    routes: [
      { method: 'POST', path: '/find', handler: find },
      { method: 'POST', path: '/export', handler: exportData },
      { method: 'POST', path: '/erase', handler: erase },
      { method: 'GET', path: '/log', handler: log },
    ],
  });
}
