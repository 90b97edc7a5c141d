/**
 * The loop that empties the notification outbox: started in the CMS's bootstrap, it looks for due
 * notifications every NOTIFY_POLL_MS (and at once after a new lead), sends each it can claim, and
 * stops cleanly with the CMS. Several CMS instances on one database each run one; the claim in
 * ./outbox.ts keeps them from sending the same row twice.
 */
import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../config/env';
import { type CapPolicy, capFromEnv } from './cap';
import { claimNext, deliver, sendDueDigest } from './outbox';
import { type QueuePolicy, policyFromEnv } from './policy';

/** A queue's loop: `wake` looks at once, `stop` waits for the pass in progress. */
export interface QueueLoop {
  wake: () => void;
  stop: () => Promise<void>;
}

/**
 * Runs `drain` now, then `pollMs` after each pass ends (never two passes at once), until stopped. A
 * pass that throws is logged and the loop goes on: nothing a queue meets (a mail server or a CRM
 * down, a database blip) stops the CMS. The CRM's webhooks (../crm/worker.ts) run on it too.
 */
export function pollingLoop(
  pollMs: number,
  drain: (stopped: () => boolean) => Promise<void>,
  onError: (error: Error) => void,
): QueueLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(tick, ms);
  };

  function tick() {
    if (running !== null || stopped) return;
    running = drain(() => stopped)
      .catch((error) => onError(error as Error))
      .finally(() => {
        running = null;
        schedule(pollMs);
      });
  }

  schedule(0);
  return {
    wake: () => {
      if (running === null) schedule(0);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

let current: QueueLoop | null = null;

export function startNotificationWorker(
  strapi: Core.Strapi,
  policy: QueuePolicy = policyFromEnv(),
  cap: CapPolicy = capFromEnv(),
): void {
  if (current) return;
  if (!cmsEnv().SMTP_HOST) {
    strapi.log.warn('SMTP_HOST is not set: lead notifications are queued (Lead notification, pending) but not sent.');
    return;
  }
  current = pollingLoop(
    policy.pollMs,
    async (stopped) => {
      // First the digest of leads held back in a window that has ended, then one row at a time, until
      // none is due: each is claimed just before it is sent.
      for (let sent = 1; sent > 0 && !stopped();) sent = await sendDueDigest(strapi, policy);
      while (!stopped()) {
        const claim = await claimNext(strapi, policy);
        if (!claim) return;
        const outcome = await deliver(strapi, claim, policy, cap);
        if (outcome === 'failed')
          strapi.log.warn(`Lead notification ${claim.id} not sent (attempt ${claim.attempts}).`);
      }
    },
    (error) => strapi.log.error(`Lead notification worker: ${error.message}`),
  );
}

/** A lead was just stored: look now rather than at the next poll. */
export function wakeNotificationWorker(): void {
  current?.wake();
}

export async function stopNotificationWorker(): Promise<void> {
  const loop = current;
  current = null;
  await loop?.stop();
}
