/**
 * The Unanswered questions page's rules (./rules.ts): its period (bounded), a dismissal, and the
 * navigation that opens an FAQ group with a question filled in, its history state read back as the
 * edit view reads it; an address alone fills in nothing.
 */
import { UNANSWERED_QUESTION_MAX } from '../contracts/unanswered-questions';
import {
  MAX_PERIOD_DAYS,
  PREFILL_STATE,
  asFaqQuestion,
  faqGroupPath,
  readDismissal,
  readPeriod,
  readPrefill,
} from './rules';

const NOW = new Date('2026-12-05T23:30:00Z');

describe('readPeriod', () => {
  it('covers the 30 days to today (the admin’s own day when given) in every language by default', () => {
    expect(readPeriod({}, NOW)).toEqual({ period: { from: '2026-11-06', to: '2026-12-05', lang: null }, problems: [] });
    expect(readPeriod({ today: '2026-12-06' }, NOW).period).toEqual({
      from: '2026-11-07',
      to: '2026-12-06',
      lang: null,
    });
    expect(readPeriod({ to: '2026-03-01' }, NOW).period.from).toBe('2026-01-31');
  });

  it('takes a chosen period and language', () => {
    expect(readPeriod({ from: '2026-01-01', to: '2026-01-01', lang: 'de' }, NOW)).toEqual({
      period: { from: '2026-01-01', to: '2026-01-01', lang: 'de' },
      problems: [],
    });
  });

  it.each([
    [{ from: '2026-02-30' }, ['from']],
    [{ to: 'yesterday' }, ['to']],
    [{ from: '2026-12-02', to: '2026-12-01' }, ['to']],
    [{ lang: 'fr' }, ['lang']],
    [{ today: '12/05/2026' }, ['today']],
  ])('names the bad field of %j', (query, fields) => {
    expect(readPeriod(query, NOW).problems.map((problem) => problem.field)).toEqual(fields);
  });
});

describe('readDismissal', () => {
  it('takes the question as listed and its language', () => {
    expect(readDismissal({ question: 'do you work weekends', lang: 'en' })).toEqual({
      question: 'do you work weekends',
      lang: 'en',
      problems: [],
    });
  });

  it.each([
    [null, ['question', 'lang']],
    [{ question: '  ', lang: 'en' }, ['question']],
    [{ question: 'x'.repeat(UNANSWERED_QUESTION_MAX + 1), lang: 'en' }, ['question']],
    [{ question: 'ok', lang: 'xx' }, ['lang']],
  ])('names the bad fields of %j', (body, fields) => {
    expect(readDismissal(body).problems.map((problem) => problem.field)).toEqual(fields);
  });
});

describe('"Add as FAQ entry"', () => {
  it('words a stored question as an entry would ask it, within an entry’s length', () => {
    expect(asFaqQuestion('do you work on weekends')).toBe('Do you work on weekends?');
    expect(asFaqQuestion('why? because?')).toBe('Why? because?');
    expect(asFaqQuestion('über uns')).toBe('Über uns?');
    expect(asFaqQuestion('x'.repeat(UNANSWERED_QUESTION_MAX))).toHaveLength(UNANSWERED_QUESTION_MAX);
  });

  it('opens the FAQ group in the question’s language, and the edit view reads back what to fill in', () => {
    const question = 'Can you plan a wedding & a party? [email]';
    const path = faqGroupPath('abc123', 'de');
    expect(path).toBe(
      '/content-manager/collection-types/api::faq-group.faq-group/abc123?plugins%5Bi18n%5D%5Blocale%5D=de',
    );
    const pathname = path.slice(0, path.indexOf('?'));
    const state = { [PREFILL_STATE]: { group: 'abc123', question, entry: 2 } };
    expect(readPrefill(state, pathname)).toEqual({ group: 'abc123', question, entry: 2 });
  });

  it('fills in nothing but what the page navigated with, and only in that group', () => {
    const pathname = '/admin/content-manager/collection-types/api::faq-group.faq-group/abc123';
    const prefill = (over: Record<string, unknown>) => ({
      [PREFILL_STATE]: { group: 'abc123', question: 'Hi?', entry: 0, ...over },
    });
    expect(readPrefill(null, pathname)).toBeNull();
    expect(readPrefill({}, pathname)).toBeNull();
    expect(readPrefill(prefill({}), `${pathname}x`)).toBeNull();
    expect(readPrefill(prefill({ group: 'other' }), pathname)).toBeNull();
    expect(readPrefill(prefill({ entry: 4 }), pathname)).toBeNull();
    expect(readPrefill(prefill({ entry: '1' }), pathname)).toBeNull();
    expect(readPrefill(prefill({ question: ' ' }), pathname)).toBeNull();
    expect(readPrefill(prefill({ question: 'x'.repeat(UNANSWERED_QUESTION_MAX + 1) }), pathname)).toBeNull();
  });
});

describe('the period’s bound', () => {
  it('refuses more than MAX_PERIOD_DAYS, naming from', () => {
    expect(readPeriod({ from: '2025-12-05', to: '2026-12-05' }, NOW).problems).toEqual([]);
    expect(MAX_PERIOD_DAYS).toBe(366);
    expect(readPeriod({ from: '2025-12-04', to: '2026-12-05' }, NOW).problems.map((p) => p.field)).toEqual(['from']);
  });
});
