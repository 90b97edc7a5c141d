/**
 * The email that asks a new subscriber to confirm their address. Pure (tested in compose.test.ts):
 * addressed to the subscriber only, it holds the confirmation link, the wording they agreed to, how
 * long the link lasts, and a one-click unsubscribe (a link in the body and the RFC 8058 headers), in
 * the language the subscriber signed up in (the `lang` stored with the subscription).
 *
 * It says nothing a visitor typed: the address is not confirmed yet, so whoever signed it up may be a
 * stranger, and a name (100 characters of anyone's choosing: a phishing line, a URL) written into an
 * email the firm sends would carry that stranger's words to any inbox under the firm's name. So the
 * greeting names nobody; the only stored text it holds is the address itself and the consent wording
 * from Global settings.
 */
import { DEFAULT_LOCALE, isLocaleCode } from '../contracts/locales';
import { escapeHtml } from '../notifications/compose';
import { type SubscriberLinks, unsubscribeHeaders } from './links';

export interface SubscriberEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** What the confirmation email says, in each of the site's languages (../contracts/locales.ts). */
interface ConfirmationWords {
  subject: (firmName: string) => string;
  greeting: string;
  asked: (firmName: string, email: string) => string;
  confirm: string;
  confirmButton: string;
  agreed: string;
  ignore: (pendingDays: number) => string;
  leave: string;
  unsubscribe: string;
}

const WORDS: Record<string, ConfirmationWords> = {
  en: {
    subject: (firmName) => `Please confirm your subscription to the ${firmName} newsletter`,
    greeting: 'Hello,',
    asked: (firmName, email) => `Someone, we hope you, asked to receive the ${firmName} newsletter at ${email}.`,
    confirm: 'To confirm, open this link:',
    confirmButton: 'Confirm my subscription',
    agreed: 'What you signed up for, as shown beside the form:',
    ignore: (days) =>
      `If it was not you, ignore this email: unless the address is confirmed, it is deleted within ` +
      `${days} days and you will hear nothing more from us.`,
    leave: 'To unsubscribe at any time, with one click:',
    unsubscribe: 'Unsubscribe',
  },
  de: {
    subject: (firmName) => `Bitte bestätigen Sie Ihre Anmeldung zum Newsletter von ${firmName}`,
    greeting: 'Guten Tag,',
    asked: (firmName, email) =>
      `Jemand, hoffentlich Sie, hat den Newsletter von ${firmName} an die Adresse ${email} bestellt.`,
    confirm: 'Zur Bestätigung öffnen Sie bitte diesen Link:',
    confirmButton: 'Anmeldung bestätigen',
    agreed: 'Wofür Sie sich angemeldet haben, wie es neben dem Formular stand:',
    ignore: (days) =>
      `Falls Sie das nicht waren, ignorieren Sie diese E-Mail einfach: Ohne Bestätigung wird die Adresse ` +
      `innerhalb von ${days} Tagen gelöscht, und Sie hören nichts mehr von uns.`,
    leave: 'Abmelden können Sie sich jederzeit mit einem Klick:',
    unsubscribe: 'Abmelden',
  },
};

/** The site's language a subscriber signed up in (`de`, `de-AT` -> `de`), else the default. */
export function emailLocaleOf(lang: unknown): string {
  const primary = typeof lang === 'string' ? lang.trim().toLowerCase().split(/[-_]/)[0] : '';
  return isLocaleCode(primary) && primary in WORDS ? primary : DEFAULT_LOCALE;
}

/** The languages the confirmation email is written in. @internal A test checks it is every locale. */
export const CONFIRMATION_LOCALES = Object.keys(WORDS);

export function composeConfirmationEmail(
  subscriber: { email: string; consentText?: string | null; lang?: string | null },
  links: SubscriberLinks,
  { firmName, pendingDays }: { firmName: string; pendingDays: number },
): SubscriberEmail {
  const locale = emailLocaleOf(subscriber.lang);
  const words = WORDS[locale];
  const subject = words.subject(firmName);
  const greeting = words.greeting;
  const asked = words.asked(firmName, subscriber.email);
  const ignore = words.ignore(pendingDays);
  const agreed = subscriber.consentText ? subscriber.consentText.trim() : '';

  const text = [
    greeting,
    '',
    asked,
    '',
    words.confirm,
    links.confirmUrl,
    '',
    ...(agreed ? [words.agreed, agreed, ''] : []),
    ignore,
    '',
    words.leave,
    links.unsubscribeUrl,
  ].join('\n');

  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a">`,
    paragraph(greeting),
    paragraph(asked),
    `<p><a href="${escapeHtml(links.confirmUrl)}">${escapeHtml(words.confirmButton)}</a></p>`,
    ...(agreed
      ? [paragraph(words.agreed), `<blockquote style="white-space:pre-wrap">${escapeHtml(agreed)}</blockquote>`]
      : []),
    paragraph(ignore),
    `<p style="font-size:12px"><a href="${escapeHtml(links.unsubscribeUrl)}">${escapeHtml(words.unsubscribe)}</a></p>`,
    '</body></html>',
  ].join('\n');

  return { to: subscriber.email, subject, text, html, headers: unsubscribeHeaders(links) };
}
