import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { previewChunkOptimization, previewViewsPlugin } from '../preview-chunk';
import { compileHintsPlugin } from '../compile-hints';
import { serviceWorkerAliases, type GatsbyPluginsState } from '../service-worker';

/**
 * Gatsby's internal partytown plugin adds its browser part to every page's first script: gatsby-script
 * and Partytown's snippet, about 1.9 KB compressed. It acts only under `gatsby develop`: in a
 * production build its one hook returns at once (gatsby/dist/internal-plugins/partytown/
 * gatsby-browser.js). So the browser's production bundle leaves the module out (an alias to nothing),
 * and with it what only it used. `<Script strategy="off-main-thread">`, the one feature that needs it,
 * is not used on this site (docs/site.md, "Pages and shell").
 */
const DEVELOP_ONLY_MODULES = {
  // Resolved from the project, where Gatsby resolves its plugins (the compiled gatsby-node has no require).
  [createRequire(path.resolve('package.json')).resolve('gatsby/dist/internal-plugins/partytown/gatsby-browser.js')]:
    false,
} as const;

/**
 * `process.env.GATSBY_ANALYTICS_ID` is always a constant in the bundles: Gatsby defines it only when
 * it is set, and otherwise leaves `({}).GATSBY_ANALYTICS_ID`, which webpack cannot evaluate, so the
 * consent banner's `import()` inside `if (process.env.GATSBY_ANALYTICS_ID)` (src/app/analytics.ts)
 * would still be built into a chunk. Defined as "" when unset, the branch is dead and dropped.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  actions,
  getConfig,
  plugins,
  stage,
  store,
}) => {
  const key = 'process.env.GATSBY_ANALYTICS_ID';
  // Gatsby types both as bare `Function`.
  const webpackConfig = getConfig as () => { plugins?: Array<{ definitions?: Record<string, unknown> }> };
  const define = plugins.define as (definitions: Record<string, string>) => unknown;
  const defined = (webpackConfig().plugins ?? []).some((plugin) => plugin.definitions && key in plugin.definitions);
  actions.setWebpackConfig({
    // What the site, the server and the CMS agree on, by one name everywhere (tsconfig.json's `paths`).
    resolve: {
      alias: {
        '@contracts': path.resolve('cms/src/contracts'),
        ...(stage === 'build-javascript'
          ? {
              ...DEVELOP_ONLY_MODULES,
              // Left out while no plugin asks for it (site-build/service-worker.ts).
              ...serviceWorkerAliases((store.getState as GatsbyPluginsState)().flattenedPlugins),
            }
          : {}),
      },
    },
    // The contracts and the site's door to them only declare things: marked so, a page that uses one
    // export of theirs (the chat slice, canReachVisitor) bundles that module alone, not the rest.
    module: {
      rules: [{ test: [/cms[\\/]src[\\/]contracts[\\/]/, /src[\\/]lib[\\/]submission\.ts$/], sideEffects: false }],
    },
    // The preview's page renders the live pages' views from a copy in its own chunk (site-build/preview-chunk.ts).
    ...(stage === 'build-javascript' ? { optimization: previewChunkOptimization } : {}),
    plugins: [
      ...(defined ? [] : [define({ [key]: JSON.stringify('') })]),
      // React and the app compiled while they download (site-build/compile-hints.ts says why).
      ...(stage === 'build-javascript' ? [compileHintsPlugin(), previewViewsPlugin()] : []),
    ],
  });
};
