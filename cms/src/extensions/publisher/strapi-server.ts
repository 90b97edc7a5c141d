/**
 * strapi-plugin-publisher, adjusted for this CMS (Strapi loads this extension with the plugin):
 *
 * - its per-instance timers are off (the start-up scan in its bootstrap and the timer set when an
 *   action is created or changed): ../../scheduling/runner.ts runs due actions, once across all
 *   instances;
 * - its extra `entry.publish` / `entry.unpublish` events are off: Strapi's document service already
 *   emits them when the plugin publishes, so the site-rebuild webhook would have been called twice;
 * - its admin routes ask for the Content Manager's Publish permission (../../scheduling/policy.ts);
 * - its content API routes are gone: scheduling is for editors in the admin, not for API tokens.
 */
import { canSchedule } from '../../scheduling/policy';

interface Route {
  path: string;
  config?: { policies?: unknown[] };
}

interface PublisherPlugin {
  bootstrap: (context: unknown) => unknown;
  routes: Record<string, { type: string; routes: Route[] }>;
  services: Record<string, (context: { strapi: unknown }) => Record<string, unknown>>;
  policies?: Record<string, unknown>;
}

export default (plugin: PublisherPlugin): PublisherPlugin => {
  plugin.bootstrap = () => undefined;

  const actionService = plugin.services.action;
  plugin.services.action = (context) =>
    Object.assign(actionService(context), { scheduleCronJob: () => undefined, removeCronJob: () => undefined });

  const emitService = plugin.services.emitService;
  plugin.services.emitService = (context) =>
    Object.assign(emitService(context), { publish: () => Promise.resolve(), unpublish: () => Promise.resolve() });

  plugin.policies = { ...plugin.policies, 'can-schedule': canSchedule };
  for (const route of plugin.routes.admin.routes) {
    // The settings route (which types offer scheduling) needs a signed-in admin only.
    const policies = route.path.startsWith('/actions')
      ? ['admin::isAuthenticatedAdmin', 'plugin::publisher.can-schedule']
      : ['admin::isAuthenticatedAdmin'];
    route.config = { ...route.config, policies };
  }
  delete plugin.routes['content-api'];
  return plugin;
};
