/**
 * A service's slug is its identity, the same in every language: the contact form sends it as the
 * service a visitor asks about, and the firm reads it in the lead. Strapi's i18n localizes every uid
 * field (it cannot be shared like the service's picture and position), so this document service
 * middleware keeps it equal: a new localization of a service takes the slug the service already
 * has, whatever was sent (the admin proposes one made from the translated name), and a slug changed
 * in one language is written to the others, draft to drafts and published to published, as Strapi
 * itself writes a shared field.
 */
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE } from '../../contracts/locales';

export const SERVICE_UID = 'api::service.service';

interface Params {
  documentId?: string;
  locale?: string | string[];
  data?: Record<string, unknown>;
}

interface Version {
  slug: string;
  locale: string;
  publishedAt: string | null;
}

const versionsOf = (strapi: Core.Strapi, documentId: string): Promise<Version[]> =>
  strapi.db.query(SERVICE_UID).findMany({ where: { documentId }, select: ['slug', 'locale', 'publishedAt'] });

export function registerSameServiceSlug(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== SERVICE_UID || !['update', 'publish'].includes(context.action)) return next();
    const params = context.params as Params;
    if (!params.documentId || typeof params.locale === 'object' || params.locale === '*') return next();
    const locale = params.locale || DEFAULT_LOCALE;
    const before = await versionsOf(strapi, params.documentId);
    const others = before.filter((version) => version.locale !== locale);
    if (context.action === 'update' && params.data && others.length && !before.some((v) => v.locale === locale)) {
      const model = others.find((version) => !version.publishedAt) ?? others[0];
      params.data = { ...params.data, slug: model.slug };
    }
    const result = await next();
    if (!others.length) return result;
    // What this language now holds, in the state the action wrote (a save: the draft; a publish: live).
    const published = context.action === 'publish';
    const written = (await versionsOf(strapi, params.documentId)).find(
      (version) => version.locale === locale && Boolean(version.publishedAt) === published,
    );
    if (written)
      await strapi.db.query(SERVICE_UID).updateMany({
        where: {
          documentId: params.documentId,
          locale: { $ne: locale },
          publishedAt: published ? { $ne: null } : null,
          slug: { $ne: written.slug },
        },
        data: { slug: written.slug },
      });
    return result;
  });
}
