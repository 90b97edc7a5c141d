/**
 * The form token (cms/src/api/submission/form-token.ts): fetched once the visitor shows intent (focuses
 * a form field, opens the chat), so pages that nobody fills in cost the CMS nothing, and attached to
 * every submission. The CMS refuses, quietly, one sent sooner than a person could after the token was
 * issued; this module makes sure the site's own forms never do that: a send waits until the token is
 * ready (usually it long has been). A token is good for a day; an older one is replaced.
 */
const TOKEN_PATH = 'types/form-token';
/** Renewed well before the CMS's 24-hour limit. */
const REFRESH_AFTER_MS = 20 * 60 * 60 * 1000;

interface ReadyToken {
  token: string;
  /** Local clock time from which sending with it is not too fast. */
  readyAt: number;
}

let current: { promise: Promise<ReadyToken | null>; startedAt: number } | null = null;

/** The HTTP client's code (axios with it), fetched and evaluated once: before a token is asked for, or
 * ahead of it when a visitor shows the first sign of intent (the chat panel's code arriving on a hover,
 * focus or touch of the launcher, ../features/chat/ChatPanel.tsx). */
export const loadApiClient = () => import('./api');

async function fetchToken(): Promise<ReadyToken | null> {
  try {
    const { api } = await loadApiClient();
    const response = await api.get<{ data: { token: string; waitMs: number } }>(TOKEN_PATH);
    const answeredAt = Date.now();
    const { token, waitMs } = response.data.data;
    if (typeof token !== 'string') return null;
    // Counted from when the answer arrived: the CMS issued the token no later, so waiting this long is
    // enough. (Counting from the ask was short by the request's way there, and on a busy machine a
    // prompt send was refused as too fast, quietly, so the visitor saw success and nothing was stored.)
    return { token, readyAt: answeredAt + Math.max(0, Number(waitMs) || 0) };
  } catch {
    // No token (the CMS unreachable, or older than this site): submissions go without one and are
    // still stored; the send itself reports an unreachable CMS.
    return null;
  }
}

/** Starts fetching a token unless a fresh one is held or on its way. Cheap to call on every focus. */
export function prepareFormToken(): Promise<ReadyToken | null> {
  if (!current || Date.now() - current.startedAt > REFRESH_AFTER_MS) {
    const promise = fetchToken();
    current = { promise, startedAt: Date.now() };
    // A failure is not remembered: the next intent or send asks again.
    void promise.then((ready) => {
      if (!ready && current?.promise === promise) current = null;
    });
  }
  return current.promise;
}

/** The token to send, once sending with it is not too fast; undefined when none could be had. */
export async function formTokenForSending(): Promise<string | undefined> {
  const ready = await prepareFormToken();
  if (!ready) return undefined;
  const wait = ready.readyAt - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return ready.token;
}

/** For tests: forget the held token. */
export function resetFormToken(): void {
  current = null;
}
