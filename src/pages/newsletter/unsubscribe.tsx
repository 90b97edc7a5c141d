/** /newsletter/unsubscribe?token=…: the unsubscribe link in every email to a subscriber. Not for
 * search engines, and out of the sitemap (gatsby-config.ts). */
import type { HeadProps, PageProps } from 'gatsby';
import { Seo } from '../../components/Seo';
import { SubscriberLinkPage } from '../../features/newsletter/SubscriberLinkPage';
import { UNSUBSCRIBE_COPY } from '../../features/newsletter/copy';

export default function UnsubscribePage({ location }: PageProps) {
  return <SubscriberLinkPage action="unsubscribe" search={location.search} copy={UNSUBSCRIBE_COPY} />;
}

export function Head({ location }: HeadProps) {
  return (
    <>
      <Seo pathname={location.pathname} />
      <meta name="robots" content="noindex" />
    </>
  );
}
