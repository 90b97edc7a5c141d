/**
 * The case studies' first-start content (issue 48): three clients' projects, in English.
 * ./case-studies.de.ts is the same in German (the same shapes, checked by case-studies.de.test.ts).
 * A case study is found again by `key`, never stored; its services are named by their slug (the same
 * in every language: ../api/service/same-slug.ts). Pictures are the seed's images, shared by every
 * language; the two anonymous clients have no logo.
 */

export interface SeedCaseStudy {
  key: string;
  clientName: string;
  slug: string;
  title: string;
  summary: string;
  sector: string;
  cover: string;
  /** The services' slugs. */
  services: string[];
  challenge: string;
  approach: string;
  results: Array<{ value: string; label: string }>;
  quote?: { quote: string; author: string; role: string };
  /** The date shown, YYYY-MM-DD. */
  date: string;
  seo: { metaTitle: string; metaDescription: string };
}

export const caseStudies: SeedCaseStudy[] = [
  {
    key: 'law-firm-move',
    clientName: 'A London law firm',
    slug: 'london-law-firm-office-move',
    title: 'An office move over one weekend, with no lost billable hour',
    summary:
      'Two hundred lawyers moved from three floors in Holborn to a new building, with every desk, phone and file ready on Monday morning.',
    sector: 'Legal services',
    cover: 'turnkey-solutions.png',
    services: ['project-management', 'it-support'],
    challenge:
      'The firm’s lease ended on a Friday and court deadlines did not move. Its partners could accept no downtime: case files, phones and the document system had to work from the first minute of Monday, and client confidentiality had to hold while boxes and servers were on the road.',
    approach:
      'We planned the move backwards from Monday at eight: a rehearsal with one practice group a month ahead, the network and phones installed and tested in the new building a week early, the servers moved in one sealed van overnight on Friday, and a help desk on every floor on Monday. Each partner had one named contact for the whole weekend.',
    results: [
      { value: '0', label: 'billable hours lost' },
      { value: '200', label: 'desks ready on Monday' },
      { value: '48 h', label: 'from last box out to first client call' },
    ],
    quote: {
      quote:
        'We left on Friday evening and on Monday everything simply worked. Our clients never knew we had moved until we told them.',
      author: 'The firm’s managing partner',
      role: 'Managing partner',
    },
    date: '2026-09-14',
    seo: {
      metaTitle: 'Case study: a law firm’s office move over one weekend',
      metaDescription:
        'How a London law firm moved 200 lawyers to a new building over one weekend without losing a billable hour.',
    },
  },
  {
    key: 'northwind-conference',
    clientName: 'Northwind Logistics',
    slug: 'northwind-logistics-partner-conference',
    title: 'A partner conference for 600 guests, planned in ten weeks',
    summary:
      'Northwind’s first conference for its European partners: two days, 600 guests from 14 countries, and a budget agreed before the venue was booked.',
    sector: 'Logistics',
    cover: 'event-planning.png',
    services: ['event-planning', 'project-management'],
    challenge:
      'Northwind decided in spring to bring its partners together in early summer. With ten weeks, no events team of its own and guests travelling from fourteen countries, it needed one party to own the venue, travel, programme and budget.',
    approach:
      'We agreed the budget and the guest list first, then shortlisted three venues within a day of the airport. A weekly call with Northwind’s board kept decisions to one meeting; registration, hotel rooms and transfers ran through one page for guests; and our crew ran the two days from a room beside the main stage.',
    results: [
      { value: '600', label: 'guests from 14 countries' },
      { value: '4%', label: 'under the agreed budget' },
      { value: '9.1/10', label: 'guests’ rating of the event' },
    ],
    quote: {
      quote:
        'Ten weeks sounded impossible. Meridian Works made it look calm, and our partners are still talking about it.',
      author: 'Hanna Berg',
      role: 'Chief commercial officer, Northwind Logistics',
    },
    date: '2026-07-02',
    seo: {
      metaTitle: 'Case study: Northwind’s partner conference for 600 guests',
      metaDescription:
        'How Northwind Logistics held its first European partner conference for 600 guests, planned in ten weeks and under budget.',
    },
  },
  {
    key: 'charity-it',
    clientName: 'A national health charity',
    slug: 'health-charity-it-review',
    title: 'IT that a charity’s volunteers can rely on, at a third less cost',
    summary:
      'A review of a charity’s systems across 40 local offices, and a simpler set-up that its staff and volunteers support themselves.',
    sector: 'Charity',
    cover: 'business-consulting.png',
    services: ['business-consulting', 'it-support'],
    challenge:
      'Years of donated laptops, local servers and separate email systems had left the charity paying for licences nobody used, while its volunteers waited days for a password reset.',
    approach:
      'We visited a sample of local offices, listed every system and contract, and proposed one plan with costs the trustees could compare. Over six months we moved every office to one email and file system, replaced the oldest devices, and set up a help desk with guides written for volunteers.',
    results: [
      { value: '32%', label: 'lower yearly IT costs' },
      { value: '40', label: 'local offices on one system' },
      { value: '4 h', label: 'typical time to solve a request, from three days' },
    ],
    date: '2026-04-20',
    seo: {
      metaTitle: 'Case study: simpler, cheaper IT for a health charity',
      metaDescription:
        'How a national health charity cut its IT costs by a third and gave 40 local offices one system that volunteers can rely on.',
    },
  },
];
