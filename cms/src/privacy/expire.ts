/**
 * The retention job (scheduled by ./cron-tasks.ts): deletes the leads that expire (contact requests,
 * event requests and chat transcripts: `expires` in ../contracts/leads.ts) older than `leadDays`,
 * with their queued emails, their lead desk state and activity (notes) and their CRM webhooks, every
 * queued email and CRM webhook older than that, and the lead desk's rows and CRM webhooks of a lead
 * that no longer exists; and clears the personal fields
 * (subject, recipients, last error) of emails sent more than `sentEmailDays` ago. Bodies are never stored (composed at send time), so nothing else is left.
 * The questions the chat's FAQ could not answer (../unanswered-questions) go when the day they were
 * asked is more than `unansweredQuestionDays` ago.
 *
 * Several CMS instances run it each on their own schedule. Every delete and update repeats its age
 * condition in its WHERE, so a row another instance already handled is simply not matched again: a
 * second run at the same moment changes nothing and counts nothing. The counts of page views, visits
 * and conversions (no one's data) are deleted by day after `countDays`. Subscriptions are not expired by
 * age (a confirmed subscriber asked to stay on the list; unconfirmed ones expire by their own task);
 * an unsubscribed address is deleted `unsubscribedDays` after it unsubscribed.
 */
import type { Core } from '@strapi/strapi';
import { LEADS, LEAD_KINDS, type LeadKind, byKind } from '../contracts/leads';
import { subjectFor } from '../notifications/compose';
import { NOTIFICATION_UID } from '../notifications/outbox';
import type { RetentionPeriods } from '../contracts/retention';
import { ACTIVITY_UID, STATE_UID, deskWhere } from '../lead-desk/store';
import { WEBHOOK_UID } from '../crm/queue';
import { RETENTION_DEFAULTS } from '../contracts/retention';
import { UNANSWERED_UID } from '../unanswered-questions/store';
import { expireCounts } from '../counts/store';
import { sumPastPeriod } from '../counts/summary';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/** The kinds of lead deleted by age. */
export const EXPIRING_LEADS = LEAD_KINDS.filter((kind) => LEADS[kind].expires);

/** Rows deleted of each kind of lead (for a subscription: unsubscribed addresses, deleted by their
 * own period), and of the queue. */
export interface ExpiryCounts extends Record<LeadKind, number> {
  /** Queued emails deleted. */
  notification: number;
  /** Sent emails whose subject, recipients and last error were cleared. */
  clearedEmails: number;
  /** The lead desk's states and activity entries (notes, changes) deleted with their lead, or left
   * behind by a lead an editor deleted. */
  'lead-state': number;
  'lead-activity': number;
  /** The CRM's webhooks (../crm) deleted with their lead, left behind by a deleted lead, or past the
   * period whatever they are. */
  'lead-webhook': number;
  /** The questions the FAQ could not answer: one row per question, language and day. */
  'unanswered-question': number;
  /** The counts of page views, and of visits and conversions (../counts), of days past their period. */
  'page-view-count': number;
  'conversion-count': number;
}

/** A run's counts before it has done anything. */
export const noExpiries = (): ExpiryCounts => ({
  ...byKind(() => 0),
  notification: 0,
  clearedEmails: 0,
  'lead-state': 0,
  'lead-activity': 0,
  'lead-webhook': 0,
  'unanswered-question': 0,
  'page-view-count': 0,
  'conversion-count': 0,
});

/** Deletes the lead desk's rows and the CRM's webhooks of some leads of one kind (inside the caller's
 * transaction). */
async function deleteDeskRows(strapi: Core.Strapi, type: LeadKind, documentIds: string[], counts: ExpiryCounts) {
  if (!documentIds.length) return;
  counts['lead-webhook'] += (
    await strapi.db.query(WEBHOOK_UID).deleteMany({ where: deskWhere(type, documentIds) })
  ).count;
  counts['lead-activity'] += (
    await strapi.db.query(ACTIVITY_UID).deleteMany({ where: deskWhere(type, documentIds) })
  ).count;
  counts['lead-state'] += (await strapi.db.query(STATE_UID).deleteMany({ where: deskWhere(type, documentIds) })).count;
}

/** The lead desk's rows and the CRM's webhooks whose lead is gone (deleted in the Content Manager by
 * a super admin): every lead with desk activity has a state row (../lead-desk/store.ts), and a
 * webhook names its lead, so the states and the webhooks (`uid`) are walked. */
async function deleteOrphanedDeskRows(strapi: Core.Strapi, counts: ExpiryCounts, uid = STATE_UID) {
  let after = 0;
  for (let round = 0; round < 10_000; round += 1) {
    const states = (await strapi.db.query(uid).findMany({
      where: { id: { $gt: after }, leadDocumentId: { $notNull: true } },
      select: ['id', 'leadType', 'leadDocumentId'],
      orderBy: { id: 'asc' },
      limit: BATCH,
    })) as Array<{ id: number; leadType: string; leadDocumentId: string }>;
    if (!states.length) return;
    after = states[states.length - 1].id;
    for (const type of LEAD_KINDS) {
      const ids = states.filter((row) => row.leadType === type).map((row) => row.leadDocumentId);
      if (!ids.length) continue;
      const present = new Set(
        (
          (await strapi.db
            .query(LEADS[type].uid)
            .findMany({ where: { documentId: { $in: ids } }, select: ['documentId'] })) as Array<{ documentId: string }>
        ).map((row) => row.documentId),
      );
      const gone = ids.filter((id) => !present.has(id));
      if (gone.length) await strapi.db.transaction(() => deleteDeskRows(strapi, type, gone, counts));
    }
  }
}

