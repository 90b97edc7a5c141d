/**
 * The admin's rules for redirects and landing-page addresses, as one document service middleware:
 * every save goes through it, from the admin's Content Manager or from code, and a refusal is
 * Strapi's ValidationError (400) naming the field, which the admin shows beside it. Nothing is
 * written when it refuses. The rules themselves are pure, in ../contracts (shared with the build and
 * the site server).
 *
 * - A redirect's `from` is stored normalised (lower case, no trailing slash), is unique, and is not
 *   a route of the site (../contracts/routes.ts) nor the address of a landing page (draft or
 *   published: a draft would be hidden as soon as it is published). Its `to` is a path or an http(s)
 *   address, stored canonical and ASCII-only (../contracts/redirects.ts: canonicalTarget; a control
 *   character is refused), and it may not close a loop (the message names the chain).
 * - A landing page's slug may not take a route of the site, a locale's code (/de is the German
 *   site), another page's slug in the same language, or a redirect's `from` (Strapi itself checks
 *   uid uniqueness only when publishing, with a vaguer message). Slugs are per language
 *   (../contracts/locales.ts): the English page is at /{slug}, its German localization at
 *   /de/{its own slug}, so two languages may use one slug and a redirect from /de/x hides the German
 *   page x only.
 * - A fixed page (../contracts/pages.ts: the entry whose slug is `home`, `about`, ...) keeps its
 *   slug in every language and cannot be deleted, in any language: the site's routes are built from
 *   it. A new localization of it gets the fixed slug whatever was sent (the admin proposes one made
 *   from the translated title). Its title, blocks and SEO are edited, published and unpublished like
 *   any page's. A fixed slug may be given only to the first page that takes it (the seed, on a fresh
 *   database), in no language to another page.
 * - Publishing an entry of a routed type whose move leaves a redirect (../contracts/content-types.ts:
 *   `movedRedirect`; a page, an article, a case study) whose published slug changes creates the
 *   permanent redirect from the old address to the new one (in its language: /{slug},
 *   /insights/{slug}, /case-studies/{slug}), unless a redirect from the old address exists. Only on
 *   publishing: a saved draft does not move the live page.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CONTENT_TYPES, entryPath, MOVED_REDIRECTS } from '../contracts/content-types';
import { DEFAULT_LOCALE, isLocaleCode } from '../contracts/locales';
import { fixedPageBySlug, PAGE_UID, type FixedPage } from '../contracts/pages';
import {
  canonicalTarget,
  describeChain,
  loopThrough,
  normalisePath,
  targetProblem,
  type Redirect,
} from '../contracts/redirects';
import { isReservedPath, reservedSlugReason } from '../contracts/routes';

export { PAGE_UID };
export const REDIRECT_UID = 'api::redirect.redirect';

interface StoredRedirect extends Redirect {
  documentId: string;
}

interface StoredPage {
  documentId: string;
  title: string;
  slug: string;
  locale: string | null;
  publishedAt: string | null;
}

const PAGE_FIELDS = ['documentId', 'title', 'slug', 'locale', 'publishedAt'];

/** Where a page of `locale` with `slug` is shown: /{slug} in English, /{locale}/{slug} otherwise. */
const landingPath = (slug: string, locale: string) => entryPath(CONTENT_TYPES.page.route, slug, locale);

function refuse(field: string, message: string): never {
  throw new errors.ValidationError(message, { errors: [{ path: [field], message, name: 'ValidationError' }] });
}

const storedRedirects = async (strapi: Core.Strapi): Promise<StoredRedirect[]> =>
  strapi.db.query(REDIRECT_UID).findMany({ select: ['documentId', 'from', 'to', 'permanent'] });

/** Every version (draft and published) of the pages whose slug is `slug`, any case: in `locale`, or
 * in every language. */
const pagesWithSlug = async (strapi: Core.Strapi, slug: string, locale?: string): Promise<StoredPage[]> =>
  strapi.db
    .query(PAGE_UID)
    .findMany({ where: { slug: { $eqi: slug }, ...(locale ? { locale } : {}) }, select: PAGE_FIELDS });

/** The landing page a path could be: /{slug} in English, /{locale}/{slug} in another language; or null. */
function landingOf(path: string): { slug: string; locale: string } | null {
  const english = /^\/([^/]+)$/.exec(path);
  if (english) return { slug: decodeURIComponent(english[1]), locale: DEFAULT_LOCALE };
  const other = /^\/([^/]+)\/([^/]+)$/.exec(path);
  if (other && other[1] !== DEFAULT_LOCALE && isLocaleCode(other[1]))
    return { slug: decodeURIComponent(other[2]), locale: other[1] };
  return null;
}

