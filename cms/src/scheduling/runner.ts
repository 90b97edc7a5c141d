/**
 * Runs the scheduled publish and unpublish actions editors set in the edit view, when they are due.
 *
 * The plugin itself keeps an in-memory timer per action on the instance that received it (and, at
 * start, on every instance for every action): with several CMS instances on one database an action
 * could run on two of them, an action changed on one instance still ran at its old time on another,
 * and an action whose instance stopped waited for the next restart. So its timers are switched off
 * (../extensions/publisher/strapi-server.ts) and every instance polls the actions table instead.
 *
 * Exactly once: an instance deletes the due action and publishes in one transaction. A second
 * instance deleting the same row waits for that transaction and then deletes nothing, so it skips
 * the action; if the first fails half-way, the transaction is rolled back and the action stays for
 * the next look. The publish goes through the plugin's publication service, i.e. Strapi's document
 * service, which emits `entry.publish` / `entry.unpublish` after the commit: the site-rebuild
 * webhook then rebuilds the site as for an editor's own click.
 */
import type { Core } from '@strapi/strapi';
import { ACTION_UID, checkIntervalMs } from './schedulable';

export interface ScheduledAction {
  id: number;
  documentId: string;
  mode: string;
  entityId: string;
  entitySlug: string;
  executeAt: string | Date;
  locale?: string;
}

/** Runs every action due at `now` that this instance can take; answers how many it ran. */
export async function runDueActions(strapi: Core.Strapi, now: Date = new Date()): Promise<number> {
  const due: ScheduledAction[] = await strapi.db.query(ACTION_UID).findMany({
    where: { executeAt: { $lte: now } },
    orderBy: [{ executeAt: 'asc' }, { id: 'asc' }],
    limit: 100,
  });
  let ran = 0;
  for (const action of due) {
    const taken = await strapi.db.transaction(async () => {
      const { count } = await strapi.db.query(ACTION_UID).deleteMany({ where: { id: action.id } });
      if (count !== 1) return false; // another instance took it
      await strapi.plugin('publisher').service('publicationService').toggle(action, action.mode);
      return true;
    });
    if (taken) {
      ran += 1;
      strapi.log.info(`Scheduled ${action.mode} of ${action.entitySlug} ${action.entityId} done.`);
    }
  }
  return ran;
}

let stopLoop: (() => Promise<void>) | null = null;

/** Started at the end of bootstrap: runs what fell due while no instance was running, then looks
 * every SCHEDULED_PUBLISH_CHECK_SECONDS. */
export function startScheduledPublishing(strapi: Core.Strapi, intervalMs = checkIntervalMs()): void {
  if (stopLoop) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = runDueActions(strapi)
      .catch((error) => strapi.log.error(`Scheduled publishing: ${(error as Error).message}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  stopLoop = async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
    stopLoop = null;
  };
  tick();
}

/** Lets an action in progress finish, so a normal stop never cuts a publish in half. */
export async function stopScheduledPublishing(): Promise<void> {
  await stopLoop?.();
}
