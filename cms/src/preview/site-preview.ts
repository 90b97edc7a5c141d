/**
 * Where each content type shows on the site, and the signed preview URL the Content Manager's
 * "Open preview" loads (cms/config/admin.ts). The site server checks the signature, exchanges it for
 * a short-lived HttpOnly cookie and renders the draft with the site's own page components.
 *
 * - SITE_URL: the site as editors' browsers reach it (default http://localhost:$PORT, PORT 9000),
 *   which is also the origin the admin may frame.
 * - The signing key comes from the preview secret: PREVIEW_SECRET, else the repository's
 *   `.secrets/preview-secret` (PREVIEW_SECRET_FILE, relative to the repository root), generated here
 *   if missing, read with the one rule for secrets the site server uses too. Never the rebuild
 *   secret, which the webhook's settings show (../contracts/preview-token.ts).
 */
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { cmsEnv } from '../config/env';
import { loadSecret } from '../contracts/secret-file';
import {
  PREVIEW_ENTER_PATH,
  PREVIEW_PLACES,
  ownPreviewSecret,
  previewKey,
  signPreviewQuery,
  type PreviewPlace,
  type PreviewTarget,
} from '../contracts/preview-token';
import { fixedPageBySlug, pageRoute } from '../contracts/pages';
import { sectionSlug } from '../contracts/sections';
import { DEFAULT_LOCALE, isLocaleCode, localePath } from '../contracts/locales';
import { rebuildSecret } from '../rebuilds/rebuild-webhook';
import { resolveFromApp } from '../secrets/secrets';
import { siteUrl } from './site-url';
import { mayOnDocument } from '../permissions/document-access';
import type { AdminPolicyContext } from '../startup/admin-routes';

export { PREVIEW_PLACES, siteUrl };

export function previewSecretFile(): string {
  return path.resolve(resolveFromApp('..'), cmsEnv().PREVIEW_SECRET_FILE);
}

/** The preview secret: the same call as server/secret.ts, which reads and writes the same file. */
export function previewSecret(): string {
  const secret = loadSecret({
    variable: 'PREVIEW_SECRET',
    file: previewSecretFile(),
    generate: true,
    env: { PREVIEW_SECRET: cmsEnv().PREVIEW_SECRET },
  });
  return ownPreviewSecret(secret, rebuildSecret());
}

/** The draft the preview shows (in `locale`), or null when it cannot be read. */
async function readDraft(
  strapi: Core.Strapi,
  uid: string,
  documentId: string,
  locale: string,
): Promise<Record<string, unknown> | null> {
  try {
    return await strapi.documents(uid as never).findOne({ documentId, locale, status: 'draft' } as never);
  } catch {
    return null;
  }
}

/** The label in the preview's banner, e.g. "Service: IT support", "FAQ group: 3" or "About page". */
function labelFor(place: PreviewPlace, draft: Record<string, unknown> | null): string {
  const fixed = place.atSlug ? fixedPageBySlug(draft?.slug) : undefined;
  if (fixed) return fixed.label;
  const title = place.titleField ? draft?.[place.titleField] : undefined;
  return (typeof title === 'string' && title !== '') || typeof title === 'number'
    ? `${place.label}: ${title}`
    : place.label;
}

/** The Content Manager's preview handler: a signed URL on the site server, or null (no preview).
 * Strapi fills in a single type's documentId, and the locale the editor is looking at, before calling
 * it. The draft is shown on its locale's page (`/de/services` for a German service). A page is
 * previewed where its draft's slug puts it: a fixed page at its route, a landing page at /{slug}
 * (/de/{slug}); an article at /insights/{slug}, a case study at /case-studies/{slug}; without a slug
 * yet it has none. */
export async function previewUrl(
  strapi: Core.Strapi,
  uid: string,
  { documentId, locale: asked }: { documentId?: string; locale?: string; status?: string },
): Promise<string | null> {
  const place = PREVIEW_PLACES[uid];
  if (!place || !documentId) return null;
  // A locale the site has no pages in (one added in the admin only) has nothing to preview on.
  const locale = asked ?? DEFAULT_LOCALE;
  if (!isLocaleCode(locale)) return null;
  const draft = place.titleField || place.atSlug ? await readDraft(strapi, uid, documentId, locale) : null;
  const slug = typeof draft?.slug === 'string' ? draft.slug : '';
  if ((place.atSlug || place.section) && !slug) return null;
  const route = place.atSlug ? pageRoute(slug) : place.section ? `${place.section}/${slug}` : place.path;
  // A slug the site would not build a page at (a dot in it, as only the section's own files have).
  if (place.section && sectionSlug(place.section, route) === null) return null;
  const target: PreviewTarget = {
    uid,
    documentId,
    locale,
    path: localePath(locale, route),
    chat: Boolean(place.chat),
    label: labelFor(place, draft),
  };
  // Always the draft: it is what the editor is working on, and for a published document it equals
  // the published version until the next save.
  return `${siteUrl()}${PREVIEW_ENTER_PATH}?${signPreviewQuery(previewKey(previewSecret()), target)}`;
}

const PREVIEW_POLICY = 'global::may-read-previewed-document';

/**
 * Strapi 5.54's preview URL route (GET /content-manager/preview/url/:contentType) checks only that the
 * caller is a signed-in admin ("TODO: Permissions to preview content" in its controller), and the
 * signed URL reads a draft, whose title its label carries. So the route gets one more policy here:
 * the admin's role must allow the Content Manager's read action on THAT document in THAT locale
 * (../permissions/document-access.ts: the answer the Content Manager gives for that entry, with
 * conditions such as "is creator" and a role's locales). Otherwise 403, with Strapi's error body,
 * before the draft is read. Called from register(): Strapi mounts the routes after every register
 * and before bootstrap.
 */
export function guardPreviewRoute(strapi: Core.Strapi): void {
  const routers = strapi.plugin('content-manager').routes as Record<
    string,
    { routes: Array<{ path: string; method: string; config?: { policies?: unknown[] } }> }
  >;
  const route = Object.values(routers)
    .flatMap((router) => router.routes ?? [])
    .find((candidate) => candidate.method === 'GET' && candidate.path === '/preview/url/:contentType');
  // Failing loudly beats serving drafts unchecked after a Strapi upgrade renamed the route.
  if (!route)
    throw new Error('The Content Manager preview route was not found: cannot guard it (see site-preview.ts).');
  // Strapi resolves route policies by name only (no inline functions), so it is registered first.
  strapi.get('policies').set(PREVIEW_POLICY, async (context: AdminPolicyContext) => {
    const uid = context.params.contentType;
    const { userAbility } = context.state;
    if (typeof uid !== 'string' || !userAbility) throw new errors.ForbiddenError();
    const { query } = context.request;
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
    const asked = { uid, documentId: text(query.documentId), locale: text(query.locale) };
    // A collection type's entry named by no id is the route's own 400, with nothing read.
    if (
      !asked.documentId &&
      (strapi.contentTypes[uid as never] as { kind?: string } | undefined)?.kind === 'collectionType'
    )
      return true;
    if (!(await mayOnDocument(strapi, userAbility, 'read', asked)))
      throw new errors.ForbiddenError('You may not read this entry.');
    return true;
  });
  route.config ??= {};
  route.config.policies = [...(route.config.policies ?? []), PREVIEW_POLICY];
}
