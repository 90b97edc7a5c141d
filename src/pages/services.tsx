import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Blocks } from '../blocks/Blocks';
import { Seo } from '../components/Seo';

/** Its blocks (the CMS's dynamic zone), rendered through the block registry. */
export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  return <Blocks blocks={data.strapiServicesPage?.blocks} site={data} />;
}

export function Head({ data }: HeadProps<Queries.ServicesPageQuery>) {
  return <Seo head={data.head} />;
}

export const query = graphql`
  query ServicesPage {
    strapiServicesPage {
      blocks {
        ...PageBlocks
      }
    }
    ...BlocksSiteData
    ...SiteData
    head: pageHead(path: "/services/")
  }
`;
