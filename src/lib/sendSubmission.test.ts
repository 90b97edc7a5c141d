/**
 * A form token the CMS refuses (expired, or fetched from another network address) costs the visitor
 * nothing: the submission goes again with a fresh token, and if that is refused too, without one.
 * Against the real ./formToken.ts, with the HTTP client mocked.
 */
import { api } from './api';
import { FORM_TOKEN_FIELD } from './submission';

jest.unmock('./formToken');
import { resetFormToken } from './formToken';
import { SubmitError, refusedFormToken, sendUnansweredQuestion, submit } from './sendSubmission';

jest.mock('./api', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const get = jest.mocked(api.get);
const post = jest.mocked(api.post);

const token = (value: string) => Promise.resolve({ data: { data: { token: value, waitMs: 0, ttlMs: 1_800_000 } } });
const stored = { documentId: 'a'.repeat(24), createdAt: '2026-11-25T09:00:00.000Z' };
const created = () => Promise.resolve({ status: 201, data: { data: stored } });
/** What the CMS answers a refused token (cms/src/api/submission/services/submission.ts). */
function tokenRefused(message = 'This form token has expired: fetch a new one') {
  return Promise.reject(
    Object.assign(new Error('Request failed with status code 400'), {
      isAxiosError: true,
      response: {
        status: 400,
        headers: {},
        data: { error: { status: 400, details: { errors: [{ path: [FORM_TOKEN_FIELD], message }] } } },
      },
    }),
  );
}
const CONTACT = { name: 'Ada', email: 'ada@example.com', message: 'Hello, an hour after opening the page.' };
const sentTokens = () => post.mock.calls.map(([, body]) => (body as Record<string, unknown>)[FORM_TOKEN_FIELD]);

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  resetFormToken();
});

it('sends again once with a fresh token when the CMS refuses the held one, keeping what was typed', async () => {
  get.mockReturnValueOnce(token('stale')).mockReturnValue(token('fresh'));
  post.mockReturnValueOnce(tokenRefused()).mockReturnValue(created());
  await expect(submit('contact-request', CONTACT, { idempotencyKey: 'k-1' })).resolves.toEqual(stored);
  expect(sentTokens()).toEqual(['stale', 'fresh']);
  for (const [path, body, config] of post.mock.calls) {
    expect(path).toBe('types/contactRequest');
    expect(body).toMatchObject(CONTACT);
    expect(config).toEqual({ headers: { 'Idempotency-Key': 'k-1' } });
  }
  expect(get).toHaveBeenCalledTimes(2);
});

it("waits out the fresh token's minimum before sending again, so the resend is never taken for a script", async () => {
  jest.useFakeTimers();
  try {
    get
      .mockReturnValueOnce(token('stale'))
      .mockReturnValue(Promise.resolve({ data: { data: { token: 'fresh', waitMs: 2000, ttlMs: 1_800_000 } } }));
    post.mockReturnValueOnce(tokenRefused()).mockReturnValue(created());
    const sending = submit('contact-request', CONTACT);
    await jest.advanceTimersByTimeAsync(1999);
    expect(post).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(sending).resolves.toEqual(stored);
    expect(sentTokens()).toEqual(['stale', 'fresh']);
  } finally {
    jest.useRealTimers();
  }
});

it('sends without a token when the fresh one is refused too: the lead is stored all the same', async () => {
  get.mockReturnValueOnce(token('first')).mockReturnValue(token('second'));
  post
    .mockReturnValueOnce(tokenRefused('issued to another network address'))
    .mockReturnValueOnce(tokenRefused('issued to another network address'))
    .mockReturnValue(created());
  await expect(submit('contact-request', CONTACT)).resolves.toEqual(stored);
  expect(sentTokens()).toEqual(['first', 'second', undefined]);
  // What was typed, and where the visit came from (jsdom's page, /), with no token.
  expect(post.mock.calls[2][1]).toEqual({ ...CONTACT, landingPage: '/' });
});

it('sends where the visit came from with every submission; what the body names itself wins', async () => {
  window.history.replaceState(null, '', '/company-events-2027?utm_source=linkedin&utm_campaign=events');
  try {
    get.mockReturnValue(token('t'));
    post.mockReturnValue(created());
    await submit('event-request', { name: 'Ada' });
    await submit('subscription', { email: 'ada@example.com', utmCampaign: 'own' });
    expect(post.mock.calls.map(([, body]) => body)).toEqual([
      {
        name: 'Ada',
        landingPage: '/company-events-2027',
        utmSource: 'linkedin',
        utmCampaign: 'events',
        [FORM_TOKEN_FIELD]: 't',
      },
      {
        email: 'ada@example.com',
        landingPage: '/company-events-2027',
        utmSource: 'linkedin',
        utmCampaign: 'own',
        [FORM_TOKEN_FIELD]: 't',
      },
    ]);
  } finally {
    window.history.replaceState(null, '', '/');
  }
});

it('does not resend when what was typed is refused: the field errors reach the form', async () => {
  get.mockReturnValue(token('good'));
  post.mockReturnValue(
    Promise.reject(
      Object.assign(new Error('400'), {
        isAxiosError: true,
        response: {
          status: 400,
          headers: {},
          data: { error: { details: { errors: [{ path: ['email'], message: 'Please enter a valid email' }] } } },
        },
      }),
    ),
  );
  const failure = await submit('contact-request', { ...CONTACT, email: 'nope' }).catch((error: SubmitError) => error);
  expect(failure).toBeInstanceOf(SubmitError);
  expect((failure as SubmitError).failure).toMatchObject({
    kind: 'invalid',
    fieldErrors: { email: 'Please enter a valid email' },
  });
  expect(post).toHaveBeenCalledTimes(1);
});

it('tells a refused token from other answers', () => {
  const body = (path: string) => ({ error: { details: { errors: [{ path: [path], message: 'x' }] } } });
  expect(refusedFormToken({ status: 400, data: body(FORM_TOKEN_FIELD) })).toBe(true);
  expect(refusedFormToken({ status: 400, data: body('email') })).toBe(false);
  expect(refusedFormToken({ status: 429, data: body(FORM_TOKEN_FIELD) })).toBe(false);
  expect(refusedFormToken(undefined)).toBe(false);
});

describe('sendUnansweredQuestion', () => {
  it('sends the question and the language alone: no token, no attribution, no key, no credentials', async () => {
    window.history.replaceState(null, '', '/company-events-2027?utm_source=linkedin');
    try {
      get.mockReturnValue(token('t'));
      post.mockResolvedValue({ status: 204, data: '' });
      // A caller's extra field is never sent either.
      await sendUnansweredQuestion({ question: 'do you work weekends', lang: 'de', email: 'ada@example.com' } as never);
      expect(post.mock.calls).toEqual([
        [
          'types/unansweredQuestion',
          { question: 'do you work weekends', lang: 'de' },
          { withCredentials: false, withXSRFToken: false },
        ],
      ]);
      // Not even fetched: the form token the transcript carries is never asked for here.
      expect(get).not.toHaveBeenCalled();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('fails as submit() does, with the field errors or the wait', async () => {
    post.mockReturnValue(
      Promise.reject(
        Object.assign(new Error('429'), {
          isAxiosError: true,
          response: { status: 429, headers: { 'retry-after': '120' }, data: {} },
        }),
      ),
    );
    const failure = await sendUnansweredQuestion({ question: 'x', lang: 'en' }).catch((error: SubmitError) => error);
    expect((failure as SubmitError).failure).toMatchObject({ kind: 'rateLimited', retryAfterSeconds: 120 });
  });
});
