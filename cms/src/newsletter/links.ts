/**
 * Where a subscriber's links lead. The visitor-facing ones are site pages, which ask the CMS with a
 * POST only when the visitor presses their button, so neither a mail scanner that fetches every link
 * nor one that runs the page's scripts changes anything; the List-Unsubscribe header's is the CMS's
 * own one-click endpoint (RFC 8058: the mail client POSTs to it directly).
 */
import { type ConfirmGrant, type Subscriber, signConfirmToken, signUnsubscribeToken } from './tokens';

export const CONFIRM_PAGE = '/newsletter/confirm';
export const UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe';
/** The public CMS route of the one-click unsubscribe (under /api/, see src/api/newsletter/routes). */
export const UNSUBSCRIBE_API = '/api/newsletter/unsubscribe';

export interface SubscriberLinks {
  confirmUrl: string;
  unsubscribeUrl: string;
  oneClickUrl: string;
}

const withToken = (base: string, path: string, token: string) =>
  `${base.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;

/** The two unsubscribe links, the same in every email to the subscriber and in the CSV. */
export function unsubscribeLinks(
  key: Buffer,
  subscriber: Subscriber,
  { siteUrl, cmsUrl }: { siteUrl: string; cmsUrl: string },
): Omit<SubscriberLinks, 'confirmUrl'> {
  const token = signUnsubscribeToken(key, subscriber);
  return {
    unsubscribeUrl: withToken(siteUrl, UNSUBSCRIBE_PAGE, token),
    oneClickUrl: withToken(cmsUrl, UNSUBSCRIBE_API, token),
  };
}

/** The links of a confirmation email: the confirmation, bound to this sign-up, and the unsubscribes. */
export function subscriberLinks(
  key: Buffer,
  grant: ConfirmGrant,
  urls: { siteUrl: string; cmsUrl: string },
): SubscriberLinks {
  return {
    confirmUrl: withToken(urls.siteUrl, CONFIRM_PAGE, signConfirmToken(key, grant)),
    ...unsubscribeLinks(key, grant, urls),
  };
}

/** The RFC 8058 headers every email to a subscriber carries. */
export function unsubscribeHeaders(links: Pick<SubscriberLinks, 'oneClickUrl'>): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
