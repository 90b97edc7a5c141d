/**
 * The German case studies: ./case-studies.ts translated, entry for entry (the same keys, pictures,
 * services and dates), each with a German address of its own.
 */
import type { SeedCaseStudy } from './case-studies';

export const caseStudies: SeedCaseStudy[] = [
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
