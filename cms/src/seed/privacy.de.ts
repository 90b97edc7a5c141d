/**
 * The German privacy notice (Datenschutzerklärung, locale `de`): ./privacy.ts translated, fact for
 * fact: the same purposes, legal bases, recipients, retention periods and cookies, in the same blocks
 * (a change to the English notice belongs here too; ./content.de.test.ts checks both have the same
 * structure). The retention figures come from RETENTION_DEFAULTS, as in the English notice.
 */
import {
  ANALYTICS_CONTAINER_COOKIE_PREFIX,
  ANALYTICS_COOKIE,
  CHAT_OUTBOX_KEY,
  CHAT_STATE_KEY,
  CONSENT_COOKIE,
  DARK_MODE_COOKIE,
  FORM_DRAFT_KEY_PREFIX,
  GATSBY_RELOAD_KEY,
  GATSBY_SCROLL_KEY_PREFIX,
  INTRO_SEEN_COOKIE,
  PREVIEW_COOKIE,
} from '../contracts/browser-storage';
import { LANGUAGE_COOKIE } from '../contracts/locales';
import { RETENTION_DEFAULTS } from '../contracts/retention';
import type * as en from './privacy';
import { bold, code, codePrefix, heading, link, list, mail, paragraph, withCrmRecipient, type Block } from './privacy';

/** A number of days as the sentence needs it: "30 Tage" (nominative, accusative) or "30 Tagen" (dative). */
const tage = (count: number) => `${count} ${count === 1 ? 'Tag' : 'Tage'}`;
const tagen = (count: number) => `${count} ${count === 1 ? 'Tag' : 'Tagen'}`;
const R = RETENTION_DEFAULTS;
const EMPFAENGER = 'Wer Ihre Daten erhält';

/** The retention list's items start with these labels (the tests find each figure by its label). */
export const RETENTION_LABELS = {
  leadDays: 'Kontaktanfragen, Veranstaltungsanfragen und Chatgespräche:',
  sentEmailDays: 'Die E-Mails, mit denen wir sie an unsere Mitarbeitenden weiterleiten:',
  pendingSubscriptionDays: 'Nie bestätigte Newsletter-Anmeldungen:',
  unsubscribedDays: 'Newsletter-Adressen nach Ihrer Abmeldung:',
  unansweredQuestionDays: 'Fragen, die der Chat nicht beantworten konnte:',
  browserTranscriptDays: 'Ein noch nicht gesendetes Chatgespräch:',
  countDays: 'Die Zählungen der Seitenaufrufe, Besuche und was daraus wurde:',
} as const satisfies Record<keyof typeof en.RETENTION_LABELS, string>;

/** The legal basis of answering a request, in the words of Article 6(1)(b) of the GDPR's German text. */
const PRE_CONTRACT = ' die Durchführung vorvertraglicher Maßnahmen, die auf Ihre Anfrage erfolgen';

