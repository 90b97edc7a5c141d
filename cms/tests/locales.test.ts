/**
 * The site's two languages (src/contracts/locales.ts) on a real Strapi started on a freshly seeded
 * database (SQLite, or PostgreSQL with CMS_TEST_DB=postgres: the seed and the guard's per-language
 * slug queries on both):
 *
 * - English (the default) and German exist; every document the seed made has its German
 *   localization, published, its shared fields (pictures, positions, levels, contact details) the
 *   English ones, its images uploaded once;
 * - the site's reads without a `locale` answer exactly what `locale=en` does, from the English seed;
 *   `locale=de` answers the German seed;
 * - landing-page slugs are per language: a German slug may equal another document's English one,
 *   not another German page's; a redirect from /de/{slug} would hide the German page; a page moved
 *   in German gets its /de/ redirect.
 *
 * The existing database (every entry kept as English): locales-migration.test.ts. Editors in German:
 * roles.test.ts.
 */
import { rows, startCms, type CmsInstance } from '../../tests/support/cms';
import { heroTitleOf, jsonCaller, makeAdmin, type Row } from '../../tests/support/admin';
import * as en from '../src/seed/content';
import * as de from '../src/seed/content.de';

jest.setTimeout(300_000);

const PAGE = 'api::page.page';
const LOCALIZED = ['pages', 'services', 'faq_groups', 'globals', 'chatbot_settings', 'privacy_pages'];
const owner = makeAdmin();

let cms: CmsInstance;
let token: string;
const call = jsonCaller(() => cms.url);
const api = async (path: string) => {
  const response = await fetch(`${cms.url}/api/${path}`, { headers: { Authorization: `Bearer ${cms.token}` } });
  return { status: response.status, body: (await response.json()) as Row };
};
const list = `/content-manager/collection-types/${PAGE}`;

beforeAll(async () => {
  cms = await startCms({ env: owner.env });
  token = (await call('POST', '/admin/login', undefined, owner)).body.data.token;
});

afterAll(async () => {
  await cms?.stop();
});

