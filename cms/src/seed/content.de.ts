/**
 * The German seed (locale `de`): ./content.ts's content in German, export for export and in the same
 * shapes (each is typed by its English twin, so a field added there fails here until it is translated).
 * Shared values stay the English ones: image file names, contact details, the address (a UK postal
 * address), social links, service slugs, FAQ levels, fixed page slugs and ordering. Links inside the
 * site point to the German pages (/de/…); the landing page has a German slug.
 * ./content.de.test.ts checks the shapes, the shared values and that every visitor-facing string is
 * translated.
 */
import type * as en from './content';
import { FIRM_NAME, section, text, type SeedBlock } from './content';

export { FIRM_NAME };

export const global: typeof en.global = {
  siteName: FIRM_NAME,
  tagline: 'Projekte umgesetzt. Unternehmen vorangebracht.',
  textLogo: 'text-logo.png',
  transparentLogo: 'logo-mark.png',
  contactEmail: 'hello@meridianworks.example',
  contactPhone: '+44 20 7946 0321',
  address: '14 Harbour Street, Suite 3\nLondon EC2A 4NE\nUnited Kingdom',
  socialLinks: [
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/meridian-works-example' },
    { network: 'X', url: 'https://x.com/meridianworks_example' },
  ],
  footerText:
    'Meridian Works plant, realisiert und betreut die Projekte, Systeme und Veranstaltungen, die Unternehmen voranbringen.',
  newsletterHeading: 'Praxiswissen, einmal im Monat',
  newsletterIntro:
    'Eine kurze E-Mail im Monat mit Erkenntnissen aus unseren Projekten. Kein Spam, Abmeldung mit einem Klick.',
  newsletterSentMessage:
    'Fast geschafft: Bitte sehen Sie in Ihrem Postfach nach und bestätigen Sie über den Link, den wir Ihnen geschickt haben. Ist die Adresse bereits angemeldet, ändert sich nichts.',
  newsletterConfirmTitle: 'Bestätigen Sie Ihre Anmeldung',
  newsletterConfirmIntro:
    'Ein Klick auf die Schaltfläche genügt, und Sie erhalten unseren Newsletter an die Adresse, an die dieser Link gesendet wurde.',
  newsletterConfirmButton: 'Anmeldung bestätigen',
  newsletterConfirmBusy: 'Ihre Anmeldung wird bestätigt …',
  newsletterConfirmDone: 'Vielen Dank: Ihre Anmeldung ist bestätigt.',
  newsletterConfirmDoneDetail:
    'Jeder Newsletter enthält einen Link, über den Sie sich jederzeit mit einem Klick wieder abmelden können.',
  newsletterUnsubscribeTitle: 'Vom Newsletter abmelden',
  newsletterUnsubscribeIntro:
    'Ein Klick auf die Schaltfläche genügt, und Sie erhalten unseren Newsletter nicht mehr an die Adresse, an die dieser Link gesendet wurde.',
  newsletterUnsubscribeButton: 'Abmelden',
  newsletterUnsubscribeBusy: 'Sie werden abgemeldet …',
  newsletterUnsubscribeDone: 'Sie sind abgemeldet.',
  newsletterUnsubscribeDoneDetail:
    'Sie erhalten keine Newsletter mehr von uns. Über die Fußzeile können Sie sich jederzeit wieder anmelden.',
  defaultSeo: {
    metaTitle: FIRM_NAME,
    metaDescription:
      'Projektmanagement, schlüsselfertige Lösungen, Unternehmensberatung, IT-Support und Eventplanung für wachsende Unternehmen.',
    shareImage: 'share.png',
  },
};

