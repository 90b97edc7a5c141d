/** /newsletter/confirm?token=…: the link in a new subscriber's confirmation email; it confirms when
 * the visitor presses the button, and the token leaves the address bar first (gatsby-ssr.tsx). Not
 * for search engines, and out of the sitemap (gatsby-config.ts). */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../../components/Seo';
import { SubscriberLinkPage } from '../../features/newsletter/SubscriberLinkPage';
import { confirmCopy } from '../../features/newsletter/copy';

export default function ConfirmSubscriptionPage({ data }: PageProps<Queries.NewsletterConfirmPageQuery>) {
  return <SubscriberLinkPage action="confirm" copy={confirmCopy(data.strapiGlobal ?? {})} />;
}

/** The page's words, as editors set them in Global settings. */
export const query = graphql`
  query NewsletterConfirmPage($locale: String!, $pagePath: String!, $pageKind: String!, $translations: JSON) {
    strapiGlobal(locale: { eq: $locale }) {
      newsletterConfirmTitle
      newsletterConfirmIntro
      newsletterConfirmButton
      newsletterConfirmBusy
      newsletterConfirmDone
      newsletterConfirmDoneDetail
    }
    ...SiteData
    head: pageHead(path: $pagePath, kind: $pageKind, locale: $locale, translations: $translations, noindex: true)
  }
`;

export function Head({ data }: HeadProps<Queries.NewsletterConfirmPageQuery>) {
  return <Seo head={data.head} />;
}
