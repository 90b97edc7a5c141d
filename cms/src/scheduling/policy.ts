/**
 * Who may schedule: the plugin's admin routes check only that an admin is signed in, so an Author
 * whose role cannot publish could have scheduled a publish. This policy asks for the Content
 * Manager's own "Publish" permission on the scheduled entry's type (unpublishing is part of that
 * permission in Strapi too), and "Read" to see a type's scheduled actions. A type that cannot be
 * scheduled, or a mode other than publish/unpublish, is a 400 naming the field.
 */
import { errors } from '@strapi/utils';
import { ACTION_UID, SCHEDULABLE_TYPES, SCHEDULE_MODES } from './schedulable';

const PUBLISH = 'plugin::content-manager.explorer.publish';
const READ = 'plugin::content-manager.explorer.read';

interface PolicyContext {
  // A policy gets a copy of Koa's context's own properties: the query is read from the request.
  request: { method: string; body?: { data?: Record<string, unknown> }; query: { filters?: Record<string, unknown> } };
  params: { id?: string };
  state: { userAbility?: { can: (action: string, subject: string) => boolean } };
}

function refuse(path: string, message: string): never {
  throw new errors.ValidationError(message, { errors: [{ path: [path], message, name: 'ValidationError' }] });
}

function checkRequested(data: Record<string, unknown>, partial: boolean): void {
  const { entitySlug, mode } = data;
  if (!(partial && entitySlug === undefined) && !SCHEDULABLE_TYPES.includes(entitySlug as string))
    refuse('entitySlug', 'This content type cannot be scheduled.');
  if (!(partial && mode === undefined) && !SCHEDULE_MODES.includes(mode as string))
    refuse('mode', 'The mode must be "publish" or "unpublish".');
}

export async function canSchedule(ctx: PolicyContext): Promise<boolean> {
  const ability = ctx.state.userAbility;
  if (!ability) return false;
  const method = ctx.request.method.toUpperCase();

  if (method === 'GET') {
    const slug = ctx.request.query.filters?.entitySlug;
    return typeof slug === 'string' && ability.can(READ, slug);
  }

  const data = ctx.request.body?.data ?? {};
  if (method === 'POST') {
    checkRequested(data, false);
    return ability.can(PUBLISH, data.entitySlug as string);
  }

  // PUT and DELETE name a stored action: the editor needs Publish on its type, and on the new one.
  const stored = ctx.params.id
    ? await strapi.db.query(ACTION_UID).findOne({ where: { documentId: ctx.params.id } })
    : null;
  if (!stored) return true; // the plugin's controller answers 404
  if (!ability.can(PUBLISH, stored.entitySlug)) return false;
  if (method !== 'PUT') return true;
  checkRequested(data, true);
  return data.entitySlug === undefined || ability.can(PUBLISH, data.entitySlug as string);
}