export const homePage: typeof en.homePage = {
  title: 'Startseite',
  blocks: [
    {
      __component: 'blocks.hero',
      title: 'Ein Partner vom ersten Plan bis zur Übergabe',
      subtitle:
        'Wir steuern Ihre Projekte, liefern Komplettlösungen, schärfen Ihre Strategie, halten Ihre IT am Laufen und gestalten die Veranstaltungen, die Ihre Belegschaft zusammenbringen.',
      cta: { label: 'Sprechen Sie mit uns über Ihr Projekt', href: '/de/contact' },
    },
    {
      __component: 'blocks.services-grid',
      layout: 'cards',
      heading: 'Unsere Leistungen',
      intro: 'Fünf Leistungen, ein verantwortliches Team. Buchen Sie eine davon, oder wir kombinieren sie für Sie.',
      link: { label: 'Alle Leistungen im Detail', href: '/de/services' },
    },
    section(
      'Warum Kunden bei uns bleiben',
      'Neun von zehn Kunden beauftragen uns ein zweites Mal. Sie bleiben, weil wir sagen, was wir liefern, eine feste Ansprechperson dafür benennen und jede Woche in klaren Worten über den Fortschritt berichten.',
      'Wir sind klein genug, um uns um jedes Projekt persönlich zu kümmern, und erfahren genug, um die meisten Stolpersteine schon zu kennen.',
    ),
    section(
      'So beginnt die Zusammenarbeit',
      'Ein kostenloses 45-minütiges Gespräch, in dem wir Ihr Ziel kennenlernen; innerhalb von fünf Werktagen ein schriftliches Angebot mit festem Leistungsumfang und Festpreis; und der Projektstart spätestens zwei Wochen nach Ihrer Zusage.',
    ),
  ] as SeedBlock[],
  seo: {
    metaTitle: FIRM_NAME,
    metaDescription:
      'Meridian Works: Projektmanagement, schlüsselfertige Lösungen, Unternehmensberatung, IT-Support und Eventplanung.',
  },
};

export const aboutPage: typeof en.aboutPage = {
  title: 'Über uns',
  blocks: [
    {
      __component: 'blocks.hero',
      title: 'Über Meridian Works',
      subtitle:
        'Gegründet 2012 von einem Projektdirektor und einem IT-Ingenieur, die es leid waren, ihre Kunden von einem Dienstleister zum nächsten weiterzureichen.',
      cta: { label: 'Unsere Leistungen ansehen', href: '/de/services' },
    },
    section(
      'Unsere Geschichte',
      'Angefangen haben wir zu zweit und mit einem Versprechen: ein einziges Team, das für das gesamte Ergebnis einsteht. Heute arbeiten 38 Fachleute aus Beratung, Technik und Eventproduktion von London und Manchester aus für Kunden in ganz Großbritannien und Europa.',
    ),
    section(
      'Wofür wir stehen',
      'Pläne nützen nur, wenn Menschen ihnen folgen können. Technik soll in der Arbeit aufgehen, statt im Weg zu stehen. Jede Veranstaltung ist eine Chance, ein Unternehmen voranzubringen – nicht bloß, einen Saal zu füllen.',
      'Diese Überzeugungen leben wir mit festem Leistungsumfang, offener Kalkulation und einer verantwortlichen Ansprechperson für jeden Kunden.',
    ),
    section(
      'Unsere Zahlen',
      'Mehr als 420 abgeschlossene Projekte, 1.900 IT-Anwender, die wir täglich betreuen, 160 produzierte Veranstaltungen und Kundenbeziehungen, die im Schnitt sechs Jahre halten.',
    ),
  ] as SeedBlock[],
  seo: {
    metaDescription:
      'Lernen Sie Meridian Works kennen: 38 Fachleute aus Beratung, Technik und Eventproduktion, die seit 2012 Projekte, IT und Events umsetzen.',
  },
};

export const servicesPage: typeof en.servicesPage = {
  title: 'Leistungen',
  blocks: [
    {
      __component: 'blocks.hero',
      title: 'Leistungen',
      subtitle:
        'Wählen Sie die Unterstützung, die Sie heute brauchen – wir sorgen dafür, dass sie zu dem passt, was Sie morgen brauchen.',
      cta: { label: 'Angebot anfordern', href: '/de/contact' },
    },
    {
      __component: 'blocks.services-grid',
      layout: 'detailed',
      // Shown under the event planning service, leading to the form below.
      link: { label: 'Veranstaltung anfragen', href: '#event-request' },
    },
    section(
      'So kalkulieren wir',
      'Festpreisangebote für klar umrissene Projekte, Monatspakete für den IT-Support und Tagessätze für die Beratung. Jedes Angebot führt genau auf, was enthalten ist.',
    ),
    {
      __component: 'blocks.form',
      form: 'event-request',
      heading: 'Planen Sie Ihre Veranstaltung mit uns',
      intro:
        'Erzählen Sie uns von Ihrer Veranstaltung: Innerhalb eines Werktags antworten wir mit Ideen, einem groben Budget und freien Terminen.',
    },
  ] as SeedBlock[],
  seo: {
    metaDescription:
      'Projektmanagement, schlüsselfertige Lösungen, Unternehmensberatung, IT-Support und Eventplanung von Meridian Works.',
  },
};

