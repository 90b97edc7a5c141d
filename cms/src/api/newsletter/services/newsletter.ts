/**
 * The newsletter's confirmed opt-in (issue 18): a sign-up is stored as pending and sent one
 * confirmation email through the lead outbox; the signed link in it confirms that sign-up and no
 * other (issue 45: bound to the row's nonce, until it expires); a signed link (or the RFC 8058
 * one-click POST) unsubscribes; editors export the confirmed addresses; pending ones expire.
 *
 * The public sign-up route answers the same whatever this service does (../../submission), so none
 * of its decisions (new, repeat, resend or not) is visible to the caller.
 */
import type { Core, Data } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { LEADS } from '../../../contracts/leads';
import { countLead } from '../../../counts/store';
import { NOTIFICATION_UID, enqueue, isAnnounced } from '../../../notifications/outbox';
import { wakeNotificationWorker } from '../../../notifications/worker';
import { emailLocaleOf } from '../../../newsletter/compose';
import { toCsv } from '../../../newsletter/csv';
import { unsubscribeLinksFor } from '../../../newsletter/delivery';
import { newsletterKey } from '../../../newsletter/key';
import { consentWording, pendingCutoff, resendCutoff } from '../../../newsletter/policy';
import { checkConfirmToken, newConfirmNonce, parseToken, unsubscribeTokenMatches } from '../../../newsletter/tokens';
import { retentionPeriods } from '../../../privacy/periods';

export const SUBSCRIPTION_UID = LEADS.subscription.uid;
const GLOBAL_UID = 'api::global.global';

/** A stored sign-up: its schema's attributes, the email always there (required). */
type Row = Data.ContentType<typeof SUBSCRIPTION_UID> & { email: string };

export const TOKEN_MESSAGES = {
  malformed: 'This link is incomplete. Please open the whole link from the email.',
  unknown: 'This link is not valid, or the subscription no longer exists.',
  expired: 'This link has expired. Please subscribe again to get a new one.',
  replaced:
    'This link is no longer valid: a newer email replaced it, or the subscription was cancelled. Please use the link in the newest email from us, or subscribe again.',
} as const;

/** A confirmation link that names a real sign-up but can no longer confirm it: answered 410 Gone by
 * the controller (none of Strapi's error classes answers 410). */
export class LinkGoneError extends Error {
  override name = 'GoneError';
}

