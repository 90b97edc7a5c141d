/**
 * Where the draft preview page is: one page per locale, each built with its locale's interface
 * strings (gatsby-node.ts), at `/__preview` for the default locale and `/__preview/{code}` for
 * another. The site server serves them with a preview cookie only (server/preview.ts) and sends a
 * draft's preview to its locale's; gatsby-ssr.tsx gives each its `<html lang>`. Relative imports
 * only: gatsby-node, gatsby-ssr and the site server load this file.
 */
import { DEFAULT_LOCALE, LOCALE_CODES } from '../lib/locale';

export const PREVIEW_PAGE_PATH = '/__preview';

export const previewPagePath = (locale: string): string =>
  locale === DEFAULT_LOCALE ? PREVIEW_PAGE_PATH : `${PREVIEW_PAGE_PATH}/${locale}`;

/** The locale of a preview page's path (`/__preview/de/` → de), or null when it is not one. */
export function previewPageLocale(pathname: string): string | null {
  const match = /^\/__preview(?:\/([a-z-]{2,16}))?\/?$/.exec(pathname);
  if (!match) return null;
  const locale = match[1] ?? DEFAULT_LOCALE;
  return LOCALE_CODES.includes(locale) ? locale : null;
}