describe('the seed in two languages', () => {
  it('has English as the default locale and German beside it', async () => {
    const locales = await call('GET', '/i18n/locales', token);
    expect(locales.body.map((locale: Row) => ({ code: locale.code, isDefault: locale.isDefault }))).toEqual([
      { code: 'en', isDefault: true },
      { code: 'de', isDefault: false },
    ]);
  });

  it.each(LOCALIZED)('holds each document of %s in both languages, draft and published', async (table) => {
    const versions = await rows<{ document_id: string; locale: string; live: number }>(
      cms.database,
      `SELECT document_id, locale, CASE WHEN published_at IS NULL THEN 0 ELSE 1 END AS live FROM ${table}`,
    );
    const documents = [...new Set(versions.map((version) => version.document_id))];
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents)
      expect(
        versions
          .filter((version) => version.document_id === document)
          .map((version) => `${version.locale}:${version.live}`)
          .sort(),
      ).toEqual(['de:0', 'de:1', 'en:0', 'en:1']);
  });

  it('answers every read without a locale exactly as with locale=en, from the English seed', async () => {
    const reads = [
      'global?populate=*',
      'pages?populate=*&sort=slug',
      'services?populate=image&sort=order',
      'faq-groups?populate=entries&sort=level',
      'chatbot-setting',
      'privacy-page?populate=*',
    ];
    for (const read of reads) {
      const plain = await api(read);
      expect(plain.status).toBe(200);
      expect(await api(`${read}${read.includes('?') ? '&' : '?'}locale=en`)).toEqual(plain);
    }
    expect((await api('global')).body.data).toMatchObject({ tagline: en.global.tagline, locale: 'en' });
    const [home] = (await api('pages?filters[slug][$eq]=home&populate=*')).body.data;
    expect(heroTitleOf(home)).toBe(en.homePage.blocks[0].title);
    expect((await api('chatbot-setting')).body.data.welcomeMessage).toBe(en.chatbotSettings.welcomeMessage);
    expect((await api('privacy-page')).body.data.title).toBe(en.privacyPage.title);
    const services = (await api('services?sort=order')).body.data as Row[];
    expect(services.map((service) => service.title)).toEqual(en.services.map((service) => service.title));
  });

  it('answers locale=de from the German seed, with the shared fields of the English', async () => {
    const populateGlobal =
      'populate[textLogo]=true&populate[transparentLogo]=true&populate[socialLinks]=true&populate[defaultSeo][populate]=shareImage';
    const global = {
      en: (await api(`global?${populateGlobal}`)).body.data,
      de: (await api(`global?${populateGlobal}&locale=de`)).body.data,
    };
    expect(global.de).toMatchObject({ locale: 'de', tagline: de.global.tagline, footerText: de.global.footerText });
    for (const field of ['siteName', 'contactEmail', 'contactPhone', 'socialLinks'])
      expect(global.de[field]).toEqual(
        field === 'socialLinks'
          ? global.en[field].map(({ id: _id, ...link }: Row) => expect.objectContaining(link))
          : global.en[field],
      );
    expect(global.de.textLogo.id).toBe(global.en.textLogo.id);
    expect(global.de.defaultSeo.shareImage.id).toBe(global.en.defaultSeo.shareImage.id);

    for (const [slug, seedPage] of [
      ['home', de.homePage],
      ['about', de.aboutPage],
      ['services', de.servicesPage],
      ['contact', de.contactPage],
    ] as const) {
      const { data } = (await api(`pages?locale=de&filters[slug][$eq]=${slug}&populate=*`)).body;
      expect(data.map((page: Row) => [page.title, heroTitleOf(page)])).toEqual([
        [seedPage.title, seedPage.blocks[0].title],
      ]);
    }

    const services = {
      en: (await api('services?populate=image&sort=order')).body.data as Row[],
      de: (await api('services?populate=image&sort=order&locale=de')).body.data as Row[],
    };
    expect(services.de.map((service) => service.title)).toEqual(de.services.map((service) => service.title));
    expect(services.de.map((service) => [service.documentId, service.slug, service.order, service.image.id])).toEqual(
      services.en.map((service) => [service.documentId, service.slug, service.order, service.image.id]),
    );

    const groups = (await api('faq-groups?populate=entries&sort=level&locale=de')).body.data as Row[];
    expect(
      groups.map((group) => [group.level, group.title, group.entries.map((entry: Row) => entry.question)]),
    ).toEqual(de.faqGroups.map((group) => [group.level, group.title, group.entries.map((entry) => entry.question)]));
    expect((await api('chatbot-setting?locale=de')).body.data.welcomeMessage).toBe(de.chatbotSettings.welcomeMessage);
    expect((await api('privacy-page?locale=de')).body.data.title).toBe(de.privacyPage.title);

    // The German landing page: its own slug, its FAQ block on the German FAQ group, its images the English ones.
    const populate =
      'populate[blocks][on][blocks.faq][populate][faqGroup]=true&populate[blocks][on][blocks.image-text][populate]=*';
    const landing = {
      en: (await api(`pages?filters[slug][$eq]=${en.landingPage.slug}&${populate}`)).body.data[0],
      de: (await api(`pages?locale=de&filters[slug][$eq]=${de.landingPage.slug}&${populate}`)).body.data[0],
    };
    expect(de.landingPage.slug).not.toBe(en.landingPage.slug);
    expect(landing.de).toMatchObject({ documentId: landing.en.documentId, title: de.landingPage.title });
    const block = (page: Row, type: string) =>
      (page.blocks as Row[]).find((candidate) => candidate.__component === type)!;
    expect(block(landing.de, 'blocks.faq').faqGroup).toMatchObject({ locale: 'de', level: de.landingPage.faqLevel });
    expect(block(landing.de, 'blocks.image-text').image.id).toBe(block(landing.en, 'blocks.image-text').image.id);
    // Each image once in the media library.
    const files = await rows<{ name: string }>(cms.database, 'SELECT name FROM files');
    expect(files.length).toBe(new Set(files.map((file) => file.name)).size);
  });
});

