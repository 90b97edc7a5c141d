/**
 * The insights' seed in German (./insights.ts translated): the same entries by the same keys, the
 * shared values (pictures, dates, names, keys) equal, every word a reader reads translated, and each
 * article and category with its own German slug (checked by insights.de.test.ts).
 */
import { section } from './content';
import type { SeedArticle, SeedAuthor, SeedCategory } from './insights';

export const authors: SeedAuthor[] = [
  {
    key: 'clara',
    name: 'Clara Whitfield',
    role: 'Leiterin Projektumsetzung',
    photo: 'author-clara.png',
    bio: 'Clara leitet seit fünfzehn Jahren Programme für Händler, gemeinnützige Organisationen und Kanzleien. Sie führt unsere Teams für Projektmanagement und schlüsselfertige Lösungen.',
  },
  {
    key: 'james',
    name: 'James Okafor',
    role: 'Leiter IT-Services',
    photo: 'author-james.png',
    bio: 'James betreut Netzwerke, Geräte und Helpdesks in den Büros unserer Kunden und plant die Technik für ihre Veranstaltungen.',
  },
];

export const categories: SeedCategory[] = [
  {
    key: 'delivery',
    name: 'Projektumsetzung',
    slug: 'projektumsetzung',
    description: 'Projekte planen, steuern und übergeben: was wir dabei gelernt haben.',
  },
  {
    key: 'technology',
    name: 'Technologie',
    slug: 'technologie',
    description: 'IT-Support, Büroumzüge und die Systeme, auf die ein wachsendes Unternehmen angewiesen ist.',
  },
  {
    key: 'events',
    name: 'Veranstaltungen',
    slug: 'veranstaltungen',
    description: 'Konferenzen, Produktvorstellungen und Kundenabende, vom ersten Budget bis zum letzten Gast.',
  },
];

