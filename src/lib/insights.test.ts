import {
  articleDate,
  insightsPages,
  listPageRoute,
  newestFirst,
  readingMinutes,
  relatedArticles,
  type ArticleEntry,
  type CategoryEntry,
} from './insights';

const article = (
  slug: string,
  date: string,
  category: string | null,
  extra: Partial<ArticleEntry> = {},
): ArticleEntry => ({
  id: `en-${slug}`,
  documentId: `doc-${slug}`,
  locale: 'en',
  slug,
  date,
  category: category ? { documentId: `cat-${category}`, slug: category } : null,
  ...extra,
});

describe('readingMinutes', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

  it('is the words over 200 a minute, rounded up, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(words(1))).toBe(1);
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(words(1000))).toBe(5);
  });

  it('counts the words readers read in blocks, wherever they are, and nothing else', () => {
    const blocks = [
      {
        __typename: 'STRAPI__COMPONENT_BLOCKS_RICH_TEXT',
        heading: words(100),
        body: [{ type: 'paragraph', children: [{ type: 'text', text: words(150) }] }],
      },
      {
        __typename: 'STRAPI__COMPONENT_BLOCKS_QUOTE',
        quote: words(50),
        author: 'Ada',
        photo: { url: words(500), alternativeText: words(500) },
      },
    ];
    // 100 + 150 + 50 + 1 words: two minutes; the photo's address and alt text are not read.
    expect(readingMinutes(blocks)).toBe(2);
    expect(readingMinutes(blocks, words(299))).toBe(3);
    // A block's node, as the build reads it: its own fields and links are not words.
    const node = {
      id: words(300),
      internal: { type: words(300) },
      image___NODE: words(300),
      heading: words(10),
    };
    expect(readingMinutes(node)).toBe(1);
  });
});

describe('the order of articles', () => {
  it('shows the editor’s date, else the day of first publishing', () => {
    expect(articleDate({ date: '2026-01-02', publishedAt: '2026-03-04T10:00:00.000Z' })).toBe('2026-01-02');
    expect(articleDate({ date: null, publishedAt: '2026-03-04T10:00:00.000Z' })).toBe('2026-03-04');
  });

  it('lists newest first, the same day by slug', () => {
    const list = [article('b', '2026-01-01', null), article('c', '2026-05-01', null), article('a', '2026-01-01', null)];
    expect(newestFirst(list).map((entry) => entry.slug)).toEqual(['c', 'a', 'b']);
  });
});

describe('relatedArticles', () => {
  const all = [
    article('one', '2026-01-01', 'delivery'),
    article('two', '2026-02-01', 'delivery'),
    article('three', '2026-03-01', 'delivery'),
    article('four', '2026-04-01', 'delivery'),
    article('five', '2026-05-01', 'delivery'),
    article('other', '2026-06-01', 'events'),
  ];

  it('is the newest three of the same category, never the article itself', () => {
    expect(relatedArticles(all[4], all).map((entry) => entry.slug)).toEqual(['four', 'three', 'two']);
    expect(relatedArticles(all[0], all).map((entry) => entry.slug)).toEqual(['five', 'four', 'three']);
    expect(relatedArticles(all[5], all)).toEqual([]);
  });

  it('is the editor’s pick when there is one, newest first, of what is published', () => {
    const picked = { ...all[0], relatedArticles: [{ documentId: 'doc-other' }, { documentId: 'doc-gone' }, null] };
    expect(relatedArticles(picked, all).map((entry) => entry.slug)).toEqual(['other']);
  });

  it('falls back to the category when none of the picked ones is published', () => {
    const picked = { ...all[0], relatedArticles: [{ documentId: 'doc-gone' }] };
    expect(relatedArticles(picked, all, 1).map((entry) => entry.slug)).toEqual(['five']);
  });

  it('has none without a category or a pick', () => {
    const lone = article('lone', '2026-01-01', null);
    expect(relatedArticles(lone, [...all, lone])).toEqual([]);
  });
});

describe('insightsPages', () => {
  const categories: CategoryEntry[] = [
    { id: 'en-cat-delivery', documentId: 'cat-delivery', locale: 'en', slug: 'project-delivery' },
    { id: 'en-cat-events', documentId: 'cat-events', locale: 'en', slug: 'events' },
    { id: 'en-cat-empty', documentId: 'cat-empty', locale: 'en', slug: 'empty' },
    { id: 'de-cat-delivery', documentId: 'cat-delivery', locale: 'de', slug: 'projektumsetzung' },
  ];
  const english = Array.from({ length: 14 }, (_, i) =>
    article(
      `a${String(i).padStart(2, '0')}`,
      `2026-01-${String(i + 1).padStart(2, '0')}`,
      i % 2 ? 'delivery' : 'events',
    ),
  );
  const german: ArticleEntry = {
    ...english[13],
    id: 'de-a13',
    locale: 'de',
    slug: 'deutsch',
  };
  const pages = insightsPages([...english, german], categories);
  const byPath = (path: string) => pages.find((page) => page.pagePath === path);

  it('lists 12 a page, newest first, the next ones at /insights/page/2', () => {
    expect(listPageRoute('/insights', 1)).toBe('/insights');
    expect(listPageRoute('/insights', 3)).toBe('/insights/page/3');
    expect(byPath('/insights')?.articleIds).toEqual(
      newestFirst(english)
        .slice(0, 12)
        .map((entry) => entry.id),
    );
    expect(byPath('/insights')).toMatchObject({ page: 1, pageCount: 2 });
    expect(byPath('/insights/page/2')?.articleIds).toEqual(['en-a01', 'en-a00']);
    expect(byPath('/insights/page/3')).toBeUndefined();
  });

  it('gives each category with articles its page, and none to an empty one', () => {
    expect(byPath('/insights/category/project-delivery')?.articleIds).toHaveLength(7);
    expect(byPath('/insights/category/events')?.id).toBe('en-cat-events');
    expect(byPath('/insights/category/empty')).toBeUndefined();
  });

  it('gives each article its page with its related ones', () => {
    expect(byPath('/insights/a13')?.relatedIds).toEqual(['en-a11', 'en-a09', 'en-a07']);
  });

  it('builds German pages only where German articles exist, each with its translations', () => {
    expect(pages.filter((page) => page.locale === 'de').map((page) => page.pagePath)).toEqual([
      '/de/insights',
      '/de/insights/category/projektumsetzung',
      '/de/insights/deutsch',
    ]);
    expect(byPath('/de/insights/deutsch')?.translations).toEqual({ en: '/insights/a13', de: '/de/insights/deutsch' });
    expect(byPath('/insights')?.translations).toEqual({ en: '/insights', de: '/de/insights' });
    expect(byPath('/insights/page/2')?.translations).toEqual({ en: '/insights/page/2' });
    expect(byPath('/insights/category/project-delivery')?.translations).toEqual({
      en: '/insights/category/project-delivery',
      de: '/de/insights/category/projektumsetzung',
    });
    expect(byPath('/insights/a12')?.translations).toEqual({ en: '/insights/a12' });
  });

  it('builds nothing in a locale without the site content around it', () => {
    expect(insightsPages([...english, german], categories, ['en']).some((page) => page.locale === 'de')).toBe(false);
    expect(insightsPages([], categories)).toEqual([]);
  });
});
