/** The page wrapper shared by gatsby-browser and gatsby-ssr (wrapPageElement): the page's interface
 * strings (its context's locale, its data's messages: src/lib/i18n.tsx) and the shell, given the
 * content every page shares, which comes with each page's data (./siteData.ts). */
import type { WrapPageElementBrowserArgs } from 'gatsby';
import type { ReactNode } from 'react';
import type { Messages } from '../config/messages/en';
import { I18nProvider } from '../lib/i18n';
import { Layout } from '../shell/Layout';
import { hasSiteData, sharedSiteData } from './siteData';
import { pageLocaleOf } from '../lib/pageLocale';

function Page({ pathname, data, children }: { pathname: string; data: Queries.SiteDataFragment; children: ReactNode }) {
  return (
    <Layout pathname={pathname} site={sharedSiteData(data)}>
      {children}
    </Layout>
  );
}

interface PageContext {
  preview?: boolean;
}

/** The page's interface strings, which its query reads (`siteMessages`: ./siteData.ts, and the draft
 * preview's own query); none on a page without a query (`gatsby develop`'s 404 page). */
function messagesOf(data: unknown): Messages | undefined {
  return ((data ?? {}) as { siteMessages?: Messages | null }).siteMessages ?? undefined;
}

export function wrapPage({ element, props }: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) {
  const context = (props.pageContext ?? {}) as PageContext;
  // The page's language and where its links go, from the context the build gave it; its words from its data.
  const { locale, translations, localeRoutes } = pageLocaleOf(props.pageContext);
  return (
    <I18nProvider
      locale={locale}
      messages={messagesOf(props.data)}
      translations={translations}
      localeRoutes={localeRoutes}
    >
      {shell(element, props, context)}
    </I18nProvider>
  );
}

function shell(element: ReactNode, props: Pick<WrapPageElementBrowserArgs, 'props'>['props'], context: PageContext) {
  // The draft preview wraps itself, once it has the drafts the layout shows (src/templates/preview.tsx).
  if (context.preview) return element;
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
