/**
 * The admin's view of the live site: two authenticated admin routes that the homepage widget
 * (src/admin/site-status/SiteStatusWidget.tsx) calls, which call the site server with the rebuild secret, so the
 * secret never reaches a browser.
 *
 *   GET  /site-status          any signed-in admin: the site server's GET /__rebuild/status, or
 *                              { reachable: false } when it cannot be reached (npm run cms alone);
 *                              asked with the rebuild secret, since only then does the site server
 *                              include a failed build's log tail, which the widget shows
 *   POST /site-status/rebuild  admins whose role has "Rebuild the site now" (api::site.rebuild;
 *                              super admins always): the site server's POST /__rebuild
 *
 * The site server's address: SITE_SERVER_URL, else SITE_REBUILD_URL without its /__rebuild, else
 * http://127.0.0.1:$PORT (9000).
 */
import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../config/env';
import { rebuildSecret, rebuildUrl } from './rebuild-webhook';
import { registerAdminRoutes, type AdminContext } from '../startup/admin-routes';
import { ADMIN_PERMISSIONS } from '../contracts/admin-permissions';

const TIMEOUT_MS = 5000;

export function siteServerUrl(): string {
  const { SITE_SERVER_URL, PORT } = cmsEnv();
  if (SITE_SERVER_URL) return SITE_SERVER_URL;
  const webhook = rebuildUrl();
  if (/^https?:\/\/.+\/__rebuild$/.test(webhook)) return webhook.slice(0, -'/__rebuild'.length);
  return `http://127.0.0.1:${PORT}`;
}

async function callSite(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown } | null> {
  try {
    const response = await fetch(`${siteServerUrl()}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null; // something else answers on that port
    }
    return { status: response.status, body };
  } catch {
    return null;
  }
}

const unreachable = { reachable: false };

async function status(ctx: AdminContext) {
  const answer = await callSite('/__rebuild/status', { headers: { 'x-rebuild-secret': rebuildSecret() } });
  const body = answer?.body as { state?: unknown } | null;
  ctx.body =
    answer && answer.status === 200 && body && typeof body.state === 'string'
      ? { reachable: true, ...body }
      : unreachable;
}

async function rebuild(ctx: AdminContext) {
  const answer = await callSite('/__rebuild', {
    method: 'POST',
    headers: { 'x-rebuild-secret': rebuildSecret() },
  });
  if (!answer) {
    ctx.status = 502;
    ctx.body = { error: { status: 502, name: 'SiteServerUnreachable', message: 'The site server cannot be reached.' } };
    return;
  }
  ctx.status = answer.status === 202 ? 202 : 502;
  ctx.body =
    answer.status === 202
      ? answer.body
      : { error: { status: 502, name: 'RebuildRefused', message: `The site server answered ${answer.status}.` } };
}

/** Called from register(): the permission must exist before the admin syncs roles in its bootstrap. */
export function registerSiteStatus(strapi: Core.Strapi): Promise<void> {
  return registerAdminRoutes(strapi, {
    prefix: '/site-status',
    permission: ADMIN_PERMISSIONS.siteRebuild,
    routes: [
      { method: 'GET', path: '/', handler: status, anyAdmin: true },
      { method: 'POST', path: '/rebuild', handler: rebuild },
    ],
  });
}
