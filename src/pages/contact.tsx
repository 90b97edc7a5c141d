import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Blocks } from '../blocks/Blocks';
import { Seo } from '../components/Seo';

/** Its blocks (the CMS's dynamic zone), rendered through the block registry. */
export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  return <Blocks blocks={data.strapiContactPage?.blocks} site={data} />;
}

export function Head({ data }: HeadProps<Queries.ContactPageQuery>) {
  return <Seo head={data.head} />;
}

export const query = graphql`
  query ContactPage {
    strapiContactPage {
      blocks {
        ...PageBlocks
      }
    }
    ...BlocksSiteData
    ...SiteData
    head: pageHead(path: "/contact/")
  }
`;
