/**
 * The admin roles of docs/security.md#roles, enforced at every start.
 *
 * On a fresh database Strapi gives its default Editor role every Content Manager action on every
 * content type, and its Author role the same on the entries they created (except Publish). Here
 * that would mean every editor reads and deletes the leads, the lead-email queue, the notification
 * settings and the data-request audit log, and an Author puts redirects live (they have no draft).
 * So at every start, after Strapi's own admin bootstrap has synced the roles:
 *
 * - Editor and Author lose every permission the matrix forbids them (`forbiddenPermission`): an
 *   administrator who ticks one again in Settings → Roles sees it removed at the next start, and
 *   grants extra rights through a role of their own instead (Sales, or a custom role).
 * - What they hold on a localized type (the pages, services, FAQ, settings, chatbot, privacy
 *   notice) holds in every language of the site (../contracts/locales.ts): Strapi scopes such a
 *   permission to the locales in its `properties.locales`, and gives it only the default one when a
 *   type becomes localized or a locale is added, so without this an editor would neither see nor
 *   translate the German content. Locales are only added: a language an administrator added
 *   themselves is theirs to grant. On the first start (the roles made by this process) Strapi's
 *   own permission clean-up has already dropped the Delete and Publish it gave them on the
 *   localized types (they carry no fields, and no locale yet, so it finds them empty): they are
 *   given back, so the Editor publishes and the Author deletes their own entries, as everywhere else.
 * - The "Sales" role (the people who answer leads: read the four lead types, work the lead desk,
 *   export the newsletter subscribers, see the Visits page) is created once, by its code; from then
 *   on it is the administrators' to rename, change or delete, and never touched again (a marker in
 *   Strapi's core store says it was made).
 * - A permission that came after its role (Sales' lead desk and Visits page, Editor's unanswered
 *   questions) is given to it once, by a marker of its own: taken away afterwards, it stays away.
 *
 * Custom roles and Super Admin are never changed (Strapi gives Super Admin everything at each start;
 * the audit log's own guard, ../privacy/log-guard.ts, refuses its writes for every caller).
 */
import type { Core } from '@strapi/strapi';
import { LEADS, LEAD_KINDS } from '../contracts/leads';
import { LOCALE_CODES } from '../contracts/locales';
import { ADMIN_PERMISSIONS } from '../contracts/admin-permissions';
import { NOTIFICATION_UID, SETTINGS_UID } from '../notifications/outbox';
import { CONVERSION_UID, PAGE_VIEW_UID, TOTALS_UID } from '../counts/store';
import { ACTIVITY_UID, STATE_UID } from '../lead-desk/store';
import { LOG_UID } from '../privacy/data-requests';
import { WEBHOOK_UID } from '../crm/queue';
import { REDIRECT_UID } from '../redirects/guard';
import { UNANSWERED_UID } from '../unanswered-questions/store';

export const EDITOR_CODE = 'strapi-editor';
export const AUTHOR_CODE = 'strapi-author';
export const SALES_CODE = 'sales';

export const LEAD_UIDS: string[] = LEAD_KINDS.map((kind) => LEADS[kind].uid);
/** Content types only the firm's own people (Super Admin, Sales, roles granted them) may open. */
export const STAFF_ONLY_TYPES: string[] = [
  ...LEAD_UIDS,
  NOTIFICATION_UID,
  SETTINGS_UID,
  LOG_UID,
  STATE_UID,
  ACTIVITY_UID,
  WEBHOOK_UID,
  // The counts (../counts) are no one's data, but written by the count alone: the Visits page shows them.
  PAGE_VIEW_UID,
  CONVERSION_UID,
  TOTALS_UID,
];
/** Content types shown and worked on a page of their own (Editors' included): read-only for
 * everyone in the Content Manager (their guard), and not there at all for Editor and Author. */
export const OWN_PAGE_TYPES: string[] = [UNANSWERED_UID];
/** The project's admin actions that give the same data (or the power to erase it). */
const STAFF_ONLY_ACTIONS: string[] = [
  ADMIN_PERMISSIONS.dataRequests.action,
  ADMIN_PERMISSIONS.newsletterExport.action,
  ADMIN_PERMISSIONS.leadDesk.action,
];

const READ = 'plugin::content-manager.explorer.read';
/** A redirect has no draft: saving it puts it live. */
const REDIRECT_CHANGES = ['create', 'update', 'delete', 'publish'].map(
  (action) => `plugin::content-manager.explorer.${action}`,
);

export interface PermissionLike {
  id?: number | string;
  action: string;
  subject?: string | null;
  properties?: { locales?: string[] | null } & Record<string, unknown>;
}

/** Whether the role matrix forbids `permission` to the role with `code`. Roles other than
 * Strapi's default Editor and Author are the administrators' own: nothing is forbidden there. */
