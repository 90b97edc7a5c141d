/**
 * First-start seeding: every piece of site content that is missing is created and published, so a
 * fresh machine shows a complete site. Each item is looked up first, so a second start adds nothing
 * and an editor's changes are never overwritten.
 *
 * Each document the seed creates is created in English (./content.ts, the default locale) and
 * then in every other language of the site (German: ./content.de.ts), each published. Only with
 * the document it creates: a document that already exists (an editor's, or one seeded before the
 * site had German) gets no seeded translation, which would translate the seed's English rather
 * than what editors have written since. Shared fields (pictures, a service's position, a FAQ
 * group's level, contact details) are written once, in English: Strapi copies them to each
 * localization. Images are uploaded once and used by every language.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core, UID } from '@strapi/strapi';
import { cmsEnv } from '../config/env';
import { PAGE_UID } from '../contracts/pages';
import { resolveFromApp } from '../secrets/secrets';
import * as content from './content';
import * as contentDe from './content.de';
import * as insights from './insights';
import * as insightsDe from './insights.de';
import {
  CONTENT_TYPES,
  isPreviewPlace,
  uidOf,
  type ContentTypeName,
  type RoutedType,
} from '../contracts/content-types';
import { DEFAULT_LOCALE } from '../contracts/locales';
import { entries as caseStudies } from './case-study';

type Data = Record<string, unknown>;
/** What the seed reads from a language's seed (./content.ts and its translations export the same). */
type Content = Pick<
  typeof content,
  | 'global'
  | 'homePage'
  | 'aboutPage'
  | 'servicesPage'
  | 'contactPage'
  | 'landingPage'
  | 'privacyPage'
  | 'privacyPageWithCrm'
  | 'chatbotSettings'
  | 'services'
  | 'faqGroups'
>;

/** The seed of each language besides English, by locale code (../contracts/locales.ts). */
const TRANSLATIONS: ReadonlyArray<readonly [string, Content]> = [['de', contentDe]];

async function uploadImage(strapi: Core.Strapi, fileName: string, alternativeText: string): Promise<number> {
  const existing = await strapi.db.query('plugin::upload.file').findOne({ where: { name: fileName } });
  if (existing) return existing.id;

  // The upload service may move or delete the file it is given, so it gets a copy.
  const source = resolveFromApp('seed', 'images', fileName);
  const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'seed-')), fileName);
  fs.copyFileSync(source, copy);
  const [file] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name: fileName, alternativeText, caption: alternativeText } },
      files: { filepath: copy, originalFilename: fileName, mimetype: 'image/png', size: fs.statSync(copy).size },
    });
  fs.rmSync(path.dirname(copy), { recursive: true, force: true });
  return file.id;
}

/** `data` without the fields `uid` shares across languages: a localization gets them from the
 * document (Strapi copies them), so a translation can never change the English entry's. */
function localizedOnly(strapi: Core.Strapi, uid: UID.ContentType, data: Data): Data {
  const shared: string[] = strapi
    .plugin('i18n')
    .service('content-types')
    .getNonLocalizedAttributes(strapi.contentType(uid));
  return Object.fromEntries(Object.entries(data).filter(([field]) => !shared.includes(field)));
}

/**
 * Creates and publishes the document `uid` from `build(content)`, then its localization in each
 * other language from `build` of that language's seed (none where `build` answers null).
 */
async function createPublished(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  build: (seed: Content) => Promise<Data | null>,
): Promise<void> {
  const english = await build(content);
  if (!english) return;
  const { documentId } = await strapi.documents(uid).create({ data: english as never, status: 'published' });
  for (const [locale, seed] of TRANSLATIONS) {
    const translated = await build(seed);
    if (!translated) continue;
    await strapi
      .documents(uid)
      .update({ documentId, locale, data: localizedOnly(strapi, uid, translated) as never, status: 'published' });
  }
}

async function seedSingle(strapi: Core.Strapi, uid: UID.ContentType, build: (seed: Content) => Promise<Data>) {
  if (await strapi.documents(uid).findFirst()) return false;
  await createPublished(strapi, uid, build);
  return true;
}

