/** /newsletter/confirm?token=…: the link in a new subscriber's confirmation email. Not for search
 * engines, and out of the sitemap (gatsby-config.ts). */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../../components/Seo';
import { SubscriberLinkPage } from '../../features/newsletter/SubscriberLinkPage';
import { confirmCopy } from '../../features/newsletter/copy';

export default function ConfirmSubscriptionPage({ location, data }: PageProps<Queries.NewsletterConfirmPageQuery>) {
  return <SubscriberLinkPage action="confirm" search={location.search} copy={confirmCopy(data.strapiGlobal ?? {})} />;
}

/** The page's words, as editors set them in Global settings. */
export const query = graphql`
  query NewsletterConfirmPage {
    strapiGlobal {
      newsletterConfirmTitle
      newsletterConfirmBusy
      newsletterConfirmDone
      newsletterConfirmDoneDetail
    }
    ...SiteData
    head: pageHead(path: "/newsletter/confirm/", noindex: true)
  }
`;

export function Head({ data }: HeadProps<Queries.NewsletterConfirmPageQuery>) {
  return <Seo head={data.head} />;
}
