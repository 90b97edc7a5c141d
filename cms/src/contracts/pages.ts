/**
 * The site's fixed pages: entries of the one page collection (`api::page.page`) whose slug is one of
 * these, shown at their route rather than at /{slug}. Editors edit and publish their blocks like any
 * page's; the CMS refuses to delete them or change their slug (cms/src/redirects/guard.ts), the
 * build gives them their route (src/templates/fixed.tsx, made by site-build/gatsby-node/fixed-pages.ts)
 * and builds no /{slug} page for them.
 * Pure, no Strapi: the CMS, the site, the site server and the tests import this one file.
 */

export const PAGE_UID = 'api::page.page' as const;

export interface FixedPage {
  /** The entry's slug: how the build, the preview and the seed find it. */
  slug: string;
  /** The site route that shows it (one of ./routes.ts's SITE_ROUTES). */
  route: string;
  /** How the admin and the preview's banner name it. */
  label: string;
}

export const FIXED_PAGES: readonly FixedPage[] = [
  { slug: 'home', route: '/', label: 'Home page' },
  { slug: 'about', route: '/about', label: 'About page' },
  { slug: 'services', route: '/services', label: 'Services page' },
  { slug: 'contact', route: '/contact', label: 'Contact page' },
];

/** The fixed page whose slug is `slug` (compared as Strapi stores it: exactly), or undefined. */
export const fixedPageBySlug = (slug: unknown): FixedPage | undefined => FIXED_PAGES.find((page) => page.slug === slug);

/** The fixed page shown at `route`, or undefined. */
export const fixedPageByRoute = (route: string): FixedPage | undefined =>
  FIXED_PAGES.find((page) => page.route === route);

/** Where a page entry with `slug` is shown: its fixed route, or /{slug}. */
export const pageRoute = (slug: string): string => fixedPageBySlug(slug)?.route ?? `/${slug}`;
