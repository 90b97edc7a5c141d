/**
 * Gatsby's build hooks for the site, each in the module named after its job (site-build/gatsby-node/):
 * what the hooks of one build hand each other is in its state.ts. Gatsby runs them in this order.
 */
export { onPreBootstrap } from './site-build/gatsby-node/preflight';
export { sourceNodes } from './site-build/gatsby-node/page-nodes';
export { createSchemaCustomization } from './site-build/gatsby-node/schema';
export { createPages } from './site-build/gatsby-node/pages';
export { onCreatePage } from './site-build/gatsby-node/fixed-pages';
export { createResolvers } from './site-build/gatsby-node/resolvers';
export { onCreateWebpackConfig } from './site-build/gatsby-node/webpack';
export { onPostBuild } from './site-build/gatsby-node/post-build';
