/**
 * The notification outbox in the database (the `notifications` table, "Lead notification" in the
 * Content Manager). Rows are written through Strapi's query engine, not the document service, so
 * the queue's own bookkeeping never fires the content webhooks (each would ask the site to rebuild).
 */
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { type LeadType, LEAD_UIDS, composeLeadEmail, subjectFor } from './compose';
import { type QueuePolicy, afterFailure, claimableWhere, recipientsFor } from './policy';
import { subscriberEmailFor } from '../newsletter/delivery';

export const NOTIFICATION_UID = 'api::notification.notification';
export const SETTINGS_UID = 'api::notification-setting.notification-setting';

const query = (strapi: Core.Strapi) => strapi.db.query(NOTIFICATION_UID);

/** Settings fields holding each kind's recipients. */
const RECIPIENT_FIELDS: Record<LeadType, string> = {
  'contact-request': 'contactRequestRecipients',
  'event-request': 'eventRequestRecipients',
  'chatbot-transcript': 'chatbotTranscriptRecipients',
  subscription: 'subscriptionRecipients',
};

/** Makes the Notification settings exist (empty lists: the firm's contact email hears of everything
 * but subscriptions) so editors find it in the Content Manager. */
export async function ensureNotificationSettings(strapi: Core.Strapi): Promise<void> {
  if (await strapi.documents(SETTINGS_UID).findFirst()) return;
  await strapi.documents(SETTINGS_UID).create({ data: { announceSubscriptions: false } as never });
}

/** The Lead notification list in the Content Manager: newest first, with when each was received and
 * sent. Only Strapi's own first layout is replaced (sorted by subject, four columns), never one an
 * editor has set up. */
export async function configureOutboxListView(strapi: Core.Strapi): Promise<void> {
  const service = strapi.plugin('content-manager').service('content-types');
  const contentType = service.findContentType(NOTIFICATION_UID);
  const configuration = await service.findConfiguration(contentType);
  const { settings, layouts } = configuration;
  if (settings?.defaultSortBy !== 'subject' || layouts?.list?.length !== 4) return;
  await service.updateConfiguration(contentType, {
    ...configuration,
    settings: { ...settings, defaultSortBy: 'id', defaultSortOrder: 'DESC' },
    layouts: { ...layouts, list: ['id', 'subject', 'state', 'attempts', 'createdAt', 'sentAt'] },
  });
}

/** Whether a new lead of this type is announced at all (subscriptions only when editors say so). */
export async function isAnnounced(strapi: Core.Strapi, type: LeadType): Promise<boolean> {
  if (type !== 'subscription') return true;
  const settings = await strapi.db.query(SETTINGS_UID).findOne({});
  return Boolean(settings?.announceSubscriptions);
}

/**
 * What a queued email is: the announcement of a lead to the firm (the default), or the email that
 * asks a new newsletter subscriber to confirm their address (addressed to them; ../newsletter).
 */
export type Template = 'lead-announcement' | 'subscriber-confirmation';

/** Queues the email for a stored submission; called in the transaction that stores it. */
export async function enqueue(
  strapi: Core.Strapi,
  type: LeadType,
  submission: { documentId: string } & Record<string, unknown>,
  { template = 'lead-announcement', subject }: { template?: Template; subject?: string } = {},
): Promise<void> {
  const now = new Date();
  await query(strapi).create({
    data: {
      subject: subject ?? subjectFor(type, submission),
      template,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      submissionType: type,
      submissionDocumentId: submission.documentId,
      // What the document service sets on every entry of a type without drafts.
      publishedAt: now,
    },
  });
}

export interface Claim {
  id: number;
  attempts: number;
  token: string;
  submissionType: LeadType;
  submissionDocumentId: string;
  template: Template;
}

/**
 * Claims the oldest due notification for this instance, or returns null when none is due. The claim
 * is one UPDATE whose WHERE repeats the "claimable" condition: when two instances race for a row,
 * the database lets exactly one of them change it (count 1), and the other moves on.
 */