export function forbiddenPermission(code: string, permission: PermissionLike): boolean {
  if (code !== EDITOR_CODE && code !== AUTHOR_CODE) return false;
  if (permission.subject && [...STAFF_ONLY_TYPES, ...OWN_PAGE_TYPES].includes(permission.subject)) return true;
  if (STAFF_ONLY_ACTIONS.includes(permission.action)) return true;
  return code === AUTHOR_CODE && permission.subject === REDIRECT_UID && REDIRECT_CHANGES.includes(permission.action);
}

interface Role {
  id: number;
  code: string;
  name: string;
}

const ROLE_NAMES: Record<string, string> = { [EDITOR_CODE]: 'Editor', [AUTHOR_CODE]: 'Author' };

/** Removes from Editor and Author what the matrix forbids; answers "Editor: 47" style parts. */
async function trimDefaultRoles(strapi: Core.Strapi): Promise<string[]> {
  const permissions = strapi.service('admin::permission');
  const roles = (await strapi.service('admin::role').find({ code: { $in: [EDITOR_CODE, AUTHOR_CODE] } })) as Role[];
  const removed: string[] = [];
  for (const role of roles) {
    const held = (await permissions.findMany({ where: { role: { id: role.id } } })) as PermissionLike[];
    const forbidden = held.filter((permission) => forbiddenPermission(role.code, permission));
    if (!forbidden.length) continue;
    await permissions.deleteByIds(forbidden.map((permission) => permission.id));
    // An admin's own API tokens are capped by their roles: Strapi re-caps them when a role changes.
    await strapi.service('admin::api-token-admin').syncPermissionsForRole(role.id);
    removed.push(`${forbidden.length} from ${ROLE_NAMES[role.code]}`);
  }
  return removed;
}

/** The locales `permission` should hold so that it covers every language of the site, or null when
 * it covers them already (`properties.locales` null is Strapi's "every locale"). */
export function localesToGrant(permission: PermissionLike): string[] | null {
  const held = permission.properties?.locales;
  if (held === null) return null;
  const missing = LOCALE_CODES.filter((code) => !(held ?? []).includes(code));
  return missing.length ? [...(held ?? []), ...missing] : null;
}

interface Action {
  actionId: string;
  section: string;
  subjects?: string[];
  options?: { applyToProperties?: string[] };
}

/** On the roles Strapi made in this process (a first start): the field-less content actions on
 * localized types its clean-up dropped (see the top of this file), for every site locale. */
async function restoreFreshRoleActions(
  strapi: Core.Strapi,
  role: Role & { createdAt?: string | Date },
): Promise<number> {
  const startedAt = Date.now() - process.uptime() * 1000;
  if (!role.createdAt || new Date(role.createdAt).getTime() < startedAt) return 0;
  const isLocalized = strapi.plugin('i18n').service('content-types').isLocalizedContentType;
  const held = (await strapi
    .service('admin::permission')
    .findMany({ where: { role: { id: role.id } } })) as PermissionLike[];
  const actions = (strapi.service('admin::permission').actionProvider.values() as Action[]).filter(
    (action) =>
      action.section === 'contentTypes' &&
      !action.options?.applyToProperties?.includes('fields') &&
      !(role.code === AUTHOR_CODE && action.actionId === 'plugin::content-manager.explorer.publish'),
  );
  let restored = 0;
  for (const action of actions)
    for (const subject of action.subjects ?? []) {
      const model = strapi.contentTypes[subject as never];
      const permission = { action: action.actionId, subject };
      if (!model || !isLocalized(model) || forbiddenPermission(role.code, permission)) continue;
      if (held.some((other) => other.action === permission.action && other.subject === subject)) continue;
      await strapi.db.query('admin::permission').create({
        data: {
          ...permission,
          actionParameters: {},
          properties: { locales: [...LOCALE_CODES] },
          conditions: role.code === AUTHOR_CODE ? ['admin::is-creator'] : [],
          role: role.id,
        },
      });
      restored += 1;
    }
  return restored;
}

/** Extends Editor's and Author's permissions on localized types to every locale of the site;
 * answers "12 of Editor" style parts. */
async function grantSiteLocales(strapi: Core.Strapi): Promise<string[]> {
  const { actionProvider } = strapi.service('admin::permission');
  const isLocalized = strapi.plugin('i18n').service('content-types').isLocalizedContentType;
  const roles = (await strapi.service('admin::role').find({ code: { $in: [EDITOR_CODE, AUTHOR_CODE] } })) as Role[];
  const granted: string[] = [];
  for (const role of roles) {
    let count = await restoreFreshRoleActions(strapi, role);
    const held = (await strapi
      .service('admin::permission')
      .findMany({ where: { role: { id: role.id } } })) as PermissionLike[];
    for (const permission of held) {
      const model = permission.subject ? strapi.contentTypes[permission.subject as never] : undefined;
      if (!model || !isLocalized(model)) continue;
      if (!(await actionProvider.appliesToProperty('locales', permission.action, permission.subject))) continue;
      const locales = localesToGrant(permission);
      if (!locales) continue;
      await strapi.db
        .query('admin::permission')
        .update({ where: { id: permission.id }, data: { properties: { ...permission.properties, locales } } });
      count += 1;
    }
    if (!count) continue;
    await strapi.service('admin::api-token-admin').syncPermissionsForRole(role.id);
    granted.push(`${count} of ${ROLE_NAMES[role.code]}`);
  }
  return granted;
}