const withSeoImage = async (strapi: Core.Strapi, seo: { shareImage?: string } & Data) => ({
  ...seo,
  shareImage: seo.shareImage ? await uploadImage(strapi, seo.shareImage, `${content.FIRM_NAME}`) : undefined,
});

export async function seed(strapi: Core.Strapi): Promise<string[]> {
  const created: string[] = [];
  const note = (done: boolean, what: string) => done && created.push(what);

  note(
    await seedSingle(strapi, 'api::global.global', async ({ global }) => ({
      ...global,
      textLogo: await uploadImage(strapi, global.textLogo, `${content.FIRM_NAME} logo`),
      transparentLogo: await uploadImage(strapi, global.transparentLogo, `${content.FIRM_NAME} emblem`),
      defaultSeo: await withSeoImage(strapi, global.defaultSeo),
    })),
    'global',
  );
  // The fixed pages: entries of the page collection, found by their fixed slug (src/contracts/pages.ts),
  // the same in every language.
  const fixedPages: Array<[string, (seed: Content) => Data]> = [
    ['home', (seed) => seed.homePage],
    ['about', (seed) => seed.aboutPage],
    ['services', (seed) => seed.servicesPage],
    ['contact', (seed) => seed.contactPage],
  ];
  for (const [slug, page] of fixedPages) {
    if (await strapi.documents(PAGE_UID).findFirst({ filters: { slug } })) continue;
    await createPublished(strapi, PAGE_UID, (seed) => Promise.resolve({ ...page(seed), slug }));
    created.push(`${slug} page`);
  }
  note(
    await seedSingle(strapi, 'api::privacy-page.privacy-page', (seed) =>
      // The CRM is named only where leads are sent to one (src/crm).
      Promise.resolve(cmsEnv().LEAD_WEBHOOK_URL ? seed.privacyPageWithCrm : seed.privacyPage),
    ),
    'api::privacy-page.privacy-page',
  );
  note(
    await seedSingle(strapi, 'api::chatbot-setting.chatbot-setting', (seed) => Promise.resolve(seed.chatbotSettings)),
    'chatbot settings',
  );

  // A service in each language is the one with the same slug (its identity: src/api/service/same-slug.ts).
  for (const { slug } of content.services) {
    const exists = await strapi.documents('api::service.service').findFirst({ filters: { slug } });
    if (exists) continue;
    await createPublished(strapi, 'api::service.service', async (seed) => {
      const service = seed.services.find((candidate) => candidate.slug === slug);
      return service ? { ...service, image: await uploadImage(strapi, service.image, service.title) } : null;
    });
    created.push(`service ${slug}`);
  }

  // A FAQ group in each language is the one with the same level.
  for (const { level } of content.faqGroups) {
    const exists = await strapi.documents('api::faq-group.faq-group').findFirst({ filters: { level } });
    if (exists) continue;
    await createPublished(strapi, 'api::faq-group.faq-group', (seed) => {
      const group = seed.faqGroups.find((candidate) => candidate.level === level);
      return Promise.resolve(
        group ? { ...group, entries: group.entries.map((entry, i) => ({ index: i + 1, ...entry })) } : null,
      );
    });
    created.push(`faq level ${level}`);
  }
  // The example insights and listed types' entries (the case studies) only on a first start (the one
  // that seeded the global settings): on a site already live, they would be published under the
  // firm's name on upgrade. Before the landing page, whose case studies block shows one.
  if (created.includes('global')) created.push(...(await seedInsights(strapi)), ...(await seedListedTypes(strapi)));
  note(await seedLandingPage(strapi), 'landing page');
  return created;
}

/** The example landing page: its images uploaded, its FAQ block pointed at the FAQ group it names
 * and its case studies block at the case studies it names by their seed key, where seeded (in each
 * language, their localization). Found by its English slug. */
