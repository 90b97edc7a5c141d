/**
 * A landing page (the CMS's `page` collection type), built at /{slug} by gatsby-node.ts: its blocks
 * through the same registry as the fixed pages (LandingBlocks, as the preview shows its draft), its
 * own SEO (BlocksHead).
 */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { BlocksHead } from '../blocks/BlocksHead';
import { LandingBlocks } from '../blocks/LandingBlocks';

export default function LandingPage({ data }: PageProps<Queries.LandingPageQuery>) {
  return <LandingBlocks title={data.strapiPage?.title} blocks={data.strapiPage?.blocks} site={data} />;
}

export function Head({ location, data }: HeadProps<Queries.LandingPageQuery>) {
  return <BlocksHead pathname={location.pathname} page={data.strapiPage} site={data} />;
}

export const query = graphql`
  query LandingPage($id: String!) {
    strapiPage(id: { eq: $id }) {
      title
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
