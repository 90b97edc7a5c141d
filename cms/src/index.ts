import type { Core } from '@strapi/strapi';
import { seed } from './seed/seed';
import { ensureBuildToken } from './utils/build-token';
import { ensureFirstAdmin } from './utils/first-admin';
import { ensureRebuildWebhook } from './utils/rebuild-webhook';
import { registerSiteStatus } from './utils/site-status';

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    await registerSiteStatus(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const created = await seed(strapi);
    if (created.length) strapi.log.info(`Seeded site content: ${created.join(', ')}`);
    await ensureBuildToken(strapi);
    await ensureFirstAdmin(strapi);
    await ensureRebuildWebhook(strapi);
  },
};
