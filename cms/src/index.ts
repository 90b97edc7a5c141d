import type { Core } from '@strapi/strapi';
import { applyAdminViews } from './admin-views/apply';
import { titleSingleTypesOnHomepage } from './admin-views/homepage-titles';
import { registerSameServiceSlug } from './api/service/same-slug';
import { ensureSubmissionIndexes } from './api/submission/indexes';
import { ensureCapTable } from './notifications/cap';
import { registerNewsletterAdmin } from './newsletter/admin';
import { ensureNotificationSettings } from './notifications/outbox';
import { startNotificationWorker, stopNotificationWorker } from './notifications/worker';
import { startCrmWorker, stopCrmWorker } from './crm/worker';
import { registerCrmReadOnly } from './crm/read-only';
import { registerDataRequests } from './privacy/admin-routes';
import { registerLeadDesk, registerLeadDeskGuard } from './lead-desk/routes';
import { ensureLeadDeskIndexes } from './lead-desk/store';
import { registerCounts } from './counts/routes';
import { ensureCountIndexes } from './counts/store';
import { ensureTotalsIndexes } from './counts/summary';
import { registerLogGuard } from './privacy/log-guard';
import { registerUnansweredGuard, registerUnansweredQuestions } from './unanswered-questions/admin-routes';
import { ensureUnansweredIndexes } from './unanswered-questions/store';
import { retentionSettled, runRetention } from './privacy/cron-tasks';
import { retentionPeriods } from './privacy/periods';
import { registerRedirectGuard } from './redirects/guard';
import { startScheduledPublishing, stopScheduledPublishing } from './scheduling/runner';
import { checkIntervalMs } from './scheduling/schedulable';
import { seed } from './seed/seed';
import { ensureBuildToken } from './rebuilds/build-token';
import { removeStrapiDefaultTokens } from './startup/default-tokens';
import { enforceAdminPasswordRule } from './startup/admin-password';
import { ensureFirstAdmin } from './startup/first-admin';
import { ensureLocales } from './startup/locales';
import { enforceRoles } from './startup/roles';
import { ensureRebuildWebhook } from './rebuilds/rebuild-webhook';
import { guardPreviewRoute } from './preview/site-preview';
import { registerSiteStatus } from './rebuilds/status-routes';
import { acquireStartupLock, releaseStartupLock } from './startup/startup-lock';
import { isDataTransfer } from './startup/data-transfer';
import { registerContentApis } from './startup/content-apis';

export default {
  // Runs before Strapi touches the database: several instances on one PostgreSQL database start
  // one after another from here to the end of bootstrap (see startup/startup-lock.ts).
  async register({ strapi }: { strapi: Core.Strapi }) {
    await acquireStartupLock(strapi);
    // The REST API of each type the site reads, from the content registry (startup/content-apis.ts).
    registerContentApis(strapi);
    enforceAdminPasswordRule(strapi);
    await registerSiteStatus(strapi);
    guardPreviewRoute(strapi);
    await registerNewsletterAdmin(strapi);
    await registerDataRequests(strapi);
    registerLogGuard(strapi);
    await registerLeadDesk(strapi);
    registerLeadDeskGuard(strapi);
    registerCrmReadOnly(strapi);
    await registerUnansweredQuestions(strapi);
    registerUnansweredGuard(strapi);
    await registerCounts(strapi);
    registerRedirectGuard(strapi);
    registerSameServiceSlug(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // English and German (src/contracts/locales.ts), English the default: before the seed writes both.
    await ensureLocales(strapi);
    // Not in Strapi's data transfer (an import replaces all content anyway: startup/data-transfer.ts).
    const created = isDataTransfer() ? [] : await seed(strapi);
    if (created.length) strapi.log.info(`Seeded site content: ${created.join(', ')}`);
    await ensureSubmissionIndexes(strapi);
    await ensureLeadDeskIndexes(strapi);
    await ensureUnansweredIndexes(strapi);
    await ensureCountIndexes(strapi);
    await ensureTotalsIndexes(strapi);
    const scheduledPublishCheck = checkIntervalMs();
    await ensureCapTable(strapi);
    await ensureNotificationSettings(strapi);
    await removeStrapiDefaultTokens(strapi);
    // The role matrix of docs/security.md#roles, after Strapi's admin bootstrap synced the roles.
    await enforceRoles(strapi);
    // Labels, descriptions, main fields and list columns kept in src/admin-views.
    await applyAdminViews(strapi);
    titleSingleTypesOnHomepage(strapi);
    await ensureBuildToken(strapi);
    await ensureFirstAdmin(strapi);
    await ensureRebuildWebhook(strapi);
    await releaseStartupLock();
    // Strapi's data transfer only moves the data: no email, CRM webhook, publish, retention or sum of
    // the counts' days in its process, where an import is replacing the rows they would read.
    if (isDataTransfer()) return;
    startNotificationWorker(strapi);
    // The CRM's webhooks, when LEAD_WEBHOOK_URL is set (src/crm).
    startCrmWorker(strapi);
    // Scheduled publish and unpublish actions, run once across all instances (src/scheduling).
    startScheduledPublishing(strapi, scheduledPublishCheck);
    // Retention once at start, then on its schedule (config/server.ts cron); not awaited: it never
    // delays the CMS answering.
    void runRetention(strapi, retentionPeriods());
  },

  async destroy() {
    // Lets a send in progress finish, so a normal stop never leaves a row claimed.
    await stopNotificationWorker();
    await stopCrmWorker();
    await stopScheduledPublishing();
    await retentionSettled();
  },
};