export const articles: SeedArticle[] = [
  {
    key: 'week-three',
    title: 'Warum Projekte in der dritten Woche ins Rutschen geraten und wie man das verhindert',
    slug: 'warum-projekte-in-woche-drei-ins-rutschen-geraten',
    summary:
      'Die meisten verspäteten Projekte geraten nicht am Ende in Verzug, sondern schon im ersten Monat. Drei Gewohnheiten, die einen Plan von Anfang an ehrlich halten.',
    cover: 'project-management.png',
    author: 'clara',
    category: 'delivery',
    tags: 'Planung, Risiko, Steuerung',
    date: '2026-11-18',
    body: [
      section(
        'Die ruhigen Wochen',
        'Ein Projekt kündigt selten an, dass es in Schwierigkeiten ist. Der Auftakt läuft gut, alle sind mit dem Plan einverstanden, und zwei Wochen lang steht der Statusbericht auf Grün. Dann, in der dritten Woche, kommt die erste Zulieferung zu spät, eine Entscheidung wartet auf eine verschobene Besprechung, und niemand passt den Plan an, weil es ja nur um ein paar Tage geht.',
        'Mit diesen paar Tagen beginnen die meisten Verspätungen. Wenn ein Verzug groß genug ist, um ihn zu melden, hat er sich meist schon einen Monat lang aufgebaut, und die Möglichkeiten, ihn aufzuholen, sind weniger und teurer geworden.',
      ),
      section(
        'Drei Gewohnheiten, die helfen',
        'Erstens: Planen Sie die ersten sechs Wochen in Tagen, nicht in Wochen. Eine Aufgabe von vierzehn Tagen verbirgt einen verspäteten Start, eine von zwei Tagen nicht. Zweitens: Benennen Sie für jede Entscheidung, von der der Plan abhängt, eine verantwortliche Person und ein Datum, bis zu dem sie entscheidet. Eine Entscheidung ohne Verantwortliche ist eine Verzögerung mit Ansage. Drittens: Berichten Sie die Prognose, nicht den Status. „Wir schließen das Design am 14. ab, zwei Tage nach Plan“ sagt einem Auftraggeber weit mehr als eine grüne Ampel.',
        'Dafür braucht es keine neue Software. Eine gemeinsame Tabelle mit Terminen, Verantwortlichen und einer Spalte für die Prognose genügt für die meisten Projekte unter einem Jahr.',
      ),
      {
        __component: 'blocks.quote',
        quote: 'Der günstigste Tag, ein Projekt zu retten, ist der erste Tag, an dem es in Verzug gerät.',
        author: 'Clara Whitfield',
        role: 'Leiterin Projektumsetzung',
      },
      section(
        'Wann Sie Hilfe holen sollten',
        'Hat sich die Prognose drei Wochen hintereinander verschoben, ist der Plan kein Plan mehr. Dann ist es Zeit, innezuhalten, mit den Beteiligten neu zu planen und die neuen Termine mit dem Auftraggeber abzustimmen, statt auf eine bessere nächste Woche zu hoffen.',
      ),
    ],
    seo: {
      metaTitle: 'Warum Projekte in der dritten Woche ins Rutschen geraten',
      metaDescription:
        'Die meisten Projekte geraten im ersten Monat in Verzug. Drei Gewohnheiten, die einen Projektplan von Anfang an ehrlich halten.',
    },
  },
  {
    key: 'turnkey-handover',
    title: 'Schlüsselfertige Umsetzung: was Sie abgeben und was Sie behalten',
    slug: 'schluesselfertige-umsetzung-was-sie-abgeben',
    summary:
      'Ein ganzes Projekt in die Hände eines Partners zu legen, spart Zeit und Besprechungen, aber nur, wenn Sie die wenigen Entscheidungen behalten, die Ihre bleiben müssen.',
    cover: 'turnkey-solutions.png',
    author: 'clara',
    category: 'delivery',
    tags: 'schlüsselfertig, Dienstleister, Verträge',
    date: '2026-10-07',
    body: [
      section(
        'Ein Vertrag, ein Ansprechpartner',
        'Bei einem schlüsselfertigen Projekt liegen Entwurf, Dienstleister, Einbau und Übergabe in einer Hand. Für ein neues Büro, einen Showroom oder einen Innenausbau heißt das: ein Vertrag, ein Plan und eine Person, die Sie anrufen, statt eines Dutzends Gewerke, die Sie selbst koordinieren.',
        'Die Ersparnis ist spürbar: Unsere Kunden verbringen bei einem schlüsselfertigen Projekt meist ein paar Stunden pro Woche damit, gegenüber zwei bis drei Tagen, wenn sie die Gewerke selbst steuern.',
      ),
      section(
        'Was Ihres bleibt',
        'Drei Dinge sollten Sie nie abgeben: die Obergrenze des Budgets, den Termin, der sich nicht verschieben lässt, und die Abnahme dessen, was „fertig“ bedeutet. Halten Sie sie schriftlich fest, bevor die Arbeit beginnt. Ein guter Partner begrüßt das, denn an diesen dreien wird jede andere Entscheidung gemessen.',
        'Alles andere, von der Auswahl der Handwerker bis zur Reihenfolge der Arbeiten, liegt besser bei dem Team, das so etwas jede Woche tut, solange es an diesen drei Punkten Bericht erstattet.',
      ),
      section(
        'Eine Übergabe, die funktioniert',
        'Verlangen Sie die Übergabeunterlagen zu Beginn, nicht am Ende: die Garantien, die Handbücher, die Liste, wen Sie wofür anrufen. Ein Projekt, das seine Übergabe von der ersten Woche an plant, endet mit Räumen, die am Montag nutzbar sind, nicht mit einer Mängelliste.',
      ),
    ],
    seo: {
      metaTitle: 'Schlüsselfertige Umsetzung: was Sie abgeben',
      metaDescription:
        'Ein schlüsselfertiges Projekt spart Zeit, wenn Sie drei Entscheidungen behalten: Budgetgrenze, festen Termin und Abnahme.',
    },
  },
  {
    key: 'one-page-plan',
    title: 'Ein Projektplan auf einer Seite, den Ihr Vorstand liest',
    slug: 'ein-projektplan-auf-einer-seite',
    summary:
      'Vorstände lesen keine Pläne von vierzig Seiten. Was auf die eine Seite gehört, die sie lesen, und was in den Anhang kann.',
    cover: 'business-consulting.png',
    author: 'clara',
    category: 'delivery',
    tags: 'Planung, Berichtswesen, Vorstand',
    date: '2026-08-12',
    body: [
      section(
        'Beginnen Sie mit der Frage des Vorstands',
        'Ein Vorstand will drei Dinge über ein Projekt wissen: Liefert es, was wir vereinbart haben, bis wann und zu welchen Kosten? Ein Plan, der diese Fragen auf der ersten Seite beantwortet, wird gelesen; einer, der mit der Methodik beginnt, nicht.',
      ),
      section(
        'Was auf die Seite gehört',
        'Das Ergebnis in einem Satz. Fünf bis sieben Meilensteine mit Terminen. Das Budget, ausgegeben und prognostiziert. Die drei größten Risiken, jedes mit seiner verantwortlichen Person und dem, was dagegen getan wird. Und die Entscheidungen, die der Vorstand treffen muss, mit dem Datum, bis zu dem sie gebraucht werden.',
        'Das ist alles. Der detaillierte Zeitplan, die Ressourcenplanung und das Risikoregister bleiben im Anhang, für die Menschen, die das Projekt steuern.',
      ),
      section(
        'Bleiben Sie bei derselben Seite',
        'Verwenden Sie jeden Monat dasselbe Layout, damit ein Vorstandsmitglied auf einen Blick sieht, was sich bewegt hat. Ein geänderter Meilensteintermin neben dem ursprünglichen sagt mehr als ein Absatz Erklärung.',
      ),
    ],
    seo: {
      metaTitle: 'Ein Projektplan auf einer Seite, den Ihr Vorstand liest',
      metaDescription:
        'Was auf die eine Seite eines Projektplans gehört: Ergebnis, Meilensteine, Budget, Risiken und anstehende Entscheidungen.',
    },
  },
  {
    key: 'office-it',
    title: 'IT-Support für ein Büro mit zwanzig Personen: woran Sie guten Service erkennen',
    slug: 'it-support-fuer-ein-kleines-buero',
    summary:
      'Wie schnell ein Problem behoben sein sollte, was nie ausfallen darf und welche Fragen Sie vor der Unterschrift unter einen IT-Supportvertrag stellen sollten.',
    cover: 'it-support.png',
    author: 'james',
    category: 'technology',
    tags: 'IT-Support, Sicherheit, Helpdesk',
    date: '2026-11-04',
    body: [
      section(
        'Die drei Zahlen, auf die es ankommt',
        'Für ein Büro mit zwanzig Personen misst sich guter IT-Support an drei Zahlen: wie schnell jemand antwortet (in der Arbeitszeit unter fünfzehn Minuten), wie schnell jemand, der nicht weiterarbeiten kann, wieder arbeitet (unter vier Stunden), und wie oft dasselbe Problem wiederkehrt (selten).',
        'Fragen Sie jeden Anbieter nach diesen Zahlen bei seinen aktuellen Kunden. Wer sie nicht nennen kann, misst sie nicht.',
      ),
      section(
        'Was nie ausfallen darf',
        'Datensicherung, E-Mail und die Internetverbindung. Jedes davon braucht einen zweiten Weg: eine Sicherung, die jeden Monat geprüft und nicht nur angelegt wird; E-Mail mit überprüften Sicherheitseinstellungen; und eine zweite Verbindung, notfalls über Mobilfunk, die übernimmt, wenn die Hauptleitung ausfällt.',
      ),
      section(
        'Bevor Sie unterschreiben',
        'Fragen Sie, mit wem Sie sprechen werden, wo diese Menschen sitzen und was außerhalb der Bürozeiten geschieht. Lassen Sie sich auflisten, was inbegriffen ist und was nach Stunden abgerechnet wird. Und fragen Sie, wie Sie wieder aussteigen: Ein guter Vertrag regelt, wer Ihre Passwörter verwahrt und wie sie zurückgegeben werden.',
      ),
    ],
    seo: {
      metaTitle: 'IT-Support für ein kleines Büro: woran Sie ihn erkennen',
      metaDescription:
        'Reaktionszeiten, was nie ausfallen darf und welche Fragen Sie vor einem IT-Supportvertrag für ein kleines Büro stellen.',
    },
  },
  {
    key: 'office-move',
    title: 'Ein Büroumzug ohne einen verlorenen Arbeitstag',
    slug: 'bueroumzug-ohne-verlorenen-arbeitstag',
    summary:
      'Ein Büroumzug ist ein Technikprojekt mit Möbeln. Ein Plan für das Wochenende, nach dem am Montagmorgen alle arbeiten können.',
    cover: 'turnkey-solutions.png',
    author: 'james',
    category: 'technology',
    tags: 'Büroumzug, Netzwerke, Planung',
    date: '2026-06-23',
    body: [
      section(
        'Zuerst die Leitung bestellen',
        'Das Einzige, das sich nicht beschleunigen lässt, ist der Internetanschluss: Eine neue Geschäftsleitung in London kann sechzig Arbeitstage dauern. Bestellen Sie sie, sobald der Mietvertrag unterschrieben ist, und planen Sie eine Übergangslösung, falls sie sich verspätet.',
      ),
      section(
        'Der Plan für das Wochenende',
        'Am Freitagnachmittag wird jeder Schreibtisch beschriftet und jeder Rechner mit seinen Kabeln verpackt. Am Samstag werden Netzwerk und Drucker im neuen Büro eingerichtet und getestet. Am Sonntag werden die Rechner an ihren beschrifteten Plätzen aufgebaut und einzeln geprüft: Er startet, er verbindet sich, er druckt.',
        'Am Montagmorgen steht in den ersten zwei Stunden jemand aus dem IT-Team an der Tür. Die meisten Probleme eines ersten Morgens sind in einer Minute behoben, wenn jemand da ist, der sie behebt.',
      ),
      {
        __component: 'blocks.quote',
        quote: 'An einen gelungenen Umzug erinnert sich niemand. An den Montag ohne E-Mail erinnern sich alle.',
        author: 'James Okafor',
        role: 'Leiter IT-Services',
      },
    ],
    seo: {
      metaTitle: 'Ein Büroumzug ohne einen verlorenen Arbeitstag',
      metaDescription:
        'Ein Wochenendplan für den Büroumzug: Leitung früh bestellt, Plätze beschriftet, Systeme getestet, Hilfe am Montag vor Ort.',
    },
  },
  {
    key: 'event-timeline',
    title: 'Eine Kundenveranstaltung in London planen: der Zeitplan über zwölf Wochen',
    slug: 'eine-kundenveranstaltung-in-london-planen',
    summary:
      'Vom Budget bis zur Dankesmail: was in jeder der zwölf Wochen vor einer Kundenveranstaltung zu tun ist und was Sie zuerst buchen sollten.',
    cover: 'event-planning.png',
    author: 'james',
    category: 'events',
    tags: 'Veranstaltungen, Locations, Zeitpläne',
    date: '2026-09-15',
    body: [
      section(
        'Zwölf bis acht Wochen vorher: die Location',
        'Gute Locations in London für achtzig bis zweihundert Gäste sind drei Monate im Voraus ausgebucht, vor Weihnachten noch früher. Legen Sie zuerst Budget, Datum und Gästezahl fest, wählen Sie dann drei Locations aus und besichtigen Sie sie zu der Tageszeit, zu der Ihre Veranstaltung stattfindet.',
      ),
      section(
        'Acht bis vier Wochen vorher: die Einladungen',
        'Verschicken Sie acht Wochen vorher eine Vorankündigung und sechs Wochen vorher die Einladung, mit einer einfachen Möglichkeit zu antworten. Buchen Sie jetzt Catering, Veranstaltungstechnik und Redner und lassen Sie sich jede Buchung schriftlich bestätigen.',
      ),
      section(
        'Die letzten vier Wochen',
        'Fragen Sie zwei Wochen vorher nach fehlenden Antworten, bestätigen Sie dem Caterer eine Woche vorher die endgültige Zahl und gehen Sie den Abend Minute für Minute mit allen Beteiligten durch. Am Tag selbst hält eine Person den Ablaufplan in der Hand und trifft die Entscheidungen.',
        'Schicken Sie die Dankesmail am nächsten Morgen, solange der Abend Ihren Gästen noch frisch in Erinnerung ist.',
      ),
    ],
    seo: {
      metaTitle: 'Eine Kundenveranstaltung in London planen: 12 Wochen',
      metaDescription:
        'Was in jeder der zwölf Wochen vor einer Kundenveranstaltung in London zu tun ist: Location, Einladungen, Catering, der Tag.',
    },
  },
];
