/**
 * Gatsby's service worker registration (.cache/register-service-worker.js, about 0.4 KB compressed) is
 * bundled into every page's first script, yet runs only when a plugin's `registerServiceWorker` hook
 * asks for it (gatsby-plugin-offline does). No plugin of this site does, so while none does, the
 * browser's production bundle leaves the module out (an alias to nothing, as gatsby-node.ts does for
 * the partytown plugin); a plugin that comes to ask gets it back.
 */
import path from 'node:path';

/** What a plugin looks like in Gatsby's state (`flattenedPlugins`): the browser hooks it implements. */
export interface LoadedPlugin {
  browserAPIs?: string[];
}

/** What Gatsby's state holds of its plugins (its store's `getState` is typed as a bare `Function`). */
export type GatsbyPluginsState = () => { flattenedPlugins: LoadedPlugin[] };

/** webpack aliases that leave the registration out of the bundle, or none if a plugin wants it. */
export function serviceWorkerAliases(plugins: readonly LoadedPlugin[], root = process.cwd()): Record<string, false> {
  const wanted = plugins.some((plugin) => plugin.browserAPIs?.includes('registerServiceWorker'));
  return wanted ? {} : { [path.resolve(root, '.cache', 'register-service-worker.js')]: false };
}
