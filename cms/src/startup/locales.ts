/**
 * The site's languages (../contracts/locales.ts) as Strapi's i18n locales, made sure of at every
 * start, before the seed (which writes the German localizations): each missing locale is created,
 * and English is the default locale, the one every call without a `locale` reads (SPEC section 7's
 * calls and the site's English pages). Idempotent: a start on a database that has them changes
 * nothing. A locale an administrator added in Settings → Internationalization is left alone; one of
 * the site's they deleted comes back (without its entries: Strapi deleted those with it).
 */
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALES } from '../contracts/locales';

interface LocalesService {
  findByCode(code: string): Promise<{ code: string } | null>;
  create(locale: { code: string; name: string }): Promise<unknown>;
  getDefaultLocale(): Promise<string | undefined>;
  setDefaultLocale(locale: { code: string }): Promise<unknown>;
}

/** The admin's name for a locale: Strapi's own list's ("German (de)"), as its locale picker names it. */
function adminName(strapi: Core.Strapi, code: string, fallback: string): string {
  const iso = strapi.plugin('i18n').service('iso-locales').getIsoLocales() as Array<{ code: string; name: string }>;
  return iso.find((locale) => locale.code === code)?.name ?? `${fallback} (${code})`;
}

export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service<LocalesService>('locales');
  const added: string[] = [];
  for (const { code, name } of LOCALES) {
    if (await locales.findByCode(code)) continue;
    await locales.create({ code, name: adminName(strapi, code, name) });
    added.push(code);
  }
  const previous = await locales.getDefaultLocale();
  if (previous !== DEFAULT_LOCALE) await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
  const parts = [
    ...(added.length ? [`added ${added.join(', ')}`] : []),
    ...(previous !== DEFAULT_LOCALE ? [`made ${DEFAULT_LOCALE} the default (was ${previous ?? 'none'})`] : []),
  ];
  if (parts.length) strapi.log.info(`Locales (src/contracts/locales.ts): ${parts.join('; ')}.`);
}
