/**
 * Content types the Content Manager may show but nobody may write through it, Super Admin included:
 * a document service middleware refuses every action on them but reading, whoever calls (the Content
 * Manager's create, edit, clone, delete and bulk delete, the content API, a plugin), with Strapi's
 * PolicyError (403), before anything is written. A PolicyError is the ForbiddenError whose message
 * Strapi passes on, so the admin says why (a plain one reaches the client as "Forbidden"). Permissions
 * alone could not do it: Strapi gives Super Admin every permission again at each start.
 *
 * Their own writers are unaffected without any mark of their own: they write through Strapi's query
 * engine (or knex), which sits below the document service.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

const READS = new Set(['findMany', 'findFirst', 'findOne', 'count']);

export function refuseWrites(strapi: Core.Strapi, uids: readonly string[], message: string): void {
  strapi.documents.use(async (context, next) => {
    if (!uids.includes(context.uid) || READS.has(context.action)) return next();
    throw new errors.PolicyError(message);
  });
}
