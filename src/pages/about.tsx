import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Blocks } from '../blocks/Blocks';
import { Seo } from '../components/Seo';

/** Its blocks (the CMS's dynamic zone), rendered through the block registry. */
export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  return <Blocks blocks={data.strapiAboutPage?.blocks} site={data} />;
}

export function Head({ data }: HeadProps<Queries.AboutPageQuery>) {
  return <Seo head={data.head} />;
}

export const query = graphql`
  query AboutPage {
    strapiAboutPage {
      blocks {
        ...PageBlocks
      }
    }
    ...BlocksSiteData
    ...SiteData
    head: pageHead(path: "/about/")
  }
`;