export async function claimNext(strapi: Core.Strapi, policy: QueuePolicy, now = new Date()): Promise<Claim | null> {
  const candidates = await query(strapi).findMany({
    where: claimableWhere(now),
    select: ['id', 'attempts', 'submissionType', 'submissionDocumentId', 'template'],
    orderBy: { id: 'asc' },
    limit: 10,
  });
  for (const candidate of candidates) {
    const token = crypto.randomUUID();
    const attempts = (candidate.attempts ?? 0) + 1;
    const { count } = await query(strapi).updateMany({
      where: { $and: [{ id: candidate.id }, claimableWhere(now)] },
      data: {
        state: 'sending',
        claimToken: token,
        claimedUntil: new Date(now.getTime() + policy.leaseMs),
        attempts,
        updatedAt: now,
      },
    });
    if (count === 1) {
      return {
        id: candidate.id,
        attempts,
        token,
        submissionType: candidate.submissionType,
        submissionDocumentId: candidate.submissionDocumentId,
        // Rows queued before templates existed are all lead announcements.
        template: candidate.template ?? 'lead-announcement',
      };
    }
  }
  return null;
}

/** Records how a claimed send ended; only the holder of the claim can (its token must still match). */
async function settle(strapi: Core.Strapi, claim: Claim, data: Record<string, unknown>): Promise<void> {
  await query(strapi).updateMany({
    where: { id: claim.id, claimToken: claim.token },
    data: { ...data, claimToken: null, claimedUntil: null, updatedAt: new Date() },
  });
}

async function markFailed(strapi: Core.Strapi, claim: Claim, policy: QueuePolicy, error: string): Promise<void> {
  const next = afterFailure(claim.attempts, new Date(), policy);
  await settle(strapi, claim, {
    state: next.state,
    nextAttemptAt: next.nextAttemptAt,
    lastError: error.slice(0, 2000),
  });
}

/** Sends one claimed notification: reads the lead and the recipients now (so editors' latest
 * settings apply), sends, and marks it sent, or records the error and when to try again. A
 * subscriber's confirmation goes to the subscriber alone, and only while they are still pending. */
export async function deliver(strapi: Core.Strapi, claim: Claim, policy: QueuePolicy): Promise<'sent' | 'failed'> {
  try {
    const uid = LEAD_UIDS[claim.submissionType];
    const submission = await strapi.db.query(uid).findOne({ where: { documentId: claim.submissionDocumentId } });
    if (!submission) {
      // Deleted by an editor before it went out: nothing left to announce, and retrying cannot help.
      await settle(strapi, claim, { state: 'failed', nextAttemptAt: null, lastError: 'The submission was deleted.' });
      return 'failed';
    }
    const global = await strapi.db.query('api::global.global').findOne({ where: { publishedAt: { $notNull: true } } });
    let to: string[];
    let email: { subject: string; text: string; html: string; replyTo?: string; headers?: Record<string, string> };
    if (claim.template === 'subscriber-confirmation') {
      const confirmation = subscriberEmailFor(strapi, submission, global);
      if (!confirmation) {
        // Confirmed or unsubscribed meanwhile (an earlier email's link): asking again would be wrong.
        await settle(strapi, claim, {
          state: 'failed',
          nextAttemptAt: null,
          lastError: 'Not sent: the subscription no longer waits for confirmation.',
        });
        return 'failed';
      }
      const { to: subscriber, ...rest } = confirmation;
      to = [subscriber];
      email = rest;
    } else {
      const settings = await strapi.db.query(SETTINGS_UID).findOne({});
      to = recipientsFor(settings?.[RECIPIENT_FIELDS[claim.submissionType]], global?.contactEmail);
      if (to.length === 0) {
        throw new Error('No recipients: set them in Notification settings or the Global settings contact email.');
      }
      email = composeLeadEmail(claim.submissionType, submission, {
        firmName: global?.siteName || 'company',
        adminUrl: adminLink(strapi, uid, claim.submissionDocumentId),
      });
    }
    await strapi
      .plugin('email')
      .service('email')
      .send({ to, ...email });
    await settle(strapi, claim, {
      state: 'sent',
      sentAt: new Date(),
      nextAttemptAt: null,
      lastError: null,
      recipients: to.join(', '),
    });
    return 'sent';
  } catch (error) {
    await markFailed(strapi, claim, policy, (error as Error).message || String(error));
    return 'failed';
  }
}

/** The lead's page in the admin, when the CMS knows its public address (CMS_PUBLIC_URL). */
function adminLink(strapi: Core.Strapi, uid: string, documentId: string): string | null {
  const base = strapi.config.get<string | undefined>('server.url');
  if (!base) return null;
  const admin = strapi.config.get<string | undefined>('admin.url') ?? '/admin';
  const root = /^https?:\/\//.test(admin) ? admin : `${base.replace(/\/$/, '')}${admin}`;
  return `${root.replace(/\/$/, '')}/content-manager/collection-types/${uid}/${documentId}`;
}
