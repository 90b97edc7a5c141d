/**
 * How a typed question the FAQ could not answer is normalised and checked
 * (./unanswered-questions.ts). That the browser and the CMS agree on every input is a property test
 * (cms/tests/rules.property.test.ts); the CMS's route is proven in cms/tests/unanswered-questions.test.ts.
 */
import { MESSAGES } from './submission-rules';
import {
  UNANSWERED_MESSAGES,
  UNANSWERED_QUESTION_MAX,
  checkUnansweredQuestion,
  normaliseQuestion,
} from './unanswered-questions';

describe('normaliseQuestion', () => {
  it.each([
    ['  Do you   work\n\ton WEEKENDS?  ', 'do you work on weekends'],
    ['Prices?!', 'prices'],
    ['Was kostet ÜBERSETZUNG…', 'was kostet übersetzung'],
    ['Why? Because.', 'why? because'],
    ['So , what ? Really', 'so, what? really'],
    ['Zero\u0000width\u0007 control', 'zerowidth control'],
  ])('%j is counted as %j', (typed, counted) => {
    expect(normaliseQuestion(typed)).toBe(counted);
  });

  it.each([
    ['Mail me at Ada.Lovelace+faq@Example.co.uk please', 'mail me at [email] please'],
    ['Call +44 (0)20 7946-0958 today', 'call [phone] today'],
    ['my number is 0171 1234567', 'my number is [phone]'],
    ['Ask ann@x.com or bob@y.org', 'ask [email] or [email]'],
  ])('replaces an address or a phone number: %j', (typed, counted) => {
    expect(normaliseQuestion(typed)).toBe(counted);
  });

  it.each([
    ['Log in at https://evil.example/login?next=/admin NOW', 'log in at [link] now'],
    ['See HTTP://x.example:8080/a or ftp://files.example', 'see [link] or [link]'],
    ['see www.Evil-Site.com/offer.', 'see [link]'],
    ['Go to evil.example.co.uk/path please', 'go to [link] please'],
    ['Is münchen.de yours, or shop.example:8443?', 'is [link] yours, or [link]'],
    ['Write to ada@example.com via example.org', 'write to [email] via [link]'],
    // Tidying closes the gap, and the domain is marked all the same (normalising twice agrees).
    ['a question about evil .com', 'a question about [link]'],
  ])('replaces a link or a domain name: %j', (typed, counted) => {
    expect(normaliseQuestion(typed)).toBe(counted);
    expect(normaliseQuestion(counted)).toBe(counted);
  });

  it.each([
    ['e.g. for 3.5 hours, i.e. a day', 'e.g. for 3.5 hours, i.e. a day'],
    ['Version 2.0 on 14.05.2027', 'version 2.0 on 14.05.2027'],
  ])('keeps abbreviations and numbers with dots: %j', (typed, counted) => {
    expect(normaliseQuestion(typed)).toBe(counted);
  });

  it.each([
    ['Can you host 250 guests on 2027-05-14?', 'can you host 250 guests on 2027-05-14'],
    ['Am 14.05.2027 für 1200 Gäste', 'am 14.05.2027 für 1200 gäste'],
    ['Open 9 to 17, room 101', 'open 9 to 17, room 101'],
  ])('keeps dates and short numbers: %j', (typed, counted) => {
    expect(normaliseQuestion(typed)).toBe(counted);
  });

  it('cuts a long question to the limit, never through an emoji, and without a dangling space or mark', () => {
    const long = `${'a'.repeat(UNANSWERED_QUESTION_MAX - 1)}😀 and more`;
    expect(normaliseQuestion(long)).toBe('a'.repeat(UNANSWERED_QUESTION_MAX - 1));
    const spaced = `${'b'.repeat(UNANSWERED_QUESTION_MAX - 2)} ? tail`;
    expect(normaliseQuestion(spaced)).toBe('b'.repeat(UNANSWERED_QUESTION_MAX - 2));
  });

  it('leaves nothing of text that is only space and marks', () => {
    expect(normaliseQuestion(' \n ?!… ')).toBe('');
  });
});

describe('checkUnansweredQuestion', () => {
  it('takes a question and one of the site languages, whatever else is sent', () => {
    expect(checkUnansweredQuestion({ question: 'do you work weekends', lang: 'en', email: 'x' })).toEqual({});
    expect(checkUnansweredQuestion({ question: 'Arbeiten Sie am Wochenende?', lang: 'de' })).toEqual({});
  });

  it.each([
    [{ lang: 'en' }, { question: MESSAGES.required }],
    [{ question: 42, lang: 'en' }, { question: MESSAGES.text }],
    [{ question: ['a'], lang: 'en' }, { question: MESSAGES.text }],
    [{ question: ' ?? ', lang: 'en' }, { question: MESSAGES.required }],
    [{ question: 'x'.repeat(UNANSWERED_QUESTION_MAX + 1), lang: 'en' }, { question: MESSAGES.tooLong(200) }],
    [{ question: 'hello' }, { lang: MESSAGES.required }],
    [{ question: 'hello', lang: 'fr' }, { lang: UNANSWERED_MESSAGES.lang }],
    [
      { question: null, lang: 7 },
      { question: MESSAGES.required, lang: UNANSWERED_MESSAGES.lang },
    ],
  ])('names each bad field of %j', (body, errors) => {
    expect(checkUnansweredQuestion(body)).toEqual(errors);
  });
});
