/**
 * What the FAQ could not answer: a question a visitor typed into the chat that matched no FAQ entry is
 * sent on its own, normalised, with nothing that identifies the visitor (no transcript id, no contact
 * details, no form token, no attribution, no cookie), and the CMS counts equal questions of one day
 * together (docs/unanswered-questions.md). The browser normalises before sending, so an email address,
 * a link or a phone number typed into a question never leaves it; the CMS normalises again (the same function,
 * which changes nothing the second time) and checks with `checkUnansweredQuestion`. A property test
 * (cms/tests/rules.property.test.ts) proves that whatever the chat sends, the CMS accepts and stores
 * as sent. Bundled into the chat's code: imports only its siblings.
 */
import { isLocaleCode } from './locales';
import { MESSAGES } from './submission-rules';
import { cleanText } from './visitor-text';

/** The visitor's route under /api/ (src/lib/api.ts's client; CORS: ./browser-routes.ts). */
export const UNANSWERED_QUESTION_PATH = 'types/unansweredQuestion';

/** Longest question stored (UTF-16 units, as JavaScript and the database's varchar count them near
 * enough): longer text is cut by the browser, and refused from anyone else. */
export const UNANSWERED_QUESTION_MAX = 200;

/** What stands in for an email address, a link (an address with a scheme, www., or a bare domain
 * name) or a phone number typed into a question: nobody's contact details, and no link for anyone to
 * put in front of the editors. */
export const EMAIL_MARK = '[email]';
export const LINK_MARK = '[link]';
export const PHONE_MARK = '[phone]';

/** Anything shaped like an address: something, @, something with a dot. */
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
/** An address with a scheme (https://, ftp://, …) or starting www., to the next space. */
const URL_TEXT = /(?:\b[a-z][a-z\d+.-]*:\/\/|\bwww\.)\S+/giu;
/** A bare domain name (labels of letters, digits and hyphens, a dot between each, ending in a label of
 * two or more letters: example.com, shop.example.co.uk, münchen.de), with any port and path. A word,
 * a dot and a word with no space between (`node.js`) reads as one too: better a question loses a
 * word than a link reaches the page. Written without look-behind, which older Safari cannot parse:
 * the character before it is kept in the first group. */
const DOMAIN =
  /(^|[^\p{L}\p{N}_.@-])((?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,63})(?![\p{L}\p{N}_-])(?::\d+)?(?:\/\S*)?/gu;
/** A run of digits and the signs phone numbers are written with; a phone number when it has at least
 * seven digits and is not a date (2026-12-04, 04.12.2026, 4/12/2026). */
const NUMBER_RUN = /[+(]{0,2}\d[\d\s()./-]*\d/g;
const DATE = /^\d{1,4}([./-])\d{1,2}\1\d{1,4}$/;
const MIN_PHONE_DIGITS = 7;
/** Sentence marks at the end do not make another question ("Prices?" is "prices"). */
const TRAILING_MARKS = /[\s?!.…？！。]+$/u;

const isPhone = (run: string) => (run.match(/\d/g) ?? []).length >= MIN_PHONE_DIGITS && !DATE.test(run.trim());

/** `text` cut to at most `max` UTF-16 units, never through an emoji or other surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  let kept = '';
  for (const character of text) {
    if (kept.length + character.length > max) break;
    kept += character;
  }
  return kept;
}

/**
 * A typed question as it is counted: cleaned like any visitor text, in lower case, email addresses,
 * links and phone numbers replaced by their marks, white space collapsed to single spaces (none before a comma
 * or a sentence mark), trimmed, without closing sentence marks, at most UNANSWERED_QUESTION_MAX long. Applying it again changes nothing.
 * An empty answer means nothing to count (the browser sends nothing; the CMS refuses it).
 */
export function normaliseQuestion(text: string): string {
  const mark = (value: string) =>
    value
      // Spaces around a mark keep it apart from what follows, so a second pass reads it the same.
      // A link first, to its end: an address inside one (`http://a.example?@x.y@`) would otherwise
      // be marked and leave the rest of the link behind.
      .replace(URL_TEXT, ` ${LINK_MARK} `)
      .replace(EMAIL, ` ${EMAIL_MARK} `)
      .replace(DOMAIN, (_, before: string) => `${before} ${LINK_MARK} `)
      .replace(NUMBER_RUN, (run) => (isPhone(run) ? ` ${PHONE_MARK} ` : run));
  const tidy = (value: string) =>
    value
      .replace(/\s+/g, ' ')
      .replace(/ ([,;:!?.])/g, '$1')
      .replace(TRAILING_MARKS, '')
      .trim();
  // Tidying (`a .com` becomes `a.com`) or cutting (`x.com1` becomes `x.com`) can make something to
  // mark: again until nothing changes, so a second normalisation changes nothing. Each round only
  // marks or shortens, so a few rounds settle it.
  let value = cleanText(text).toLowerCase().normalize('NFC');
  for (let round = 0; round < 8; round += 1) {
    const next = tidy(cut(tidy(mark(value)), UNANSWERED_QUESTION_MAX));
    if (next === value) break;
    value = next;
  }
  return value;
}

/** What the browser sends: the normalised question and the page's language, nothing else. */
export interface UnansweredQuestion {
  question: string;
  lang: string;
}

export const UNANSWERED_MESSAGES = {
  lang: 'Must be one of the site’s languages.',
} as const;

/** Every bad field of a body sent to UNANSWERED_QUESTION_PATH with its message (empty: fine). Fields
 * other than these two are ignored, and never stored. */
export function checkUnansweredQuestion(body: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const { question, lang } = body;
  if (question === undefined || question === null) errors.question = MESSAGES.required;
  else if (typeof question !== 'string') errors.question = MESSAGES.text;
  else if (question.length > UNANSWERED_QUESTION_MAX) errors.question = MESSAGES.tooLong(UNANSWERED_QUESTION_MAX);
  else if (normaliseQuestion(question) === '') errors.question = MESSAGES.required;
  if (lang === undefined || lang === null || lang === '') errors.lang = MESSAGES.required;
  else if (!isLocaleCode(lang)) errors.lang = UNANSWERED_MESSAGES.lang;
  return errors;
}
