import { api } from './api';

jest.unmock('./formToken');
import { discardFormToken, formTokenForSending, prepareFormToken, resetFormToken } from './formToken';

jest.mock('./api', () => ({ api: { get: jest.fn() } }));
const get = jest.mocked(api.get);
const answer = (token: string, waitMs: number, ttlMs?: number) =>
  Promise.resolve({ data: { data: { token, waitMs, ttlMs } } });

beforeEach(() => {
  jest.useFakeTimers({ now: Date.UTC(2026, 10, 25, 9) });
  get.mockReset();
  resetFormToken();
});
afterEach(() => jest.useRealTimers());

it('fetches one token for many signs of intent', async () => {
  get.mockReturnValue(answer('t1', 0));
  void prepareFormToken();
  void prepareFormToken();
  expect(await formTokenForSending()).toBe('t1');
  expect(get).toHaveBeenCalledTimes(1);
  expect(get).toHaveBeenCalledWith('types/form-token');
});

it('never sends sooner than the CMS asks: a send right after focusing waits out the rest', async () => {
  get.mockReturnValue(answer('t2', 2000));
  await prepareFormToken(); // asked for on focus
  jest.advanceTimersByTime(500); // half a second of typing
  let sent: string | undefined;
  const sending = formTokenForSending().then((token) => (sent = token));
  await jest.advanceTimersByTimeAsync(1400);
  expect(sent).toBeUndefined();
  await jest.advanceTimersByTimeAsync(100);
  await sending;
  expect(sent).toBe('t2');
});

it('counts the wait from the answer, not the ask: a slow token request is not a head start', async () => {
  // The CMS issues the token when the request reaches it, somewhere in the 800 ms before the answer.
  get.mockReturnValue(new Promise((resolve) => setTimeout(() => resolve(answer('slow', 2000)), 800)));
  let sent: string | undefined;
  const sending = formTokenForSending().then((token) => (sent = token));
  await jest.advanceTimersByTimeAsync(800 + 1999);
  expect(sent).toBeUndefined();
  await jest.advanceTimersByTimeAsync(1);
  await sending;
  expect(sent).toBe('slow');
});

it('sends without a token when none can be had, and asks again next time', async () => {
  get.mockRejectedValueOnce(new Error('Network Error')).mockReturnValue(answer('t3', 0));
  expect(await formTokenForSending()).toBeUndefined();
  expect(await formTokenForSending()).toBe('t3');
  expect(get).toHaveBeenCalledTimes(2);
});

it('replaces a token held for most of the life the CMS gave it, before sending with it', async () => {
  const ttlMs = 30 * 60 * 1000;
  get.mockReturnValueOnce(answer('old', 0, ttlMs)).mockReturnValue(answer('new', 0, ttlMs));
  expect(await formTokenForSending()).toBe('old');
  jest.setSystemTime(Date.now() + 20 * 60 * 1000);
  expect(await formTokenForSending()).toBe('old');
  // A form left open for an hour: the send fetches a fresh token rather than an expired one.
  jest.setSystemTime(Date.now() + 40 * 60 * 1000);
  expect(await formTokenForSending()).toBe('new');
  expect(get).toHaveBeenCalledTimes(2);
});

it('renews after 24 minutes when the CMS does not say how long a token lives (its default 30)', async () => {
  get.mockReturnValueOnce(answer('old', 0)).mockReturnValue(answer('new', 0));
  expect(await formTokenForSending()).toBe('old');
  jest.setSystemTime(Date.now() + 23 * 60 * 1000);
  expect(await formTokenForSending()).toBe('old');
  jest.setSystemTime(Date.now() + 2 * 60 * 1000);
  expect(await formTokenForSending()).toBe('new');
});

it('forgets a token the CMS refused, and only that one', async () => {
  get.mockReturnValueOnce(answer('refused', 0)).mockReturnValue(answer('fresh', 0));
  expect(await formTokenForSending()).toBe('refused');
  await discardFormToken('some-other-token');
  expect(await formTokenForSending()).toBe('refused');
  await discardFormToken('refused');
  expect(await formTokenForSending()).toBe('fresh');
  expect(get).toHaveBeenCalledTimes(2);
});
