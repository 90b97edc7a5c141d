import { caseStudiesOfService } from './caseStudies';

/** A case study as the services grid reads it: its slug, date and services. */
const study = (slug: string, date: string | null, services: ReadonlyArray<{ slug: string } | null> | null) => ({
  slug,
  date,
  publishedAt: '2026-01-01T09:00:00.000Z',
  services,
});

describe('caseStudiesOfService', () => {
  it('links the case studies naming the service, newest first, and none for a service without', () => {
    const withServices = [
      study('charity', '2026-04-20', [{ slug: 'it-support' }]),
      study('law-firm', '2026-09-14', [{ slug: 'it-support' }, null, { slug: 'project-management' }]),
      study('conference', null, null),
    ];
    expect(caseStudiesOfService('it-support', withServices).map((e) => e.slug)).toEqual(['law-firm', 'charity']);
    expect(caseStudiesOfService('event-planning', withServices)).toEqual([]);
    expect(caseStudiesOfService(null, withServices)).toEqual([]);
  });
});
