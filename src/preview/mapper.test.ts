import { mediaUrl, previewImage } from './images';
import { isLandingPath, queryRootOf, sectionItemOf } from './mapper';
import { CMS, previewPageOf } from './testFixtures';

const PAGE = 'api::page.page';
const ARTICLE = 'api::article.article';
const CASE_STUDY = 'api::case-study.case-study';

const copy = {
  documentId: 'abc',
  title: 'Home',
  blocks: [
    {
      __component: 'blocks.hero',
      id: 1,
      title: 'Draft title',
      subtitle: 'Draft subtitle',
      cta: { id: 3, label: 'Talk to us', href: '/contact' },
    },
    { __component: 'blocks.services-grid', id: 1, layout: 'cards', heading: 'What we do', intro: 'Intro', link: null },
  ],
  seo: { id: 9, metaDescription: 'Draft description', shareImage: null },
};
const services = [
  { documentId: 's2', title: 'Second', slug: 'second', summary: 'S2', description: 'D2', order: 2, image: null },
  {
    documentId: 's1',
    title: 'First',
    slug: 'first',
    summary: 'S1',
    description: 'D1',
    order: 1,
    image: { url: '/uploads/first.png', alternativeText: 'A desk', width: 1200, height: 800 },
  },
];

type Page = ReturnType<typeof previewPageOf>['page'];

type DataOf = { [P in Page as P['template']]: P['data'] };

/** The page's data of a template, asserted to be that template's. */
function dataOf<T extends keyof DataOf>(page: Page, template: T): DataOf[T] {
  if (page.template !== template) throw new Error(`a ${page.template} page, not ${template}`);
  return page.data as DataOf[T];
}

