/** /newsletter/unsubscribe?token=…: the unsubscribe link in every email to a subscriber; the token
 * leaves the address bar first (gatsby-ssr.tsx). Not for search engines, and out of the sitemap
 * (gatsby-config.ts). */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../../components/Seo';
import { SubscriberLinkPage } from '../../features/newsletter/SubscriberLinkPage';
import { unsubscribeCopy } from '../../features/newsletter/copy';

export default function UnsubscribePage({ data }: PageProps<Queries.NewsletterUnsubscribePageQuery>) {
  return <SubscriberLinkPage action="unsubscribe" copy={unsubscribeCopy(data.strapiGlobal ?? {})} />;
}

/** The page's words, as editors set them in Global settings. */
export const query = graphql`
  query NewsletterUnsubscribePage($locale: String!, $pagePath: String!, $pageKind: String!, $translations: JSON) {
    strapiGlobal(locale: { eq: $locale }) {
      newsletterUnsubscribeTitle
      newsletterUnsubscribeIntro
      newsletterUnsubscribeButton
      newsletterUnsubscribeBusy
      newsletterUnsubscribeDone
      newsletterUnsubscribeDoneDetail
    }
    ...SiteData
    head: pageHead(path: $pagePath, kind: $pageKind, locale: $locale, translations: $translations, noindex: true)
  }
`;

export function Head({ data }: HeadProps<Queries.NewsletterUnsubscribePageQuery>) {
  return <Seo head={data.head} />;
}