describe('landing-page slugs, per language', () => {
  let openDay: string;

  beforeAll(async () => {
    const created = await call('POST', list, token, {
      title: 'Open day',
      slug: 'open-day',
      blocks: [{ __component: 'blocks.hero', title: 'Come and see us', subtitle: 'An open day in April.' }],
      seo: { metaDescription: 'Our open day' },
    });
    expect(created.status).toBe(201);
    openDay = created.body.data.documentId;
  });

  const germanOpenDay = (slug: string) =>
    call('PUT', `${list}/${openDay}?locale=de`, token, {
      title: 'Tag der offenen Tür',
      slug,
      blocks: [
        { __component: 'blocks.hero', title: 'Besuchen Sie uns', subtitle: 'Ein Tag der offenen Tür im April.' },
      ],
      seo: { metaDescription: 'Unser Tag der offenen Tür' },
    });

  it('refuses a German slug another German page has, naming the field', async () => {
    const taken = await germanOpenDay(de.landingPage.slug);
    expect(taken.status).toBe(400);
    expect(taken.body.error.details.errors[0].path).toEqual(['slug']);
    expect(taken.body.error.message).toBe(
      `The landing page "${de.landingPage.title}" already uses the slug "${de.landingPage.slug}".`,
    );
    expect(
      await rows(cms.database, 'SELECT id FROM pages WHERE document_id = ? AND locale = ?', openDay, 'de'),
    ).toEqual([]);
  });

  it('takes a German slug that is another document’s English one (/de/… is another address)', async () => {
    const saved = await germanOpenDay(en.landingPage.slug);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ locale: 'de', slug: en.landingPage.slug });
    // ... and an English slug that is a German one.
    const english = await call('PUT', `${list}/${openDay}`, token, { slug: de.landingPage.slug });
    expect(english.status).toBe(200);
    expect(english.body.data).toMatchObject({ locale: 'en', slug: de.landingPage.slug });
  });

  it('refuses a locale’s code as a slug, and a fixed page’s slug in German', async () => {
    for (const [slug, message] of [
      ['de', /\/de is where the site in that language starts/],
      ['about', /belongs to the About page/],
    ] as const) {
      const refused = await germanOpenDay(slug);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toMatch(message);
    }
  });

  it('refuses a redirect that would hide a German landing page, and moves one in German with a /de/ redirect', async () => {
    const hiding = await call('POST', '/content-manager/collection-types/api::redirect.redirect', token, {
      from: `/de/${de.landingPage.slug}`,
      to: '/de',
      permanent: true,
    });
    expect(hiding.status).toBe(400);
    expect(hiding.body.error.message).toContain(
      `The landing page "${de.landingPage.title}" is at /de/${de.landingPage.slug}: a redirect would hide it.`,
    );

    const publish = (slug: string) =>
      call('POST', `${list}/${openDay}/actions/publish?locale=de`, token, {
        title: 'Tag der offenen Tür',
        slug,
        blocks: [{ __component: 'blocks.hero', title: 'Besuchen Sie uns', subtitle: 'Im April.' }],
        seo: { metaDescription: 'Unser Tag der offenen Tür' },
      });
    expect((await publish('tag-der-offenen-tuer')).status).toBe(200);
    expect((await publish('offene-tuer')).status).toBe(200);
    expect(
      await rows(cms.database, 'SELECT "from", "to", permanent FROM redirects WHERE "from" LIKE ?', '/de/%'),
    ).toEqual([{ from: '/de/tag-der-offenen-tuer', to: '/de/offene-tuer', permanent: expect.anything() }]);
    // English is untouched: not published, its slug as it was.
    expect(
      await rows(
        cms.database,
        'SELECT slug, published_at FROM pages WHERE document_id = ? AND locale = ?',
        openDay,
        'en',
      ),
    ).toEqual([{ slug: de.landingPage.slug, published_at: null }]);
  });
});
