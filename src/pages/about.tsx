import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Blocks } from '../blocks/Blocks';
import { BlocksHead } from '../blocks/BlocksHead';

/** Its blocks (the CMS's dynamic zone), rendered through the block registry. */
export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  return <Blocks blocks={data.strapiAboutPage?.blocks} site={data} />;
}

export function Head({ location, data }: HeadProps<Queries.AboutPageQuery>) {
  return <BlocksHead pathname={location.pathname} page={data.strapiAboutPage} site={data} />;
}

export const query = graphql`
  query AboutPage {
    strapiAboutPage {
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
