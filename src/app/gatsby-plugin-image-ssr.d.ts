/** gatsby-plugin-image ships its gatsby-ssr.js without types; its test reads what it writes. */
declare module 'gatsby-plugin-image/gatsby-ssr' {
  import type { GatsbySSR } from 'gatsby';

  export const onRenderBody: GatsbySSR['onRenderBody'];
}