describe('the draft preview of a page', () => {
  it('gives a page of blocks: its blocks, SEO, the services in their order and the contact details', () => {
    const { page } = previewPageOf('fixed', PAGE, {
      entry: copy,
      services,
      global: { contactEmail: 'hi@x.test', address: 'Here' },
    });
    const data = dataOf(page, 'fixed');
    expect(data.strapiPage).toMatchObject({
      title: 'Home',
      blocks: [
        {
          __typename: 'STRAPI__COMPONENT_BLOCKS_HERO',
          title: 'Draft title',
          subtitle: 'Draft subtitle',
          cta: { label: 'Talk to us', href: '/contact' },
        },
        {
          __typename: 'STRAPI__COMPONENT_BLOCKS_SERVICES_GRID',
          heading: 'What we do',
          intro: 'Intro',
          layout: 'cards',
          link: null,
        },
      ],
      seo: { metaDescription: 'Draft description', shareImage: null },
    });
    expect(data.allStrapiService.nodes.map((node) => node.slug)).toEqual(['first', 'second']);
    expect(data.allStrapiService.nodes.map((node) => node.description)).toEqual(['D1', 'D2']);
    expect(data.allStrapiService.nodes[0].image).toEqual({
      alternativeText: 'A desk',
      localFile: {
        childImageSharp: {
          gatsbyImageData: {
            layout: 'constrained',
            width: 480,
            height: 320,
            images: { fallback: { src: 'http://cms.example:1337/uploads/first.png' }, sources: [] },
          },
        },
      },
    });
    expect(data.allStrapiService.nodes[1].image).toBeNull();
    expect(data.strapiGlobal).toMatchObject({
      contactEmail: 'hi@x.test',
      contactPhone: null,
      address: 'Here',
      newsletterSentMessage: null,
    });
  });

  it('gives the blocks the published case studies a services grid links, as the CaseStudyLink fragment has them', () => {
    const caseStudies = [
      {
        documentId: 'cs1',
        slug: 'office-move',
        date: '2026-03-01',
        publishedAt: '2026-03-02T09:00:00.000Z',
        clientName: 'A law firm',
        // As the build populates them: by locale alone, linked to the published services.
        services: [
          { documentId: 's1', locale: 'en' },
          { documentId: 's2', locale: 'en' },
        ],
      },
    ];
    const { page } = previewPageOf('fixed', PAGE, { entry: copy, services, caseStudies });
    expect(dataOf(page, 'fixed').caseStudies).toEqual({
      nodes: [
        expect.objectContaining({
          id: 'cs1',
          slug: 'office-move',
          date: '2026-03-01',
          publishedAt: '2026-03-02T09:00:00.000Z',
          clientName: 'A law firm',
          services: [expect.objectContaining({ slug: 'first' }), expect.objectContaining({ slug: 'second' })],
        }),
      ],
    });
  });

  it('gives a page with no entry yet none, not a crash', () => {
    const data = dataOf(previewPageOf('fixed', PAGE, {}).page, 'fixed');
    expect(data.strapiPage).toBeNull();
    expect(data.allStrapiService.nodes).toEqual([]);
    expect(data.caseStudies).toEqual({ nodes: [] });
  });

  it('gives the privacy notice draft, its blocks as they are', () => {
    const body = [{ type: 'paragraph', children: [{ type: 'text', text: 'Draft notice' }] }];
    const privacy = previewPageOf('privacy', 'api::privacy-page.privacy-page', {
      entry: { title: 'Privacy', subtitle: 'Sub', lastUpdated: '2026-11-25', body, seo: { metaDescription: 'D' } },
    });
    expect(dataOf(privacy.page, 'privacy').strapiPrivacyPage).toMatchObject({
      title: 'Privacy',
      subtitle: 'Sub',
      lastUpdated: '2026-11-25',
      body,
    });
  });

  it('gives global settings, chatbot phrases and the FAQ to the layout, sorted by level and index', () => {
    const { site } = previewPageOf('fixed', PAGE, {
      global: {
        siteName: 'Meridian Draft',
        socialLinks: [{ id: 1, network: 'LinkedIn', url: 'https://linkedin.example' }],
        textLogo: { url: 'https://cdn.example/logo.png', width: 400, height: 100, alternativeText: null },
      },
      chatbot: { title: 'Ask us', welcomeMessage: 'Hello draft' },
      faqGroups: [
        {
          level: 2,
          entries: [
            { index: 2, question: 'Q2b', answer: 'A' },
            { index: 1, question: 'Q2a', answer: 'A' },
          ],
        },
        { level: 1, entries: [{ index: 1, question: 'Q1a', answer: 'A' }] },
      ],
    });
    expect(site.global.siteName).toBe('Meridian Draft');
    expect(site.global.tagline).toBeNull();
    expect(site.global.socialLinks).toEqual([
      expect.objectContaining({ network: 'LinkedIn', url: 'https://linkedin.example' }),
    ]);
    // Fixed height 40 like the build's logo, width from the upload's own ratio; absolute URLs kept.
    expect(site.global.textLogo?.localFile?.childImageSharp?.gatsbyImageData).toMatchObject({
      layout: 'fixed',
      width: 160,
      height: 40,
      images: { fallback: { src: 'https://cdn.example/logo.png' } },
    });
    expect(site.global.transparentLogo).toBeNull();
    expect(site.chatCopy.welcomeMessage).toBe('Hello draft');
    expect(site.chatCopy.launcherLabel).toBeNull();
    expect(site.faq.map((group) => group.level)).toEqual([1, 2]);
    expect(site.faq[1].entries.map((entry) => entry.question)).toEqual(['Q2a', 'Q2b']);
  });

  it('makes upload URLs absolute on the CMS', () => {
    expect(mediaUrl('/uploads/a.png', 'http://cms:1337/')).toBe('http://cms:1337/uploads/a.png');
    expect(mediaUrl('https://s3.example/a.png', 'http://cms:1337')).toBe('https://s3.example/a.png');
    expect(previewImage({ alternativeText: 'no url' }, CMS)).toBeNull();
  });

  it("names each type's entry as its page query does", () => {
    expect([PAGE, ARTICLE, CASE_STUDY, 'api::privacy-page.privacy-page'].map(queryRootOf)).toEqual([
      'strapiPage',
      'strapiArticle',
      'strapiCaseStudy',
      'strapiPrivacyPage',
    ]);
  });
});

describe("a landing page's draft", () => {
  it('is a page of blocks', () => {
    const { page } = previewPageOf('landing', PAGE, {
      entry: { title: 'Spring offer', slug: 'spring-offer', blocks: [] },
    });
    expect(dataOf(page, 'landing').strapiPage).toMatchObject({ title: 'Spring offer', blocks: [] });
  });

  it.each([
    ['/spring-offer', true],
    ['/Offer_2027', true],
    ['/', false],
    ['/about', false],
    ['/newsletter', false],
    ['/a/b', false],
    ['/x.html', false],
    ['/_redirects', false],
  ])('%s may be a landing page: %s', (path, may) => {
    expect(isLandingPath(path)).toBe(may);
  });
});

