/**
 * The REST API of every type of the content registry (../contracts/content-types.ts), made from its
 * entry: Strapi's core controller and service, and its core router with `find` and `findOne` only
 * (the build and the site server read the content with the build's token; editors write in the
 * admin, nothing writes through the content API). Its routes set no `auth`: they take the roles'
 * permissions, and the Public role grants none (docs/security.md#roles). A type needs only its schema under
 * src/api/{name}/content-types; a controller, service or router of its own in src/api/{name} is kept.
 * Run in the register phase: Strapi registers the routes and the content API's actions (which the
 * roles and the build's token grant: ./roles.ts, ../rebuilds/build-token.ts) in its bootstrap.
 */
import { factories, type Core, type UID } from '@strapi/strapi';
import { CONTENT_TYPES, uidOf } from '../contracts/content-types';

export function registerContentApis(strapi: Core.Strapi): void {
  for (const name of Object.keys(CONTENT_TYPES)) {
    const uid = uidOf(name) as UID.ContentType;
    const api = strapi.api(name);
    if (!api) throw new Error(`The content registry names ${uid}, which has no src/api/${name}.`);
    // keys(), not get(): get() makes the controller or service, which waits for the bootstrap's Strapi.
    if (!strapi.get('controllers').keys().includes(uid))
      strapi.get('controllers').set(uid, factories.createCoreController(uid));
    if (!strapi.get('services').keys().includes(uid)) strapi.get('services').set(uid, factories.createCoreService(uid));
    // A type without a routes folder has `[]`, one with it an object of its files' routers. A core
    // router is what a routes file exports; Strapi's types name the module's routers after the routes
    // it makes of them at registration (with their handler and info).
    if (Object.keys(api.routes).length === 0)
      api.routes = { [name]: factories.createCoreRouter(uid, { only: ['find', 'findOne'] }) as unknown as Core.Router };
  }
}
