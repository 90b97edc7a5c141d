import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Blocks } from '../blocks/Blocks';
import { BlocksHead } from '../blocks/BlocksHead';

/** Its blocks (the CMS's dynamic zone), rendered through the block registry. */
export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  return <Blocks blocks={data.strapiContactPage?.blocks} site={data} />;
}

export function Head({ location, data }: HeadProps<Queries.ContactPageQuery>) {
  return <BlocksHead pathname={location.pathname} page={data.strapiContactPage} site={data} />;
}

export const query = graphql`
  query ContactPage {
    strapiContactPage {
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
