/**
 * The admin routes behind the "Leads" page (src/admin/leads/), for admins whose role has
 * "Work the lead desk" (api::lead-desk.use: Sales and Super Admin, docs/security.md#roles):
 *
 *   GET  /lead-desk/leads?status=&kind=&owner=&from=&to=&q=&due=&today=&page=&pageSize=
 *                                                   the filtered list, newest first, one page
 *   GET  /lead-desk/leads.csv?(the same filters)    all of the filtered list as CSV
 *   GET  /lead-desk/owners                          the admins who may own leads
 *   GET  /lead-desk/leads/:kind/:documentId         one lead: what was sent, state, activity, timeline
 *   PUT  /lead-desk/leads/:kind/:documentId         { status?, ownerId?, followUp? }
 *   POST /lead-desk/leads/:kind/:documentId/notes   { text }
 *   POST /lead-desk/leads/:kind/:documentId/crm     sends its CRM webhooks given up again (../crm)
 *
 * Each shows only the kinds of lead, the leads and the fields the admin's role may read in the
 * Content Manager (./access.ts). Bad input answers 400 with Strapi's error body naming each bad field,
 * and changes nothing.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { EXPORT_MAX, isLeadKind, leadsCsv, readFilters, readNote, readPatch } from './rules';
import { crmTarget, retryFailed } from '../crm/queue';
import { fileDay, invalid, registerAdminRoutes, sendCsv, type AdminContext } from '../startup/admin-routes';
import { ADMIN_PERMISSIONS } from '../contracts/admin-permissions';
import { refuseWrites } from '../startup/read-only';
import { wakeCrmWorker } from '../crm/worker';
import { ACTIVITY_UID, STATE_UID, addNote, changeState, findLead, leadDetail, listLeads, owners } from './store';
import { leadAccess, readableKinds } from './access';

/** The lead named by the path, with what the admin may read; 404 when there is none, or the admin's
 * role may not read it (its kind, or its permission's conditions: ./access.ts). */
async function leadOf(strapi: Core.Strapi, ctx: AdminContext) {
  const { kind, documentId } = ctx.params;
  const access = leadAccess(strapi, ctx.state.userAbility);
  if (!isLeadKind(kind) || !(await findLead(strapi, kind, documentId, access)))
    throw new errors.NotFoundError('No such lead.');
  return { kind, documentId, access };
}

export function registerLeadDesk(strapi: Core.Strapi): Promise<void> {
  const filtered = async (ctx: AdminContext, all: boolean) => {
    const { filters, problems } = readFilters(ctx.query);
    if (problems.length) invalid(problems);
    const access = leadAccess(strapi, ctx.state.userAbility);
    const listed = await listLeads(strapi, all ? { ...filters, page: 1, pageSize: EXPORT_MAX } : filters, access);
    return { ...listed, kinds: readableKinds(access) };
  };

  const list = async (ctx: AdminContext) => {
    const { total, page, kinds } = await filtered(ctx, false);
    ctx.set('Cache-Control', 'no-store');
    // `crm`: whether a CRM is configured, so the page shows the column of deliveries; `kinds`: the
    // kinds the admin's role may read, the page's choices.
    ctx.body = { data: page, meta: { total, crm: crmTarget() !== null, kinds } };
  };

  const exportCsv = async (ctx: AdminContext) => {
    const { page } = await filtered(ctx, true);
    const names = new Map(
      (await owners(strapi, ADMIN_PERMISSIONS.leadDesk.action)).map((owner) => [owner.id, owner.name]),
    );
    sendCsv(
      ctx,
      `leads-${fileDay()}.csv`,
      leadsCsv(page, (id) => names.get(id) ?? `admin ${id}`),
    );
  };

  const ownerList = async (ctx: AdminContext) => {
    ctx.body = { data: await owners(strapi, ADMIN_PERMISSIONS.leadDesk.action) };
  };

  const detail = async (ctx: AdminContext) => {
    const { kind, documentId, access } = await leadOf(strapi, ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await leadDetail(strapi, kind, documentId, access) };
  };

  const change = async (ctx: AdminContext) => {
    const { kind, documentId, access } = await leadOf(strapi, ctx);
    const { patch, problems } = readPatch(ctx.request.body);
    if (problems.length) invalid(problems);
    if (typeof patch.ownerId === 'number') {
      const allowed = await owners(strapi, ADMIN_PERMISSIONS.leadDesk.action);
      if (!allowed.some((owner) => owner.id === patch.ownerId))
        invalid([{ field: 'ownerId', message: 'No active admin with access to the leads has this id.' }]);
    }
    const changes = await changeState(strapi, kind, documentId, patch, ctx.state.user);
    if (changes.some((change) => change.action === 'status')) wakeCrmWorker();
    ctx.body = { data: { changes, lead: await leadDetail(strapi, kind, documentId, access) } };
  };

  const note = async (ctx: AdminContext) => {
    const { kind, documentId, access } = await leadOf(strapi, ctx);
    const { text, problems } = readNote(ctx.request.body);
    if (problems.length) invalid(problems);
    await addNote(strapi, kind, documentId, text, ctx.state.user);
    ctx.status = 201;
    ctx.body = { data: await leadDetail(strapi, kind, documentId, access) };
  };

  const resend = async (ctx: AdminContext) => {
    const { kind, documentId, access } = await leadOf(strapi, ctx);
    const retried = await retryFailed(strapi, kind, documentId);
    if (retried) wakeCrmWorker();
    ctx.body = { data: { retried, lead: await leadDetail(strapi, kind, documentId, access) } };
  };

  return registerAdminRoutes(strapi, {
    prefix: '/lead-desk',
    permission: ADMIN_PERMISSIONS.leadDesk,
    routes: [
      { method: 'GET', path: '/leads', handler: list },
      { method: 'GET', path: '/leads.csv', handler: exportCsv },
      { method: 'GET', path: '/owners', handler: ownerList },
      { method: 'GET', path: '/leads/:kind/:documentId', handler: detail },
      { method: 'PUT', path: '/leads/:kind/:documentId', handler: change },
      { method: 'POST', path: '/leads/:kind/:documentId/notes', handler: note },
      { method: 'POST', path: '/leads/:kind/:documentId/crm', handler: resend },
    ],
  });
}

/** The desk's own types are written only by ./store.ts (through the query engine, below the document
 * service): every other write (the Content Manager's create, edit, clone, delete, a plugin) is refused
 * with a PolicyError (403), so the activity log stays append-only. */
export const DESK_READ_ONLY_MESSAGE =
  'The lead desk’s state and activity are written only by the Leads page: they cannot be created, changed or deleted here.';

export function registerLeadDeskGuard(strapi: Core.Strapi): void {
  refuseWrites(strapi, [STATE_UID, ACTIVITY_UID], DESK_READ_ONLY_MESSAGE);
}
