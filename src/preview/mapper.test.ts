import { isLandingPath, mapLandingPage, mapPage, mapSiteData, mediaUrl, previewImage } from './mapper';

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
    const page = mapPage('/', { page: copy, services, global: { contactEmail: 'hi@x.test', address: 'Here' } }, CMS);
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

  it('gives a page with no draft yet empty values, not a crash', () => {
    const about = mapPage('/about', { page: null, services: null, global: null }, CMS);
    if (about.route === '/privacy') throw new Error('wrong route');
    expect(about.data.page).toEqual({ title: null, blocks: [] });
    expect(about.data.allStrapiService.nodes).toEqual([]);
  });

  it('maps the privacy notice draft, its blocks as they are', () => {
    const body = [{ type: 'paragraph', children: [{ type: 'text', text: 'Draft notice' }] }];
    const privacy = mapPage(
      '/privacy',
      {
        page: { title: 'Privacy', subtitle: 'Sub', lastUpdated: '2026-11-25', body, seo: { metaDescription: 'D' } },
        services: null,
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
    const empty = mapPage('/privacy', { page: null, services: null, global: null }, CMS);
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
      { page: { title: 'Spring offer', slug: 'spring-offer', blocks: [] }, services: [], global: null },
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
