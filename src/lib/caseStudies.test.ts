import { caseStudiesOfService } from './caseStudies';

const entry = (id: string, documentId: string, locale: string, slug: string | null, date?: string) => ({
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