/** Checks a redirect about to be stored and answers its data normalised; refuses it otherwise. */
export async function checkRedirect(
  strapi: Core.Strapi,
  data: Record<string, unknown>,
  documentId?: string,
): Promise<Record<string, unknown>> {
  const existing = documentId
    ? await strapi.db.query(REDIRECT_UID).findOne({ where: { documentId }, select: ['from', 'to', 'permanent'] })
    : null;
  const merged = { ...(existing ?? {}), ...data };
  const rawFrom = typeof merged.from === 'string' ? merged.from : '';
  const from = normalisePath(rawFrom);
  if (!rawFrom.trim()) refuse('from', 'Enter the old address, a path on this site starting with /, like /old-offer.');
  if (from === null)
    refuse('from', 'Enter a path on this site starting with / (like /old-offer), without spaces, ? or #.');
  if (isReservedPath(from)) refuse('from', `${from} is a page of the site itself: a redirect would hide it.`);
  const landing = landingOf(from);
  const [page] = landing ? await pagesWithSlug(strapi, landing.slug, landing.locale) : [];
  if (page)
    refuse(
      'from',
      `The landing page "${page.title}" is at ${from}: a redirect would hide it. Change the page's slug first.`,
    );

  const rawTo = typeof merged.to === 'string' ? merged.to : '';
  // Stored as it is sent: ASCII only (an address with ü or Cyrillic percent-encoded, its host in
  // punycode), so what the editor sees in the list is exactly the Location visitors get.
  const to = canonicalTarget(rawTo);
  if (to === null) refuse('to', targetProblem(rawTo) ?? 'This is not a target a redirect can lead to.');

  const others = (await storedRedirects(strapi)).filter((other) => other.documentId !== documentId);
  const twin = others.find((other) => other.from === from);
  if (twin) refuse('from', `A redirect from ${from} already exists (to ${twin.to}). Edit that one instead.`);
  const loop = loopThrough({ from, to, permanent: merged.permanent !== false }, others);
  if (loop) refuse('to', `This redirect would make a loop: ${describeChain(loop)}. Visitors would never arrive.`);
  return { ...data, from, to };
}

/** The fixed page the document `documentId` is (its versions share one slug: it cannot change), or undefined. */
export async function fixedPageOf(strapi: Core.Strapi, documentId: string | undefined): Promise<FixedPage | undefined> {
  if (!documentId) return undefined;
  const versions: Array<{ slug: string }> = await strapi.db
    .query(PAGE_UID)
    .findMany({ where: { documentId }, select: ['slug'] });
  return versions.map((version) => fixedPageBySlug(version.slug)).find(Boolean);
}

/** Refuses a slug a landing page of `locale` may not take (see the top of this file). */
export async function checkSlug(
  strapi: Core.Strapi,
  slug: unknown,
  documentId?: string,
  locale: string = DEFAULT_LOCALE,
): Promise<void> {
  if (typeof slug !== 'string' || !slug) return; // required: Strapi's own validation says so
  const fixed = await fixedPageOf(strapi, documentId);
  if (fixed) {
    if (slug === fixed.slug) return;
    refuse('slug', `The ${fixed.label} keeps the slug "${fixed.slug}": the site shows it at ${fixed.route}.`);
  }
  const taken = fixedPageBySlug(slug);
  if (taken) {
    const [holder] = await pagesWithSlug(strapi, slug);
    if (!holder) return; // the first page with a fixed slug is that fixed page (the seed makes them)
    refuse('slug', `The slug "${slug}" belongs to the ${taken.label} (${taken.route}). Choose another slug.`);
  }
  const reason = reservedSlugReason(slug);
  if (reason) refuse('slug', reason);
  if (slug.toLowerCase() !== DEFAULT_LOCALE && isLocaleCode(slug.toLowerCase()))
    refuse(
      'slug',
      `The address /${slug.toLowerCase()} is where the site in that language starts. Choose another slug.`,
    );
  const other = (await pagesWithSlug(strapi, slug, locale)).find((page) => page.documentId !== documentId);
  if (other) refuse('slug', `The landing page "${other.title}" already uses the slug "${other.slug}".`);
  const path = normalisePath(landingPath(slug, locale));
  const redirect = (await storedRedirects(strapi)).find((stored) => stored.from === path);
  if (redirect)
    refuse(
      'slug',
      `${path} is the start of a redirect (to ${redirect.to}). Delete that redirect first if this page should have that address.`,
    );
}

/** A type whose published entries are at an address made of their slug: what it is called, and where
 * an entry of `locale` with `slug` is shown (the routed types whose move leaves a redirect:
 * ../contracts/content-types.ts). */
type MovableType = (typeof MOVED_REDIRECTS)[string];

/** After a publish moved an entry of `locale` from `oldSlug` to `newSlug`: the redirect between them. */
async function redirectMoved(strapi: Core.Strapi, type: MovableType, title: string, move: SlugMove, locale: string) {
  const from = normalisePath(type.path(move.from, locale));
  const to = type.path(move.to, locale);
  const what = `${type.label[0].toUpperCase()}${type.label.slice(1)} "${title}"`;
  if (!from || (await storedRedirects(strapi)).some((stored) => stored.from === from)) return;
  try {
    await strapi.documents(REDIRECT_UID).create({
      data: { from, to, permanent: true, note: `Created when the ${type.label} "${title}" moved to ${to}.` },
    });
    strapi.log.info(`${what} moved: created the redirect ${from} → ${to}.`);
  } catch (error) {
    // The entry is published either way; the editor can add the redirect by hand.
    strapi.log.warn(`${what} moved, but no redirect from ${from}: ${(error as Error).message}`);
  }
}

