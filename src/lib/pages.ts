/**
 * The site's door to the fixed pages (cms/src/contracts/pages.ts): which page entries the site shows
 * at its own routes (/, /about, /services, /contact) rather than at /{slug}. The page queries, the
 * heads, the sitemap and gatsby-node.ts read them from here, so the build and the CMS (which keeps
 * those slugs from being changed or deleted) agree; and the sections' addresses (the insights, the
 * case studies), which the CMS reserves and redirects an entry's old address under. A relative import, not `@contracts`: Gatsby
 * compiles gatsby-config and gatsby-node, which reach this file, without the webpack alias.
 */
export { FIXED_PAGES, fixedPageBySlug, pageRoute } from '../../cms/src/contracts/pages';
export { CASE_STUDIES_SECTION, INSIGHTS_SECTION } from '../../cms/src/contracts/sections';
