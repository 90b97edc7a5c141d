import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { HomeView } from '../views/HomeView';

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  return <HomeView data={data} />;
}

export function Head({ location, data }: HeadProps<Queries.HomePageQuery>) {
  return <Seo pathname={location.pathname} seo={data.strapiHomePage?.seo} />;
}

export const query = graphql`
  query HomePage {
    strapiHomePage {
      ...PageCopy
      servicesHeading
      servicesIntro
    }
    allStrapiService(sort: { order: ASC }) {
      nodes {
        ...ServiceSummary
      }
    }
  }
`;