export const contactPage: typeof en.contactPage = {
  title: 'Kontakt',
  blocks: [
    {
      __component: 'blocks.hero',
      title: 'Sprechen Sie uns an',
      subtitle:
        'Erzählen Sie uns, woran Sie arbeiten. Innerhalb eines Werktags antwortet Ihnen jemand aus unserem Beratungsteam – kein Callcenter.',
    },
    {
      __component: 'blocks.form',
      form: 'contact-request',
      heading: 'Schreiben Sie uns',
      intro:
        'Die als Pflichtfeld markierten Angaben brauchen wir, um Ihnen antworten zu können. Alles Weitere hilft uns bei der Vorbereitung.',
      showContactDetails: true,
      detailsHeading: 'Direkter Kontakt',
      details: [
        { type: 'heading', level: 2, children: [{ type: 'text', text: 'Bürozeiten' }] },
        ...text(
          'Montag bis Freitag, 8:30 bis 18:00 Uhr britischer Zeit (9:30 bis 19:00 Uhr deutscher Zeit). Kunden unseres IT-Supports erreichen den Service Desk rund um die Uhr.',
        ),
      ],
    },
  ] as SeedBlock[],
  seo: {
    metaDescription:
      'Kontaktieren Sie Meridian Works per Formular, E-Mail oder Telefon. Wir antworten innerhalb eines Werktags.',
  },
};

/** The example landing page in German: its own slug (built at /de/{slug}), the same FAQ group. */
export const landingPage: typeof en.landingPage = {
  title: 'Firmenevents 2027',
  slug: 'firmenevents-2027',
  faqLevel: 5,
  blocks: [
    {
      __component: 'blocks.hero',
      title: 'Ihr Firmenevent 2027 – von A bis Z geplant',
      subtitle:
        'Kick-offs, Konferenzen und Sommerfeste für 50 bis 2.000 Gäste: eine Produktionsleitung von der ersten Idee, bis der letzte Gast zu Hause ist.',
      cta: { label: 'Veranstaltung anfragen', href: '#event-request' },
    },
    {
      __component: 'blocks.figures',
      heading: 'Unsere Veranstaltungen in Zahlen',
      items: [
        { value: '160+', label: 'Veranstaltungen seit 2012' },
        { value: '2.000', label: 'Gäste bei unserer größten Konferenz' },
        { value: '4,8 / 5', label: 'durchschnittliche Bewertung unserer Gäste' },
      ],
    },
    {
      __component: 'blocks.image-text',
      heading: 'Eine Produktionsleitung für jedes Detail',
      image: 'event-planning.png',
      imagePosition: 'left',
      body: text(
        'Location, Catering, Bühne, Ton, Anreise und Gästeliste: Ihre Produktionsleitung bucht und steuert alles, und Sie erhalten einmal pro Woche ein Update in klaren Worten.',
        'Wer jetzt für 2027 bucht, hat die größte Auswahl an Locations und Terminen.',
      ),
      cta: { label: 'Alle unsere Leistungen', href: '/de/services' },
    },
    {
      __component: 'blocks.quote',
      quote:
        'Meridian Works hat unseren Kick-off für 600 Personen in vier Wochen auf die Beine gestellt. Niemand bei uns musste auch nur einem einzigen Dienstleister hinterherlaufen.',
      author: 'Priya Raman',
      role: 'Personalleiterin, Northwind Logistics',
    },
    {
      __component: 'blocks.case-studies',
      heading: 'Eine Veranstaltung, die wir umgesetzt haben',
      intro: 'Eine Partnerkonferenz für 600 Gäste, in zehn Wochen geplant.',
      caseStudies: ['northwind-conference'],
    },
    {
      __component: 'blocks.faq',
      heading: 'Fragen rund um Ihre Veranstaltung',
      intro: 'Was Kunden vor der Buchung meist wissen möchten.',
    },
    {
      __component: 'blocks.logos',
      heading: 'Teil der Meridian-Works-Familie',
      logos: ['logo-mark.png'],
    },
    {
      __component: 'blocks.call-to-action',
      heading: 'Die Termine für 2027 sind schnell vergeben',
      text: 'Nennen Sie uns den Monat und die Größe Ihrer Veranstaltung: Innerhalb eines Werktags erhalten Sie Vorschläge für Locations und ein grobes Budget.',
      primary: { label: 'Veranstaltung anfragen', href: '#event-request' },
      secondary: { label: 'Beratungsgespräch vereinbaren', href: '/de/contact' },
    },
    {
      __component: 'blocks.form',
      form: 'event-request',
      heading: 'Ihre Veranstaltung 2027 anfragen',
      intro: 'Für den Anfang genügen wenige Angaben; unsere Produktionsleitung meldet sich innerhalb eines Werktags.',
    },
  ] as SeedBlock[],
  seo: {
    metaDescription:
      'Firmenevents 2027, von Meridian Works von A bis Z geplant: Kick-offs, Konferenzen und Feiern für 50 bis 2.000 Gäste.',
  },
};

