/**
 * The loop that delivers the CRM's webhooks (./queue.ts): started in the CMS's bootstrap when
 * LEAD_WEBHOOK_URL is set, on the lead-email queue's loop (../notifications/worker.ts): every
 * NOTIFY_POLL_MS and at once after an event is queued; a normal stop lets a try in progress finish.
 * Several CMS instances each run one; the claim keeps them from sending one row at the same time.
 */
import type { Core } from '@strapi/strapi';
import { type QueueLoop, pollingLoop } from '../notifications/worker';
import type { QueuePolicy } from '../notifications/policy';
import { type CrmTarget, claimNextWebhook, crmPolicy, crmTarget, deliverWebhook } from './queue';

let current: QueueLoop | null = null;

export function startCrmWorker(
  strapi: Core.Strapi,
  target: CrmTarget | null = crmTarget(),
  policy: QueuePolicy = crmPolicy(),
): void {
  if (current || !target) return;
  current = pollingLoop(
    policy.pollMs,
    async (stopped) => {
      while (!stopped()) {
        const claim = await claimNextWebhook(strapi, policy);
        if (!claim) return;
        if ((await deliverWebhook(strapi, claim, policy, target)) === 'failed')
          strapi.log.warn(`CRM webhook ${claim.messageId} (${claim.event}) not delivered (attempt ${claim.attempts}).`);
      }
    },
    (error) => strapi.log.error(`CRM webhook worker: ${error.message}`),
  );
}

/** An event was just queued: look now rather than at the next poll. */
export function wakeCrmWorker(): void {
  current?.wake();
}

export async function stopCrmWorker(): Promise<void> {
  const loop = current;
  current = null;
  await loop?.stop();
}
