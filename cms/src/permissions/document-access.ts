/**
 * Whether an admin may read (or publish) one document in one locale, answered as the Content Manager
 * answers for that entry: with its own permission checker and the admin's ability, so Strapi's
 * conditions ("is creator", "has the same role as creator", an administrator's own) and the locales
 * a role's permission is limited to (i18n makes them a condition on `locale`) decide, not the type
 * alone. Used by the routes Strapi or a plugin leaves checked at the type only: the preview URL
 * (../preview/site-preview.ts) and scheduled publishing (../scheduling/policy.ts); its checker also
 * decides what the Unanswered questions page lists of the FAQ (../unanswered-questions/admin-routes.ts).
 */
import type { Core } from '@strapi/strapi';

export type DocumentAction = 'read' | 'publish';

/** The Content Manager's permission checker for one content type, as far as the CMS's own routes use it. */
export interface PermissionChecker {
  can: Record<DocumentAction, (entity?: Record<string, unknown>) => boolean>;
  cannot: Record<DocumentAction, (entity?: Record<string, unknown>) => boolean>;
  sanitizedQuery: { read: (query: Record<string, unknown>) => Promise<Record<string, unknown>> };
  sanitizeOutput: (entity: unknown) => Promise<unknown>;
}

/** What is asked: a content type, one of its documents (a single type's own when left out) and a
 * locale (the default one when left out, on a localized type). */
export interface DocumentAsked {
  uid: string;
  documentId?: string | null;
  locale?: string | null;
}

/** The Content Manager's populate builder (its edit view's populate: every field, the creator too). */
type PopulateBuilder = (uid: string) => {
  populateDeep: (level: number) => { countRelations: () => { build: () => Promise<unknown> } };
};

/** The Content Manager's own checker of the admin's ability on a type: what its list and edit views
 * allow, the queries they run and what they show of an entry. */
export const checkerFor = (strapi: Core.Strapi, userAbility: unknown, uid: string): PermissionChecker =>
  strapi
    .plugin('content-manager')
    .service('permission-checker')
    .create({ userAbility, model: uid }) as PermissionChecker;

/** Whether the admin's role allows `action` on some document of the type (the list view's rule). */
export function mayOnType(strapi: Core.Strapi, userAbility: unknown, action: DocumentAction, uid: string): boolean {
  if (!userAbility || !strapi.contentTypes[uid as never]) return false;
  return checkerFor(strapi, userAbility, uid).can[action]();
}

/**
 * Whether the admin's role allows `action` on that document in that locale. The draft is read with
 * the Content Manager's own populate (creator included), as its edit view reads it, and checked as
 * that entry. A locale the document has no version in yet is checked as the Content Manager checks
 * creating it: on the locale alone (so a condition on the entry, such as "is creator", refuses).
 * A document that does not exist is refused.
 */
export async function mayOnDocument(
  strapi: Core.Strapi,
  userAbility: unknown,
  action: DocumentAction,
  { uid, documentId, locale }: DocumentAsked,
): Promise<boolean> {
  const model = strapi.contentTypes[uid as never] as
    { kind?: string; options?: { draftAndPublish?: boolean } } | undefined;
  if (!userAbility || !model) return false;
  const checker = checkerFor(strapi, userAbility, uid);
  if (!checker.can[action]()) return false;
  const id =
    documentId ||
    (model.kind === 'singleType'
      ? (
          (await strapi.db.query(uid).findOne({ select: ['documentId'] })) as {
            documentId?: string;
          } | null
        )?.documentId
      : undefined);
  if (!id) return false;
  const localized = strapi.plugin('i18n').service('content-types').isLocalizedContentType(model) as boolean;
  const asked = localized
    ? (locale ?? ((await strapi.plugin('i18n').service('locales').getDefaultLocale()) as string))
    : undefined;
  const populateBuilder = strapi.plugin('content-manager').service<PopulateBuilder>('populate-builder');
  const populate = await populateBuilder(uid).populateDeep(Infinity).countRelations().build();
  const status = model.options?.draftAndPublish ? 'draft' : undefined;
  const version = (await strapi
    .documents(uid as never)
    .findOne({ documentId: id, locale: asked, status, populate } as never)) as Record<string, unknown> | null;
  if (version) return checker.can[action](version);
  const exists = (await strapi.db.query(uid).count({ where: { documentId: id } })) > 0;
  return exists && localized && checker.can[action]({ locale: asked });
}

/** Whether the admin may `action` the document in one of the locales it has (all asked of a type
 * that is not localized): for a request about the whole document, such as its scheduled actions. */
export async function mayOnDocumentInSomeLocale(
  strapi: Core.Strapi,
  userAbility: unknown,
  action: DocumentAction,
  { uid, documentId }: Omit<DocumentAsked, 'locale'>,
): Promise<boolean> {
  if (!documentId || !strapi.contentTypes[uid as never]) return false;
  const versions = (await strapi.db.query(uid).findMany({ where: { documentId }, select: ['locale'] })) as Array<{
    locale?: string | null;
  }>;
  const locales = [...new Set(versions.map((version) => version.locale ?? undefined))];
  for (const locale of locales)
    if (await mayOnDocument(strapi, userAbility, action, { uid, documentId, locale })) return true;
  return false;
}
