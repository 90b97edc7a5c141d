/**
 * A fixed page (cms/src/contracts/pages.ts: home, about, services, contact), built at its route in
 * each locale that has it by createPages (site-build/gatsby-node/fixed-pages.ts): the page entry of
 * its slug, its blocks rendered through the block registry, its head computed by the build
 * (src/blocks/pageHeads.ts).
 */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Blocks } from '../blocks/Blocks';
import { Seo } from '../components/Seo';

export default function FixedPage({ data }: PageProps<Queries.FixedPageQuery>) {
  return <Blocks blocks={data.strapiPage?.blocks} site={data} />;
}

export function Head({ data }: HeadProps<Queries.FixedPageQuery>) {
  return <Seo head={data.head} />;
}

export const query = graphql`
  query FixedPage(
    $slug: String!
    $locale: String!
    $pagePath: String!
    $pageKind: String!
    $translations: JSON
    $caseStudyLinks: Boolean!
  ) {
    strapiPage(slug: { eq: $slug }, locale: { eq: $locale }) {
      blocks {
        ...PageBlocks
      }
    }
    ...BlocksSiteData
    ...SiteData
    head: pageHead(path: $pagePath, kind: $pageKind, locale: $locale, translations: $translations)
  }
`;
