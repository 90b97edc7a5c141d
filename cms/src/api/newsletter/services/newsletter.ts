/**
 * The newsletter's confirmed opt-in (issue 18): a sign-up is stored as pending and sent one
 * confirmation email through the lead outbox; the signed link in it confirms; a signed link (or the
 * RFC 8058 one-click POST) unsubscribes; editors export the confirmed addresses; pending ones expire.
 *
 * The public sign-up route answers the same whatever this service does (../../submission), so none
 * of its decisions (new, repeat, resend or not) is visible to the caller.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { LEAD_UIDS } from '../../../notifications/compose';
import { NOTIFICATION_UID, enqueue, isAnnounced } from '../../../notifications/outbox';
import { wakeNotificationWorker } from '../../../notifications/worker';
import { toCsv } from '../../../newsletter/csv';
import { linksFor } from '../../../newsletter/delivery';
import { newsletterKey } from '../../../newsletter/key';
import { consentWording, pendingCutoff, resendCutoff } from '../../../newsletter/policy';
import { type TokenPurpose, parseToken, tokenMatches } from '../../../newsletter/tokens';
import { retentionPeriods } from '../../../privacy/periods';

export const SUBSCRIPTION_UID = LEAD_UIDS.subscription;
const GLOBAL_UID = 'api::global.global';

type Row = Record<string, unknown> & { id: number; documentId: string; email: string; state?: string | null };

export const TOKEN_MESSAGES = {
  malformed: 'This link is incomplete. Please open the whole link from the email.',
  unknown: 'This link is not valid, or the subscription no longer exists.',
  expired: 'This link has expired. Please subscribe again to get a new one.',
  cancelled: 'This subscription was cancelled. Please subscribe again to receive the newsletter.',
} as const;

const confirmationSubject = (email: string) => `Newsletter confirmation to ${email}`;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const subscriptions = () => strapi.db.query(SUBSCRIPTION_UID);

  const queueConfirmation = (row: { documentId: string; email: string }) =>
    enqueue(strapi, 'subscription', row, {
      template: 'subscriber-confirmation',
      subject: confirmationSubject(row.email),
    });

  /** The row a link's token names, when the token was signed for that row's address and purpose. */
  async function rowForToken(purpose: TokenPurpose, token: unknown): Promise<Row> {
    const parsed = parseToken(token);
    if (!parsed) {
      throw new errors.ValidationError(TOKEN_MESSAGES.malformed, {
        errors: [{ path: ['token'], message: TOKEN_MESSAGES.malformed, name: 'ValidationError' }],
      });
    }
    const row = (await subscriptions().findOne({ where: { documentId: parsed.documentId } })) as Row | null;
    if (!row || !tokenMatches(newsletterKey(), purpose, token, row))
      throw new errors.NotFoundError(TOKEN_MESSAGES.unknown);
    return row;
  }

  /**
   * A repeated sign-up. Confirmed: nothing changes. Pending: the email goes again, at most once per
   * CONFIRMATION_RESEND_MS. Unsubscribed (or stored before confirmation existed): the address is
   * pending again with today's wording, and gets a new email under the same limit. Each change is one
   * conditional UPDATE, so of concurrent repeats exactly one queues an email.
   */
  async function repeat(existing: Row, data: Record<string, unknown>, consentText: string, now: Date) {
    if (existing.state === 'confirmed') return;
    const sendable = {
      $or: [{ confirmationSentAt: { $null: true } }, { confirmationSentAt: { $lt: resendCutoff(now) } }],
    };
    const stillPending = existing.state === 'pending';
    await strapi.db.transaction(async () => {
      const { count } = await subscriptions().updateMany({
        where: {
          $and: [
            { id: existing.id },
            stillPending ? { state: 'pending' } : { $or: [{ state: { $null: true } }, { state: 'unsubscribed' }] },
            sendable,
          ],
        },
        data: stillPending
          ? { confirmationSentAt: now, updatedAt: now }
          : {
              state: 'pending',
              requestedAt: now,
              confirmationSentAt: now,
              confirmedAt: null,
              unsubscribedAt: null,
              consentText,
              date: data.date,
              ...(data.name ? { name: data.name } : {}),
              updatedAt: now,
            },
      });
      if (count === 1) await queueConfirmation(existing);
    });
  }

  return {
    /** Stores a valid, cleaned sign-up (../../submission checked it) and queues its email. */
    async subscribe(data: Record<string, unknown> & { email: string }): Promise<void> {
      const now = new Date();
      const global = await strapi.db.query(GLOBAL_UID).findOne({ where: { publishedAt: { $notNull: true } } });
      const consentText = consentWording(global);
      try {
        // Insert first: the unique index on lower(email) (../../submission/indexes.ts) settles races.
        await strapi.db.transaction(async () => {
          const stored = await strapi.documents(SUBSCRIPTION_UID).create({
            data: { ...data, state: 'pending', requestedAt: now, confirmationSentAt: now, consentText } as never,
          });
          await queueConfirmation(stored as unknown as Row);
          if (await isAnnounced(strapi, 'subscription')) await enqueue(strapi, 'subscription', stored);
        });
      } catch (error) {
        const existing = (await subscriptions().findOne({ where: { email: { $eqi: data.email } } })) as Row | null;
        if (!existing) throw error;
        await repeat(existing, data, consentText, now);
      }
      wakeNotificationWorker();
    },

    /** Confirms the sign-up a confirmation link names. Confirming twice is fine. */
    async confirm(token: unknown): Promise<{ status: 'confirmed' }> {
      const row = await rowForToken('confirm', token);
      if (row.state === 'confirmed') return { status: 'confirmed' };
      if (row.state !== 'pending') throw new errors.NotFoundError(TOKEN_MESSAGES.cancelled);
      const now = new Date();
      const cutoff = pendingCutoff(now, retentionPeriods().pendingSubscriptionDays);
      const { count } = await subscriptions().updateMany({
        where: { id: row.id, state: 'pending', requestedAt: { $gte: cutoff } },
        data: { state: 'confirmed', confirmedAt: now, updatedAt: now },
      });
      if (count === 1) return { status: 'confirmed' };
      // Not changed: expired, or confirmed by a concurrent click.
      const current = (await subscriptions().findOne({ where: { id: row.id }, select: ['state'] })) as Row | null;
      if (current?.state === 'confirmed') return { status: 'confirmed' };
      throw new errors.NotFoundError(TOKEN_MESSAGES.expired);
    },

    /** Unsubscribes the address an unsubscribe link names, whatever its state. Twice is fine. */
    async unsubscribe(token: unknown): Promise<{ status: 'unsubscribed' }> {
      const row = await rowForToken('unsubscribe', token);
      if (row.state !== 'unsubscribed') {
        const now = new Date();
        await subscriptions().updateMany({
          where: { id: row.id, $or: [{ state: { $null: true } }, { state: { $ne: 'unsubscribed' } }] },
          data: { state: 'unsubscribed', unsubscribedAt: now, updatedAt: now },
        });
      }
      return { status: 'unsubscribed' };
    },

    /** The confirmed subscribers, oldest confirmation first, as CSV with each one's unsubscribe links. */
    async confirmedCsv(): Promise<string> {
      const rows = (await subscriptions().findMany({
        where: { state: 'confirmed' },
        select: ['documentId', 'email', 'name', 'confirmedAt'],
        orderBy: [{ confirmedAt: 'asc' }, { id: 'asc' }],
      })) as Row[];
      return toCsv(
        rows.map((row) => {
          const links = linksFor(strapi, row);
          return {
            email: row.email,
            name: typeof row.name === 'string' ? row.name : '',
            confirmedAt: row.confirmedAt ? new Date(row.confirmedAt as string).toISOString() : '',
            unsubscribeUrl: links.unsubscribeUrl,
            oneClickUnsubscribeUrl: links.oneClickUrl,
          };
        }),
      );
    },

    /**
     * Deletes sign-ups still pending SUBSCRIPTION_PENDING_DAYS after they were made, and their queued
     * emails. Safe on several instances at once: the DELETE repeats its condition, so a row confirmed
     * in between stays, and a second instance finds nothing left to do. Answers how many went.
     */
    async expirePending(now = new Date()): Promise<number> {
      const cutoff = pendingCutoff(now, retentionPeriods().pendingSubscriptionDays);
      const expired = { state: 'pending', requestedAt: { $lt: cutoff } };
      const candidates = (await subscriptions().findMany({
        where: expired,
        select: ['id', 'documentId'],
      })) as Row[];
      if (candidates.length === 0) return 0;
      const { count } = await subscriptions().deleteMany({
        where: { $and: [{ id: { $in: candidates.map((row) => row.id) } }, expired] },
      });
      // Only the emails of rows that are really gone (not of one confirmed just now).
      const kept = (await subscriptions().findMany({
        where: { documentId: { $in: candidates.map((row) => row.documentId) } },
        select: ['documentId'],
      })) as Row[];
      const keptIds = new Set(kept.map((row) => row.documentId));
      const gone = candidates.map((row) => row.documentId).filter((documentId) => !keptIds.has(documentId));
      if (gone.length > 0) {
        await strapi.db.query(NOTIFICATION_UID).deleteMany({
          where: { submissionType: 'subscription', submissionDocumentId: { $in: gone } },
        });
      }
      if (count > 0) strapi.log.info(`Newsletter: deleted ${count} sign-up(s) never confirmed.`);
      return count;
    },
  };
};
