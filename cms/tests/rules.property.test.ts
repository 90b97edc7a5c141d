/**
 * The browser and the CMS agree, for any input (fast-check, many runs, no server needed): whatever a
 * form's field-by-field check accepts, the whole-submission check the CMS runs accepts too, and every
 * contact the chat's form lets through makes a transcript the CMS takes. The same properties against
 * a real CMS, with what it stores, are in cms/tests/leads.test.ts.
 */
import fc from 'fast-check';
import { chatContact, chatQuestions, formBody, personalData, typedQuestion } from '../../tests/support/arbitraries';
import { SUBMISSION_RULES, canReachVisitor, checkSubmission, cleanSubmission } from '../src/contracts/submission-rules';
import {
  UNANSWERED_QUESTION_MAX,
  checkUnansweredQuestion,
  normaliseQuestion,
} from '../src/contracts/unanswered-questions';
import { LOCALE_CODES } from '../src/contracts/locales';

const SERVICES = ['project-management', 'it-support'];

describe('browser and server checks agree', () => {
  it.each(['contact-request', 'event-request', 'subscription'] as const)(
    'a %s the form accepts field by field is accepted whole',
    (kind) => {
      fc.assert(
        fc.property(formBody(kind, SERVICES), (body) => {
          expect(checkSubmission(kind, body)).toEqual({});
        }),
        { numRuns: 500 },
      );
    },
  );

  it('any contact that unlocks the chat makes a transcript the CMS accepts, with or without a key', () => {
    fc.assert(
      fc.property(chatContact.filter(canReachVisitor), chatQuestions, fc.boolean(), (contact, questions, keyed) => {
        const body = { ...contact, lang: 'en', questions, ...(keyed ? { idempotencyKey: 'a1b2c3d4e5f6a7b8' } : {}) };
        expect(checkSubmission('chatbot-transcript', body)).toEqual({});
        // What is stored is the text as typed, trimmed of outer spaces and invisible control characters.
        const stored = cleanSubmission('chatbot-transcript', body);
        for (const field of ['name', 'email', 'phone', 'industry'] as const) {
          expect((stored[field] as string).length).toBeLessThanOrEqual(
            SUBMISSION_RULES['chatbot-transcript'][field].max,
          );
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('a question the FAQ could not answer', () => {
  it('is sent as the CMS accepts it and stores it: normalised once is normalised for good', () => {
    fc.assert(
      fc.property(typedQuestion, fc.constantFrom(...LOCALE_CODES), (typed, lang) => {
        const sent = normaliseQuestion(typed);
        expect(normaliseQuestion(sent)).toBe(sent);
        expect(sent.length).toBeLessThanOrEqual(UNANSWERED_QUESTION_MAX);
        expect(sent).toBe(sent.toLowerCase());
        expect(sent).not.toMatch(/[^\s@]+@[^\s@]+\.[^\s@]+/);
        // The chat sends nothing when nothing is left; otherwise the CMS takes it as it came.
        if (sent !== '') expect(checkUnansweredQuestion({ question: sent, lang })).toEqual({});
      }),
      { numRuns: 1000 },
    );
  });

  it('never carries a link or a domain name typed into it', () => {
    fc.assert(
      fc.property(
        typedQuestion,
        fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.domain()),
        typedQuestion,
        (before, link, after) => {
          const sent = normaliseQuestion(`${before} ${link} ${after}`);
          expect(normaliseQuestion(sent)).toBe(sent);
          // Nothing of the host is left: every label of two letters or more would be.
          const host = new URL(link.includes('://') ? link : `https://${link}`).hostname;
          expect(sent).not.toContain(host.toLowerCase());
          // Only marks are left of it (one with an @ in it reads as an address first).
          expect(
            normaliseQuestion(link)
              .replace(/\[(link|email|phone)\]/g, '')
              .trim(),
          ).toBe('');
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never carries an email address or phone number typed into it', () => {
    fc.assert(
      fc.property(typedQuestion, personalData, typedQuestion, (before, { email, phone }, after) => {
        const sent = normaliseQuestion(`${before} ${email} ${after} ${phone} ?`);
        expect(sent).not.toContain(email.toLowerCase());
        expect(sent).not.toContain(phone);
        expect(normaliseQuestion(phone)).toBe('[phone]');
      }),
      { numRuns: 500 },
    );
  });
});
