/**
 * The retention job run by several instances at the same moment (src/privacy/expire.ts): Strapi is
 * loaded in this process on a fresh database (SQLite, or PostgreSQL in that pass) and four runs are
 * started together, so they certainly overlap: between them they delete each expired row once and
 * clear each old sent email once (and the lead desk's rows and CRM webhooks of each expired or deleted
 * lead once, each day of a question the FAQ could not answer past its own period once, and the visit
 * counts of days past their period once, and sum each past day's counts into the Visits page's
 * totals once), their
 * counts add up to exactly what was there, and a later run finds nothing left to do.
 */
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { enqueue, NOTIFICATION_UID } from '../src/notifications/outbox';
import { expireOldData, noExpiries } from '../src/privacy/expire';
import { addNote } from '../src/lead-desk/store';
import { WEBHOOK_UID, queueLeadCreated, queueStatusChanged } from '../src/crm/queue';
import { UNANSWERED_UID, recordUnansweredQuestion } from '../src/unanswered-questions/store';
import { TOTALS_UID, countEvent, countPageView } from '../src/counts/store';
import { saveSitePages } from '../src/counts/site-pages';
import { CMS_DIR, loadStrapi } from '../../tests/support/cms';

jest.setTimeout(300_000);

const CONTACT = 'api::contact-request.contact-request';
const DAY_MS = 24 * 60 * 60 * 1000;
const periods = {
  leadDays: 365,
  sentEmailDays: 30,
  unsubscribedDays: 30,
  unansweredQuestionDays: 60,
  countDays: 731,
};
let strapi: Core.Strapi;

beforeAll(async () => {
  strapi = await loadStrapi<Core.Strapi>('cms-retention-');
  // The run the CMS starts at bootstrap (on an empty database) must be over before rows exist, or it
  // would be a fifth, uncounted runner.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  await require(path.join(CMS_DIR, 'dist', 'src', 'privacy', 'cron-tasks')).retentionSettled();
  // A CRM from here on, so each lead gets its webhook queued (no worker: Strapi started without one).
  Object.assign(process.env, {
    LEAD_WEBHOOK_URL: 'https://crm.example/hooks',
    LEAD_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
  });
});

afterAll(async () => {
  await strapi?.destroy();
});

/** A contact request received `days` ago, with its queued email. */
async function lead(name: string, days: number) {
  const createdAt = new Date(Date.now() - days * DAY_MS);
  const row = await strapi.db.query(CONTACT).create({
    data: {
      name,
      email: `${name.replace(/\W/g, '')}@example.com`,
      message: 'Hello there.',
      createdAt,
      publishedAt: createdAt,
    },
  });
  await enqueue(strapi, 'contact-request', row);
  await queueLeadCreated(strapi, 'contact-request', row as { documentId: string });
  return row as { documentId: string };
}

/** A newsletter subscriber in `state`, who unsubscribed `days` ago when that is given. */
async function subscriber(email: string, state: string, days?: number) {
  const at = new Date(Date.now() - (days ?? 400) * DAY_MS);
  await strapi.db.query('api::subscription.subscription').create({
    data: { email, date: at.toISOString().slice(0, 10), state, createdAt: at, unsubscribedAt: days ? at : null },
  });
}

