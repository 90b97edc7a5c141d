/** The interface strings in German, in the shape of the English source (./en.ts): a key missing or
 * misspelt here is a type error. Sie-form throughout, as a firm addresses its clients. */
import type { Messages } from './en';

export const de: Messages = {
  shell: {
    skipLink: 'Zum Inhalt springen',
    menu: 'Menü',
    mainNav: 'Hauptnavigation',
    brandHome: '{{siteName}}, zur Startseite',
    darkMode: 'Dunkler Modus',
  },
  nav: {
    home: 'Start',
    about: 'Über uns',
    services: 'Leistungen',
    contact: 'Kontakt',
  },
  footer: {
    nav: 'Fußzeile',
    pages: 'Seiten',
    followUs: 'Folgen Sie uns',
    newTab: ' (öffnet in einem neuen Tab)',
    legal: 'Datenschutz',
    privacyNotice: 'Datenschutzerklärung',
    cookieSettings: 'Cookie-Einstellungen',
  },
  forms: {
    required: ' (Pflichtfeld)',
    errorPrefix: 'Fehler: ',
    sending: 'Wird gesendet…',
    tryAgain: 'Erneut versuchen',
    privacyBefore: 'Wie wir Ihre Angaben verwenden: ',
    privacyLink: 'Datenschutzerklärung',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    company: 'Unternehmen',
    contact: {
      submit: 'Nachricht senden',
      sent: 'Vielen Dank! Ihre Nachricht ist bei uns eingegangen, wir melden uns in Kürze.',
      service: 'Leistung',
      noService: 'Keine bestimmte Leistung',
      message: 'Nachricht',
    },
    event: {
      submit: 'Anfrage senden',
      sent: 'Vielen Dank! Ihre Veranstaltungsanfrage ist bei uns eingegangen, wir melden uns bei Ihnen.',
      eventType: 'Art der Veranstaltung',
      chooseType: 'Bitte wählen Sie eine Veranstaltungsart',
      date: 'Datum',
      guests: 'Anzahl der Gäste',
      location: 'Ort',
      locationHint: 'Stadt oder Veranstaltungsort, falls bekannt.',
      message: 'Was sollten wir sonst noch wissen?',
      types: {
        conference: 'Konferenz',
        productLaunch: 'Produkteinführung',
        offsite: 'Mitarbeiter-Offsite',
        awards: 'Preisverleihung',
        tradeShow: 'Messe',
        other: 'Sonstiges',
      },
    },
    newsletter: {
      submit: 'Abonnieren',
      checkInbox:
        'Fast geschafft: Bitte sehen Sie in Ihrem Posteingang nach und bestätigen Sie über den Link, den wir Ihnen gesendet haben. Ist die Adresse bereits angemeldet, ändert sich nichts.',
    },
  },
  submit: {
    sent: 'Vielen Dank! Ihre Nachricht ist bei uns eingegangen.',
    invalid: 'Bitte korrigieren Sie die markierten Felder.',
    rateLimited: 'Zu viele Versuche. Bitte versuchen Sie es in {{wait}} erneut.',
    network:
      'Wir konnten unseren Server nicht erreichen. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    server: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
    unexpected: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    transcriptRejected:
      'Wir konnten dieses Gespräch nicht speichern. Ihre Angaben und Fragen bleiben auf diesem Gerät erhalten, aber bitte schreiben Sie uns zusätzlich über die Kontaktseite.',
    second: '1 Sekunde',
    seconds: '{{count}} Sekunden',
    minute: '1 Minute',
    minutes: '{{count}} Minuten',
  },
  rules: {
    required: 'Bitte füllen Sie dieses Feld aus.',
    tooShort: 'Bitte geben Sie mindestens {{count}} Zeichen ein.',
    tooLong: 'Bitte bleiben Sie unter {{count}} Zeichen.',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, etwa name@beispiel.de.',
    phone: 'Bitte geben Sie eine Telefonnummer nur mit Ziffern, Leerzeichen, +, -, ( und ) ein.',
    date: 'Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT ein.',
    pastDate: 'Bitte wählen Sie ein Datum ab heute.',
    positiveInteger: 'Bitte geben Sie eine ganze Zahl ab 1 ein.',
    tooLarge: 'Bitte geben Sie eine Zahl bis höchstens {{count}} ein.',
    text: 'Bitte geben Sie hier Text ein.',
    stringList: 'Muss eine Liste von Texten sein.',
    chatContact: 'Bitte geben Sie mindestens Ihren Namen, Ihre Telefonnummer oder Ihre E-Mail-Adresse an.',
    service: 'Bitte wählen Sie eine unserer Leistungen.',
    idempotencyKey: 'Muss aus 8 bis 64 Buchstaben, Ziffern, - oder _ bestehen.',
  },
  chat: {
    close: 'Chat schließen',
    conversation: 'Gesprächsverlauf',
    typing: 'Schreibt…',
    you: 'Sie: ',
    yourQuestion: 'Ihre Frage',
    placeholder: 'Stellen Sie eine Frage',
    placeholderWithCommands: 'Frage eingeben, „Zurück“ oder „Ende“',
    send: 'Senden',
    back: 'Zurück',
    end: 'Ende',
    backWord: 'zurück',
    endWord: 'ende',
    industry: 'Branche',
    start: 'Chat starten',
    sent: 'Vielen Dank, Ihr Gesprächsverlauf ist bei uns angekommen.',
    failed: 'Wir konnten Ihren Gesprächsverlauf noch nicht senden; wir versuchen es erneut.',
  },
  newsletter: {
    confirm: {
      title: 'Anmeldung bestätigen',
      intro:
        'Klicken Sie auf die Schaltfläche, um unseren Newsletter an die Adresse zu erhalten, an die dieser Link ging.',
      button: 'Anmeldung bestätigen',
      busy: 'Ihre Anmeldung wird bestätigt…',
      done: 'Vielen Dank: Ihre Anmeldung ist bestätigt.',
      doneDetail: 'Jeder Newsletter enthält einen Link, mit dem Sie sich jederzeit mit einem Klick abmelden können.',
    },
    unsubscribe: {
      title: 'Vom Newsletter abmelden',
      intro:
        'Klicken Sie auf die Schaltfläche, um unseren Newsletter an die Adresse, an die dieser Link ging, nicht mehr zu erhalten.',
      button: 'Abmelden',
      busy: 'Sie werden abgemeldet…',
      done: 'Sie sind abgemeldet.',
      doneDetail:
        'Sie erhalten keine Newsletter mehr von uns. Über die Fußzeile können Sie sich jederzeit wieder anmelden.',
    },
    tryAgain: 'Erneut versuchen',
    home: 'Zur Startseite',
    link: {
      missing:
        'Diese Seite braucht den Link aus unserer E-Mail. Bitte öffnen Sie den vollständigen Link aus der E-Mail.',
      refused: 'Dieser Link ist ungültig, oder das Abonnement besteht nicht mehr.',
      network:
        'Wir konnten unseren Server nicht erreichen. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      rateLimited:
        'Zu viele Versuche aus Ihrem Netzwerk. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
      server: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.',
    },
  },
  notFound: {
    title: 'Diese Seite gibt es nicht',
    subtitle: 'Vielleicht ist der Link veraltet oder die Adresse vertippt.',
    home: 'Zur Startseite',
  },
};