const confirmationSubject = (email: string) => `Newsletter confirmation to ${email}`;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const subscriptions = () => strapi.db.query(SUBSCRIPTION_UID);

  const queueConfirmation = (row: { documentId: string; email: string }) =>
    enqueue(strapi, 'subscription', row, {
      template: 'subscriber-confirmation',
      subject: confirmationSubject(row.email),
    });

  /** The row a link's token names: 400 naming `token` when it is not shaped like one, 404 when the
   * row is gone. Whether the token is that row's is for the caller to check. */
  async function rowNamedBy(token: unknown): Promise<Row> {
    const parsed = parseToken(token);
    if (!parsed) {
      throw new errors.ValidationError(TOKEN_MESSAGES.malformed, {
        errors: [{ path: ['token'], message: TOKEN_MESSAGES.malformed, name: 'ValidationError' }],
      });
    }
    const row = (await subscriptions().findOne({ where: { documentId: parsed.documentId } })) as Row | null;
    if (!row) throw new errors.NotFoundError(TOKEN_MESSAGES.unknown);
    return row;
  }

  /**
   * A repeated sign-up. Confirmed: nothing changes. Pending: the email goes again, at most once per
   * CONFIRMATION_RESEND_MS. Unsubscribed (or stored before confirmation existed): the address is
   * pending again with today's wording, and gets a new email under the same limit. Each change is one
   * conditional UPDATE, so of concurrent repeats exactly one queues an email. Every email sent draws
   * a new confirmation nonce, so the links of earlier emails confirm nothing (a repeat that sends
   * nothing keeps the nonce: the link already sent must keep working).
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
          ? { confirmationSentAt: now, confirmNonce: newConfirmNonce(), updatedAt: now }
          : {
              state: 'pending',
              confirmNonce: newConfirmNonce(),
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
            data: {
              ...data,
              state: 'pending',
              requestedAt: now,
              confirmationSentAt: now,
              confirmNonce: newConfirmNonce(),
              consentText,
            } as never,
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

    /**
     * Confirms the sign-up a confirmation link was sent for. Confirming twice is fine (the nonce stays
     * while confirmed, so the same link answers "confirmed" again). A link of an earlier sign-up, or
     * one whose subscription was cancelled, answers 410 (`replaced`), an expired one 410 (`expired`);
     * neither changes anything.
     */
    async confirm(token: unknown): Promise<{ status: 'confirmed' }> {
      const row = await rowNamedBy(token);
      const now = new Date();
      const check = checkConfirmToken(newsletterKey(), token, row, now);
      if (check === 'invalid') throw new LinkGoneError(TOKEN_MESSAGES.replaced);
      if (row.state === 'confirmed') return { status: 'confirmed' };
      if (check === 'expired') throw new LinkGoneError(TOKEN_MESSAGES.expired);
      // Unsubscribing clears the nonce, so a valid link names a pending row; checked all the same.
      if (row.state !== 'pending') throw new LinkGoneError(TOKEN_MESSAGES.replaced);
      const cutoff = pendingCutoff(now, retentionPeriods().pendingSubscriptionDays);
      // The nonce in the condition: a sign-up repeated since the read has replaced it, and this link
      // is then an earlier email's.
      const { count } = await subscriptions().updateMany({
        where: { id: row.id, state: 'pending', confirmNonce: row.confirmNonce, requestedAt: { $gte: cutoff } },
        data: { state: 'confirmed', confirmedAt: now, updatedAt: now },
      });
      if (count === 1) {
        // The sign-up becomes a lead: a conversion, counted against where its visit came from (src/counts).
        await countLead(strapi, 'subscription', row, now);
        return { status: 'confirmed' };
      }
      // Not changed: expired, replaced meanwhile, or confirmed by a concurrent click.
      const current = (await subscriptions().findOne({
        where: { id: row.id },
        select: ['state', 'confirmNonce'],
      })) as Row | null;
      if (!current) throw new errors.NotFoundError(TOKEN_MESSAGES.unknown); // deleted meanwhile (expired)
      if (current.confirmNonce !== row.confirmNonce) throw new LinkGoneError(TOKEN_MESSAGES.replaced);
      if (current.state === 'confirmed') return { status: 'confirmed' };
      throw new LinkGoneError(TOKEN_MESSAGES.expired);
    },

    /** Unsubscribes the address an unsubscribe link names, whatever its state, and clears the
     * confirmation nonce (no earlier confirmation link can subscribe it again). Twice is fine. */
    async unsubscribe(token: unknown): Promise<{ status: 'unsubscribed' }> {
      const row = await rowNamedBy(token);
      if (!unsubscribeTokenMatches(newsletterKey(), token, row)) throw new errors.NotFoundError(TOKEN_MESSAGES.unknown);
      if (row.state !== 'unsubscribed') {
        const now = new Date();
        await subscriptions().updateMany({
          where: { id: row.id, $or: [{ state: { $null: true } }, { state: { $ne: 'unsubscribed' } }] },
          data: { state: 'unsubscribed', unsubscribedAt: now, confirmNonce: null, updatedAt: now },
        });
      }
      return { status: 'unsubscribed' };
    },

    /** The confirmed subscribers, oldest confirmation first, as CSV with each one's unsubscribe links. */
    async confirmedCsv(): Promise<string> {
      const rows = (await subscriptions().findMany({
        where: { state: 'confirmed' },
        select: ['documentId', 'email', 'name', 'confirmedAt', 'lang'],
        orderBy: [{ confirmedAt: 'asc' }, { id: 'asc' }],
      })) as Row[];
      return toCsv(
        rows.map((row) => {
          const links = unsubscribeLinksFor(strapi, row);
          return {
            email: row.email,
            name: row.name ?? '',
            confirmedAt: row.confirmedAt ? new Date(row.confirmedAt).toISOString() : '',
            unsubscribeUrl: links.unsubscribeUrl,
            oneClickUnsubscribeUrl: links.oneClickUrl,
            // The language every email to them is written in (a row from before it was stored: English).
            lang: emailLocaleOf(row.lang),
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
