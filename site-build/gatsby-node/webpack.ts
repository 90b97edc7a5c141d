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

/** What the browser's bundle takes in place of a package's own module: every page's first load
 * carries these. `prop-types`: checks React 19 never runs, in fewer bytes (../prop-types-stub.ts; the
 * framework chunk 69,080 -> 68,708 bytes, gzip -9). Babel's `inheritsLoose` helper: Gatsby's scroll
 * handler, compiled to CommonJS, requires the CommonJS copy (with its `setPrototypeOf`) while Gatsby's
 * runtime imports the ES module copy of both: one copy is enough (the CommonJS caller reads it through
 * `interopRequireDefault`, which finds its default; the app chunk 71 bytes less). */
const fromProject = createRequire(path.resolve('package.json'));
const BROWSER_STAND_INS = {
  'prop-types$': path.resolve('site-build/prop-types-stub.ts'),
  // By file, as webpack meets it: Gatsby's own alias of `@babel/runtime` has made the request a path.
  [fromProject.resolve('@babel/runtime/helpers/inheritsLoose')]: fromProject.resolve(
    '@babel/runtime/helpers/esm/inheritsLoose',
  ),
} as const;

/** The content hash in each script's name, 12 hex digits instead of webpack's 20: webpack's runtime, in
 * every first load, names every chunk's hash, so 8 digits fewer took 168 bytes off it (2,409 -> 2,241,
 * gzip -9) on every page. 48 bits still tell one build's file from another's. */
const HASH_DIGITS = 12;

/** Sets the hash's length on the compiler's own options: the same setting as `output` through
 * setWebpackConfig left the names at 20 digits. */
const shortHashesPlugin = () => ({
  apply(compiler: { options: { output: { hashDigestLength?: number } } }) {
    compiler.options.output.hashDigestLength = HASH_DIGITS;
  },
});

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
              ...BROWSER_STAND_INS,
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
      ...(stage === 'build-javascript' ? [compileHintsPlugin(), previewViewsPlugin(), shortHashesPlugin()] : []),
    ],
  });
};
