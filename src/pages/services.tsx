import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Blocks } from '../blocks/Blocks';
import { BlocksHead } from '../blocks/BlocksHead';

/** Its blocks (the CMS's dynamic zone), rendered through the block registry. */
export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  return <Blocks blocks={data.strapiServicesPage?.blocks} site={data} />;
}

export function Head({ location, data }: HeadProps<Queries.ServicesPageQuery>) {
  return <BlocksHead pathname={location.pathname} page={data.strapiServicesPage} site={data} />;
}

export const query = graphql`
  query ServicesPage {
    strapiServicesPage {
      blocks {
        ...PageBlocks
      }
      seo {
        ...SeoFields
      }
    }
    ...BlocksSiteData
  }
`;
