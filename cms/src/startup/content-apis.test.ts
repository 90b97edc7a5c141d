/** @jest-environment node */
/**
 * What ./content-apis.ts makes of the registry at start, on a stand-in of Strapi's registries: the
 * CMS tests (cms/tests/api.test.ts, roles.test.ts) prove the routes made answer reads and refuse writes;
 * this proves a type's own controller, service or router is kept, which no type has today.
 */
import type { Core } from '@strapi/strapi';
import { CONTENT_TYPES, uidOf } from '../contracts/content-types';
import { registerContentApis } from './content-apis';

/** An API's routers: `[]` without a routes folder, else by file. */
type Routes = Record<string, { type?: string; routes: unknown }> | never[];

function fakeStrapi(own: { controllers?: string[]; services?: string[]; routes?: Record<string, Routes> }) {
  const registry = (names: string[] = []) => {
    const made = new Map<string, unknown>(names.map((uid) => [uid, 'own']));
    return { keys: () => [...made.keys()], set: (uid: string, value: unknown) => made.set(uid, value), made };
  };
  const controllers = registry(own.controllers);
  const services = registry(own.services);
  const apis = Object.fromEntries(
    Object.keys(CONTENT_TYPES).map((name) => [name, { routes: own.routes?.[name] ?? ([] as Routes) }]),
  );
  const strapi = {
    api: (name: string) => apis[name],
    get: (what: string) => (what === 'controllers' ? controllers : services),
  } as unknown as Core.Strapi;
  return { strapi, controllers: controllers.made, services: services.made, apis };
}

describe('registerContentApis', () => {
  it('gives every registry type a core controller, service and content-API router', () => {
    const { strapi, controllers, services, apis } = fakeStrapi({});
    registerContentApis(strapi);
    for (const name of Object.keys(CONTENT_TYPES)) {
      expect(typeof controllers.get(uidOf(name))).toBe('function');
      expect(typeof services.get(uidOf(name))).toBe('function');
      const routers = Object.values(apis[name].routes);
      expect(routers).toHaveLength(1);
      expect(routers[0]).toHaveProperty('type', 'content-api');
    }
  });

  it('keeps a type’s own controller, service and routes', () => {
    const uid = uidOf('article');
    const ownRoutes = { article: { routes: [] } };
    const { strapi, controllers, services, apis } = fakeStrapi({
      controllers: [uid],
      services: [uid],
      routes: { article: ownRoutes },
    });
    registerContentApis(strapi);
    expect(controllers.get(uid)).toBe('own');
    expect(services.get(uid)).toBe('own');
    expect(apis.article.routes).toBe(ownRoutes);
  });

  it('names a registry type the CMS has no API folder for', () => {
    const { strapi } = fakeStrapi({});
    const without = { ...strapi, api: () => undefined } as unknown as Core.Strapi;
    expect(() => registerContentApis(without)).toThrow(/api::page\.page, which has no src\/api\/page/);
  });
});
