import { caseStudiesOfService, caseStudyPages, newestCaseStudiesFirst, type CaseStudyEntry } from './caseStudies';

const entry = (id: string, documentId: string, locale: string, slug: string | null, date?: string): CaseStudyEntry => ({
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

describe('caseStudyPages', () => {
  it('makes each locale’s list, newest first, and a page per case study, each with its translations', () => {
    const pages = caseStudyPages(ENTRIES);
    expect(pages.map((page) => page.pagePath)).toEqual([
      '/case-studies',
      '/case-studies/law-firm',
      '/case-studies/charity',
      '/case-studies/conference',
      '/de/case-studies',
      '/de/case-studies/kanzlei',
    ]);
    expect(pages[0].caseStudyIds).toEqual(['a-en', 'b-en', 'c-en']);
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

  it('builds nothing in a locale without case studies or without its site content, nor an entry without slug', () => {
    expect(caseStudyPages([entry('x', 'x', 'en', null)])).toEqual([]);
    expect(caseStudyPages(ENTRIES, ['en']).some((page) => page.locale === 'de')).toBe(false);
    expect(caseStudyPages(ENTRIES.filter((e) => e.locale === 'en')).some((page) => page.locale === 'de')).toBe(false);
  });
});

describe('newestCaseStudiesFirst', () => {
  it('orders by the date shown, else the day first published, then by slug', () => {
    const sameDay = [entry('y', 'y', 'en', 'b', '2026-01-01'), entry('x', 'x', 'en', 'a', '2026-01-01')];
    expect(newestCaseStudiesFirst([...ENTRIES.slice(0, 3), ...sameDay]).map((e) => e.slug)).toEqual([
      'law-firm',
      'charity',
      'a',
      'b',
      'conference',
    ]);
  });
});

describe('caseStudiesOfService', () => {
  it('links the case studies naming the service, newest first, and none for a service without', () => {
    const withServices = [
      { ...ENTRIES[1], services: [{ slug: 'it-support' }] },
      { ...ENTRIES[0], services: [{ slug: 'it-support' }, null, { slug: 'project-management' }] },
      { ...ENTRIES[2], services: null },
    ];
    expect(caseStudiesOfService('it-support', withServices).map((e) => e.slug)).toEqual(['law-firm', 'charity']);
    expect(caseStudiesOfService('event-planning', withServices)).toEqual([]);
    expect(caseStudiesOfService(null, withServices)).toEqual([]);
  });
});
