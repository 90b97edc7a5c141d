import type { GatsbyNode } from 'gatsby';

/**
 * Every page's node is kept from the last build rather than made again. Gatsby collects the nodes no
 * plugin touched while sourcing, and a page's node (SitePage) is touched only when its page is
 * created, which comes after: so each build deleted every page's node, and createPages wrote each one
 * again, work for every page of the site on every publish (gatsbyjs/gatsby#39161 would end it in
 * Gatsby). Touched here, an unchanged page's node stays as it is; a page not created again is still
 * deleted with its node, by Gatsby's own page clean-up after createPages.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, getNodesByType }) => {
  for (const node of getNodesByType('SitePage')) actions.touchNode(node);
};
