/** /newsletter/confirm?token=…: the link in a new subscriber's confirmation email. Not for search
 * engines, and out of the sitemap (gatsby-config.ts). */
import type { HeadProps, PageProps } from 'gatsby';
import { Seo } from '../../components/Seo';
import { SubscriberLinkPage } from '../../features/newsletter/SubscriberLinkPage';
import { CONFIRM_COPY } from '../../features/newsletter/copy';

export default function ConfirmSubscriptionPage({ location }: PageProps) {
  return <SubscriberLinkPage action="confirm" search={location.search} copy={CONFIRM_COPY} />;
}

export function Head({ location }: HeadProps) {
  return (
    <>
      <Seo pathname={location.pathname} />
      <meta name="robots" content="noindex" />
    </>
  );
}
