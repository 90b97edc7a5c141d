/** The page wrapper shared by gatsby-browser and gatsby-ssr (wrapPageElement). */
import type { WrapPageElementBrowserArgs } from 'gatsby';
import { Layout } from '../components/layout/Layout';

export function wrapPage({ element, props }: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) {
  // The draft preview wraps itself, once it has the drafts the layout shows (src/templates/preview.tsx).
  if ((props.pageContext as { preview?: boolean } | undefined)?.preview) return element;
  return <Layout pathname={props.location.pathname}>{element}</Layout>;
}
