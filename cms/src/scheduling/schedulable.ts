/**
 * Scheduled publishing (strapi-plugin-publisher): what editors may schedule and how often the CMS
 * looks for actions that are due. The plugin's own pieces are adjusted in
 * ../extensions/publisher/strapi-server.ts; the loop that runs due actions is ./runner.ts.
 */
import { type CmsEnv, cmsEnv } from '../config/env';
import { SCHEDULABLE_UIDS } from '../contracts/content-types';

/** The plugin's stored actions ("publish this entry at that time"). */
export const ACTION_UID = 'plugin::publisher.action';

/** Every type the site shows and editors publish (`schedulable` in ../contracts/content-types.ts): the
 * edit view offers "Publish at" and "Unpublish at" for these only, and the admin API refuses any other. */
export const SCHEDULABLE_TYPES: readonly string[] = SCHEDULABLE_UIDS;

export const SCHEDULE_MODES: readonly string[] = ['publish', 'unpublish'];

/** SCHEDULED_PUBLISH_CHECK_SECONDS (default 10, 1 to 60; src/config/env.ts checks it): how often each
 * CMS instance looks for due actions, so "Monday at nine" is live within seconds of nine plus the
 * rebuild. */
export function checkIntervalMs(config: CmsEnv = cmsEnv()): number {
  return config.SCHEDULED_PUBLISH_CHECK_SECONDS * 1000;
}
