import {
  isLandingPath,
  mapArticle,
  mapCaseStudy,
  mapLandingPage,
  mapPage,
  mapSiteData,
  mediaUrl,
  previewImage,
  sectionItemOf,
} from './mapper';

const CMS = 'http://cms.example:1337';
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
  { title: 'Second', slug: 'second', summary: 'S2', description: 'D2', order: 2, image: null },
  {
    title: 'First',
    slug: 'first',
    summary: 'S1',
    description: 'D1',
    order: 1,
    image: { url: '/uploads/first.png', alternativeText: 'A desk', width: 1200, height: 800 },
  },
];

describe('the draft preview mapper', () => {
  it('maps a page of blocks: its blocks, SEO, the services in their order and the contact details', () => {
    const page = mapPage(
      '/',
      { page: copy, services, caseStudies: null, global: { contactEmail: 'hi@x.test', address: 'Here' } },
      CMS,
    );
    if (page.route === '/privacy') throw new Error('wrong route');
    expect(page.data.page).toEqual({
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
    });
    expect(page.data.allStrapiService.nodes.map((node) => node.slug)).toEqual(['first', 'second']);
    expect(page.data.allStrapiService.nodes.map((node) => node.description)).toEqual(['D1', 'D2']);
    expect(page.data.allStrapiService.nodes[0].image).toEqual({
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
    expect(page.data.allStrapiService.nodes[1].image).toBeNull();
    expect(page.data.strapiGlobal).toEqual({
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
        services: [{ slug: 'first' }, { slug: 'second' }],
      },
    ];
    const page = mapPage('/services', { page: copy, services, caseStudies, global: null }, CMS);
    if (page.route === '/privacy') throw new Error('wrong route');
    expect(page.data.caseStudies).toEqual({
      nodes: [
        {
          id: 'cs1',
          slug: 'office-move',
          date: '2026-03-01',
          publishedAt: '2026-03-02T09:00:00.000Z',
          clientName: 'A law firm',
          services: [{ slug: 'first' }, { slug: 'second' }],
        },
      ],
    });
  });

  it('gives a page with no draft yet empty values, not a crash', () => {
    const about = mapPage('/about', { page: null, services: null, caseStudies: null, global: null }, CMS);
    if (about.route === '/privacy') throw new Error('wrong route');
    expect(about.data.page).toEqual({ title: null, blocks: [] });
    expect(about.data.allStrapiService.nodes).toEqual([]);
    expect(about.data.caseStudies).toEqual({ nodes: [] });
  });

  it('maps the privacy notice draft, its blocks as they are', () => {
    const body = [{ type: 'paragraph', children: [{ type: 'text', text: 'Draft notice' }] }];
    const privacy = mapPage(
      '/privacy',
      {
        page: { title: 'Privacy', subtitle: 'Sub', lastUpdated: '2026-11-25', body, seo: { metaDescription: 'D' } },
        services: null,
        caseStudies: null,
        global: null,
      },
      CMS,
    );
    if (privacy.route !== '/privacy') throw new Error('wrong route');
    expect(privacy.data.strapiPrivacyPage).toEqual({
      title: 'Privacy',
      subtitle: 'Sub',
      lastUpdated: '2026-11-25',
      body,
    });
    const empty = mapPage('/privacy', { page: null, services: null, caseStudies: null, global: null }, CMS);
    if (empty.route !== '/privacy') throw new Error('wrong route');
    expect(empty.data.strapiPrivacyPage).toMatchObject({ title: null, body: null });
  });

  it('maps global settings, chatbot phrases and the FAQ to the layout data, sorted by level and index', () => {
    const site = mapSiteData(
      {
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
      },
      CMS,
    );
    expect(site.global.siteName).toBe('Meridian Draft');
    expect(site.global.tagline).toBeNull();
    expect(site.global.socialLinks).toEqual([{ network: 'LinkedIn', url: 'https://linkedin.example' }]);
    // Fixed height 40 like the build's logo, width from the upload's own ratio; absolute URLs kept.
    expect(site.global.textLogo?.localFile?.childImageSharp?.gatsbyImageData).toMatchObject({
      layout: 'fixed',
      width: 160,
      height: 40,
      images: { fallback: { src: 'https://cdn.example/logo.png' } },
    });
    expect(site.global.transparentLogo).toBeNull();
    expect(site.chatCopy.welcomeMessage).toBe('Hello draft');
    expect(site.chatCopy.launcherLabel).toBe('');
    expect(site.faq.map((group) => group.level)).toEqual([1, 2]);
    expect(site.faq[1].entries.map((entry) => entry.question)).toEqual(['Q2a', 'Q2b']);
  });

  it('makes upload URLs absolute on the CMS', () => {
    expect(mediaUrl('/uploads/a.png', 'http://cms:1337/')).toBe('http://cms:1337/uploads/a.png');
    expect(mediaUrl('https://s3.example/a.png', 'http://cms:1337')).toBe('https://s3.example/a.png');
    expect(previewImage({ alternativeText: 'no url' }, CMS)).toBeNull();
  });
});

describe("a landing page's draft", () => {
  it('maps to a page of blocks at its own address', () => {
    const page = mapLandingPage(
      '/spring-offer',
      {
        page: { title: 'Spring offer', slug: 'spring-offer', blocks: [] },
        services: [],
        caseStudies: null,
        global: null,
      },
      CMS,
    );
    expect(page).toMatchObject({ route: 'landing', path: '/spring-offer', data: { page: { title: 'Spring offer' } } });
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
    category: category && { documentId: category, name: `Category ${category}`, slug: category },
    cover: cover(documentId),
    relatedArticles: [],
  });
  const draft = {
    documentId: 'own',
    locale: 'en',
    slug: 'draft-slug',
    title: 'Draft title',
    summary: 'Four words of summary',
    tags: 'planning, delivery',
    date: null,
    publishedAt: null,
    cover: cover('own'),
    author: { id: 4, documentId: 'author1' },
    category: { id: 5, documentId: 'cat1' },
    relatedArticles: [],
    body: [{ __component: 'blocks.rich-text', id: 1, heading: 'Heading', body: null }],
  };
  const articles = [
    published('a1', '2026-03-01', 'cat1'),
    published('a2', '2026-05-01', 'cat1'),
    published('a3', '2026-04-01', 'cat2'),
    published('a4', '2026-02-01', 'cat1'),
    published('a5', '2026-06-01', 'cat1'),
    // Its own published version: not related to itself, its publishing day the date shown.
    { ...published('own', '', 'cat1'), date: null, publishedAt: '2026-02-14T09:00:00.000Z' },
  ];
  const drafts = {
    article: draft,
    author: { documentId: 'author1', name: 'Ada Lane', role: 'Partner', bio: 'Plans things.', photo: cover('ada') },
    category: { documentId: 'cat1', name: 'Planning', slug: 'planning' },
    articles,
    services: [],
    caseStudies: null,
    global: null,
  };

  it('maps to the article query: its fields, blocks, reading time, the author and category it names', () => {
    const page = mapArticle('/insights/draft-slug', drafts, CMS, '2026-12-04T15:00:00.000Z');
    if (page.route !== 'article') throw new Error('wrong route');
    expect(page.path).toBe('/insights/draft-slug');
    const article = page.data.strapiArticle;
    expect(article).toMatchObject({
      title: 'Draft title',
      summary: 'Four words of summary',
      tags: 'planning, delivery',
      date: null,
      publishedAt: '2026-02-14T09:00:00.000Z',
      readingMinutes: 1,
      author: { name: 'Ada Lane', role: 'Partner', bio: 'Plans things.' },
      category: { name: 'Planning', slug: 'planning' },
      body: [{ __typename: 'STRAPI__COMPONENT_BLOCKS_RICH_TEXT', heading: 'Heading', body: null }],
    });
    // The build's sizes: the cover 1120 wide at 2:1, the author's photo 64 square.
    expect(article.cover?.localFile?.childImageSharp?.gatsbyImageData).toMatchObject({
      width: 1120,
      height: 560,
      images: { fallback: { src: `${CMS}/uploads/own.jpg` } },
    });
    expect(article.author?.photo?.localFile?.childImageSharp?.gatsbyImageData).toMatchObject({ width: 64, height: 64 });
    expect(page.data.allStrapiService.nodes).toEqual([]);
  });

  it("shows as related the newest of its category, else the editor's picks, as the build chooses them", () => {
    const byCategory = mapArticle('/insights/draft-slug', drafts, CMS);
    if (byCategory.route !== 'article') throw new Error('wrong route');
    expect(byCategory.data.related.map((card) => card.id)).toEqual(['a5', 'a2', 'a1']);
    expect(byCategory.data.related[0]).toMatchObject({
      slug: 'slug-a5',
      title: 'Title a5',
      category: { name: 'Category cat1' },
    });
    expect(byCategory.data.related[0].cover?.localFile?.childImageSharp?.gatsbyImageData).toMatchObject({
      width: 560,
      height: 373,
    });
    // The draft's picks, newest first; one not published in its locale (x9) is left out.
    const picked = mapArticle(
      '/insights/draft-slug',
      {
        ...drafts,
        article: { ...draft, relatedArticles: [{ documentId: 'a3' }, { documentId: 'x9' }, { documentId: 'a4' }] },
      },
      CMS,
    );
    if (picked.route !== 'article') throw new Error('wrong route');
    expect(picked.data.related.map((card) => card.id)).toEqual(['a3', 'a4']);
  });

  it('gives a draft never published, with no author or category, the day it is previewed and no related', () => {
    const page = mapArticle(
      '/insights/draft-slug',
      { ...drafts, article: { ...draft, author: null, category: null }, author: null, category: null, articles: [] },
      CMS,
      '2026-12-04T15:00:00.000Z',
    );
    if (page.route !== 'article') throw new Error('wrong route');
    expect(page.data.strapiArticle).toMatchObject({
      author: null,
      category: null,
      publishedAt: '2026-12-04T15:00:00.000Z',
    });
    expect(page.data.related).toEqual([]);
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
  const services = [
    { documentId: 'svcA', slug: 'a', title: 'Service A', order: 1 },
    { documentId: 'svcB', slug: 'b', title: 'Service B', order: 2 },
  ];

  it('maps to the case study query: its fields, results, quote and the published services it names', () => {
    const page = mapCaseStudy(
      '/case-studies/draft-client',
      { caseStudy: draft, services, caseStudies: null, global: null },
      CMS,
    );
    if (page.route !== 'case-study') throw new Error('wrong route');
    expect(page.path).toBe('/case-studies/draft-client');
    const study = page.data.strapiCaseStudy;
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
    expect(page.data.allStrapiService.nodes.map((node) => node.slug)).toEqual(['a', 'b']);
  });

  it('gives a draft without a quote or services none', () => {
    const page = mapCaseStudy(
      '/case-studies/draft-client',
      { caseStudy: { ...draft, quote: null, services: [] }, services, caseStudies: null, global: null },
      CMS,
    );
    if (page.route !== 'case-study') throw new Error('wrong route');
    expect(page.data.strapiCaseStudy).toMatchObject({ quote: null, services: [] });
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
