/**
 * The case studies' first-start content (issue 48): three clients' projects, in English and, entry for
 * entry, in German (the same keys, pictures, services and dates, each with a German address of its
 * own; checked by case-study.test.ts). A listed type's seed, by convention: ./seed.ts seeds the
 * `entries` of `./{type}.ts` for each listed type of the content registry, each language's
 * localization from the entry of the same key, its media fields uploaded from the seed's images and its
 * relations named by their entries' slugs (its services: the same in every language,
 * ../api/service/same-slug.ts). A case study is found again by `key`, never stored; the two anonymous
 * clients have no logo.
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

const en: SeedCaseStudy[] = [
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

const de: SeedCaseStudy[] = [
  {
    key: 'law-firm-move',
    clientName: 'Eine Londoner Anwaltskanzlei',
    slug: 'londoner-kanzlei-bueroumzug',
    title: 'Ein Büroumzug an einem Wochenende, ohne eine verlorene abrechenbare Stunde',
    summary:
      'Zweihundert Anwältinnen und Anwälte zogen von drei Etagen in Holborn in ein neues Gebäude, und am Montagmorgen waren jeder Schreibtisch, jedes Telefon und jede Akte bereit.',
    sector: 'Rechtsberatung',
    cover: 'turnkey-solutions.png',
    services: ['project-management', 'it-support'],
    challenge:
      'Der Mietvertrag der Kanzlei endete an einem Freitag, und Gerichtsfristen verschieben sich nicht. Die Partner konnten keinen Ausfall hinnehmen: Akten, Telefone und das Dokumentensystem mussten ab der ersten Minute am Montag funktionieren, und die Vertraulichkeit gegenüber den Mandanten musste gewahrt bleiben, während Kisten und Server unterwegs waren.',
    approach:
      'Wir haben den Umzug rückwärts vom Montag um acht Uhr geplant: eine Probe mit einer Praxisgruppe einen Monat vorher, Netzwerk und Telefone eine Woche früher im neuen Gebäude installiert und getestet, die Server in der Nacht zum Samstag in einem versiegelten Transporter gebracht und am Montag ein Helpdesk auf jeder Etage. Jeder Partner hatte für das ganze Wochenende eine feste Ansprechperson.',
    results: [
      { value: '0', label: 'verlorene abrechenbare Stunden' },
      { value: '200', label: 'Arbeitsplätze am Montag bereit' },
      { value: '48 Std.', label: 'von der letzten Kiste bis zum ersten Mandantengespräch' },
    ],
    quote: {
      quote:
        'Wir sind am Freitagabend gegangen, und am Montag hat einfach alles funktioniert. Unsere Mandanten haben erst von dem Umzug erfahren, als wir es ihnen erzählt haben.',
      author: 'Der geschäftsführende Partner der Kanzlei',
      role: 'Geschäftsführender Partner',
    },
    date: '2026-09-14',
    seo: {
      metaTitle: 'Fallstudie: Büroumzug einer Kanzlei an einem Wochenende',
      metaDescription:
        'Wie eine Londoner Kanzlei 200 Anwälte an einem Wochenende in ein neues Gebäude brachte, ohne eine abrechenbare Stunde zu verlieren.',
    },
  },
  {
    key: 'northwind-conference',
    clientName: 'Northwind Logistics',
    slug: 'northwind-logistics-partnerkonferenz',
    title: 'Eine Partnerkonferenz für 600 Gäste, in zehn Wochen geplant',
    summary:
      'Die erste Konferenz von Northwind für seine europäischen Partner: zwei Tage, 600 Gäste aus 14 Ländern und ein Budget, das feststand, bevor der Veranstaltungsort gebucht war.',
    sector: 'Logistik',
    cover: 'event-planning.png',
    services: ['event-planning', 'project-management'],
    challenge:
      'Northwind beschloss im Frühjahr, seine Partner im Frühsommer zusammenzubringen. Mit zehn Wochen Vorlauf, ohne eigenes Eventteam und mit Gästen aus vierzehn Ländern brauchte das Unternehmen einen Partner, der Veranstaltungsort, Reisen, Programm und Budget in einer Hand hält.',
    approach:
      'Zuerst haben wir Budget und Gästeliste festgelegt, dann innerhalb eines Tages drei Veranstaltungsorte nahe dem Flughafen vorgeschlagen. Ein wöchentlicher Termin mit der Geschäftsführung von Northwind bündelte alle Entscheidungen; Anmeldung, Hotelzimmer und Transfers liefen für die Gäste über eine einzige Seite, und unser Team steuerte die zwei Tage aus einem Raum neben der Hauptbühne.',
    results: [
      { value: '600', label: 'Gäste aus 14 Ländern' },
      { value: '4 %', label: 'unter dem vereinbarten Budget' },
      { value: '9,1/10', label: 'Bewertung der Gäste' },
    ],
    quote: {
      quote:
        'Zehn Wochen klangen unmöglich. Meridian Works hat es ganz gelassen aussehen lassen, und unsere Partner sprechen heute noch davon.',
      author: 'Hanna Berg',
      role: 'Vertriebsvorständin, Northwind Logistics',
    },
    date: '2026-07-02',
    seo: {
      metaTitle: 'Fallstudie: Northwinds Partnerkonferenz für 600 Gäste',
      metaDescription:
        'Wie Northwind Logistics seine erste europäische Partnerkonferenz für 600 Gäste in zehn Wochen und unter Budget ausrichtete.',
    },
  },
  {
    key: 'charity-it',
    clientName: 'Eine landesweite Gesundheitsorganisation',
    slug: 'gesundheitsorganisation-it-pruefung',
    title: 'IT, auf die sich die Ehrenamtlichen verlassen können, zu einem Drittel weniger Kosten',
    summary:
      'Eine Prüfung der Systeme einer gemeinnützigen Organisation in 40 Geschäftsstellen und eine einfachere Ausstattung, die Mitarbeitende und Ehrenamtliche selbst betreuen.',
    sector: 'Gemeinnützige Organisation',
    cover: 'business-consulting.png',
    services: ['business-consulting', 'it-support'],
    challenge:
      'Jahre gespendeter Laptops, lokaler Server und getrennter E-Mail-Systeme hatten dazu geführt, dass die Organisation für Lizenzen zahlte, die niemand nutzte, während Ehrenamtliche tagelang auf ein neues Passwort warteten.',
    approach:
      'Wir haben eine Auswahl der Geschäftsstellen besucht, jedes System und jeden Vertrag erfasst und einen Plan mit Kosten vorgelegt, die der Vorstand vergleichen konnte. In sechs Monaten haben wir alle Geschäftsstellen auf ein gemeinsames E-Mail- und Dateisystem umgestellt, die ältesten Geräte ersetzt und ein Helpdesk mit Anleitungen für Ehrenamtliche eingerichtet.',
    results: [
      { value: '32 %', label: 'geringere jährliche IT-Kosten' },
      { value: '40', label: 'Geschäftsstellen auf einem System' },
      { value: '4 Std.', label: 'übliche Bearbeitungszeit einer Anfrage, statt drei Tagen' },
    ],
    date: '2026-04-20',
    seo: {
      metaTitle: 'Fallstudie: einfachere, günstigere IT für eine Organisation',
      metaDescription:
        'Wie eine landesweite Gesundheitsorganisation ihre IT-Kosten um ein Drittel senkte und 40 Geschäftsstellen ein verlässliches System gab.',
    },
  },
];

/** Each language's case studies, English (the default) first. */
export const entries = { en, de };
