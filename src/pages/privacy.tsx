import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { PrivacyView } from '../views/PrivacyView';

export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  return <PrivacyView data={data} />;
}

export function Head({ location, data }: HeadProps<Queries.PrivacyPageQuery>) {
  return <Seo pathname={location.pathname} seo={data.strapiPrivacyPage?.seo} />;
}

export const query = graphql`
  query PrivacyPage {
    strapiPrivacyPage {
      title
      subtitle
      lastUpdated
      body
      seo {
        ...SeoFields
      }
    }
  }
`;
