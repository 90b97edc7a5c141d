/**
 * The cap on lead emails to the firm: at most NOTIFY_CAP emails announce single leads in each window
 * of NOTIFY_CAP_WINDOW seconds (fixed windows, counted from the epoch, so every instance agrees on
 * them). A lead past the cap is still stored and queued, held until its window ends, and then
 * announced with every other held lead in one digest email. A flood therefore costs the firm at most
 * NOTIFY_CAP emails and one digest a window, and no lead goes unannounced.
 *
 * The count of each window is a row in `notification_windows`, taken with one conditional UPDATE, so
 * several instances on one database never send more than the cap between them. Strapi's schema sync
 * leaves tables it did not create alone.
 */
import type { Core } from '@strapi/strapi';
import { type CmsEnv, cmsEnv } from '../config/env';

export interface CapPolicy {
  /** Single lead emails per window. */
  cap: number;
  windowMs: number;
}

/** NOTIFY_CAP (default 30) emails per NOTIFY_CAP_WINDOW seconds (default 3600): a busy day of real
 * leads fits; a flood costs 31 emails an hour. The configuration (src/config/env.ts) checked both. */
export function capFromEnv(config: CmsEnv = cmsEnv()): CapPolicy {
  return { cap: config.NOTIFY_CAP, windowMs: config.NOTIFY_CAP_WINDOW * 1000 };
}

/** The window `now` falls in: its start (the row's key) and its end (when its held leads go out). */
export function windowOf(now: Date, windowMs: number): { start: number; end: Date } {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start, end: new Date(start + windowMs) };
}

export const CAP_TABLE = 'notification_windows';

export async function ensureCapTable(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(CAP_TABLE)) return;
  try {
    await knex.schema.createTable(CAP_TABLE, (table) => {
      table.bigInteger('window_start').primary();
      table.integer('sent').notNullable().defaultTo(0);
    });
  } catch (error) {
    // Another instance made it at the same moment.
    if (!(await knex.schema.hasTable(CAP_TABLE))) throw error;
  }
}

/** Takes one of the window's single-email slots; false when the cap is reached. */
export async function takeSlot(strapi: Core.Strapi, policy: CapPolicy, now = new Date()): Promise<boolean> {
  if (policy.cap === 0) return false;
  const knex = strapi.db.connection;
  const { start } = windowOf(now, policy.windowMs);
  await knex(CAP_TABLE).insert({ window_start: start, sent: 0 }).onConflict('window_start').ignore();
  const updated = await knex(CAP_TABLE)
    .where('window_start', start)
    .andWhere('sent', '<', policy.cap)
    .increment('sent', 1);
  // Old windows are of no further use; a day of them is kept for anyone looking.
  await knex(CAP_TABLE)
    .where('window_start', '<', start - 24 * 60 * 60 * 1000)
    .delete();
  return Number(updated) === 1;
}

/** Gives back a slot taken for an email that then failed to send: the cap counts emails sent. */
export async function releaseSlot(strapi: Core.Strapi, policy: CapPolicy, takenAt: Date): Promise<void> {
  const { start } = windowOf(takenAt, policy.windowMs);
  await strapi.db.connection(CAP_TABLE).where('window_start', start).andWhere('sent', '>', 0).decrement('sent', 1);
}