async function seedLandingPage(strapi: Core.Strapi): Promise<boolean> {
  if (await strapi.documents(PAGE_UID).findFirst({ filters: { slug: content.landingPage.slug } })) return false;
  const group = await strapi
    .documents('api::faq-group.faq-group')
    .findFirst({ filters: { level: content.landingPage.faqLevel } });
  await createPublished(strapi, PAGE_UID, async (seed) => {
    const { faqLevel: _faqLevel, ...page } = seed.landingPage;
    const blocks = [];
    for (const block of page.blocks) {
      if (block.__component === 'blocks.image-text')
        blocks.push({ ...block, image: await uploadImage(strapi, block.image as string, block.heading as string) });
      else if (block.__component === 'blocks.logos')
        blocks.push({
          ...block,
          logos: await Promise.all(
            (block.logos as string[]).map((file) => uploadImage(strapi, file, content.FIRM_NAME)),
          ),
        });
      else if (block.__component === 'blocks.faq') blocks.push({ ...block, faqGroup: group?.documentId });
      else if (block.__component === 'blocks.case-studies')
        blocks.push({ ...block, caseStudies: await caseStudyIds(strapi, block.caseStudies as string[]) });
      else blocks.push(block);
    }
    return { ...page, blocks };
  });
  return true;
}

type Insights = typeof insights;
/** The insights' seed of each language besides English (./insights.de.ts), by locale code. */
const INSIGHT_TRANSLATIONS: ReadonlyArray<readonly [string, Insights]> = [['de', insightsDe]];

/** Creates and publishes one document from `build` of the English seed `english`, then its
 * localization from `build` of each other language's (`translations`); answers its documentId. */
async function createTranslated<Seed>(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  english: Seed,
  translations: ReadonlyArray<readonly [string, Seed]>,
  build: (seed: Seed) => Promise<Data | null>,
): Promise<string | null> {
  const data = await build(english);
  if (!data) return null;
  const { documentId } = await strapi.documents(uid).create({ data: data as never, status: 'published' });
  for (const [locale, seed] of translations) {
    const translated = await build(seed);
    if (translated)
      await strapi
        .documents(uid)
        .update({ documentId, locale, data: localizedOnly(strapi, uid, translated) as never, status: 'published' });
  }
  return documentId;
}

/** One document of the insights (./insights.ts and its translations). */
const createInsight = (strapi: Core.Strapi, uid: UID.ContentType, build: (seed: Insights) => Promise<Data | null>) =>
  createTranslated(strapi, uid, insights, INSIGHT_TRANSLATIONS, build);

/**
 * The insights (issue 48): the authors (found again by their name, shared by every language), the
 * categories and the articles (by their English slug). An article names its author and category by
 * the seed's key; each language's localization points at the same documents, whose localization in
 * that language Strapi connects.
 */
async function seedInsights(strapi: Core.Strapi): Promise<string[]> {
  const created: string[] = [];
  const authorIds = new Map<string, string>();
  for (const { key, name } of insights.authors) {
    const existing = await strapi.documents('api::author.author').findFirst({ filters: { name } });
    const documentId =
      existing?.documentId ??
      (await createInsight(strapi, 'api::author.author', async (seed) => {
        const author = seed.authors.find((candidate) => candidate.key === key);
        if (!author) return null;
        const { key: _key, ...fields } = author;
        return { ...fields, photo: await uploadImage(strapi, author.photo, author.name) };
      }));
    if (!existing) created.push(`author ${name}`);
    if (documentId) authorIds.set(key, documentId);
  }
  const categoryIds = new Map<string, string>();
  for (const { key, slug } of insights.categories) {
    const existing = await strapi.documents('api::category.category').findFirst({ filters: { slug } });
    const documentId =
      existing?.documentId ??
      (await createInsight(strapi, 'api::category.category', (seed) => {
        const category = seed.categories.find((candidate) => candidate.key === key);
        if (!category) return Promise.resolve(null);
        const { key: _key, ...fields } = category;
        return Promise.resolve(fields);
      }));
    if (!existing) created.push(`category ${slug}`);
    if (documentId) categoryIds.set(key, documentId);
  }
  for (const { key, slug } of insights.articles) {
    if (await strapi.documents('api::article.article').findFirst({ filters: { slug } })) continue;
    await createInsight(strapi, 'api::article.article', async (seed) => {
      const article = seed.articles.find((candidate) => candidate.key === key);
      if (!article) return null;
      const { key: _key, ...fields } = article;
      return {
        ...fields,
        cover: await uploadImage(strapi, article.cover, article.title),
        author: authorIds.get(article.author),
        category: categoryIds.get(article.category),
      };
    });
    created.push(`article ${slug}`);
  }
  return created;
}

