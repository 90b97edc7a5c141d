import { LISTED_TYPES, isPageKind } from '../routed-types';
import { listedPages, listedQuery, type ListedEntry } from './section-pages';

const [caseStudies] = LISTED_TYPES;

const entry = (id: string, documentId: string, locale: string, slug: string | null, date?: string): ListedEntry => ({
  id,
  documentId,
  locale,
  slug,
  date,
  publishedAt: '2026-01-01T09:00:00.000Z',
});

const ENTRIES = [
  entry('a-en', 'a', 'en', 'law-firm', '2026-09-14'),
  entry('b-en', 'b', 'en', 'charity', '2026-04-20'),
  entry('c-en', 'c', 'en', 'conference'),
  entry('a-de', 'a', 'de', 'kanzlei', '2026-09-14'),
];

describe('listedPages (the case studies)', () => {
  it('makes each locale’s list, newest first (the same day by slug), and a page per entry, each with its translations', () => {
    const sameDay = [entry('y', 'y', 'en', 'b', '2026-01-01'), entry('x', 'x', 'en', 'a', '2026-01-01')];
    const pages = listedPages(caseStudies, [...ENTRIES, ...sameDay]);
    expect(pages.map((page) => page.pagePath)).toEqual([
      '/case-studies',
      '/case-studies/law-firm',
      '/case-studies/charity',
      '/case-studies/a',
      '/case-studies/b',
      '/case-studies/conference',
      '/de/case-studies',
      '/de/case-studies/kanzlei',
    ]);
    expect(pages[0].entryIds).toEqual(['a-en', 'b-en', 'x', 'y', 'c-en']);
    expect(pages.find((page) => page.id === 'a-en')?.translations).toEqual({
      en: '/case-studies/law-firm',
      de: '/de/case-studies/kanzlei',
    });
    // German only where a translation exists: the untranslated ones have no German twin.
    expect(pages.find((page) => page.id === 'b-en')?.translations).toEqual({ en: '/case-studies/charity' });
    expect(pages.find((page) => page.pagePath === '/de/case-studies')?.translations).toEqual({
      en: '/case-studies',
      de: '/de/case-studies',
    });
  });

  it('builds nothing in a locale without entries or without its site content, nor an entry without slug', () => {
    expect(listedPages(caseStudies, [entry('x', 'x', 'en', null)])).toEqual([]);
    expect(listedPages(caseStudies, ENTRIES, ['en']).some((page) => page.locale === 'de')).toBe(false);
    const english = ENTRIES.filter((e) => e.locale === 'en');
    expect(listedPages(caseStudies, english).some((page) => page.locale === 'de')).toBe(false);
  });

  it('names page kinds of the site’s for every listed type’s list and entries', () => {
    expect(LISTED_TYPES.flatMap((type) => [type.listKind, type.entryKind]).filter((kind) => !isPageKind(kind))).toEqual(
      [],
    );
  });

  it('reads a locale’s entries by the type’s nodes', () => {
    expect(listedQuery(caseStudies)).toMatch(/entries: allStrapiCaseStudy\(filter: \{ locale: \{ eq: \$locale \} \}\)/);
  });
});
