/** The page wrapper shared by gatsby-browser and gatsby-ssr (wrapPageElement): the shell, given the
 * content every page shares. */
import type { WrapPageElementBrowserArgs } from 'gatsby';
import type { ReactNode } from 'react';
import { Layout } from '../shell/Layout';
import { useSiteData } from './useSiteData';

function Page({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <Layout pathname={pathname} site={useSiteData()}>
      {children}
    </Layout>
  );
}

export function wrapPage({ element, props }: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) {
  // The draft preview wraps itself, once it has the drafts the layout shows (src/templates/preview.tsx).
  if ((props.pageContext as { preview?: boolean } | undefined)?.preview) return element;
  return <Page pathname={props.location.pathname}>{element}</Page>;
}
