/**
 * The newsletter's scheduled job (Strapi's cron, config/server.ts): deletes sign-ups never confirmed
 * within SUBSCRIPTION_PENDING_DAYS, with their queued emails. Every instance runs it; the delete is
 * conditional and idempotent (see expirePending), so running it on several at once is harmless.
 * NEWSLETTER_EXPIRY_CRON changes when (default: every hour at minute 17; tests run it every second).
 */
import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../config/env';

export const newsletterCronTasks = () => ({
  newsletterExpiry: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      try {
        await strapi.service('api::newsletter.newsletter').expirePending();
      } catch (error) {
        strapi.log.error(`Newsletter expiry: ${(error as Error).message}`);
      }
    },
    options: { rule: cmsEnv().NEWSLETTER_EXPIRY_CRON },
  },
});