/** What a sent email's subject becomes: its kind, without the person ("New contact request from a visitor"). */
export const clearedSubject = (type: LeadKind) => subjectFor(type, {});

export async function expireOldData(
  strapi: Core.Strapi,
  periods: Pick<RetentionPeriods, 'leadDays' | 'sentEmailDays'> &
    Partial<Pick<RetentionPeriods, 'unsubscribedDays' | 'unansweredQuestionDays' | 'countDays'>>,
  now = new Date(),
): Promise<ExpiryCounts> {
  const leadCutoff = new Date(now.getTime() - periods.leadDays * DAY_MS);
  const sentCutoff = new Date(now.getTime() - periods.sentEmailDays * DAY_MS);
  const counts = noExpiries();
  const notifications = strapi.db.query(NOTIFICATION_UID);

  for (const type of EXPIRING_LEADS) {
    const leads = strapi.db.query(LEADS[type].uid);
    // Batches keep each transaction short; the loop ends when no expired row is left (whoever deleted it).
    for (let round = 0; round < 10_000; round += 1) {
      const batch = await leads.findMany({
        where: { createdAt: { $lt: leadCutoff } },
        select: ['id', 'documentId'],
        orderBy: { id: 'asc' },
        limit: BATCH,
      });
      if (!batch.length) break;
      await strapi.db.transaction(async () => {
        const queued = await notifications.deleteMany({
          where: { submissionType: type, submissionDocumentId: { $in: batch.map((row) => row.documentId) } },
        });
        const deleted = await leads.deleteMany({
          where: { id: { $in: batch.map((row) => row.id) }, createdAt: { $lt: leadCutoff } },
        });
        counts.notification += queued.count;
        counts[type] += deleted.count;
        await deleteDeskRows(
          strapi,
          type,
          batch.map((row) => row.documentId),
          counts,
        );
      });
    }
  }

  // Unsubscribed addresses, once the firm has had time to take them off its mailing tool.
  const unsubscribedCutoff = new Date(now.getTime() - (periods.unsubscribedDays ?? 30) * DAY_MS);
  const subscriptions = strapi.db.query(LEADS.subscription.uid);
  const gone = await subscriptions.findMany({
    where: { state: 'unsubscribed', unsubscribedAt: { $lt: unsubscribedCutoff } },
    select: ['id', 'documentId'],
    limit: 10_000,
  });
  if (gone.length) {
    await strapi.db.transaction(async () => {
      const queued = await notifications.deleteMany({
        where: { submissionType: 'subscription', submissionDocumentId: { $in: gone.map((row) => row.documentId) } },
      });
      const deleted = await subscriptions.deleteMany({
        where: {
          id: { $in: gone.map((row) => row.id) },
          state: 'unsubscribed',
          unsubscribedAt: { $lt: unsubscribedCutoff },
        },
      });
      counts.notification += queued.count;
      counts.subscription += deleted.count;
      await deleteDeskRows(
        strapi,
        'subscription',
        gone.map((row) => row.documentId),
        counts,
      );
    });
  }

  // Queued emails past the period whatever their lead (a subscription's announcement, a lead an
  // editor deleted): the subject still names the person.
  counts.notification += (await notifications.deleteMany({ where: { createdAt: { $lt: leadCutoff } } })).count;
  // The CRM's webhooks too: a delivered one holds no body, but says which lead the CRM got.
  counts['lead-webhook'] += (
    await strapi.db.query(WEBHOOK_UID).deleteMany({ where: { createdAt: { $lt: leadCutoff } } })
  ).count;
  await deleteOrphanedDeskRows(strapi, counts);
  await deleteOrphanedDeskRows(strapi, counts, WEBHOOK_UID);

  // A question is kept by its day (the only time it has): gone once that day is past the period.
  const questionDays = periods.unansweredQuestionDays ?? RETENTION_DEFAULTS.unansweredQuestionDays;
  const questionCutoff = new Date(now.getTime() - questionDays * DAY_MS).toISOString().slice(0, 10);
  counts['unanswered-question'] += (
    await strapi.db.query(UNANSWERED_UID).deleteMany({ where: { day: { $lt: questionCutoff } } })
  ).count;

  // The counts hold no one's data: kept longer, by day (../counts/store.ts).
  const countDays = periods.countDays ?? RETENTION_DEFAULTS.countDays;
  Object.assign(counts, await expireCounts(strapi, countDays, now));
  // And the kept past days' totals the Visits page reads (../counts/summary.ts), each summed once.
  await sumPastPeriod(strapi, countDays, now);

  for (const type of LEAD_KINDS) {
    const subject = clearedSubject(type);
    const { count } = await notifications.updateMany({
      where: {
        submissionType: type,
        state: 'sent',
        sentAt: { $lt: sentCutoff },
        $or: [{ subject: { $ne: subject } }, { recipients: { $notNull: true } }, { lastError: { $notNull: true } }],
      },
      data: { subject, recipients: null, lastError: null, updatedAt: now },
    });
    counts.clearedEmails += count;
  }
  return counts;
}