export const chatbotSettings: typeof en.chatbotSettings = {
  title: 'Meridian-Assistent',
  launcherLabel: 'Fragen? Chatten Sie mit uns',
  welcomeMessage:
    'Guten Tag! Ich bin der digitale Assistent von Meridian Works. Ich beantworte häufige Fragen zu unseren Leistungen und gebe Ihre Kontaktdaten an unser Beratungsteam weiter.',
  contactFormIntro:
    'Damit sich unser Beratungsteam bei Ihnen melden kann, hinterlassen Sie bitte mindestens Ihren Namen, Ihre E-Mail-Adresse oder Ihre Telefonnummer. Mit Ihrer Branche können wir die Antwort besser auf Sie zuschneiden.',
  cannotUnderstandMessage:
    'Diese Frage habe ich leider nicht verstanden. Bitte versuchen Sie es noch einmal, oder wählen Sie eine dieser Fragen:',
  transcriptSentMessage:
    'Vielen Dank! Ihre Fragen liegen unserem Beratungsteam vor; wir melden uns innerhalb eines Werktags bei Ihnen.',
  transcriptFailedMessage:
    'Ihr Gespräch ließ sich gerade nicht senden. Es bleibt sicher auf diesem Gerät gespeichert und wird automatisch nachgereicht.',
};

export const services: typeof en.services = [
  {
    title: 'Projektmanagement',
    slug: 'project-management',
    order: 1,
    image: 'project-management.png',
    summary:
      'Eine feste Projektleitung, die Ihr Projekt vom Kick-off bis zur Übergabe plant, steuert und darüber berichtet.',
    description:
      'Wir erstellen Projektplan, Budget und Risikoregister, geben dem Team seinen wöchentlichen Takt und berichten in klaren Worten über den Fortschritt. Unsere Projektleiter sind nach PRINCE2 und PMP zertifiziert und haben schon Projekte vom Büroumzug bis zur ERP-Einführung geleitet.\n\nSie erhalten jede Woche einen Statusbericht auf einer Seite – und eine Person, die für das Ergebnis geradesteht.',
  },
  {
    title: 'Schlüsselfertige Lösungen',
    slug: 'turnkey-solutions',
    order: 2,
    image: 'turnkey-solutions.png',
    summary: 'Komplette Büros, Systeme und Anlagen, einsatzbereit übergeben – zu einem Festpreis.',
    description:
      'Vom Ausbau eines neuen Büros bis zur Installation eines kompletten Netzwerks: Wir planen, beschaffen, bauen, testen und übergeben. Ergebnis und Preis vereinbaren Sie einmal mit uns; dazwischen koordinieren wir alle Lieferanten und Gewerke.\n\nJedes schlüsselfertige Projekt endet mit einer Schulung Ihrer Mitarbeitenden und einer Garantie von 12 Monaten.',
  },
  {
    title: 'Unternehmensberatung',
    slug: 'business-consulting',
    order: 3,
    image: 'business-consulting.png',
    summary:
      'Beratung zu Strategie, Prozessen und Organisation, die in einen Plan mündet, den Ihr Team selbst umsetzen kann.',
    description:
      'Wir helfen Inhabern und Führungsteams zu entscheiden, wo sie wachsen, was sie aufgeben und wie sie sich dafür aufstellen: mit Markt- und Kostenanalysen, neu gestalteten Prozessen und Veränderungsprogrammen.\n\nAm Ende unserer Beratung steht immer eine konkrete Roadmap mit Verantwortlichen, Terminen und Kennzahlen.',
  },
  {
    title: 'IT-Support',
    slug: 'it-support',
    order: 4,
    image: 'it-support.png',
    summary: 'Service Desk, Monitoring und IT-Sicherheit für Ihre Mitarbeitenden und Systeme – rund um die Uhr.',
    description:
      'Unser Service Desk meldet sich in weniger als einer Minute, unsere Techniker überwachen Ihre Server und Cloud-Dienste Tag und Nacht, und wir halten Ihre Geräte aktuell, gesichert und geschützt.\n\nAbgerechnet wird pro Nutzer und Monat, ohne lange Vertragsbindung.',
  },
  {
    title: 'Eventplanung',
    slug: 'event-planning',
    order: 5,
    image: 'event-planning.png',
    summary: 'Konferenzen, Produkteinführungen, Klausurtagungen und Feiern – geplant und umgesetzt aus einer Hand.',
    description:
      'Wir finden die Location, gestalten das Programm, betreuen Referenten, Catering, Veranstaltungstechnik und Gäste und leiten den Tag selbst. Veranstaltungen für 20 bis 2.000 Gäste, vor Ort, hybrid oder online.\n\nNach jeder Veranstaltung erhalten Sie einen Bericht mit Teilnehmerzahlen, Feedback und den Kosten im Vergleich zum Budget.',
  },
];

