/**
 * Sends one submission to the CMS and turns every failure into a SubmitError the UI can explain:
 * field errors from a 400, the wait from a 429, or "could not reach us". axios is loaded on the first
 * call, not with the page. A form token the CMS refuses (expired, or fetched from another network
 * address) is never the visitor's problem: the submission is sent again at once, with a fresh token,
 * and if that one is refused too, without one (stored all the same, see ./formToken.ts), so what they
 * typed is never lost.
 */
import type { AxiosResponse } from 'axios';
// A static import: a chunk of its own would add its entry to webpack's chunk map in every page's first
// load (17 bytes, measured), more than it weighs in the forms' chunk.
import { visitAttribution } from './attribution';
import { discardFormToken, formTokenForSending } from './formToken';
import {
  FORM_TOKEN_FIELD,
  IDEMPOTENCY_KEY_HEADER,
  LEADS,
  SUBMIT_MESSAGES,
  UNANSWERED_QUESTION_PATH,
  type LeadKind,
  type UnansweredQuestion,
} from './submission';

export type SubmitFailure =
  | { kind: 'invalid'; fieldErrors: Record<string, string>; message: string }
  | { kind: 'rateLimited'; retryAfterSeconds: number; message: string }
  | { kind: 'network'; message: string }
  | { kind: 'server'; status: number; message: string };

export class SubmitError extends Error {
  constructor(public readonly failure: SubmitFailure) {
    super(failure.message);
    this.name = 'SubmitError';
  }
}

/** The stored lead, or, for a newsletter sign-up, only that it is pending (the CMS never says more). */
export type SubmitResult = { documentId: string; createdAt: string } | { status: 'pending' };

interface StrapiErrorBody {
  error?: { message?: string; details?: { errors?: Array<{ path?: string[]; message?: string }> } };
}

/** What a failed call means for the visitor; exported for tests. */
export function describeFailure(status: number | undefined, body: unknown, retryAfter?: string | null): SubmitFailure {
  if (!status) {
    return { kind: 'network', message: SUBMIT_MESSAGES.network };
  }
  const error = (body as StrapiErrorBody | undefined)?.error;
  if (status === 400) {
    const fieldErrors: Record<string, string> = {};
    for (const item of error?.details?.errors ?? []) {
      const field = item.path?.[0];
      if (field && item.message && !fieldErrors[field]) fieldErrors[field] = item.message;
    }
    return { kind: 'invalid', fieldErrors, message: SUBMIT_MESSAGES.invalid };
  }
  if (status === 429) {
    const seconds = Math.max(1, Number(retryAfter) || 60);
    return { kind: 'rateLimited', retryAfterSeconds: seconds, message: SUBMIT_MESSAGES.rateLimited(seconds) };
  }
  return { kind: 'server', status, message: error?.message || SUBMIT_MESSAGES.server };
}

/** Whether the CMS refused the form token itself (a 400 naming `formToken`), not what was typed. */
export function refusedFormToken(response: Pick<AxiosResponse, 'status' | 'data'> | undefined): boolean {
  if (response?.status !== 400) return false;
  const errors = (response.data as StrapiErrorBody | undefined)?.error?.details?.errors ?? [];
  return errors.some((item) => item.path?.[0] === FORM_TOKEN_FIELD);
}

/** The SubmitError of a failed call's answer (none: the CMS was not reached). */
function submitErrorOf(response: Pick<AxiosResponse, 'status' | 'data' | 'headers'> | undefined): SubmitError {
  const header = response?.headers?.['retry-after'] as string | undefined;
  return new SubmitError(describeFailure(response?.status, response?.data, header));
}

/** Posts `body` with where the visit came from (./attribution.ts) and the form token (./formToken.ts)
 * added; an `idempotencyKey` goes in the Idempotency-Key header, so a resend of the same submission is
 * stored once and the body stays what SPEC section 7 describes. */
export async function submit(
  kind: LeadKind,
  body: Record<string, unknown>,
  { idempotencyKey }: { idempotencyKey?: string } = {},
): Promise<SubmitResult> {
  const [{ api }, { isAxiosError }, firstToken] = await Promise.all([
    import('./api'),
    import('axios'),
    formTokenForSending(),
  ]);
  const headers = idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : undefined;
  let formToken = firstToken;
  // What the body names itself wins (a caller may send its own attribution).
  const visit = { ...visitAttribution(), ...body };
  for (let attempt = 1; ; attempt += 1) {
    const sent = formToken ? { ...visit, [FORM_TOKEN_FIELD]: formToken } : visit;
    try {
      const response = await api.post<{ data: SubmitResult }>(LEADS[kind].path, sent, { headers });
      return response.data.data;
    } catch (error) {
      if (!isAxiosError(error)) throw error;
      if (formToken && refusedFormToken(error.response)) {
        // Nothing was stored. Once more with a fresh token; refused again (an address that keeps
        // changing), without one.
        await discardFormToken(formToken);
        formToken = attempt === 1 ? await formTokenForSending() : undefined;
        continue;
      }
      throw submitErrorOf(error.response);
    }
  }
}

/**
 * Sends one question the FAQ could not answer (cms/src/contracts/unanswered-questions.ts): the body is
 * exactly the normalised question and the page's language. None of what `submit()` adds goes with it:
 * no form token (the transcript carries the same one), no attribution, no idempotency key, no
 * credentials and no XSRF header, so nothing in the request ties it to the visitor or to their
 * transcript. Fails with a SubmitError, like `submit()`.
 */
export async function sendUnansweredQuestion(question: UnansweredQuestion): Promise<void> {
  const [{ api }, { isAxiosError }] = await Promise.all([import('./api'), import('axios')]);
  const body: UnansweredQuestion = { question: question.question, lang: question.lang };
  try {
    // Neither a cookie nor the XSRF cookie's value in a header, even were the CMS on the site's origin.
    await api.post(UNANSWERED_QUESTION_PATH, body, { withCredentials: false, withXSRFToken: false });
  } catch (error) {
    if (!isAxiosError(error)) throw error;
    throw submitErrorOf(error.response);
  }
}
