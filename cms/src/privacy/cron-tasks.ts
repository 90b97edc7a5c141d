/**
 * Strapi's cron tasks for privacy (config/server.ts). The retention job runs every hour by default
 * (RETENTION_SCHEDULE, a cron rule; six fields allow seconds) and once at start (src/index.ts), so a
 * period is kept within the hour. The periods and the rule come from the CMS's configuration
 * (src/config/env.ts), which has checked them: a bad one stopped the start with one line naming it.
 */
import type { Core } from '@strapi/strapi';
import { type CmsEnv, cmsEnv } from '../config/env';
import type { RetentionPeriods } from '../contracts/retention';
import { logDataRequest } from './data-requests';
import { expireOldData } from './expire';
import { retentionPeriods } from './periods';

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

export function privacyCronTasks(config: CmsEnv = cmsEnv()) {
  const periods = retentionPeriods(config);
  const rule = config.RETENTION_SCHEDULE;
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
