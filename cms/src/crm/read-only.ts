/**
 * CRM webhook rows are read-only in the Content Manager for every role, Super Admin included: the
 * CMS signs and sends whatever a row holds, so a row typed by hand (a `person.erased` nobody made)
 * would reach the CRM as the firm's own event. Three layers, each for its own reason:
 *
 * - The Content Manager's actions that write (Create, Update, Delete, Publish) do not apply to the
 *   type at all (its subject is left out when the Content Manager registers them): no role can be
 *   given them, Strapi's clean-up removes any held, and Super Admin's reset at each start no longer
 *   gives them, so the admin shows the type read-only (no "Create new entry", no Save, no Delete).
 * - The Content Manager's routes that write refuse the type first, whoever calls, with a 403 saying
 *   why (without it Strapi's own check would answer a bare "Forbidden").
 * - Any other writer through the document service (a plugin, the content API) is refused by the
 *   read-only guard (../startup/read-only.ts).
 *
 * The queue itself (./queue.ts), "Send again" on the lead desk, erasure and retention write through
 * the query engine, below all three.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { refuseWrites } from '../startup/read-only';
import { WEBHOOK_UID } from './queue';

export const CRM_READ_ONLY_MESSAGE =
  'CRM webhooks are written by the CMS alone, one for each event that happened: they cannot be created, changed, published or deleted here. A webhook given up is sent again from its lead’s page on the Leads page (Send again).';

/** The Content Manager's actions that would write a row. */
const WRITE_ACTIONS = ['create', 'update', 'delete', 'publish'].map(
  (action) => `plugin::content-manager.explorer.${action}`,
);

const POLICY = 'global::crm-webhooks-read-only';

/** The Content Manager's routes on one model that are reads though not GET. */
const READS_BY_POST = ['/collection-types/:model/actions/bulkFindForValidation'];

interface Route {
  method: string;
  path: string;
  config?: { policies?: unknown[] };
}

/** Called from register(): before the Content Manager registers its actions (bootstrap) and mounts
 * its routes. */
export function registerCrmReadOnly(strapi: Core.Strapi): void {
  const { actionProvider } = strapi.service('admin::permission') as {
    actionProvider: { hooks: { willRegister: { register: (hook: (context: unknown) => void) => void } } };
  };
  actionProvider.hooks.willRegister.register((context) => {
    const { value } = context as { value: { actionId?: string; subjects?: string[] } };
    if (value.actionId && WRITE_ACTIONS.includes(value.actionId) && Array.isArray(value.subjects))
      value.subjects = value.subjects.filter((subject) => subject !== WEBHOOK_UID);
  });

  strapi.get('policies').set(POLICY, (context: { params?: { model?: string } }) => {
    if (context.params?.model === WEBHOOK_UID) throw new errors.PolicyError(CRM_READ_ONLY_MESSAGE);
    return true;
  });
  const routers = strapi.plugin('content-manager').routes as Record<string, { routes?: Route[] }>;
  const writes = Object.values(routers)
    .flatMap((router) => router.routes ?? [])
    .filter((route) => route.method !== 'GET' && route.path.includes(':model') && !READS_BY_POST.includes(route.path));
  // Failing loudly beats leaving the rows writable after a Strapi upgrade renamed the routes.
  if (!writes.some((route) => route.method === 'POST' && route.path === '/collection-types/:model'))
    throw new Error(
      'The Content Manager routes were not found: cannot make CRM webhooks read-only (see read-only.ts).',
    );
  for (const route of writes) {
    route.config ??= {};
    route.config.policies = [POLICY, ...(route.config.policies ?? [])];
  }

  refuseWrites(strapi, [WEBHOOK_UID], CRM_READ_ONLY_MESSAGE);
}
