/**
 * The first privacy notice (the privacy-page single type, shown at /privacy), in Strapi's blocks
 * format. Editors own it from the first start on; docs/privacy.md says what to keep in step with it.
 * Every retention figure comes from RETENTION_DEFAULTS, and ./privacy.test.ts checks the
 * text states each one where it belongs. Every cookie and storage key is named as code, from the site's
 * list of them (../contracts/browser-storage.ts), and ./privacy.test.ts checks it names exactly those.
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

export type Text = { type: 'text'; text: string; bold?: boolean; code?: boolean };
export type Link = { type: 'link'; url: string; children: Text[] };
export type Inline = Text | Link;
export type Block =
  | { type: 'heading'; level: 2 | 3; children: Text[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; format: 'unordered'; children: Array<{ type: 'list-item'; children: Inline[] }> };

const CONTACT_EMAIL = 'hello@meridianworks.example';

/** A sentence: strings as text, `**x**` as bold, [label](url) via link(). */
const inline = (parts: Array<string | Inline>): Inline[] =>
  parts.map((part) => (typeof part === 'string' ? { type: 'text', text: part } : part));
// The notice's building blocks, exported: ./privacy.de.ts writes the German notice with the same ones.
export const bold = (text: string): Text => ({ type: 'text', text, bold: true });
/** A cookie's or storage key's name, as code (the site shows it in a monospace font). */
export const code = (text: string): Text => ({ type: 'text', text, code: true });
/** The name of every key that starts with `prefix`: `form-draft:*`. */
export const codePrefix = (prefix: string): Text => code(`${prefix}*`);
export const link = (text: string, url: string): Link => ({ type: 'link', url, children: [{ type: 'text', text }] });
export const heading = (text: string, level: 2 | 3 = 2): Block => ({
  type: 'heading',
  level,
  children: [{ type: 'text', text }],
});
export const paragraph = (...parts: Array<string | Inline>): Block => ({ type: 'paragraph', children: inline(parts) });
export const list = (...items: Array<Array<string | Inline>>): Block => ({
  type: 'list',
  format: 'unordered',
  children: items.map((item) => ({ type: 'list-item', children: inline(item) })),
});

export const mail = () => link(CONTACT_EMAIL, `mailto:${CONTACT_EMAIL}`);
const days = (count: number) => `${count} days`;
const R = RETENTION_DEFAULTS;

/** The retention list's items start with these labels (the test finds each figure by its label). */
export const RETENTION_LABELS = {
  leadDays: 'Contact requests, event requests and chat conversations:',
  sentEmailDays: 'The emails that pass them to our staff:',
  pendingSubscriptionDays: 'Newsletter sign-ups never confirmed:',
  unsubscribedDays: 'Newsletter addresses after you unsubscribe:',
  unansweredQuestionDays: 'Questions the chat could not answer:',
  browserTranscriptDays: 'A chat conversation not yet sent:',
  countDays: 'The counts of page views, visits and what they led to:',
} as const satisfies Record<keyof typeof RETENTION_DEFAULTS, string>;

/** The heading of the list of who receives the data, where `withCrmRecipient` adds the CRM. */
const RECIPIENTS_HEADING = 'Who receives it';

/**
 * The notice as seeded when leads are sent to the firm's CRM (LEAD_WEBHOOK_URL, src/crm): `item`
 * added to the recipients' list (the list after `heading`), after "Our staff". Without a CRM the
 * notice names none: it would name a recipient that does not exist.
 */
export function withCrmRecipient<Page extends { body: Block[] }>(
  page: Page,
  heading: string,
  item: Array<string | Inline>,
): Page {
  const at = page.body.findIndex(
    (block) => block.type === 'heading' && block.children.map((child) => child.text).join('') === heading,
  );
  return {
    ...page,
    body: page.body.map((block, index) =>
      index === at + 1 && block.type === 'list'
        ? {
            ...block,
            children: [block.children[0], { type: 'list-item', children: inline(item) }, ...block.children.slice(1)],
          }
        : block,
    ),
  };
}

/** The CRM's item in the recipients' list. */
const CRM_RECIPIENT: Array<string | Inline> = [
  bold('Our customer relationship management (CRM) system:'),
  ' contact requests, event requests and chat conversations (not newsletter sign-ups) are also sent, over an encrypted connection, to the system in which our consultants keep track of enquiries. It holds them for us and for no other purpose; when you ask us to delete your data, we have it deleted there too.',
];

