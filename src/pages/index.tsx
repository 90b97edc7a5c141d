import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Blocks } from '../blocks/Blocks';
import { Seo } from '../components/Seo';

/** Its blocks (the CMS's dynamic zone), rendered through the block registry. */
export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  return <Blocks blocks={data.strapiHomePage?.blocks} site={data} />;
}

export function Head({ data }: HeadProps<Queries.HomePageQuery>) {
  return <Seo head={data.head} />;
}

export const query = graphql`
  query HomePage {
    strapiHomePage {
      blocks {
        ...PageBlocks
      }
    }
    ...BlocksSiteData
    ...SiteData
    head: pageHead(path: "/")
  }
`;
