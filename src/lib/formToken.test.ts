import { api } from './api';

jest.unmock('./formToken');
import { formTokenForSending, prepareFormToken, resetFormToken } from './formToken';

jest.mock('./api', () => ({ api: { get: jest.fn() } }));
const get = jest.mocked(api.get);
const answer = (token: string, waitMs: number) => Promise.resolve({ data: { data: { token, waitMs } } });

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

it('replaces a token held for most of a day', async () => {
  get.mockReturnValueOnce(answer('old', 0)).mockReturnValue(answer('new', 0));
  expect(await formTokenForSending()).toBe('old');
  jest.setSystemTime(Date.now() + 21 * 60 * 60 * 1000);
  expect(await formTokenForSending()).toBe('new');
});