const body: Block[] = [
  paragraph(
    'Meridian Works, 14 Harbour Street, Suite 3, London EC2A 4NE, United Kingdom, is responsible for the personal data this website collects. You can reach us about it at ',
    mail(),
    '.',
  ),
  paragraph(
    'We collect only what you choose to send us, use it only to answer you and to run the newsletter you asked for, never sell it, and keep it no longer than stated below.',
  ),

  heading('What we collect, and why'),
  heading('Contact form', 3),
  paragraph(
    'Your name, email address, optional phone number and company, the service you are interested in, your message and the language of the page you used. We use them to answer your enquiry and, if you wish, to prepare a proposal. ',
    bold('Legal basis:'),
    ' steps you ask us to take before a possible contract (UK GDPR / GDPR Article 6(1)(b)).',
  ),
  heading('Event request form', 3),
  paragraph(
    'Your name, email address, optional phone number and company, the kind of event, its date, the number of guests, optional location and message, and the language of the page you used. We use them to reply with ideas, a budget and available dates. ',
    bold('Legal basis:'),
    ' steps you ask us to take before a possible contract (Article 6(1)(b)).',
  ),
  heading('Newsletter', 3),
  paragraph(
    'Your email address, the language of the page you signed up on (our emails to you are written in it) and, if you give it, your name. We first send one email asking you to confirm; only a confirmed address receives the newsletter, and we record when you confirmed and the wording you agreed to. Every newsletter has a one-click unsubscribe link. ',
    bold('Legal basis:'),
    ' your consent (Article 6(1)(a)), which you can withdraw at any time by unsubscribing.',
  ),
  heading('Chat', 3),
  paragraph(
    'The chat assistant answers common questions from a fixed list; it is not a person. When you end a conversation, it sends us what you entered in its contact form (name, email, phone and industry, as far as you gave them), the language, and the questions you picked, so a consultant can follow up. ',
    bold('Legal basis:'),
    ' steps you ask us to take before a possible contract (Article 6(1)(b)).',
  ),
  paragraph(
    'If you type a question it cannot answer, it sends us that question on its own, straight away, so that we can improve its answers: in lower case, with any email address or phone number in it removed by your browser before it is sent, with the language of the page, and nothing else: not your name or contact details, not the rest of the conversation, not the time (we only count how often each question is asked on a day). We cannot tell who asked it. ',
    bold('Legal basis:'),
    ' our legitimate interest in answering the questions our visitors have (Article 6(1)(f)).',
  ),
  heading('Technical data', 3),
  paragraph(
    'Like every website, our servers receive your IP address with each request. We use it only to stop abuse of the forms (by limiting how many messages one address can send in a short time); it is not stored with what you send us. ',
    bold('Legal basis:'),
    ' our legitimate interest in keeping the site secure (Article 6(1)(f)).',
  ),
  heading('Where your visit came from', 3),
  paragraph(
    'When you send a form, sign up or send a chat conversation, we store with it the page your visit began on, the website whose link brought you (its name only, such as www.linkedin.com) and the campaign labels in that first link (utm_source, utm_medium, utm_campaign, utm_term and utm_content), if it had any. Your browser holds these only while you are on the site; we write nothing to cookies or your browser’s storage for it, so it needs no consent. We use them to learn which pages and campaigns bring enquiries, and keep them, and delete them, with what you sent. ',
    bold('Legal basis:'),
    ' our legitimate interest in knowing what makes our marketing work (Article 6(1)(f)).',
  ),
  heading('Counting visits', 3),
  paragraph(
    'We count, per day, how often each page is viewed, how many visits begin on each page and where they came from (the name of the website whose link brought you, or the campaign labels utm_source and utm_campaign of that first link), and how many of them lead to a form sent, the chat opened, a chat conversation sent or a newsletter sign-up confirmed. Once a page has loaded, your browser tells our server which page it is (and, on the first page of a visit, where the visit came from); the server adds one to that day’s numbers and keeps nothing else. No cookie is set, nothing is stored in or read from your browser’s storage, no identifier is made, and your IP address is used only for the limit described above, never kept with the numbers. Visits of automated programs are left out. The numbers cannot tell who you are, so this needs no consent. ',
    bold('Legal basis:'),
    ' our legitimate interest in knowing which pages and campaigns work (Article 6(1)(f)).',
  ),

  heading(RECIPIENTS_HEADING),
  list(
    [
      bold('Our staff:'),
      ' each request and conversation is emailed to the consultants who answer it, through our email provider, and is kept in our content management system.',
    ],
    [
      bold('Our hosting provider:'),
      ' the website and its content management system run on servers we rent; the provider stores the data for us and may not use it for anything else.',
    ],
    [
      bold('Google:'),
      ' only if you accept statistics cookies (see below), Google Analytics receives your IP address and the pages you view. Google may process this data in the United States.',
    ],
  ),
  paragraph('Nobody else receives your data, unless the law requires us to hand it over.'),

  heading('How long we keep it'),
  list(
    [
      bold(RETENTION_LABELS.leadDays),
      ` deleted ${days(R.leadDays)} after they reach us, together with any email about them still waiting to be sent.`,
    ],
    [
      bold(RETENTION_LABELS.sentEmailDays),
      ` once sent, their subject and recipients are cleared from our system after ${days(R.sentEmailDays)}.`,
    ],
    [
      bold(RETENTION_LABELS.pendingSubscriptionDays),
      ` deleted after ${days(R.pendingSubscriptionDays)}, when the confirmation link also expires. A confirmed subscription is kept until you unsubscribe.`,
    ],
    [
      bold(RETENTION_LABELS.unsubscribedDays),
      ` you stop receiving the newsletter at once, and your address is deleted ${days(R.unsubscribedDays)} later (the time we need to remove it from the tool that sends the newsletter).`,
    ],
    [
      bold(RETENTION_LABELS.unansweredQuestionDays),
      ` kept, without anything that identifies you, for ${days(R.unansweredQuestionDays)} from the day they were asked.`,
    ],
    [
      bold(RETENTION_LABELS.browserTranscriptDays),
      ` if the chat cannot reach us (you are offline, say), it keeps your conversation in your own browser and tries again on your next visit, for at most ${days(R.browserTranscriptDays)}. It is removed from your browser as soon as we have it.`,
    ],
    [
      bold(RETENTION_LABELS.countDays),
      ` numbers per day that name no one, deleted after ${days(R.countDays)} (about two years), so that a month can be compared with the same month a year before.`,
    ],
  ),
  paragraph(
    'We may delete any of it sooner, for instance when you ask us to. What becomes part of a contract with you is kept as the law on business records requires.',
  ),

  heading('Cookies and storage in your browser'),
  paragraph(
    bold('Needed for the site to work (no consent needed):'),
    ' each of these is set only when you use what it is for, and none of it is passed on to anyone. Your browser sends the cookies among them with each request to this website; our server reads only the language cookie (to open the home page in your language) and the preview cookie.',
  ),
  list(
    [
      code(DARK_MODE_COOKIE),
      ' (cookie, one year): the colour theme you chose with the theme switch, so that every page opens in it.',
    ],
    [
      code(LANGUAGE_COOKIE),
      ' (cookie, one year): the language you chose with the language switcher, so that the home page opens in it.',
    ],
    [
      code(INTRO_SEEN_COOKIE),
      ' (cookie, until you close your browser): that you have seen the opening animation, so that it does not play again. All the site’s tabs and windows share it; it is deleted when you close the browser.',
    ],
    [
      code(CHAT_STATE_KEY),
      ' (session storage, until you close the tab): your chat conversation, so that it stays as you move between pages.',
    ],
    [
      codePrefix(FORM_DRAFT_KEY_PREFIX),
      ' (session storage, until you close the tab; one per form): what you typed into a form before sending it, so that a reload does not lose it. It is deleted when you send the form.',
    ],
    [
      code(CHAT_OUTBOX_KEY),
      ' (local storage, for the time stated above): a chat conversation that could not be sent yet; it is sent on your next visit and then removed.',
    ],
    [
      codePrefix(GATSBY_SCROLL_KEY_PREFIX),
      ' (session storage, until you close the tab): how far down each page you had scrolled, so that the back button takes you to the same place.',
    ],
    [
      code(GATSBY_RELOAD_KEY),
      ' (session storage, a moment): only when we publish a change while you have a page open: it lets the page reload once to load the new version, and is removed as soon as it has.',
    ],
    [code(CONSENT_COOKIE), ' (cookie, six months): your answer to the cookie banner, so that we do not ask again.'],
    [
      code(PREVIEW_COOKIE),
      ' (cookie, one hour): only if someone at Meridian Works sends you a link to preview a draft of a page: it lets your browser show that draft.',
    ],
  ),
  paragraph(
    bold('Statistics (only with your consent):'),
    ' if you accept, Google Analytics sets the ',
    code(ANALYTICS_COOKIE),
    ' and ',
    codePrefix(ANALYTICS_CONTAINER_COOKIE_PREFIX),
    ' cookies (kept for up to two years) to count visits and pages viewed. Nothing is loaded from Google before you accept. You can change your choice at any time with "Cookie settings" at the foot of every page; if you withdraw, these cookies are deleted and no more statistics are sent. ',
    bold('Legal basis:'),
    ' your consent (Article 6(1)(a)).',
  ),

  heading('Your rights'),
  paragraph(
    'You can ask us for a copy of the data we hold about you, to correct it, to delete it, to restrict or object to its use, and to receive it in a machine-readable form. Write to ',
    mail(),
    ' from the address you used, or tell us how else to identify you. We answer within one month, free of charge. You can withdraw a consent at any time, without affecting what was done before.',
  ),
  paragraph(
    'If you are unhappy with how we handle your data, please tell us first. You may also complain to the Information Commissioner’s Office (',
    link('ico.org.uk', 'https://ico.org.uk/make-a-complaint/'),
    ') or to the data protection authority where you live or work.',
  ),

  heading('Changes to this notice'),
  paragraph(
    'When we change how we handle personal data, we update this notice and the date at its top. If a change needs your consent, we ask for it again.',
  ),
];

export const privacyPage = {
  title: 'Privacy notice',
  subtitle: 'What we collect through this website, why, who receives it, how long we keep it, and your rights.',
  lastUpdated: '2026-12-06',
  body,
  seo: {
    metaDescription:
      'How Meridian Works handles the personal data you send through its website, forms and chat, and the cookies it uses.',
  },
};

export const privacyPageWithCrm = withCrmRecipient(privacyPage, RECIPIENTS_HEADING, CRM_RECIPIENT);
