/**
 * The draft preview page (/__preview/, and /__preview/de/ for German drafts: created in gatsby-node,
 * one per locale, its query reading that locale's interface strings). Built into the site with no content of its own; in the
 * browser it fetches the drafts (usePreviewData) and renders them with the live site's own layout and
 * views (src/views), the layout given the drafts' shared data (global settings, chatbot phrases, FAQ), the
 * links the page's locale's. wrapPage leaves this page to wrap itself.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useAppDispatch } from '../lib/hooks';
import { useI18n } from '../lib/i18n';
import { Layout } from '../shell/Layout';
import { chatOpened, contentLoaded, conversationRestarted } from '../features/chat/chatSlice';
import { INTRO_SEEN_CLASS, rememberIntroSeen } from '../features/intro/useIntro';
import type { PreviewPage } from '../preview/mapper';
import { PreviewBanner } from '../preview/PreviewBanner';
import { readPreviewQuery } from '../preview/query';
import { usePreviewData } from '../preview/usePreviewData';
import { Blocks } from '../blocks/Blocks';
import { LandingBlocks } from '../blocks/LandingBlocks';
import { ArticleView } from '../views/ArticleView';
import { CaseStudyView } from '../views/CaseStudyView';
import { PrivacyView } from '../views/PrivacyView';
import { localePath } from '../lib/locale';
import './insights.css';
import '../preview/preview.css';

function PageView({ page }: { page: PreviewPage }) {
  // The pages of blocks render through the same registry as the live pages, the privacy notice, an
  // article and a case study through the live pages' own views, each given its page query's data.
  switch (page.template) {
    case 'privacy':
      return <PrivacyView data={page.data} />;
    case 'landing':
      return (
        <LandingBlocks
          title={page.data.strapiPage?.title ?? null}
          blocks={page.data.strapiPage?.blocks}
          site={page.data}
        />
      );
    case 'article':
      return <ArticleView article={page.data.strapiArticle} related={page.data.related.nodes} site={page.data} />;
    case 'cases':
      return <CaseStudyView study={page.data.strapiCaseStudy} site={page.data} />;
    case 'fixed':
      return <Blocks blocks={page.data.strapiPage?.blocks} site={page.data} />;
  }
}

/** The page's interface strings alone (src/app/wrapPage.tsx): its content is the drafts, fetched in the browser. */
export const query = graphql`
  query PreviewPage($locale: String!) {
    siteMessages(locale: $locale)
  }
`;

export default function PreviewTemplate({ location }: PageProps) {
  // This preview page's locale (its interface strings came with it): drafts of that locale only.
  const { locale } = useI18n();
  // Unsigned (anyone can make such an address): only our own routes, the label as text (query.ts).
  const { route, label, chat } = readPreviewQuery(location.search, locale);
  const path = route ?? localePath(locale, '/');
  const state = usePreviewData(path);
  const dispatch = useAppDispatch();
  const site = state.data?.site;

  React.useEffect(() => {
    // The editor came to see the draft: no intro overlay over it.
    rememberIntroSeen();
    document.documentElement.classList.add(INTRO_SEEN_CLASS);
  }, []);

  React.useEffect(() => {
    // A FAQ group or the chatbot's phrases: the chat panel open on a fresh conversation with them.
    if (!chat || !site) return;
    const content = { faq: site.faq, copy: site.chatCopy };
    dispatch(contentLoaded(content));
    dispatch(conversationRestarted());
    dispatch(chatOpened(content));
  }, [chat, site, dispatch]);

  const banner = <PreviewBanner label={label} path={route} locale={locale} state={state} />;
  if (!state.data) return <main id="main">{banner}</main>;
  return (
    // The draft's links go to its locale's pages (those the build has: the preview page's context's
    // `localeRoutes`, which wrapPage provides); a draft has no translations to switch to yet.
    <Layout pathname={path} site={state.data.site}>
      {banner}
      <PageView page={state.data.page} />
    </Layout>
  );
}

export function Head() {
  return (
    <>
      <title>Draft preview</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}
