/**
 * A landing page (the CMS's `page` collection type), built at /{slug} by gatsby-node.ts: its blocks
 * through the same registry as the fixed pages (LandingBlocks, as the preview shows its draft), its
 * own SEO (its head, computed by the build: src/blocks/pageHeads.ts).
 */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { LandingBlocks } from '../blocks/LandingBlocks';

export default function LandingPage({ data }: PageProps<Queries.LandingPageQuery>) {
  return <LandingBlocks title={data.strapiPage?.title} blocks={data.strapiPage?.blocks} site={data} />;
}

export function Head({ data }: HeadProps<Queries.LandingPageQuery>) {
  return <Seo head={data.head} />;
}

export const query = graphql`
  query LandingPage(
    $id: String!
    $pagePath: String!
    $pageKind: String!
    $locale: String!
    $translations: JSON
    $caseStudyLinks: Boolean!
  ) {
    strapiPage(id: { eq: $id }) {
      title
      blocks {
        ...PageBlocks
      }
    }
    ...BlocksSiteData
    ...SiteData
    head: pageHead(path: $pagePath, kind: $pageKind, entry: $id, locale: $locale, translations: $translations)
  }
`;
