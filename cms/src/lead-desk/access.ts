/**
 * What the signed-in admin may read on the lead desk, by Strapi's own permissions
 * (docs/leads-and-notifications.md#who-sees-what): a kind of lead only when the role may read its
 * content type in the Content Manager (`plugin::content-manager.explorer.read`), only the fields that
 * permission lists, and only the leads its conditions (e.g. "is creator") allow. Super Admin holds
 * every permission, so sees everything. The desk's own permission (api::lead-desk.use) opens the page;
 * this decides what is on it, so a role never reads on the desk what the Content Manager hides from it.
 */
import type { Core } from '@strapi/strapi';
import { LEADS, LEAD_KINDS, type LeadKind } from '../contracts/leads';
import type { UserAbility } from '../startup/admin-routes';

export const READ_ACTION = 'plugin::content-manager.explorer.read';

/** What one kind shows this admin. */
export interface KindAccess {
  /** The fields a visitor sends (the registry's, ../contracts/leads.ts) that the role may read. */
  fields: ReadonlySet<string>;
  /** The permission's conditions as a query-engine `where` (null: every lead of the kind). */
  where: Record<string, unknown> | null;
  /** A stored lead as the Content Manager would show it to the role (Strapi's own output sanitiser). */
  sanitize: (row: Record<string, unknown>) => Promise<Record<string, unknown>>;
}

/** The kinds the admin may read, each with its fields and conditions, in the registry's order. */
export type LeadAccess = Partial<Record<LeadKind, KindAccess>>;

interface PermissionsManager {
  getQuery: (action: string) => Record<string, unknown> | null | undefined;
  toSubject: (row: unknown) => unknown;
  sanitizeOutput: (row: unknown, options: { subject: unknown; action: string }) => Promise<Record<string, unknown>>;
}

export function leadAccess(strapi: Core.Strapi, ability: UserAbility | undefined): LeadAccess {
  const access: LeadAccess = {};
  if (!ability) return access;
  for (const kind of LEAD_KINDS) {
    const model = LEADS[kind].uid;
    if (!ability.can(READ_ACTION, model)) continue;
    const fields = new Set(Object.keys(LEADS[kind].fields).filter((field) => ability.can(READ_ACTION, model, field)));
    const manager = strapi
      .service('admin::permission')
      .createPermissionsManager({ ability, action: READ_ACTION, model }) as unknown as PermissionsManager;
    const query = manager.getQuery(READ_ACTION);
    access[kind] = {
      fields,
      where: query && Object.keys(query).length ? query : null,
      sanitize: (row) => manager.sanitizeOutput(row, { subject: manager.toSubject(row), action: READ_ACTION }),
    };
  }
  return access;
}

/** The kinds in `access`, in the registry's order. */
export const readableKinds = (access: LeadAccess): LeadKind[] => LEAD_KINDS.filter((kind) => access[kind]);
