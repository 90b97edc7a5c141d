/**
 * The outbox's side of a subscriber's confirmation email (../notifications/outbox.ts sends it):
 * built from the row as it is when the email goes out, so a subscriber who has confirmed or
 * unsubscribed meanwhile is not asked again.
 */
import type { Core } from '@strapi/strapi';
import { retentionPeriods } from '../privacy/periods';
import { siteUrl } from '../preview/site-url';
import { composeConfirmationEmail, type SubscriberEmail } from './compose';
import { newsletterKey } from './key';
import { subscriberLinks } from './links';

/** The CMS's public address, for the one-click unsubscribe URL: CMS_PUBLIC_URL, which a real site
 * must set (an https address mail clients can reach); else this machine's port, for development. */
export function cmsUrl(strapi: Core.Strapi): string {
  const configured = strapi.config.get<string | undefined>('server.url');
  return configured || `http://localhost:${strapi.config.get<number>('server.port') ?? 1337}`;
}

export const linksFor = (strapi: Core.Strapi, subscriber: { documentId: string; email: string }) =>
  subscriberLinks(newsletterKey(), subscriber, { siteUrl: siteUrl(), cmsUrl: cmsUrl(strapi) });

export function subscriberEmailFor(
  strapi: Core.Strapi,
  subscription: Record<string, unknown> & { documentId: string; email: string; state?: string | null },
  global: { siteName?: string | null } | null,
): SubscriberEmail | null {
  if (subscription.state !== 'pending') return null;
  return composeConfirmationEmail(subscription, linksFor(strapi, subscription), {
    firmName: global?.siteName || 'website',
    pendingDays: retentionPeriods().pendingSubscriptionDays,
  });
}
