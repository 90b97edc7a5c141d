import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { PrivacyView } from '../views/PrivacyView';

export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  return <PrivacyView data={data} />;
}

export function Head({ data }: HeadProps<Queries.PrivacyPageQuery>) {
  return <Seo head={data.head} />;
}

export const query = graphql`
  query PrivacyPage($locale: String!, $pagePath: String!, $pageKind: String!, $translations: JSON) {
    strapiPrivacyPage(locale: { eq: $locale }) {
      title
      subtitle
      lastUpdated
      body
    }
    ...SiteData
    head: pageHead(path: $pagePath, kind: $pageKind, locale: $locale, translations: $translations)
  }
`;
