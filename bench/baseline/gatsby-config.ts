import type { GatsbyConfig } from 'gatsby';

/** The benchmark's baseline: a hello-world page with the site's Gatsby and React versions (it uses
 * the root's node_modules), built and measured beside the site in the same run. */
const config: GatsbyConfig = { jsxRuntime: 'automatic' };

export default config;
