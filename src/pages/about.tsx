import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { AboutView } from '../views/AboutView';

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  return <AboutView data={data} />;
}

export function Head({ location, data }: HeadProps<Queries.AboutPageQuery>) {
  return <Seo pathname={location.pathname} seo={data.strapiAboutPage?.seo} />;
}

export const query = graphql`
  query AboutPage {
    strapiAboutPage {
      ...PageCopy
    }
  }
`;