/** A listed type's seed (`./{type}.ts`, as ./case-study.ts): its entries in each language, English
 * first, each language's entry the English one's translation by the same `key`. */
interface ListedSeed {
  entries: Record<string, Array<{ key: string; slug: string } & Data>>;
}

/**
 * The example entries of each listed type of the content registry (`route.listed`: the case studies),
 * from its seed file `./{type}.ts` by convention (the registry's completeness test names a listed type
 * without one), found again by their English slug. The type's schema says what each field is: a media
 * field names a seed image (uploaded once, described by the English entry's title), a relation its
 * entries by their slug (the same in every language), whose documents each language's localization
 * points at (Strapi connects their localization in that language).
 */
async function seedListedTypes(strapi: Core.Strapi): Promise<string[]> {
  const created: string[] = [];
  for (const name of Object.keys(CONTENT_TYPES) as ContentTypeName[]) {
    const type = CONTENT_TYPES[name];
    if (!(type.route as RoutedType | null)?.listed) continue;
    const uid = uidOf(name) as UID.ContentType;
    const { entries } = (await import(`./${name}`)) as ListedSeed;
    const titleField = isPreviewPlace(type.preview) ? type.preview.titleField : undefined;
    const label = isPreviewPlace(type.preview) ? type.preview.label.toLowerCase() : name;
    const attributes = strapi.contentType(uid).attributes as Record<string, { type: string; target?: string }>;
    const english = entries[DEFAULT_LOCALE];
    const translations = Object.entries(entries).filter(([locale]) => locale !== DEFAULT_LOCALE);
    for (const { key, slug } of english) {
      if (await strapi.documents(uid).findFirst({ filters: { slug } as never })) continue;
      await createTranslated(strapi, uid, english, translations, async (seed) => {
        const entry = seed.find((candidate) => candidate.key === key);
        if (!entry) return null;
        const { key: _key, ...fields } = entry;
        const data: Data = { ...fields };
        for (const [field, value] of Object.entries(fields)) {
          const attribute = attributes[field];
          const alternativeText = String(titleField ? entry[titleField] : slug);
          if (attribute?.type === 'media')
            data[field] = Array.isArray(value)
              ? await Promise.all(value.map((file: string) => uploadImage(strapi, file, alternativeText)))
              : await uploadImage(strapi, value as string, alternativeText);
          else if (attribute?.type === 'relation') {
            // A relation to many names its entries in a list, a relation to one names one.
            const ids = await documentIdsBySlug(
              strapi,
              attribute.target as UID.ContentType,
              [value].flat() as string[],
            );
            data[field] = Array.isArray(value) ? ids : (ids[0] ?? null);
          }
        }
        return data;
      });
      created.push(`${label} ${slug}`);
    }
  }
  return created;
}

/** The documentIds of the entries of `uid` with these slugs, in their order (those not found left out). */
async function documentIdsBySlug(strapi: Core.Strapi, uid: UID.ContentType, slugs: string[]): Promise<string[]> {
  const found = (await strapi
    .documents(uid)
    .findMany({ filters: { slug: { $in: slugs } } as never, fields: ['slug'] as never })) as unknown as Array<{
    slug: string;
    documentId: string;
  }>;
  const ids = new Map(found.map((entry) => [entry.slug, entry.documentId]));
  return slugs.flatMap((slug) => ids.get(slug) ?? []);
}

/** The documentIds of the seeded case studies with these seed keys, found by their English slug
 * (none on a site that was live before case studies existed: the block then shows none). */
async function caseStudyIds(strapi: Core.Strapi, keys: string[]): Promise<string[]> {
  const slugs = caseStudies.en.filter((study) => keys.includes(study.key)).map((study) => study.slug);
  return documentIdsBySlug(strapi, 'api::case-study.case-study', slugs);
}