describe("an article's draft", () => {
  const cover = (name: string) => ({ url: `/uploads/${name}.jpg`, alternativeText: name, width: 1600, height: 900 });
  const published = (documentId: string, date: string, category: string | null) => ({
    documentId,
    slug: `slug-${documentId}`,
    title: `Title ${documentId}`,
    summary: `Summary ${documentId}`,
    date,
    publishedAt: '2026-01-02T10:00:00.000Z',
    locale: 'en',
    category: category && { documentId: category, locale: 'en' },
    cover: cover(documentId),
    relatedArticles: [],
  });
  // As the server gives it: its published version's day of publishing (server/preview.ts reads it).
  const draft = {
    documentId: 'own',
    locale: 'en',
    slug: 'draft-slug',
    title: 'Draft title',
    summary: 'Four words of summary',
    tags: 'planning, delivery',
    date: null,
    publishedAt: '2026-02-14T09:00:00.000Z',
    cover: cover('own'),
    author: { id: 4, documentId: 'author1', locale: 'en' },
    category: { id: 5, documentId: 'cat1', locale: 'en' },
    relatedArticles: [],
    body: [
      { __component: 'blocks.rich-text', id: 1, heading: 'Heading', body: null },
      // Not its words: a case studies block's cards are other entries (the build counts a block's own fields).
      { __component: 'blocks.case-studies', id: 2, heading: null, intro: null, caseStudies: [{ documentId: 'cs' }] },
    ],
  };
  const articles = [
    published('a1', '2026-03-01', 'cat1'),
    published('a2', '2026-05-01', 'cat1'),
    published('a3', '2026-04-01', 'cat2'),
    published('a4', '2026-02-01', 'cat1'),
    published('a5', '2026-06-01', 'cat1'),
    // Its own published version: not related to itself.
    { ...published('own', '', 'cat1'), date: null },
  ];
  const documents = {
    entry: draft,
    articles,
    caseStudies: [{ documentId: 'cs', title: 'Many many words in a case study title that are not the article' }],
    published: [
      [
        'api::author.author',
        { documentId: 'author1', name: 'Ada Lane', role: 'Partner', bio: 'Plans things.', photo: cover('ada') },
      ],
      ['api::category.category', { documentId: 'cat1', name: 'Planning', slug: 'planning' }],
      ['api::category.category', { documentId: 'cat2', name: 'Other', slug: 'other' }],
    ] as Array<[string, Record<string, unknown>]>,
  };

  it('gives the article query: its fields, blocks, reading time, the author and category it names', () => {
    const data = dataOf(previewPageOf('article', ARTICLE, documents).page, 'article');
    const article = data.strapiArticle;
    expect(article).toMatchObject({
      title: 'Draft title',
      summary: 'Four words of summary',
      tags: 'planning, delivery',
      date: null,
      publishedAt: '2026-02-14T09:00:00.000Z',
      readingMinutes: 1,
      author: { name: 'Ada Lane', role: 'Partner', bio: 'Plans things.' },
      category: { name: 'Planning', slug: 'planning' },
      body: [
        { __typename: 'STRAPI__COMPONENT_BLOCKS_RICH_TEXT', heading: 'Heading', body: null },
        {
          __typename: 'STRAPI__COMPONENT_BLOCKS_CASE_STUDIES',
          caseStudies: [{ title: documents.caseStudies[0].title }],
        },
      ],
    });
    // The build's sizes: the cover 1120 wide at 2:1, the author's photo 64 square.
    expect(article.cover?.localFile?.childImageSharp?.gatsbyImageData).toMatchObject({
      width: 1120,
      height: 560,
      images: { fallback: { src: `${CMS}/uploads/own.jpg` } },
    });
    expect(article.author?.photo?.localFile?.childImageSharp?.gatsbyImageData).toMatchObject({ width: 64, height: 64 });
  });

  it("computes its reading time by the build's function, from its words", () => {
    const words = Array.from({ length: 450 }, () => 'word').join(' ');
    const long = { ...draft, summary: words };
    const data = dataOf(previewPageOf('article', ARTICLE, { ...documents, entry: long }).page, 'article');
    expect(data.strapiArticle.readingMinutes).toBe(3);
  });

  it("shows as related the newest of its category, else the editor's picks, as the build chooses them", () => {
    const byCategory = dataOf(previewPageOf('article', ARTICLE, documents).page, 'article');
    expect(byCategory.related.nodes.map((card) => card.id)).toEqual(['a5', 'a2', 'a1']);
    expect(byCategory.related.nodes[0]).toMatchObject({
      slug: 'slug-a5',
      title: 'Title a5',
      category: { name: 'Planning' },
    });
    expect(byCategory.related.nodes[0].cover?.localFile?.childImageSharp?.gatsbyImageData).toMatchObject({
      width: 560,
      height: 373,
    });
    // The draft's picks, newest first; one not published in its locale (x9) is left out.
    const entry = { ...draft, relatedArticles: [{ documentId: 'a3' }, { documentId: 'x9' }, { documentId: 'a4' }] };
    const picked = dataOf(previewPageOf('article', ARTICLE, { ...documents, entry }).page, 'article');
    expect(picked.related.nodes.map((card) => card.id)).toEqual(['a3', 'a4']);
  });

  it('gives a draft with no author or category, or one they are not published, none and no related', () => {
    const entry = { ...draft, author: null, category: { documentId: 'unpublished' } };
    const data = dataOf(previewPageOf('article', ARTICLE, { ...documents, entry, articles: [] }).page, 'article');
    expect(data.strapiArticle).toMatchObject({ author: null, category: null });
    expect(data.related.nodes).toEqual([]);
  });
});

