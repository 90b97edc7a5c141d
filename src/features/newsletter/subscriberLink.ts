/**
 * What the newsletter's two link pages (/newsletter/confirm and /newsletter/unsubscribe) ask the
 * CMS, and what its answer means for the visitor. The token comes from the link in the email (see
 * ./linkToken.ts) and is sent with a POST when the visitor presses the page's button, so a mail
 * scanner that fetches every link in an email, or runs the page's scripts, changes nothing. Pure but
 * for `followLink`, which loads axios on first use like every other call to the CMS (../../lib/sendSubmission).
 */
import { translator } from '../../lib/i18n';

export type LinkAction = 'confirm' | 'unsubscribe';

/** The CMS's public routes, under /api/ (cms/src/api/newsletter/routes). */
export const LINK_PATHS: Record<LinkAction, string> = {
  confirm: 'newsletter/confirm',
  unsubscribe: 'newsletter/unsubscribe',
};

export type LinkOutcome =
  /** Confirmed or unsubscribed (doing it twice is fine). */
  | { kind: 'done' }
  /** The CMS refused the link: malformed, altered, someone else's, replaced by a newer email, expired.
   * Trying again cannot help. */
  | { kind: 'refused'; message: string }
  /** The CMS could not be reached or failed: trying again may help. */
  | { kind: 'failed'; message: string };

/** In the page's locale at the moment they are read (src/lib/i18n.tsx). */
export const LINK_MESSAGES = {
  get missing() {
    return translator().t('newsletter.link.missing');
  },
  get refused() {
    return translator().t('newsletter.link.refused');
  },
  get network() {
    return translator().t('newsletter.link.network');
  },
  get rateLimited() {
    return translator().t('newsletter.link.rateLimited');
  },
  get server() {
    return translator().t('newsletter.link.server');
  },
};

/** A token as the page uses it: trimmed, or null when there is none. */
export const cleanToken = (token: string | null | undefined): string | null =>
  token && token.trim() !== '' ? token.trim() : null;

/** The token in a page's query string (`?token=…`), or null. */
export const tokenFrom = (search: string): string | null => cleanToken(new URLSearchParams(search).get('token'));

/** What an answer from the CMS means; `status` undefined when it could not be reached. */
export function outcomeOf(status: number | undefined, body: unknown): LinkOutcome {
  if (status !== undefined && status >= 200 && status < 300) return { kind: 'done' };
  if (status === 400 || status === 404 || status === 410) {
    const message = (body as { error?: { message?: unknown } } | undefined)?.error?.message;
    return { kind: 'refused', message: typeof message === 'string' && message ? message : LINK_MESSAGES.refused };
  }
  if (status === undefined) return { kind: 'failed', message: LINK_MESSAGES.network };
  if (status === 429) return { kind: 'failed', message: LINK_MESSAGES.rateLimited };
  return { kind: 'failed', message: LINK_MESSAGES.server };
}

export async function followLink(action: LinkAction, token: string): Promise<LinkOutcome> {
  const [{ api }, { isAxiosError }] = await Promise.all([import('../../lib/api'), import('axios')]);
  try {
    const response = await api.post(LINK_PATHS[action], { token });
    return outcomeOf(response.status, response.data);
  } catch (error) {
    if (isAxiosError(error)) return outcomeOf(error.response?.status, error.response?.data);
    throw error;
  }
}