it('deletes each expired lead and email once and clears each old sent email once, however many runs overlap', async () => {
  const expired = [];
  for (let i = 0; i < 25; i += 1) expired.push(await lead(`Expired ${i}`, 400));
  // The lead desk's state and a note on five expired leads, and on a lead deleted meanwhile.
  for (const row of expired.slice(0, 5)) await addNote(strapi, 'contact-request', row.documentId, 'Called.', undefined);
  await addNote(strapi, 'contact-request', 'deleted-lead-document-id', 'Called.', undefined);
  await queueStatusChanged(strapi, 'contact-request', 'deleted-lead-document-id', { from: 'new', to: 'won' });
  // Unsubscribed 40 days ago: deleted; 10 days ago: kept; confirmed long ago: kept (ongoing consent).
  for (let i = 0; i < 3; i += 1) await subscriber(`left${i}@example.com`, 'unsubscribed', 40);
  await subscriber('recently-left@example.com', 'unsubscribed', 10);
  await subscriber('reader@example.com', 'confirmed');
  const kept = [];
  for (let i = 0; i < 8; i += 1) kept.push(await lead(`Kept ${i}`, 100));
  // The kept leads' emails went out 40 days ago: past the 30 days for their subjects and recipients.
  await strapi.db.query(NOTIFICATION_UID).updateMany({
    where: { submissionDocumentId: { $in: kept.map((row) => row.documentId) } },
    data: { state: 'sent', sentAt: new Date(Date.now() - 40 * DAY_MS), recipients: 'sales@meridianworks.example' },
  });
  // ...and on two kept leads: those stay.
  for (const row of kept.slice(0, 2)) await addNote(strapi, 'contact-request', row.documentId, 'Kept.', undefined);
  // Questions the FAQ could not answer, asked on seven days 61 to 67 days ago (past their 60) and on
  // three days 57 to 59 ago (kept), as the chat's route counts them.
  for (const days of [61, 62, 63, 64, 65, 66, 67, 57, 58, 59])
    await recordUnansweredQuestion(
      strapi,
      { question: 'Do you work on weekends?', lang: 'en' },
      '203.0.113.7',
      new Date(Date.now() - days * DAY_MS),
    );

  // Counts of page views and visits: of 800 days ago (past the period), of 100 days ago (kept, and
  // summed into its day's totals) and of today, of paths the site's build has (others are counted as
  // one "other" row).
  await saveSitePages(strapi, ['/counted-800', '/counted-100', '/counted-0']);
  for (const daysAgo of [800, 800, 100, 0]) {
    const at = new Date(Date.now() - daysAgo * DAY_MS);
    await countPageView(strapi, `/counted-${daysAgo}`, at);
    await countEvent(strapi, 'visit', { landingPage: `/counted-${daysAgo}`, source: '', campaign: '' }, at);
  }

  const runs = await Promise.all([1, 2, 3, 4].map(() => expireOldData(strapi, periods)));
  const total = runs.reduce((sum, counts) => {
    for (const key of Object.keys(sum) as Array<keyof typeof sum>) sum[key] += counts[key];
    return sum;
  }, noExpiries());
  // Every kind of lead not named here has none to delete.
  expect(total).toEqual({
    ...noExpiries(),
    'contact-request': 25,
    'event-request': 0,
    'chatbot-transcript': 0,
    subscription: 3,
    notification: 25,
    clearedEmails: 8,
    'lead-state': 6,
    'lead-activity': 6,
    'lead-webhook': 26,
    'unanswered-question': 7,
    'page-view-count': 1,
    'conversion-count': 1,
  });
  const questionDays = await strapi.db.query(UNANSWERED_UID).findMany({ select: ['day'], orderBy: { day: 'asc' } });
  expect(questionDays.map((row) => row.day)).toEqual(
    [59, 58, 57].map((days) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10)),
  );
  const counted = await strapi.db.query('api::page-view-count.page-view-count').findMany({ select: ['path', 'views'] });
  expect(counted).toEqual([
    { path: '/counted-100', views: 1 },
    { path: '/counted-0', views: 1 },
  ]);
  // The day of 100 days ago summed once (today is read as counted, and 800 days ago is gone).
  const totals = await strapi.db
    .query(TOTALS_UID)
    .findMany({ select: ['day', 'dimension', 'name', 'views', 'visit'], orderBy: { dimension: 'asc' } });
  const hundredDaysAgo = new Date(Date.now() - 100 * DAY_MS).toISOString().slice(0, 10);
  expect(totals).toEqual([
    { day: hundredDaysAgo, dimension: 'day', name: '', views: 1, visit: 1 },
    { day: hundredDaysAgo, dimension: 'page', name: '/counted-100', views: 1, visit: 1 },
    { day: hundredDaysAgo, dimension: 'source', name: '', views: 0, visit: 1 },
  ]);
  const webhooks = await strapi.db.query(WEBHOOK_UID).findMany({ select: ['leadDocumentId'] });
  expect(webhooks.map((row) => row.leadDocumentId).sort()).toEqual(kept.map((row) => row.documentId).sort());
  const notes = await strapi.db.query('api::lead-activity.lead-activity').findMany({ select: ['leadDocumentId'] });
  expect(notes.map((row) => row.leadDocumentId).sort()).toEqual(
    kept
      .slice(0, 2)
      .map((row) => row.documentId)
      .sort(),
  );
  const subscribers = await strapi.db
    .query('api::subscription.subscription')
    .findMany({ select: ['email'], orderBy: { email: 'asc' } });
  expect(subscribers.map((row) => row.email)).toEqual(['reader@example.com', 'recently-left@example.com']);

  const left = await strapi.db.query(CONTACT).findMany({ select: ['name'], orderBy: { id: 'asc' } });
  expect(left.map((row) => row.name)).toEqual(kept.map((_, i) => `Kept ${i}`));
  const emails = await strapi.db.query(NOTIFICATION_UID).findMany({});
  expect(emails).toHaveLength(8);
  for (const email of emails) {
    expect(email).toMatchObject({ subject: 'New contact request from a visitor', recipients: null, lastError: null });
  }

  expect(await expireOldData(strapi, periods)).toEqual(noExpiries());

  // A shorter period deletes a day's totals with its counts.
  await expireOldData(strapi, { ...periods, countDays: 90 });
  expect(await strapi.db.query(TOTALS_UID).count({ where: { day: hundredDaysAgo } })).toBe(0);
  expect(await strapi.db.query('api::page-view-count.page-view-count').count({ where: { day: hundredDaysAgo } })).toBe(
    0,
  );
});