describe("a case study's draft", () => {
  const draft = {
    documentId: 'cs1',
    slug: 'draft-client',
    clientName: 'Draft Client',
    title: 'A draft case',
    summary: 'What happened',
    sector: 'Law',
    challenge: 'The challenge',
    approach: 'The approach',
    clientLogo: { url: '/uploads/logo.png', width: 300, height: 100, alternativeText: null },
    cover: null,
    services: [
      { id: 1, documentId: 'svcB' },
      { id: 2, documentId: 'svcUnpublished' },
      { id: 3, documentId: 'svcA' },
    ],
    results: [
      { id: 1, value: '40%', label: 'less time' },
      { id: 2, value: '3', label: 'offices' },
    ],
    quote: {
      id: 7,
      quote: 'They delivered.',
      author: 'Pat Client',
      role: 'COO',
      photo: { url: '/uploads/pat.jpg', width: 200, height: 200, alternativeText: 'Pat' },
    },
  };
  const caseServices = [
    { documentId: 'svcA', slug: 'a', title: 'Service A', order: 1 },
    { documentId: 'svcB', slug: 'b', title: 'Service B', order: 2 },
  ];

  it('gives the case study query: its fields, results, quote and the published services it names', () => {
    const data = dataOf(previewPageOf('cases', CASE_STUDY, { entry: draft, services: caseServices }).page, 'cases');
    const study = data.strapiCaseStudy;
    expect(study).toMatchObject({
      clientName: 'Draft Client',
      title: 'A draft case',
      summary: 'What happened',
      sector: 'Law',
      challenge: 'The challenge',
      approach: 'The approach',
      cover: null,
      services: [
        { slug: 'b', title: 'Service B' },
        { slug: 'a', title: 'Service A' },
      ],
      results: [
        { value: '40%', label: 'less time' },
        { value: '3', label: 'offices' },
      ],
      quote: { quote: 'They delivered.', author: 'Pat Client', role: 'COO' },
    });
    expect(study.clientLogo?.localFile?.childImageSharp?.gatsbyImageData).toMatchObject({
      layout: 'fixed',
      width: 120,
      height: 40,
    });
    expect(study.quote?.photo?.localFile?.childImageSharp?.gatsbyImageData).toMatchObject({ width: 64, height: 64 });
    // What its figures and quote blocks read: the services, in their order.
    expect(data.allStrapiService.nodes.map((node) => node.slug)).toEqual(['a', 'b']);
  });

  it('gives a draft without a quote or services none', () => {
    const entry = { ...draft, quote: null, services: [] };
    const data = dataOf(previewPageOf('cases', CASE_STUDY, { entry, services: caseServices }).page, 'cases');
    expect(data.strapiCaseStudy).toMatchObject({ quote: null, services: [] });
  });
});

describe('the addresses of the sections', () => {
  it.each([
    ['/insights/why-projects-slip', { kind: 'article', section: '/insights', slug: 'why-projects-slip' }],
    ['/case-studies/london-law-firm', { kind: 'case-study', section: '/case-studies', slug: 'london-law-firm' }],
    ['/insights', null],
    ['/insights/', null],
    ['/insights/category/planning', null],
    ['/insights/page/2', null],
    ['/insights/rss.xml', null],
    ['/case-studies', null],
    ['/about', null],
  ])('%s is an entry of a section: %j', (path, item) => {
    expect(sectionItemOf(path)).toEqual(item);
  });
});
