/**
 * Which pages each locale has, and where each page's translations are (issue 47, part 3): the rules
 * gatsby-node.ts follows to build every locale's pages and to give each its context's `pagePath` and
 * `translations` (locale → path, only locales the page exists in), which the head's hreflang links,
 * the sitemap's alternates and the shell's links read. Pure, so they are tested without a build.
 */
import { DEFAULT_LOCALE, LOCALE_CODES, localePath } from './locale';

/** A page's path in each locale it exists in, e.g. `{ en: '/about', de: '/de/about' }`. */
export type Translations = Readonly<Record<string, string>>;

/** What a page's context says of its languages, beside `localeContext(locale)`. */
export interface PageLocation {
  pagePath: string;
  translations: Translations;
}

/** The locales in the site's order (the default first) among `locales`. */
const inOrder = (locales: Iterable<string>) => {
  const present = new Set(locales);
  return LOCALE_CODES.filter((code) => present.has(code));
};

/**
 * A fixed page (src/pages: `/about`, the newsletter's pages, the 404) in each locale whose content it
 * needs exists in, at the same route under each locale's prefix. The default locale's page is always
 * built (the build refuses to run without its content), so it is always among them.
 */
export function fixedPageTranslations(route: string, locales: Iterable<string>): Translations {
  return Object.fromEntries(inOrder([DEFAULT_LOCALE, ...locales]).map((locale) => [locale, localePath(locale, route)]));
}

/** A landing page entry as the build reads it: one node per locale, translations sharing a documentId. */
export interface LandingEntry {
  id: string;
  documentId: string;
  locale: string;
  slug: string | null;
}

export interface LandingPage extends PageLocation {
  id: string;
  locale: string;
}

/**
 * Each of `pages` with its translations: the pages of the other locales that `keyOf` gives the same
 * key (the same document, the same page of a list), in the site's locale order, itself included.
 */
export function withTranslations<P extends { locale: string; pagePath: string }>(
  pages: readonly P[],
  keyOf: (page: P) => string,
): Array<P & { translations: Translations }> {
  const byKey = new Map<string, Map<string, string>>();
  for (const page of pages) {
    const paths = byKey.get(keyOf(page)) ?? new Map<string, string>();
    paths.set(page.locale, page.pagePath);
    byKey.set(keyOf(page), paths);
  }
  return pages.map((page) => {
    const paths = byKey.get(keyOf(page)) as Map<string, string>;
    return {
      ...page,
      translations: Object.fromEntries(inOrder(paths.keys()).map((locale) => [locale, paths.get(locale) as string])),
    };
  });
}

/**
 * Every landing page to build: each entry with a slug at `/{slug}` in its locale (a German one at
 * `/de/{its German slug}`), its translations the entries of the same document that have a slug.
 * `isFixed` names the slugs that are fixed pages, built at their routes instead.
 */
export function landingPages(entries: ReadonlyArray<LandingEntry>, isFixed: (slug: string) => boolean): LandingPage[] {
  const built = entries.filter(
    (entry): entry is LandingEntry & { slug: string } =>
      Boolean(entry.slug) && !isFixed(entry.slug as string) && LOCALE_CODES.includes(entry.locale),
  );
  const documentOf = new Map(built.map((entry) => [entry.id, entry.documentId]));
  return withTranslations(
    built.map((entry) => ({
      id: entry.id,
      locale: entry.locale,
      pagePath: localePath(entry.locale, `/${entry.slug}`),
    })),
    (page) => documentOf.get(page.id) as string,
  );
}

/**
 * Where an internal link to `href` (a default-locale path, as the shell and editors write it: `/contact`,
 * `/about#team`) goes from a page in `locale`: that page in the locale when it is one of the locale's
 * fixed pages (`localeRoutes`, which the build gives each page of another locale), else `href` as it is,
 * so a link never leads to a page that is not built.
 */
export function linkPath(locale: string, href: string, localeRoutes: readonly string[] | undefined): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith('/') || href.startsWith('//')) return href;
  const [, route = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  const normal = route.replace(/\/+$/, '') || '/';
  return localeRoutes?.includes(normal) ? `${localePath(locale, normal)}${rest}` : href;
}

/** What the build found of one locale's content (gatsby-node.ts's content check). */
export interface LocaleContent {
  hasGlobal: boolean;
  hasPrivacy: boolean;
  /** The slugs of the locale's page entries. */
  pageSlugs: ReadonlyArray<string | null>;
}

/**
 * The fixed routes a locale has the content for: none without its global settings (every page's
 * header and footer), the privacy notice with its notice, a page of entries (/about, …) with its
 * entry, and the pages made of global settings alone (the newsletter's, the 404) with them.
 */
export function fixedRoutesWithContent(
  content: LocaleContent,
  pages: ReadonlyArray<{ slug: string; route: string }>,
  globalOnlyRoutes: readonly string[],
): Set<string> {
  if (!content.hasGlobal) return new Set();
  return new Set([
    ...pages.filter((page) => content.pageSlugs.includes(page.slug)).map((page) => page.route),
    ...(content.hasPrivacy ? ['/privacy'] : []),
    ...globalOnlyRoutes,
  ]);
}
