import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { Core } from '@strapi/strapi';
import Koa from 'koa';
import { errors } from '@strapi/utils';
import { ADMIN_PERMISSIONS } from '../contracts/admin-permissions';
import { invalid, registerAdminRoutes, sendCsv } from './admin-routes';

/** What registerAdminRoutes hands Strapi: the routes, and the permissions. */
function fakeStrapi() {
  const routes: unknown[] = [];
  const permissions: unknown[] = [];
  const strapi = {
    server: { routes: (group: unknown) => routes.push(group) },
    service: (uid: string) => {
      expect(uid).toBe('admin::permission');
      return { actionProvider: { registerMany: async (list: unknown[]) => void permissions.push(...list) } };
    },
  } as unknown as Core.Strapi;
  return { strapi, routes, permissions };
}

const permission = ADMIN_PERMISSIONS.siteRebuild;
const handler = async () => {};

it('puts each route behind a signed-in admin and the permission, unless it is for any admin', async () => {
  const { strapi, routes, permissions } = fakeStrapi();
  await registerAdminRoutes(strapi, {
    prefix: '/site-status',
    permission,
    routes: [
      { method: 'GET', path: '/', handler, anyAdmin: true },
      { method: 'POST', path: '/rebuild', handler },
    ],
  });
  const permitted = { name: 'admin::hasPermissions', config: { actions: ['api::site.rebuild'] } };
  expect(routes).toEqual([
    {
      type: 'admin',
      prefix: '/site-status',
      routes: [
        { method: 'GET', path: '/', handler, config: { policies: ['admin::isAuthenticatedAdmin'] } },
        { method: 'POST', path: '/rebuild', handler, config: { policies: ['admin::isAuthenticatedAdmin', permitted] } },
      ],
    },
  ]);
  // Registered under its uid: Strapi names the action `api::` and it.
  expect(permissions).toEqual([
    {
      section: 'settings',
      uid: 'site.rebuild',
      category: 'Site',
      subCategory: 'Publishing',
      displayName: 'Rebuild the site now',
    },
  ]);
});

it('answers a 400 naming each bad field', () => {
  let caught: unknown;
  try {
    invalid([
      { field: 'from', message: 'Must be a date.' },
      { field: 'to', message: 'Must not be before from.' },
    ]);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(errors.ValidationError);
  expect((caught as Error).message).toBe('from: Must be a date. to: Must not be before from.');
  expect((caught as errors.ValidationError).details).toEqual({
    errors: [
      { path: ['from'], message: 'Must be a date.', name: 'ValidationError' },
      { path: ['to'], message: 'Must not be before from.', name: 'ValidationError' },
    ],
  });
});

it('answers a CSV as a download no cache keeps', () => {
  // Koa's own context on a request that never reaches a socket: what Strapi's router hands a handler.
  const request = new IncomingMessage(new Socket());
  const ctx = new Koa().createContext(request, new ServerResponse(request));
  sendCsv(ctx, 'leads-2026-12-05.csv', 'a,b\n');
  expect(ctx.response.headers).toEqual({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': 'attachment; filename="leads-2026-12-05.csv"',
    'cache-control': 'no-store',
    'content-length': '4',
  });
  expect(ctx.body).toBe('a,b\n');
});
