/** The page wrapper shared by gatsby-browser and gatsby-ssr (wrapPageElement): the shell, given the
 * content every page shares, which comes with each page's data (./siteData.ts). */
import type { WrapPageElementBrowserArgs } from 'gatsby';
import { useMemo, type ReactNode } from 'react';
import { Layout } from '../shell/Layout';
import { hasSiteData, toSiteData } from './siteData';

function Page({ pathname, data, children }: { pathname: string; data: Queries.SiteDataFragment; children: ReactNode }) {
  // The layout stays mounted across route changes; each page's data brings the same content anew.
  const site = useMemo(() => toSiteData(data), [data]);
  return (
    <Layout pathname={pathname} site={site}>
      {children}
    </Layout>
  );
}

export function wrapPage({ element, props }: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) {
  // The draft preview wraps itself, once it has the drafts the layout shows (src/templates/preview.tsx).
  if ((props.pageContext as { preview?: boolean } | undefined)?.preview) return element;
  const { pathname } = props.location;
  if (!hasSiteData(props.data)) {
    // Every built page queries it: the build stops on one that does not, rather than ship it bare.
    if (typeof window === 'undefined') {
      throw new Error(`The page ${pathname} does not query the shared content: add ...SiteData to its page query.`);
    }
    return element; // `gatsby develop`'s own 404 page, which has no query
  }
  return (
    <Page pathname={pathname} data={props.data}>
      {element}
    </Page>
  );
}
