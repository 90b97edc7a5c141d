/**
 * The form token (cms/src/api/submission/form-token.ts): fetched once the visitor shows intent (focuses
 * a form field, opens the chat), so pages that nobody fills in cost the CMS nothing, and attached to
 * every submission. The CMS refuses, quietly, one sent sooner than a person could after the token was
 * issued; this module makes sure the site's own forms never do that: a send waits until the token is
 * ready (usually it long has been). A token is good for minutes only (the CMS says how long), and only
 * from the network address that fetched it: one held for most of its life is replaced before a send,
 * and one the CMS refused anyway (a laptop that slept, a phone that changed networks) is dropped
 * (`discardFormToken`) so that ./sendSubmission.ts sends again with a fresh one.
 */
import { FORM_TOKEN_PATH } from './submission';

/** The CMS's default lifetime, for a CMS that does not say (FORM_TOKEN_TTL_SECONDS). */
const DEFAULT_TTL_MS = 30 * 60 * 1000;
/** A token is renewed once this share of its life has passed: a send never starts with one about to
 * expire on its way (the CMS counts from when it issued it, a little before the answer arrived). */
const RENEW_AT = 0.8;

interface ReadyToken {
  token: string;
  /** Local clock time from which sending with it is not too fast. */
  readyAt: number;
  /** Local clock time from which a new one is fetched before sending. */
  renewAt: number;
}

let current: { promise: Promise<ReadyToken | null>; renewAt: number } | null = null;

/** The HTTP client's code (axios with it), fetched and evaluated once: before a token is asked for, or
 * ahead of it when a visitor shows the first sign of intent (the chat panel's code arriving on a hover,
 * focus or touch of the launcher, ../features/chat/ChatPanel.tsx). */
export const loadApiClient = () => import('./api');

async function fetchToken(): Promise<ReadyToken | null> {
  try {
    const { api } = await loadApiClient();
    const response = await api.get<{ data: { token: string; waitMs: number; ttlMs?: number } }>(FORM_TOKEN_PATH);
    const answeredAt = Date.now();
    const { token, waitMs, ttlMs } = response.data.data;
    if (typeof token !== 'string') return null;
    const lifetime = Number(ttlMs) > 0 ? Number(ttlMs) : DEFAULT_TTL_MS;
    // Counted from when the answer arrived: the CMS issued the token no later, so waiting this long is
    // enough. (Counting from the ask was short by the request's way there, and on a busy machine a
    // prompt send was refused as too fast, quietly, so the visitor saw success and nothing was stored.)
    return {
      token,
      readyAt: answeredAt + Math.max(0, Number(waitMs) || 0),
      renewAt: answeredAt + lifetime * RENEW_AT,
    };
  } catch {
    // No token (the CMS unreachable, or older than this site): submissions go without one and are
    // still stored; the send itself reports an unreachable CMS.
    return null;
  }
}

/** Starts fetching a token unless a fresh one is held or on its way. Cheap to call on every focus. */
export function prepareFormToken(): Promise<ReadyToken | null> {
  if (!current || Date.now() >= current.renewAt) {
    const promise = fetchToken();
    // Until it answers, a request that hangs is asked again after the default lifetime.
    const entry = { promise, renewAt: Date.now() + DEFAULT_TTL_MS * RENEW_AT };
    current = entry;
    void promise.then((ready) => {
      if (current !== entry) return;
      // A failure is not remembered: the next intent or send asks again.
      if (ready) entry.renewAt = ready.renewAt;
      else current = null;
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

/** Forgets `token` if it is the one held (the CMS refused it: expired, or from another address), so
 * that the next send fetches a fresh one. */
export async function discardFormToken(token: string): Promise<void> {
  const held = current;
  if (held && (await held.promise)?.token === token && current === held) current = null;
}

/** Forgets the held token. @internal For tests: each starts with none held. */
export function resetFormToken(): void {
  current = null;
}
