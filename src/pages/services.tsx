import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { ServicesView } from '../views/ServicesView';

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  return <ServicesView data={data} />;
}

export function Head({ location, data }: HeadProps<Queries.ServicesPageQuery>) {
  return <Seo pathname={location.pathname} seo={data.strapiServicesPage?.seo} services={data.allStrapiService.nodes} />;
}

export const query = graphql`
  query ServicesPage {
    strapiServicesPage {
      ...PageCopy
      eventFormHeading
      eventFormIntro
    }
    allStrapiService(sort: { order: ASC }) {
      nodes {
        ...ServiceSummary
        description
      }
    }
  }
`;