const store = (strapi: Core.Strapi) => strapi.store({ type: 'core', name: 'roles' });
const SEEDED_KEY = 'salesRoleSeeded';

/** Creates the Sales role once (see the top of this file); answers whether it did. */
async function seedSalesRole(strapi: Core.Strapi): Promise<boolean> {
  if (await store(strapi).get({ key: SEEDED_KEY })) return false;
  const roles = strapi.service('admin::role');
  // A role an administrator already named "Sales" is theirs: none is added beside it.
  const exists = (await roles.exists({ code: SALES_CODE })) || (await roles.exists({ name: 'Sales' }));
  if (!exists) {
    const role = (await roles.create({
      name: 'Sales',
      code: SALES_CODE,
      description:
        'Reads the leads (contact and event requests, subscriptions, chat transcripts), works them on the lead desk, exports the newsletter subscribers and sees the visits and conversions.',
    })) as Role;
    const read = strapi
      .service('admin::permission')
      .actionProvider.values()
      .find((action: { actionId: string }) => action.actionId === READ);
    // With every field listed, as Strapi's own roles have them (a read without fields is removed
    // by Strapi's permission clean-up at the next start).
    const reads = strapi
      .service('admin::content-type')
      .getPermissionsWithNestedFields([{ ...read, subjects: LEAD_UIDS }]);
    await roles.assignPermissions(role.id, [
      ...reads,
      { action: ADMIN_PERMISSIONS.newsletterExport.action, subject: null, properties: {}, conditions: [] },
      { action: ADMIN_PERMISSIONS.leadDesk.action, subject: null, properties: {}, conditions: [] },
      { action: ADMIN_PERMISSIONS.visits.action, subject: null, properties: {}, conditions: [] },
    ]);
  }
  await store(strapi).set({ key: SEEDED_KEY, value: true });
  return !exists;
}

/** Permissions that came after the role they belong to: each is given to its role once, on the first
 * start that has it (a marker in the core store says so), as if the role had been made with it; from
 * then on, as the role itself, it is the administrators' to take away. */
const LATER_GRANTS = [
  // The lead desk came after the Sales role (a Sales role made with it holds it already).
  {
    key: 'salesLeadDeskGranted',
    code: SALES_CODE,
    action: ADMIN_PERMISSIONS.leadDesk.action,
    says: 'gave the Sales role the lead desk',
  },
  // The Visits page (../counts) came after the Sales role too.
  {
    key: 'salesCountsGranted',
    code: SALES_CODE,
    action: ADMIN_PERMISSIONS.visits.action,
    says: 'gave the Sales role the Visits page',
  },
  // The editors keep the FAQ, so they see what it could not answer (docs/security.md#roles).
  {
    key: 'editorUnansweredGranted',
    code: EDITOR_CODE,
    action: ADMIN_PERMISSIONS.unansweredQuestions.action,
    says: 'gave the Editor role the unanswered questions',
  },
] as const;

/** Gives `action` to the role with `code` once (see LATER_GRANTS); answers whether it gave it. */
async function grantOnce(strapi: Core.Strapi, key: string, code: string, action: string): Promise<boolean> {
  if (await store(strapi).get({ key })) return false;
  await store(strapi).set({ key, value: true });
  const role = (await strapi.service('admin::role').findOne({ code })) as Role | null;
  if (!role) return false;
  const held = (await strapi
    .service('admin::permission')
    .findMany({ where: { role: { id: role.id }, action } })) as PermissionLike[];
  if (held.length) return false;
  await strapi.db.query('admin::permission').create({
    data: { action, subject: null, actionParameters: {}, properties: {}, conditions: [], role: role.id },
  });
  await strapi.service('admin::api-token-admin').syncPermissionsForRole(role.id);
  return true;
}

export async function enforceRoles(strapi: Core.Strapi): Promise<void> {
  const removed = await trimDefaultRoles(strapi);
  const granted = await grantSiteLocales(strapi);
  const seeded = await seedSalesRole(strapi);
  const given: string[] = [];
  for (const grant of LATER_GRANTS)
    if (await grantOnce(strapi, grant.key, grant.code, grant.action)) given.push(grant.says);
  const parts = [
    ...(removed.length ? [`removed permissions the role matrix forbids (${removed.join(', ')})`] : []),
    ...(granted.length ? [`extended permissions to every language (${granted.join(', ')})`] : []),
    ...(seeded ? ['created the Sales role'] : []),
    ...given,
  ];
  if (parts.length) strapi.log.info(`Roles (docs/security.md#roles): ${parts.join('; ')}.`);
}
