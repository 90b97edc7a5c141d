/**
 * The one way the CMS registers the admin routes of the project's own admin screens (the lead desk,
 * the data requests, the unanswered questions, the visits, the newsletter export, the Live site
 * widget): each route behind a signed-in admin (`admin::isAuthenticatedAdmin`) and, unless it says
 * `anyAdmin`, an admin whose role holds the screen's permission (`admin::hasPermissions`); that
 * permission registered, so it shows under Settings → Roles → the role → Settings. Call it from
 * register(): a permission must exist before the admin syncs the roles in its bootstrap.
 * Beside it, what their handlers answer alike: a 400 naming each bad field, a CSV download.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context, DefaultContext, ParameterizedContext } from 'koa';
import type { AdminPermission } from '../contracts/admin-permissions';

/** The admin's CASL ability. */
export interface UserAbility {
  can: (action: string, subject: unknown, field?: string) => boolean;
}

/** What Strapi's admin authentication leaves on the state of a request it let through. */
export interface AdminState {
  user?: { id?: number; email?: string; firstname?: string; lastname?: string };
  userAbility?: UserAbility;
}

/** Koa's context on an admin route: the signed-in admin in its state, the path's parameters (`:kind`). */
export type AdminContext = ParameterizedContext<AdminState, DefaultContext & { params: Record<string, string> }>;

/** What a route policy gets: a copy of Koa's context's own properties (so the query is read from
 * `request`), which Strapi's type leaves the state and parameters out of. */
export type AdminPolicyContext = Core.PolicyContext & Pick<AdminContext, 'state' | 'params'>;

export interface AdminRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  handler: (ctx: AdminContext) => Promise<void>;
  /** Any signed-in admin may call it, whatever their role (the Live site widget's status). */
  anyAdmin?: boolean;
}

export function registerAdminRoutes(
  strapi: Core.Strapi,
  { prefix, permission, routes }: { prefix: string; permission: AdminPermission; routes: AdminRoute[] },
): Promise<void> {
  const signedIn = 'admin::isAuthenticatedAdmin';
  const permitted = { name: 'admin::hasPermissions', config: { actions: [permission.action] } };
  // Strapi's Route type also asks for `info`, which the router fills in itself.
  strapi.server.routes({
    type: 'admin',
    prefix,
    routes: routes.map(({ anyAdmin, ...route }) => ({
      ...route,
      config: { policies: anyAdmin ? [signedIn] : [signedIn, permitted] },
    })),
  } as never);
  const { action, ...shown } = permission;
  // Strapi names an action of the app `api::` and the uid it is registered with.
  const uid = action.slice('api::'.length);
  return strapi.service('admin::permission').actionProvider.registerMany([{ section: 'settings', uid, ...shown }]);
}

/** A 400 with Strapi's error body naming each bad field; the handler stops there. */
export function invalid(problems: Array<{ field: string; message: string }>): never {
  throw new errors.ValidationError(problems.map(({ field, message }) => `${field}: ${message}`).join(' '), {
    errors: problems.map(({ field, message }) => ({ path: [field], message, name: 'ValidationError' })),
  });
}

/** Answers a CSV file to download; personal data, so never kept by a browser or proxy cache. */
export function sendCsv(ctx: Context, fileName: string, csv: string): void {
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = csv;
}

/** Today's date in UTC as YYYY-MM-DD: what a downloaded file's name says. */
export const fileDay = () => new Date().toISOString().slice(0, 10);
