/**
 * Strapi's cron tasks for privacy (config/server.ts). The retention job runs every hour by default
 * (RETENTION_SCHEDULE, a cron rule; six fields allow seconds) and once at start (src/index.ts), so a
 * period is kept within the hour. The periods are read here, when the configuration loads: a bad
 * LEAD_RETENTION_DAYS (or SENT_EMAIL_RETENTION_DAYS, or RETENTION_SCHEDULE) stops the start with one
 * line naming it.
 */
import type { Core } from '@strapi/strapi';
import { Cron } from 'croner';
import { logDataRequest } from './data-requests';
import { expireOldData } from './expire';
import { type RetentionPeriods, retentionPeriods } from '../contracts/retention';

export const DEFAULT_RETENTION_SCHEDULE = '17 * * * *';

let running: Promise<void> | null = null;

/** One run of the retention job; a run still going when the next is due is not doubled. */
export function runRetention(strapi: Core.Strapi, periods: RetentionPeriods): Promise<void> {
  running ??= (async () => {
    try {
      const counts = await expireOldData(strapi, periods);
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      if (total > 0) {
        await logDataRequest(strapi, 'expire', counts);
        strapi.log.info(`Retention: ${JSON.stringify(counts)}`);
      }
    } catch (error) {
      strapi.log.error(`Retention job: ${(error as Error).message}`);
    } finally {
      running = null;
    }
  })();
  return running;
}

/** Resolves when no retention run is going (the CMS's destroy waits for it). */
export function retentionSettled(): Promise<void> {
  return running ?? Promise.resolve();
}

export function privacyCronTasks(env: NodeJS.ProcessEnv = process.env) {
  let periods: RetentionPeriods;
  const rule = env.RETENTION_SCHEDULE?.trim() || DEFAULT_RETENTION_SCHEDULE;
  try {
    periods = retentionPeriods(env);
    // Strapi only logs a rule it cannot read and starts without the job: data would never expire.
    // Its own parser (croner, the same version) decides here instead.
    try {
      new Cron(rule, { paused: true }).stop();
    } catch (error) {
      throw new Error(`RETENTION_SCHEDULE: "${rule}" is not a cron rule (${(error as Error).message}).`);
    }
  } catch (error) {
    // Thrown, it would be printed inside Strapi's "Could not load config file" and a stack trace;
    // the operator needs one line naming the setting, and the start to stop.
    console.error(`Retention settings: ${(error as Error).message}`);
    process.exit(1);
  }
  return {
    periods,
    tasks: {
      retention: {
        task: ({ strapi }: { strapi: Core.Strapi }) => runRetention(strapi, periods),
        options: { rule },
      },
    },
  };
}