const body: Block[] = [
  paragraph(
    'Verantwortlich für die personenbezogenen Daten, die diese Website erhebt, ist Meridian Works, 14 Harbour Street, Suite 3, London EC2A 4NE, Vereinigtes Königreich. Sie erreichen uns dazu unter ',
    mail(),
    '.',
  ),
  paragraph(
    'Wir erheben nur, was Sie uns selbst senden, verwenden es ausschließlich, um Ihnen zu antworten und den von Ihnen bestellten Newsletter zu versenden, verkaufen es nie und speichern es nicht länger als unten angegeben.',
  ),

  heading('Welche Daten wir erheben und warum'),
  heading('Kontaktformular', 3),
  paragraph(
    'Ihr Name, Ihre E-Mail-Adresse, optional Ihre Telefonnummer und Ihr Unternehmen, die Leistung, für die Sie sich interessieren, Ihre Nachricht und die Sprache der Seite, die Sie verwendet haben. Wir verwenden diese Angaben, um Ihre Anfrage zu beantworten und auf Wunsch ein Angebot vorzubereiten. ',
    bold('Rechtsgrundlage:'),
    `${PRE_CONTRACT} (Art. 6 Abs. 1 lit. b UK GDPR bzw. DSGVO).`,
  ),
  heading('Formular für Veranstaltungsanfragen', 3),
  paragraph(
    'Ihr Name, Ihre E-Mail-Adresse, optional Ihre Telefonnummer und Ihr Unternehmen, die Art der Veranstaltung, ihr Datum, die Zahl der Gäste sowie optional Ort und Nachricht, außerdem die Sprache der Seite, die Sie verwendet haben. Wir verwenden diese Angaben, um Ihnen mit Ideen, einem Budget und freien Terminen zu antworten. ',
    bold('Rechtsgrundlage:'),
    `${PRE_CONTRACT} (Art. 6 Abs. 1 lit. b DSGVO).`,
  ),
  heading('Newsletter', 3),
  paragraph(
    'Ihre E-Mail-Adresse, die Sprache der Seite, auf der Sie sich angemeldet haben (in ihr schreiben wir Ihnen), und, falls Sie ihn angeben, Ihr Name. Zuerst senden wir Ihnen eine E-Mail mit der Bitte um Bestätigung; nur eine bestätigte Adresse erhält den Newsletter, und wir speichern, wann Sie bestätigt haben und welchem Wortlaut Sie zugestimmt haben. Jeder Newsletter enthält einen Link, mit dem Sie sich mit einem Klick abmelden können. ',
    bold('Rechtsgrundlage:'),
    ' Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit widerrufen können, indem Sie sich abmelden.',
  ),
  heading('Chat', 3),
  paragraph(
    'Der Chat-Assistent beantwortet häufige Fragen aus einer festen Liste; er ist kein Mensch. Wenn Sie ein Gespräch beenden, sendet er uns, was Sie in sein Kontaktformular eingegeben haben (Name, E-Mail-Adresse, Telefonnummer und Branche, soweit angegeben), die Sprache und die Fragen, die Sie gewählt haben, damit sich jemand aus unserem Beratungsteam bei Ihnen melden kann. ',
    bold('Rechtsgrundlage:'),
    `${PRE_CONTRACT} (Art. 6 Abs. 1 lit. b DSGVO).`,
  ),
  paragraph(
    'Tippen Sie eine Frage ein, die er nicht beantworten kann, sendet er uns diese Frage sofort und für sich allein, damit wir seine Antworten verbessern können: in Kleinbuchstaben, ohne darin enthaltene E-Mail-Adressen und Telefonnummern (Ihr Browser entfernt sie vor dem Senden), mit der Sprache der Seite und sonst nichts: weder Ihren Namen oder Ihre Kontaktdaten noch den Rest des Gesprächs noch die Uhrzeit (wir zählen nur, wie oft eine Frage an einem Tag gestellt wird). Wir können nicht erkennen, wer sie gestellt hat. ',
    bold('Rechtsgrundlage:'),
    ' unser berechtigtes Interesse, die Fragen unserer Besucherinnen und Besucher zu beantworten (Art. 6 Abs. 1 lit. f DSGVO).',
  ),
  heading('Technische Daten', 3),
  paragraph(
    'Wie bei jeder Website erhalten unsere Server mit jedem Aufruf Ihre IP-Adresse. Wir verwenden sie nur, um Missbrauch der Formulare zu verhindern (indem wir begrenzen, wie viele Nachrichten von einer Adresse in kurzer Zeit gesendet werden können); sie wird nicht zusammen mit dem gespeichert, was Sie uns senden. ',
    bold('Rechtsgrundlage:'),
    ' unser berechtigtes Interesse an einer sicheren Website (Art. 6 Abs. 1 lit. f DSGVO).',
  ),
  heading('Woher Ihr Besuch kam', 3),
  paragraph(
    'Wenn Sie ein Formular absenden, den Newsletter bestellen oder ein Chatgespräch senden, speichern wir dazu die Seite, auf der Ihr Besuch begann, die Website, über deren Link Sie zu uns kamen (nur ihren Namen, etwa www.linkedin.com), und die Kampagnenangaben in diesem ersten Link (utm_source, utm_medium, utm_campaign, utm_term und utm_content), sofern er welche enthielt. Ihr Browser hält diese Angaben nur, solange Sie auf der Website sind; wir schreiben dafür nichts in Cookies oder den Speicher Ihres Browsers, daher ist keine Einwilligung nötig. Wir nutzen sie, um zu erkennen, welche Seiten und Kampagnen Anfragen bringen, und speichern und löschen sie zusammen mit dem, was Sie uns gesendet haben. ',
    bold('Rechtsgrundlage:'),
    ' unser berechtigtes Interesse daran zu wissen, was unser Marketing wirksam macht (Art. 6 Abs. 1 lit. f DSGVO).',
  ),
  heading('Zählung der Besuche', 3),
  paragraph(
    'Wir zählen pro Tag, wie oft jede Seite aufgerufen wird, wie viele Besuche auf jeder Seite beginnen und woher sie kamen (der Name der Website, über deren Link Sie zu uns kamen, oder die Kampagnenangaben utm_source und utm_campaign dieses ersten Links), und wie viele davon zu einem gesendeten Formular, einem geöffneten Chat, einem gesendeten Chatgespräch oder einer bestätigten Newsletter-Anmeldung führen. Sobald eine Seite geladen ist, teilt Ihr Browser unserem Server mit, welche Seite es ist (und auf der ersten Seite eines Besuchs, woher der Besuch kam); der Server zählt die Zahlen dieses Tages um eins hoch und speichert sonst nichts. Es wird kein Cookie gesetzt, nichts im Speicher Ihres Browsers abgelegt oder daraus gelesen und keine Kennung gebildet; Ihre IP-Adresse dient nur der oben beschriebenen Begrenzung und wird nie mit den Zahlen gespeichert. Besuche automatisierter Programme werden nicht gezählt. Die Zahlen lassen nicht erkennen, wer Sie sind, daher ist keine Einwilligung nötig. ',
    bold('Rechtsgrundlage:'),
    ' unser berechtigtes Interesse daran zu wissen, welche Seiten und Kampagnen wirken (Art. 6 Abs. 1 lit. f DSGVO).',
  ),

  heading(EMPFAENGER),
  list(
    [
      bold('Unsere Mitarbeitenden:'),
      ' Jede Anfrage und jedes Chatgespräch geht über unseren E-Mail-Anbieter per E-Mail an die Beraterinnen und Berater, die sie beantworten, und wird in unserem Content-Management-System gespeichert.',
    ],
    [
      bold('Unser Hosting-Anbieter:'),
      ' Die Website und ihr Content-Management-System laufen auf Servern, die wir mieten; der Anbieter speichert die Daten für uns und darf sie für nichts anderes verwenden.',
    ],
    [
      bold('Google:'),
      ' Nur wenn Sie Statistik-Cookies zulassen (siehe unten), erhält Google Analytics Ihre IP-Adresse und die Seiten, die Sie aufrufen. Google verarbeitet diese Daten möglicherweise in den USA.',
    ],
  ),
  paragraph('Sonst erhält niemand Ihre Daten, es sei denn, wir sind gesetzlich verpflichtet, sie herauszugeben.'),

  heading('Wie lange wir Ihre Daten speichern'),
  list(
    [
      bold(RETENTION_LABELS.leadDays),
      ` Wir löschen sie ${tage(R.leadDays)} nach ihrem Eingang, zusammen mit allen E-Mails dazu, die noch auf den Versand warten.`,
    ],
    [
      bold(RETENTION_LABELS.sentEmailDays),
      ` Sind sie versendet, entfernen wir ihren Betreff und ihre Empfänger nach ${tagen(R.sentEmailDays)} aus unserem System.`,
    ],
    [
      bold(RETENTION_LABELS.pendingSubscriptionDays),
      ` Wir löschen sie nach ${tagen(R.pendingSubscriptionDays)}; dann läuft auch der Bestätigungslink ab. Eine bestätigte Anmeldung speichern wir, bis Sie sich abmelden.`,
    ],
    [
      bold(RETENTION_LABELS.unsubscribedDays),
      ` Sie erhalten den Newsletter ab sofort nicht mehr, und wir löschen Ihre Adresse ${tage(R.unsubscribedDays)} später (so lange brauchen wir, um sie aus dem Dienst zu entfernen, über den wir den Newsletter versenden).`,
    ],
    [
      bold(RETENTION_LABELS.unansweredQuestionDays),
      ` Wir bewahren sie ohne Angaben, die Sie erkennbar machen, ${tage(R.unansweredQuestionDays)} ab dem Tag auf, an dem sie gestellt wurden.`,
    ],
    [
      bold(RETENTION_LABELS.browserTranscriptDays),
      ` Erreicht der Chat uns nicht (etwa weil Sie offline sind), bewahrt er Ihr Gespräch in Ihrem eigenen Browser auf und versucht es bei Ihrem nächsten Besuch erneut, höchstens ${tage(R.browserTranscriptDays)} lang. Sobald es bei uns angekommen ist, wird es aus Ihrem Browser entfernt.`,
    ],
    [
      bold(RETENTION_LABELS.countDays),
      ` Zahlen pro Tag, die niemanden nennen; wir löschen sie nach ${tagen(R.countDays)} (etwa zwei Jahren), damit sich ein Monat mit demselben Monat des Vorjahres vergleichen lässt.`,
    ],
  ),
  paragraph(
    'Wir können Daten auch früher löschen, zum Beispiel wenn Sie uns darum bitten. Was Teil eines Vertrags mit Ihnen wird, bewahren wir so lange auf, wie es die gesetzlichen Aufbewahrungspflichten für Geschäftsunterlagen verlangen.',
  ),

  heading('Cookies und Speicher in Ihrem Browser'),
  paragraph(
    bold('Für den Betrieb der Website nötig (ohne Einwilligung):'),
    ' Jeder dieser Einträge wird erst gesetzt, wenn Sie nutzen, wofür er da ist, und nichts davon wird an irgendjemanden weitergegeben. Die Cookies darunter sendet Ihr Browser mit jeder Anfrage an diese Website; unser Server liest davon nur das Sprach-Cookie (um die Startseite in Ihrer Sprache zu öffnen) und das Vorschau-Cookie.',
  ),
  list(
    [
      code(DARK_MODE_COOKIE),
      ' (Cookie, ein Jahr): das Farbschema, das Sie mit dem Schalter gewählt haben, damit sich jede Seite darin öffnet.',
    ],
    [
      code(LANGUAGE_COOKIE),
      ' (Cookie, ein Jahr): die Sprache, die Sie über die Sprachauswahl gewählt haben, damit sich die Startseite in dieser Sprache öffnet.',
    ],
    [
      code(INTRO_SEEN_COOKIE),
      ' (Cookie, bis Sie den Browser schließen): dass Sie die Eröffnungsanimation gesehen haben, damit sie nicht noch einmal abläuft. Alle Tabs und Fenster der Website teilen es; es wird gelöscht, wenn Sie den Browser schließen.',
    ],
    [
      code(CHAT_STATE_KEY),
      ' (Sitzungsspeicher, bis Sie den Tab schließen): Ihr Chatgespräch, damit es erhalten bleibt, während Sie zwischen Seiten wechseln.',
    ],
    [
      codePrefix(FORM_DRAFT_KEY_PREFIX),
      ' (Sitzungsspeicher, bis Sie den Tab schließen; einer je Formular): was Sie vor dem Absenden in ein Formular eingegeben haben, damit es beim Neuladen nicht verloren geht. Er wird gelöscht, sobald Sie das Formular absenden.',
    ],
    [
      code(CHAT_OUTBOX_KEY),
      ' (lokaler Speicher, für die oben genannte Dauer): ein Chatgespräch, das noch nicht gesendet werden konnte; es wird bei Ihrem nächsten Besuch gesendet und dann entfernt.',
    ],
    [
      codePrefix(GATSBY_SCROLL_KEY_PREFIX),
      ' (Sitzungsspeicher, bis Sie den Tab schließen): wie weit Sie auf jeder Seite gescrollt hatten, damit Sie die Zurück-Taste an dieselbe Stelle bringt.',
    ],
    [
      code(GATSBY_RELOAD_KEY),
      ' (Sitzungsspeicher, einen Augenblick): nur wenn wir eine Änderung veröffentlichen, während Sie eine Seite geöffnet haben: Er lässt die Seite einmal neu laden, um die neue Fassung zu laden, und wird entfernt, sobald das geschehen ist.',
    ],
    [code(CONSENT_COOKIE), ' (Cookie, sechs Monate): Ihre Antwort im Cookie-Banner, damit wir nicht erneut fragen.'],
    [
      code(PREVIEW_COOKIE),
      ' (Cookie, eine Stunde): nur wenn Ihnen jemand von Meridian Works einen Link zur Vorschau eines Seitenentwurfs sendet: Es lässt Ihren Browser diesen Entwurf anzeigen.',
    ],
  ),
  paragraph(
    bold('Statistik (nur mit Ihrer Einwilligung):'),
    ' Wenn Sie zustimmen, setzt Google Analytics die Cookies ',
    code(ANALYTICS_COOKIE),
    ' und ',
    codePrefix(ANALYTICS_CONTAINER_COOKIE_PREFIX),
    ' (Speicherdauer bis zu zwei Jahre), um Besuche und aufgerufene Seiten zu zählen. Bevor Sie zustimmen, wird nichts von Google geladen. Ihre Auswahl können Sie jederzeit über „Cookie-Einstellungen“ am Fuß jeder Seite ändern; widerrufen Sie Ihre Einwilligung, werden diese Cookies gelöscht, und es werden keine Statistiken mehr gesendet. ',
    bold('Rechtsgrundlage:'),
    ' Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO).',
  ),

  heading('Ihre Rechte'),
  paragraph(
    'Sie können von uns eine Kopie der Daten verlangen, die wir über Sie speichern, sie berichtigen oder löschen lassen, ihre Verarbeitung einschränken lassen oder ihr widersprechen und die Daten in einem maschinenlesbaren Format erhalten. Schreiben Sie dazu an ',
    mail(),
    ', von der Adresse, die Sie verwendet haben, oder sagen Sie uns, wie wir Sie sonst erkennen können. Wir antworten innerhalb eines Monats und kostenlos. Eine Einwilligung können Sie jederzeit widerrufen; was bis dahin auf ihrer Grundlage geschehen ist, bleibt davon unberührt.',
  ),
  paragraph(
    'Wenn Sie mit unserem Umgang mit Ihren Daten nicht zufrieden sind, sprechen Sie bitte zuerst uns an. Sie können sich auch beim Information Commissioner’s Office beschweren, der britischen Datenschutzbehörde (',
    link('ico.org.uk', 'https://ico.org.uk/make-a-complaint/'),
    '), oder bei der Datenschutzaufsichtsbehörde an Ihrem Wohn- oder Arbeitsort.',
  ),

  heading('Änderungen dieser Datenschutzerklärung'),
  paragraph(
    'Wenn wir ändern, wie wir mit personenbezogenen Daten umgehen, aktualisieren wir diese Erklärung und das Datum an ihrem Anfang. Braucht eine Änderung Ihre Einwilligung, bitten wir Sie erneut darum.',
  ),
];

export const privacyPage: typeof en.privacyPage = {
  title: 'Datenschutzerklärung',
  subtitle:
    'Welche Daten wir über diese Website erheben, warum, wer sie erhält, wie lange wir sie speichern und welche Rechte Sie haben.',
  lastUpdated: '2026-12-06',
  body,
  seo: {
    metaDescription:
      'Wie Meridian Works mit den personenbezogenen Daten umgeht, die Sie über Website, Formulare und Chat senden, und welche Cookies es nutzt.',
  },
};

export const privacyPageWithCrm = withCrmRecipient(privacyPage, EMPFAENGER, [
  bold('Unser System für die Kundenbeziehungen (CRM):'),
  ' Kontaktanfragen, Veranstaltungsanfragen und Chatgespräche (nicht Newsletter-Anmeldungen) gehen über eine verschlüsselte Verbindung auch an das System, in dem unsere Beraterinnen und Berater Anfragen verfolgen. Es speichert sie für uns und für keinen anderen Zweck; wenn Sie die Löschung Ihrer Daten verlangen, lassen wir sie auch dort löschen.',
]);