interface SlugMove {
  from: string;
  to: string;
}

interface StoredVersion {
  title?: string | null;
  slug?: string | null;
  locale: string | null;
  publishedAt: string | null;
}

/**
 * Publishes (`next`) and then redirects the old address of each language whose published slug the
 * publish changed. `beforeEach` runs for each draft about to go live (the page's slug checks).
 */
async function publishWithRedirects(
  strapi: Core.Strapi,
  context: DocumentContext,
  next: Next,
  beforeEach: (draft: StoredVersion) => Promise<void> = async () => {},
) {
  const { uid, params } = context;
  const type = MOVED_REDIRECTS[uid];
  // Publish names one language, several (a bulk publish), or '*' (all); none is the default.
  const locales = params.locale === '*' ? undefined : [params.locale ?? DEFAULT_LOCALE].flat();
  const versions: StoredVersion[] = await strapi.db.query(uid).findMany({
    where: { documentId: params.documentId, ...(locales ? { locale: { $in: locales } } : {}) },
    select: ['title', 'slug', 'locale', 'publishedAt'],
  });
  const moves: Array<{ draft: StoredVersion; live?: StoredVersion }> = [];
  for (const draft of versions.filter((version) => !version.publishedAt)) {
    await beforeEach(draft);
    moves.push({ draft, live: versions.find((version) => version.publishedAt && version.locale === draft.locale) });
  }
  const result = await next();
  for (const { draft, live } of moves)
    if (live?.slug && draft.slug && live.slug !== draft.slug)
      await redirectMoved(
        strapi,
        type,
        draft.title ?? draft.slug,
        { from: live.slug, to: draft.slug },
        draft.locale ?? DEFAULT_LOCALE,
      );
  return result;
}

type Next = () => Promise<unknown>;
interface DocumentContext {
  uid: string;
  action: string;
  params: { documentId?: string; locale?: string | string[]; data?: Record<string, unknown> };
}

/** The one language a create or update writes (Strapi's default when none is named). */
const writtenLocale = (params: DocumentContext['params']) =>
  typeof params.locale === 'string' && params.locale && params.locale !== '*' ? params.locale : DEFAULT_LOCALE;

async function guardRedirect(strapi: Core.Strapi, context: DocumentContext, next: Next) {
  const { action, params } = context;
  if (['create', 'update', 'clone'].includes(action) && params.data) {
    params.data = await checkRedirect(strapi, params.data, action === 'update' ? params.documentId : undefined);
  }
  return next();
}

async function guardPage(strapi: Core.Strapi, context: DocumentContext, next: Next) {
  const { action, params } = context;
  if (action === 'delete') {
    const fixed = await fixedPageOf(strapi, params.documentId);
    if (fixed)
      refuse(
        'slug',
        `The ${fixed.label} is one of the site's fixed pages (${fixed.route}): it cannot be deleted. Unpublish it or edit its sections instead.`,
      );
  }
  const locale = writtenLocale(params);
  if (action === 'update' && params.data) {
    // A new localization of a fixed page (an update in a language it has no version in yet) takes
    // the fixed slug: the admin proposes one made from the translated title.
    const fixed = await fixedPageOf(strapi, params.documentId);
    if (fixed && !(await strapi.db.query(PAGE_UID).count({ where: { documentId: params.documentId, locale } })))
      params.data = { ...params.data, slug: fixed.slug };
  }
  if (['create', 'update', 'clone'].includes(action) && params.data && 'slug' in params.data) {
    await checkSlug(strapi, params.data.slug, action === 'update' ? params.documentId : undefined, locale);
  }
  if (action !== 'publish' || !params.documentId) return next();
  const documentId = params.documentId;
  return publishWithRedirects(strapi, context, next, (draft) =>
    checkSlug(strapi, draft.slug, documentId, draft.locale ?? DEFAULT_LOCALE),
  );
}

export function registerRedirectGuard(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const documentContext = context as unknown as DocumentContext;
    if (context.uid === REDIRECT_UID) return guardRedirect(strapi, documentContext, next) as ReturnType<typeof next>;
    if (context.uid === PAGE_UID) return guardPage(strapi, documentContext, next) as ReturnType<typeof next>;
    // The sections' entries: their slugs are Strapi's uids (unique per language); a move is redirected.
    if (MOVED_REDIRECTS[context.uid] && context.action === 'publish' && documentContext.params.documentId)
      return publishWithRedirects(strapi, documentContext, next) as ReturnType<typeof next>;
    return next();
  });
}