/**
 * The chatbot's FAQ in German. The chat matches what a visitor types as a part of a listed question
 * (any case), so the questions use the words a German visitor types ("kostet", "Branchen", "NDA") and
 * no quotation marks that typed text would not contain.
 */
export const faqGroups: typeof en.faqGroups = [
  {
    level: 1,
    title: 'Erste Schritte',
    entries: [
      {
        question: 'Welche Leistungen bietet Meridian Works an?',
        answer:
          'Fünf: Projektmanagement, schlüsselfertige Lösungen, Unternehmensberatung, IT-Support und Eventplanung. Sie können eine davon buchen oder mehrere kombinieren, mit einem einzigen Vertrag und einer festen Ansprechperson.',
      },
      {
        question: 'Wie beginnt die Zusammenarbeit mit Ihnen?',
        answer:
          'Vereinbaren Sie ein kostenloses 45-minütiges Gespräch. Innerhalb von fünf Werktagen erhalten Sie ein schriftliches Angebot mit Leistungsumfang, Zeitplan und Festpreis; nach Ihrer Zusage können wir innerhalb von zwei Wochen starten.',
      },
      {
        question: 'In welchen Branchen sind Sie tätig?',
        answer:
          'Vor allem mit Kanzleien und anderen wissensbasierten Dienstleistern, Industrie- und Handelsunternehmen, dem Gesundheitswesen und gemeinnützigen Organisationen, jeweils mit 10 bis 2.000 Beschäftigten. Unsere Methoden funktionieren in jeder Branche; fehlt uns einmal die Fachkenntnis, sagen wir Ihnen das offen.',
      },
      {
        question: 'Wo sind Ihre Standorte, und wo sind Sie tätig?',
        answer:
          'Unsere Büros sind in London und Manchester. Vor Ort arbeiten wir in ganz Großbritannien und Europa, aus der Ferne überall.',
      },
    ],
  },
  {
    level: 2,
    title: 'Projekte und schlüsselfertige Umsetzung',
    entries: [
      {
        question: 'Wie halten Sie Termine und Budget ein?',
        answer:
          'Mit einem mit Ihnen abgestimmten Basisplan, wöchentlichen Statusberichten, einem Risikoprotokoll, das wir jede Woche prüfen, und einem geregelten Änderungsverfahren: Ohne Ihre schriftliche Freigabe kommt nichts zum Umfang oder zum Preis hinzu.',
      },
      {
        question: 'Was bedeutet schlüsselfertig in der Praxis?',
        answer:
          'Sie vereinbaren mit uns das fertige Ergebnis und einen Festpreis. Wir planen, beschaffen, bauen, testen und übergeben und koordinieren dabei alle Lieferanten. Sie erhalten die Schlüssel, die Dokumentation und geschulte Mitarbeitende.',
      },
      {
        question: 'Können Sie ein laufendes Projekt übernehmen?',
        answer:
          'Ja. Wir beginnen mit einem zweiwöchigen Projekt-Check, sagen Ihnen offen, wo das Projekt steht, und schlagen einen Plan vor, um es wieder auf Kurs zu bringen, bevor wir übernehmen.',
      },
      {
        question: 'Mit welchen Projektmethoden arbeiten Sie?',
        answer:
          'Mit PRINCE2- und PMP-Praktiken für die Struktur, agil, wo sich die Anforderungen erst entwickeln, und bei den meisten Technologieprojekten mit einer Kombination aus beidem.',
      },
    ],
  },
  {
    level: 3,
    title: 'Beratung',
    entries: [
      {
        question: 'Wie läuft ein Beratungsprojekt ab?',
        answer:
          'In der Regel vier bis zwölf Wochen: Interviews und Datenanalyse, Optionen mit ihren Kosten und ihrem Nutzen und eine Roadmap mit Verantwortlichen, Terminen und Kennzahlen. Auf Wunsch begleiten wir Sie anschließend bei der Umsetzung.',
      },
      {
        question: 'Was kostet eine Beratung?',
        answer:
          'Klar umrissene Aufträge haben einen vorab vereinbarten Festpreis; offene Beratung rechnen wir nach Tagessatz ab. Die meisten ersten Aufträge kosten zwischen 8.000 und 40.000 Pfund Sterling.',
      },
      {
        question: 'Arbeiten Sie mit unserem internen Team zusammen?',
        answer:
          'Immer. Jede Beraterin und jeder Berater arbeitet mit jemandem aus Ihrem Haus zusammen, damit das Wissen in Ihrem Unternehmen bleibt, wenn wir gehen.',
      },
      {
        question: 'Unterzeichnen Sie eine Geheimhaltungsvereinbarung (NDA)?',
        answer:
          'Ja, auf Wunsch schon vor dem ersten ausführlichen Gespräch. Alle unsere Mitarbeitenden sind arbeitsvertraglich zur Verschwiegenheit verpflichtet.',
      },
    ],
  },
  {
    level: 4,
    title: 'IT-Support',
    entries: [
      {
        question: 'Wann ist Ihr IT-Support erreichbar?',
        answer:
          'Service Desk und Monitoring laufen rund um die Uhr, an 7 Tagen pro Woche. Techniker vor Ort sind montags bis freitags von 8:00 bis 18:00 Uhr im Einsatz, im Notfall jederzeit.',
      },
      {
        question: 'Wie schnell reagieren Sie auf ein IT-Problem?',
        answer:
          'Anrufe nehmen wir in weniger als einer Minute an. Bei kritischen Störungen arbeitet innerhalb von 15 Minuten ein Techniker an der Lösung, bei allem anderen innerhalb von 2 Arbeitsstunden.',
      },
      {
        question: 'Was kostet der IT-Support?',
        answer:
          'Pro Nutzer und Monat ab 35 Pfund Sterling, inklusive Service Desk, Geräteverwaltung, Updates, Datensicherung und Sicherheitsüberwachung. Projekte kalkulieren wir gesondert.',
      },
      {
        question: 'Kümmern Sie sich um IT-Sicherheit und Backups?',
        answer:
          'Ja: Virenschutz für alle Endgeräte, E-Mail-Filter, Anmeldung mit mehreren Faktoren, Updates, tägliche externe Backups mit getesteter Wiederherstellung und Unterstützung bei der Zertifizierung nach dem britischen Standard Cyber Essentials.',
      },
    ],
  },
  {
    level: 5,
    title: 'Veranstaltungen',
    entries: [
      {
        question: 'Welche Veranstaltungen planen Sie?',
        answer:
          'Konferenzen, Produkteinführungen, Klausurtagungen, Preisverleihungen, Messestände sowie hybride und Online-Veranstaltungen für 20 bis 2.000 Gäste.',
      },
      {
        question: 'Wie früh sollten wir eine Veranstaltung buchen?',
        answer:
          'Für Konferenzen und große Veranstaltungen drei bis sechs Monate im Voraus, für kleinere Treffen sechs bis acht Wochen. Fragen Sie uns trotzdem, wenn es kurzfristiger ist: Oft finden wir einen Weg.',
      },
      {
        question: 'Können Sie hybride und Online-Veranstaltungen durchführen?',
        answer:
          'Ja. Wir sorgen für Streaming, ein Produktionsteam, eine moderierte Online-Teilnahme und Aufzeichnungen, sodass Gäste aus der Ferne dasselbe erleben wie die im Saal.',
      },
      {
        question: 'Wie gehen Sie mit unserem Eventbudget um?',
        answer:
          'Wir richten die Planung an Ihrem Budget aus, legen jede Kostenposition offen und berichten bis zur Schlussrechnung jede Woche über die Ausgaben im Vergleich zum Budget.',
      },
    ],
  },
];

export { privacyPage, privacyPageWithCrm } from './privacy.de';
