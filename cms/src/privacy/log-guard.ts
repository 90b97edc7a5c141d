/**
 * The data-request audit log is read-only for everyone, Super Admin included: a document service
 * middleware refuses every action on it but reading, whoever calls (the Content Manager's create,
 * edit, clone, delete and bulk delete, the content API, a plugin), with Strapi's PolicyError (403),
 * before anything is written: a PolicyError is the ForbiddenError whose message Strapi passes on, so
 * the admin says why (a plain one reaches the client as "Forbidden"). Permissions alone could not do
 * it: Strapi gives Super Admin every permission again at each start.
 *
 * The log's own writers are unaffected without any mark of their own: the data requests and the
 * retention job write it through Strapi's query engine (`logDataRequest` in ./data-requests.ts),
 * which sits below the document service, and no code of the project writes it any other way.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { LOG_UID } from './data-requests';

const READS = new Set(['findMany', 'findFirst', 'findOne', 'count']);

export const LOG_READ_ONLY_MESSAGE =
  'The data request log is written only by the data requests and the retention job themselves: its entries cannot be created, changed or deleted.';

export function registerLogGuard(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== LOG_UID || READS.has(context.action)) return next();
    throw new errors.PolicyError(LOG_READ_ONLY_MESSAGE);
  });
}
