/**
 * The email that asks a new subscriber to confirm their address. Pure (tested in compose.test.ts):
 * addressed to the subscriber only, it holds the confirmation link, the wording they agreed to, how
 * long the link lasts, and a one-click unsubscribe (a link in the body and the RFC 8058 headers).
 */
import { escapeHtml } from '../notifications/compose';
import { type SubscriberLinks, unsubscribeHeaders } from './links';

export interface SubscriberEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export function composeConfirmationEmail(
  subscriber: { email: string; name?: string | null; consentText?: string | null },
  links: SubscriberLinks,
  { firmName, pendingDays }: { firmName: string; pendingDays: number },
): SubscriberEmail {
  const subject = `Please confirm your subscription to the ${firmName} newsletter`;
  const greeting = subscriber.name ? `Hello ${subscriber.name},` : 'Hello,';
  const asked = `Someone, we hope you, asked to receive the ${firmName} newsletter at ${subscriber.email}.`;
  const confirm = 'To confirm, open this link:';
  const ignore =
    `If it was not you, ignore this email: unless the address is confirmed, it is deleted within ` +
    `${pendingDays} days and you will hear nothing more from us.`;
  const agreed = subscriber.consentText ? subscriber.consentText.trim() : '';
  const leave = 'To unsubscribe at any time, with one click:';

  const text = [
    greeting,
    '',
    asked,
    '',
    confirm,
    links.confirmUrl,
    '',
    ...(agreed ? ['What you signed up for, as shown beside the form:', agreed, ''] : []),
    ignore,
    '',
    leave,
    links.unsubscribeUrl,
  ].join('\n');

  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a">',
    paragraph(greeting),
    paragraph(asked),
    `<p><a href="${escapeHtml(links.confirmUrl)}">Confirm my subscription</a></p>`,
    ...(agreed
      ? [
          paragraph('What you signed up for, as shown beside the form:'),
          `<blockquote style="white-space:pre-wrap">${escapeHtml(agreed)}</blockquote>`,
        ]
      : []),
    paragraph(ignore),
    `<p style="font-size:12px"><a href="${escapeHtml(links.unsubscribeUrl)}">Unsubscribe</a></p>`,
    '</body></html>',
  ].join('\n');

  return { to: subscriber.email, subject, text, html, headers: unsubscribeHeaders(links) };
}
