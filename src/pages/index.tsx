import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Blocks } from '../blocks/Blocks';
import { BlocksHead } from '../blocks/BlocksHead';

/** Its blocks (the CMS's dynamic zone), rendered through the block registry. */
export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  return <Blocks blocks={data.strapiHomePage?.blocks} site={data} />;
}

export function Head({ location, data }: HeadProps<Queries.HomePageQuery>) {
  return <BlocksHead pathname={location.pathname} page={data.strapiHomePage} site={data} />;
}

export const query = graphql`
  query HomePage {
    strapiHomePage {
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
