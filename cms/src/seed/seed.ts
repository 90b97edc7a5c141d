/**
 * First-start seeding: every piece of site content that is missing is created and published, so a
 * fresh machine shows a complete site. Each item is looked up first, so a second start adds nothing
 * and an editor's changes are never overwritten.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core, UID } from '@strapi/strapi';
import { PAGE_UID } from '../contracts/pages';
import { resolveFromApp } from '../secrets/secrets';
import * as content from './content';

type Data = Record<string, unknown>;

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

async function createPublished(strapi: Core.Strapi, uid: UID.ContentType, data: Data) {
  await strapi.documents(uid).create({ data: data as never, status: 'published' });
}

async function seedSingle(strapi: Core.Strapi, uid: UID.ContentType, build: () => Promise<Data>) {
  if (await strapi.documents(uid).findFirst()) return false;
  await createPublished(strapi, uid, await build());
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
    await seedSingle(strapi, 'api::global.global', async () => ({
      ...content.global,
      textLogo: await uploadImage(strapi, content.global.textLogo, `${content.FIRM_NAME} logo`),
      transparentLogo: await uploadImage(strapi, content.global.transparentLogo, `${content.FIRM_NAME} emblem`),
      defaultSeo: await withSeoImage(strapi, content.global.defaultSeo),
    })),
    'global',
  );
  // The fixed pages: entries of the page collection, found by their fixed slug (src/contracts/pages.ts).
  const fixedPages: Array<[string, Data]> = [
    ['home', content.homePage],
    ['about', content.aboutPage],
    ['services', content.servicesPage],
    ['contact', content.contactPage],
  ];
  for (const [slug, page] of fixedPages) {
    if (await strapi.documents(PAGE_UID).findFirst({ filters: { slug } })) continue;
    await createPublished(strapi, PAGE_UID, { ...page, slug });
    created.push(`${slug} page`);
  }
  note(
    await seedSingle(strapi, 'api::privacy-page.privacy-page', () => Promise.resolve(content.privacyPage)),
    'api::privacy-page.privacy-page',
  );
  note(
    await seedSingle(strapi, 'api::chatbot-setting.chatbot-setting', () => Promise.resolve(content.chatbotSettings)),
    'chatbot settings',
  );

  for (const service of content.services) {
    const exists = await strapi.documents('api::service.service').findFirst({ filters: { slug: service.slug } });
    if (exists) continue;
    await createPublished(strapi, 'api::service.service', {
      ...service,
      image: await uploadImage(strapi, service.image, service.title),
    });
    created.push(`service ${service.slug}`);
  }

  for (const group of content.faqGroups) {
    const exists = await strapi.documents('api::faq-group.faq-group').findFirst({ filters: { level: group.level } });
    if (exists) continue;
    await createPublished(strapi, 'api::faq-group.faq-group', {
      ...group,
      entries: group.entries.map((entry, i) => ({ index: i + 1, ...entry })),
    });
    created.push(`faq level ${group.level}`);
  }
  note(await seedLandingPage(strapi), 'landing page');
  return created;
}

/** The example landing page: its images uploaded, its FAQ block pointed at the FAQ group it names. */
async function seedLandingPage(strapi: Core.Strapi): Promise<boolean> {
  const { faqLevel, ...page } = content.landingPage;
  if (await strapi.documents(PAGE_UID).findFirst({ filters: { slug: page.slug } })) return false;
  const group = await strapi.documents('api::faq-group.faq-group').findFirst({ filters: { level: faqLevel } });
  const blocks = [];
  for (const block of page.blocks) {
    if (block.__component === 'blocks.image-text')
      blocks.push({ ...block, image: await uploadImage(strapi, block.image as string, block.heading as string) });
    else if (block.__component === 'blocks.logos')
      blocks.push({
        ...block,
        logos: await Promise.all((block.logos as string[]).map((file) => uploadImage(strapi, file, content.FIRM_NAME))),
      });
    else if (block.__component === 'blocks.faq') blocks.push({ ...block, faqGroup: group?.documentId });
    else blocks.push(block);
  }
  await createPublished(strapi, PAGE_UID, { ...page, blocks });
  return true;
}
