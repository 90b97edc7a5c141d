/** The page wrapper shared by gatsby-browser and gatsby-ssr (wrapPageElement). */
import type { WrapPageElementBrowserArgs } from 'gatsby';
import { Layout } from '../shell/Layout';

export function wrapPage({ element, props }: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) {
  return <Layout pathname={props.location.pathname}>{element}</Layout>;
}
