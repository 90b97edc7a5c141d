/**
 * fast-check generators of what visitors can type into each form and the chat's contact form: any
 * text (markup, quotes, ampersands, emoji, other scripts, line breaks, the odd control character),
 * plus well-formed emails, phones, dates and guest counts where a form asks for them. The property
 * tests keep what the browser's own check accepts and prove the CMS takes and stores it.
 */
import fc from 'fast-check';
import { SOURCE_FIELDS } from '@contracts/leads';
import { SUBMISSION_RULES, checkField, type FieldRule, type LeadKind } from '@contracts/submission-rules';

const FRAGMENTS = [
  '<',
  '>',
  '&',
  '&amp;',
  '"',
  "'",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '😀',
  '👩🏽‍💻',
  '日本語',
  'Ελληνικά',
  'עברית',
  'é',
  '\n',
  '\r\n',
  '\t',
  ' ',
  '  ',
  '\u0000',
  '\u200b',
  '%s',
  '${x}',
  "'; DROP TABLE x; --",
];

/** Free text of up to `max` characters, mixing fragments that have broken forms before with random text. */
export const anyText = (max: number) =>
  fc
    .array(
      fc.oneof(
        fc.constantFrom(...FRAGMENTS),
        fc.string({ unit: 'grapheme', maxLength: 12 }),
        fc.string({ unit: 'binary', maxLength: 6 }),
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join('').slice(0, max));

const email = fc.emailAddress().filter((value) => value.length <= 254);
const phone = fc.stringMatching(/^\+?[\d\s().-]{5,40}$/);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function valueFor(rule: FieldRule): fc.Arbitrary<unknown> {
  switch (rule.kind) {
    case 'email':
      return email;
    case 'phone':
      return fc.oneof(phone, fc.constant(''));
    case 'date':
      return fc.integer({ min: 0, max: 700 }).map(inDays);
    case 'positiveInteger':
      return fc.integer({ min: 1, max: rule.max });
    case 'stringList':
      return fc.array(anyText(500), { maxLength: 6 });
    case 'path':
      return fc.oneof(
        fc.constant(''),
        fc.webPath().map((path) => path || '/'),
      );
    case 'host':
      return fc.oneof(fc.constant(''), fc.domain());
    default:
      return anyText(rule.max + 2);
  }
}

/** Fields as the site's form for `kind` sends them (trimmed, SPEC section 7's names); the browser
 * sends a form only when every field passes checkField, so only those are kept. */
export function formBody(kind: Exclude<LeadKind, 'chatbot-transcript'>, services: string[]) {
  const rules = SUBMISSION_RULES[kind];
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const value =
      field === 'service'
        ? fc.constantFrom('', ...services)
        : field in SOURCE_FIELDS && rule.kind === 'text'
          ? // Where the visit came from, which the site sends as one line (src/lib/attribution.ts).
            anyText(rule.max).map((text) => text.replace(/\s+/g, ' '))
          : valueFor(rule);
    model[field] = value.map((item) => (typeof item === 'string' ? item.trim() : item));
  }
  return fc
    .record(model)
    .filter((body) => Object.entries(rules).every(([field, rule]) => checkField(rule, body[field]) === null));
}

/** The chat's four contact fields, as typed (no validation, SPEC section 5; inputs cap their length). */
export const chatContact = fc.record({
  name: anyText(SUBMISSION_RULES['chatbot-transcript'].name.max),
  email: fc.oneof(email, anyText(SUBMISSION_RULES['chatbot-transcript'].email.max)),
  phone: fc.oneof(phone, anyText(SUBMISSION_RULES['chatbot-transcript'].phone.max)),
  industry: anyText(SUBMISSION_RULES['chatbot-transcript'].industry.max),
});

export const chatQuestions = fc.array(anyText(500), { maxLength: 5 });

/** What a visitor may type into the chat's field (it has no length limit): any text, with email
 * addresses, phone numbers, dates and sentence marks among it, now and then far longer than a question
 * is kept. */
export const typedQuestion = fc
  .array(
    fc.oneof(
      anyText(60),
      email,
      phone,
      fc.integer({ min: 0, max: 700 }).map(inDays),
      fc.constantFrom('?', '!', '…', '.', ' ', 'Do you', 'ÜBER'),
    ),
    { minLength: 1, maxLength: 10 },
  )
  .chain((parts) =>
    fc.integer({ min: 1, max: 30 }).map((times) => parts.join(' ').repeat(times % 10 === 0 ? times : 1)),
  );

/** A well-formed email address and a phone number with at least seven digits that is not a date, as a
 * visitor might type them into a question. */
export const personalData = fc.record({
  email,
  phone: fc
    .tuple(fc.constantFrom('', '+44 ', '(030) ', '0'), fc.stringMatching(/^\d{3}[ -]?\d{4}$/))
    .map(([prefix, rest]) => `${prefix}${rest}`),
});
