/**
 * The outbox's side of a subscriber's confirmation email (../notifications/outbox.ts sends it):
 * built from the row as it is when the email goes out, so a subscriber who has confirmed or
 * unsubscribed meanwhile is not asked again, and the link carries the row's current nonce (a sign-up
 * repeated while the email waited replaced it; the old value would confirm nothing).
 */
import type { Core } from '@strapi/strapi';
import { retentionPeriods } from '../privacy/periods';
import { siteUrl } from '../preview/site-url';
import { composeConfirmationEmail, type SubscriberEmail } from './compose';
import { newsletterKey } from './key';
import { subscriberLinks, unsubscribeLinks } from './links';
import { confirmationExpiresAt } from './policy';

/** The CMS's public address, for the one-click unsubscribe URL: CMS_PUBLIC_URL, which a real site
 * must set (an https address mail clients can reach); else this machine's port, for development. */
export function cmsUrl(strapi: Core.Strapi): string {
  const configured = strapi.config.get<string | undefined>('server.url');
  return configured || `http://localhost:${strapi.config.get<number>('server.port') ?? 1337}`;
}

/** A confirmed subscriber's unsubscribe links (the CSV's). */
export const unsubscribeLinksFor = (strapi: Core.Strapi, subscriber: { documentId: string; email: string }) =>
  unsubscribeLinks(newsletterKey(), subscriber, { siteUrl: siteUrl(), cmsUrl: cmsUrl(strapi) });

/**
 * The confirmation email as the row is now, or null when there is nothing to ask: the subscriber has
 * confirmed or unsubscribed meanwhile, or the row has no nonce (a sign-up stored before links were
 * bound to one: a link without it would confirm nothing, and signing up again sends one that does).
 */
export function subscriberEmailFor(
  strapi: Core.Strapi,
  subscription: Record<string, unknown> & { documentId: string; email: string; state?: string | null },
  global: { siteName?: string | null } | null,
): SubscriberEmail | null {
  const { confirmNonce, requestedAt } = subscription;
  if (subscription.state !== 'pending' || typeof confirmNonce !== 'string' || !confirmNonce || !requestedAt)
    return null;
  const pendingDays = retentionPeriods().pendingSubscriptionDays;
  const grant = {
    documentId: subscription.documentId,
    email: subscription.email,
    confirmNonce,
    expiresAt: confirmationExpiresAt(new Date(requestedAt as string), pendingDays),
  };
  const links = subscriberLinks(newsletterKey(), grant, { siteUrl: siteUrl(), cmsUrl: cmsUrl(strapi) });
  return composeConfirmationEmail(subscription, links, { firmName: global?.siteName || 'website', pendingDays });
}
