/**
 * Where a subscriber's links lead. The visitor-facing ones are site pages (they ask the CMS with a
 * POST, so a mail scanner that fetches every link changes nothing); the List-Unsubscribe header's is
 * the CMS's own one-click endpoint (RFC 8058: the mail client POSTs to it directly).
 */
import { type TokenPurpose, signToken } from './tokens';

export const CONFIRM_PAGE = '/newsletter/confirm';
export const UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe';
/** The public CMS routes (under /api/, see src/api/newsletter/routes). */
export const CONFIRM_API = '/api/newsletter/confirm';
export const UNSUBSCRIBE_API = '/api/newsletter/unsubscribe';

export interface SubscriberLinks {
  confirmUrl: string;
  unsubscribeUrl: string;
  oneClickUrl: string;
}

const withToken = (base: string, path: string, token: string) =>
  `${base.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;

export function subscriberLinks(
  key: Buffer,
  subscriber: { documentId: string; email: string },
  { siteUrl, cmsUrl }: { siteUrl: string; cmsUrl: string },
): SubscriberLinks {
  const token = (purpose: TokenPurpose) => signToken(key, purpose, subscriber);
  return {
    confirmUrl: withToken(siteUrl, CONFIRM_PAGE, token('confirm')),
    unsubscribeUrl: withToken(siteUrl, UNSUBSCRIBE_PAGE, token('unsubscribe')),
    oneClickUrl: withToken(cmsUrl, UNSUBSCRIBE_API, token('unsubscribe')),
  };
}

/** The RFC 8058 headers every email to a subscriber carries. */
export function unsubscribeHeaders(links: Pick<SubscriberLinks, 'oneClickUrl'>): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
