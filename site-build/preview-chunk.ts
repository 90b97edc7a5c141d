/**
 * The draft preview's page (src/templates/preview.tsx) renders the live pages' views (an article's, a
 * case study's: src/views), so its code would share modules with their templates' chunks, at a cost
 * to the live pages, which budget.spec.ts measures:
 *
 * - webpack splits what two page chunks share into a chunk of its own (Gatsby's `shared` group): an
 *   extra script on the article's route and an entry in the chunk map every page loads. The preview's
 *   chunk is left out of that split (`previewChunkOptimization`);
 * - a module imported from two chunks is not concatenated into its page's module (webpack's module
 *   concatenation bails out for a module referenced from another chunk), so each view would stay a
 *   module of its own in its template's chunk, with its export wrapper. The preview's imports of the
 *   views are given a resource query (`previewViewsPlugin`): the preview's chunk then holds a copy of
 *   its own, and the templates' chunks hold what they did.
 *
 * The preview's code lives in the preview's chunk only; the live pages load what they did before the
 * preview rendered their views.
 */
import type Webpack from 'webpack';

/** The webpack chunk of the draft preview's page. */
export const PREVIEW_CHUNK = 'component---src-templates-preview-tsx';
const PREVIEW_PAGE = /[\\/]src[\\/]templates[\\/]preview\.tsx$/;
const VIEW_REQUEST = /^\.\.\/views\/[^?]+$/;
export const PREVIEW_QUERY = '?preview';

/** Gatsby's split of shared modules, without the preview's chunk. */
export const previewChunkOptimization = {
  splitChunks: {
    cacheGroups: { shared: { chunks: (chunk: { name?: string | null }) => chunk.name !== PREVIEW_CHUNK } },
  },
};

/** The request a module asks for, as the preview's copy of a view when the preview page imports one. */
export function previewRequest(request: string, issuer: string | undefined): string {
  return issuer && PREVIEW_PAGE.test(issuer) && VIEW_REQUEST.test(request) ? `${request}${PREVIEW_QUERY}` : request;
}

export function previewViewsPlugin(): Webpack.WebpackPluginInstance {
  return {
    apply(compiler: Webpack.Compiler) {
      compiler.hooks.normalModuleFactory.tap('PreviewViews', (factory) => {
        factory.hooks.beforeResolve.tap('PreviewViews', (data) => {
          data.request = previewRequest(data.request, data.contextInfo.issuer);
        });
      });
    },
  };
}
