import { faqEntriesOf, faqPage, graph, organization, organizationId, scriptJson, services, webPage } from './jsonLd';

const SITE = 'https://www.example.com';

describe('JSON-LD builders', () => {
  test('the Organization carries the firm from Global settings, with absolute URLs', () => {
    expect(
      organization({
        siteUrl: SITE,
        name: 'Meridian Works',
        logoUrl: `${SITE}/static/abc/logo-mark.png`,
        email: 'hello@example.com',
        telephone: '+44 20 7946 0321',
        address: '14 Harbour Street, Suite 3\nLondon EC2A 4NE\n United Kingdom\n',
        sameAs: ['https://www.linkedin.com/company/x', null, ' ', 'https://x.com/y'],
      }),
    ).toEqual({
      '@type': 'Organization',
      '@id': `${SITE}/#organization`,
      name: 'Meridian Works',
      url: `${SITE}/`,
      logo: `${SITE}/static/abc/logo-mark.png`,
      email: 'hello@example.com',
      telephone: '+44 20 7946 0321',
      address: '14 Harbour Street, Suite 3, London EC2A 4NE, United Kingdom',
      sameAs: ['https://www.linkedin.com/company/x', 'https://x.com/y'],
    });
  });

  test('an Organization without contact details states none of them (no empty values)', () => {
    expect(organization({ siteUrl: SITE, name: 'Firm', email: '', sameAs: [] })).toEqual({
      '@type': 'Organization',
      '@id': organizationId(SITE),
      name: 'Firm',
      url: `${SITE}/`,
    });
  });

  test('an FAQPage has one Question with its accepted Answer per complete entry', () => {
    const page = faqPage(
      [
        { question: 'How fast do you reply?', answer: 'Within one working day.' },
        { question: 'Half an entry', answer: '' },
        null,
        { question: ' Do you work abroad? ', answer: 'Across Europe.' },
      ],
      `${SITE}/faq`,
    );
    expect(page).toEqual({
      '@type': 'FAQPage',
      '@id': `${SITE}/faq#faq`,
      url: `${SITE}/faq`,
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How fast do you reply?',
          acceptedAnswer: { '@type': 'Answer', text: 'Within one working day.' },
        },
        {
          '@type': 'Question',
          name: 'Do you work abroad?',
          acceptedAnswer: { '@type': 'Answer', text: 'Across Europe.' },
        },
      ],
    });
  });

  test("a page's FAQ entries are those of its FAQ blocks, in order; other blocks have none", () => {
    const first = { question: 'One?', answer: 'Yes.' };
    const second = { question: 'Two?', answer: 'No.' };
    const blocks = [
      {},
      { faqGroup: { entries: [first, null] } },
      null,
      { faqGroup: null },
      { faqGroup: { entries: [second] } },
    ];
    expect(faqEntriesOf(blocks)).toEqual([first, second]);
    expect(faqEntriesOf(null)).toEqual([]);
  });

  test('no FAQPage without a question to show', () => {
    expect(faqPage([], SITE)).toBeUndefined();
    expect(faqPage([{ question: 'Q', answer: null }], SITE)).toBeUndefined();
  });

  test('each service is a Service provided by the Organization, at its section of the page', () => {
    const nodes = services(
      [
        { slug: 'it-support', title: 'IT support', summary: 'Short', description: 'Long text' },
        { slug: 'events', title: 'Event planning', summary: 'Only a summary', description: null },
        { slug: null, title: 'No slug' },
      ],
      `${SITE}/services`,
      SITE,
    );
    expect(nodes).toEqual([
      {
        '@type': 'Service',
        '@id': `${SITE}/services#it-support`,
        name: 'IT support',
        description: 'Long text',
        provider: { '@id': `${SITE}/#organization` },
        url: `${SITE}/services#it-support`,
      },
      {
        '@type': 'Service',
        '@id': `${SITE}/services#events`,
        name: 'Event planning',
        description: 'Only a summary',
        provider: { '@id': `${SITE}/#organization` },
        url: `${SITE}/services#events`,
      },
    ]);
  });

  test('the graph has the schema.org context and drops what a page does not have', () => {
    const firm = organization({ siteUrl: SITE, name: 'Firm' });
    expect(graph([firm, undefined])).toEqual({ '@context': 'https://schema.org', '@graph': [firm] });
  });
});

describe('scriptJson', () => {
  test("an editor's </script> in a question cannot end the script element, and the JSON reads back the same", () => {
    const question = 'Is </script><script>alert(1)</script> <!-- ok? & more \u2028';
    const value = graph([faqPage([{ question, answer: 'Yes & no > maybe' }], SITE)]);
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(value);
  });

  test('inside an HTML document the script holds exactly one element with the whole JSON', () => {
    const value = graph([faqPage([{ question: '</script><img src=x onerror=alert(1)>', answer: 'A' }], SITE)]);
    document.head.innerHTML = `<script type="application/ld+json">${scriptJson(value)}</script>`;
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(document.head.querySelector('img')).toBeNull();
    expect(JSON.parse(scripts[0].textContent ?? '')).toEqual(value);
  });
});

test('the WebPage says its language and is published by the firm', () => {
  expect(webPage({ url: `${SITE}/de/about`, name: 'Über uns', inLanguage: 'de', siteUrl: SITE })).toEqual({
    '@type': 'WebPage',
    '@id': `${SITE}/de/about#webpage`,
    url: `${SITE}/de/about`,
    name: 'Über uns',
    inLanguage: 'de',
    publisher: { '@id': organizationId(SITE) },
  });
});
