/**
 * gatsby-plugin-image writes three things into the head of every page, for its GatsbyImage component:
 * a stylesheet for the image's wrapper, the same again in a `noscript`, and an inline module script
 * that fades a lazily loaded image in (a listener called on every image load of the page). The site
 * renders the plugin's image data as plain pictures (src/components/Picture.tsx) and has no
 * GatsbyImage (ESLint refuses its import), so on every first load they were only work before the
 * first paint: one more stylesheet to parse, and a module to compile and run. The plugin stays for
 * the `GatsbyImageData` type it gives the schema; gatsby-ssr's onPreRenderHTML leaves its head out.
 */
import { isValidElement, type ReactNode } from 'react';

/** The keys gatsby-plugin-image's onRenderBody gives its head components (its gatsby-ssr.js). */
export const IMAGE_PLUGIN_HEAD_KEYS: readonly string[] = [
  'gatsby-image-style',
  'gatsby-image-style-noscript',
  'gatsby-image-style-script',
];

export function withoutImagePluginHead(components: ReactNode[]): ReactNode[] {
  return components.filter(
    (component) => !(isValidElement(component) && IMAGE_PLUGIN_HEAD_KEYS.includes(String(component.key))),
  );
}
