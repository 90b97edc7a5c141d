/**
 * Who may schedule: the plugin's admin routes check only that an admin is signed in, so an Author
 * whose role cannot publish could have scheduled a publish. This policy asks for the Content
 * Manager's own "Publish" permission on THE scheduled entry, in the locale scheduled (unpublishing is
 * part of that permission in Strapi too), and "Read" to see a type's (or an entry's) scheduled
 * actions: checked as the Content Manager checks that entry (../permissions/document-access.ts), so a
 * condition such as "is creator" or a role's locales decides, not the type alone. A type that cannot
 * be scheduled, a mode other than publish/unpublish, or no entry is a 400 naming the field.
 */
import { errors } from '@strapi/utils';
import { mayOnDocument, mayOnDocumentInSomeLocale, mayOnType } from '../permissions/document-access';
import type { AdminPolicyContext } from '../startup/admin-routes';
import { ACTION_UID, SCHEDULABLE_TYPES, SCHEDULE_MODES } from './schedulable';

function refuse(path: string, message: string): never {
  throw new errors.ValidationError(message, { errors: [{ path: [path], message, name: 'ValidationError' }] });
}

function checkRequested(data: Record<string, unknown>, partial: boolean): void {
  const { entitySlug, entityId, mode } = data;
  if (!(partial && entitySlug === undefined) && !SCHEDULABLE_TYPES.includes(entitySlug as string))
    refuse('entitySlug', 'This content type cannot be scheduled.');
  if (!(partial && entityId === undefined) && (typeof entityId !== 'string' || entityId === ''))
    refuse('entityId', 'Name the entry to schedule by its document id.');
  if (!(partial && mode === undefined) && !SCHEDULE_MODES.includes(mode as string))
    refuse('mode', 'The mode must be "publish" or "unpublish".');
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** A query's or body's object (`filters[entitySlug]=…`, `{ data: … }`); anything else reads as empty. */
const fieldsOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The entry an action (stored, or asked for) is about. */
const entryOf = (action: Record<string, unknown>) => ({
  uid: action.entitySlug as string,
  documentId: text(action.entityId),
  locale: text(action.locale),
});

export async function canSchedule(ctx: AdminPolicyContext): Promise<boolean> {
  const ability = ctx.state.userAbility;
  if (!ability) return false;
  const method = ctx.request.method.toUpperCase();

  if (method === 'GET') {
    const filters = fieldsOf(ctx.request.query.filters);
    const slug = filters.entitySlug;
    if (typeof slug !== 'string') return false;
    // One entry's actions (its edit view asks without a locale): that entry must be readable, in the
    // locale named or in one of its own; a type's: some of its entries.
    if (!text(filters.entityId)) return mayOnType(strapi, ability, 'read', slug);
    return text(filters.locale)
      ? mayOnDocument(strapi, ability, 'read', entryOf(filters))
      : mayOnDocumentInSomeLocale(strapi, ability, 'read', entryOf(filters));
  }

  const data = fieldsOf(fieldsOf(ctx.request.body).data);
  if (method === 'POST') {
    checkRequested(data, false);
    return mayOnDocument(strapi, ability, 'publish', entryOf(data));
  }

  // PUT and DELETE name a stored action: the editor needs Publish on its entry, and on the new one.
  const stored = ctx.params.id
    ? await strapi.db.query(ACTION_UID).findOne({ where: { documentId: ctx.params.id } })
    : null;
  if (!stored) return true; // the plugin's controller answers 404
  if (!(await mayOnDocument(strapi, ability, 'publish', entryOf(stored)))) return false;
  if (method !== 'PUT') return true;
  checkRequested(data, true);
  const moved = ['entitySlug', 'entityId', 'locale'].some((field) => data[field] !== undefined);
  return !moved || mayOnDocument(strapi, ability, 'publish', entryOf({ ...stored, ...data }));
}
