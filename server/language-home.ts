/**
 * The one place the site follows the language switcher's cookie (cms/src/contracts/locales.ts): a
 * request for the English home page from a visitor who chose another language gets that language's
 * home page, when the build has one. Only `/`, so every other address, a shared link included, shows
 * what it names; and only the visitor's own choice, never the browser's language (search engines
 * advise against that, and a crawler sends no cookie).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, chosenLanguage, localePath } from '@contracts/locales';

export function chosenHomeFor(rawPath: string, cookieHeader: string | undefined, dir: string): string | null {
  if (rawPath !== '/') return null;
  const code = chosenLanguage(cookieHeader);
  if (!code || code === DEFAULT_LOCALE) return null;
  return fs.existsSync(path.join(dir, code, 'index.html')) ? localePath(code, '/') : null;
}
