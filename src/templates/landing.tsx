/**
 * A landing page (the CMS's `page` collection type), built at /{slug} by gatsby-node.ts: its blocks
 * through the same registry as the fixed pages, its own SEO (BlocksHead). A page without a hero block still has
 * its one h1 (its title, for screen readers and outlines only).
 */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Blocks } from '../blocks/Blocks';
import { BlocksHead } from '../blocks/BlocksHead';

export default function LandingPage({ data }: PageProps<Queries.LandingPageQuery>) {
  const page = data.strapiPage;
  const hasHero = page?.blocks?.some((block) => block?.__typename === 'STRAPI__COMPONENT_BLOCKS_HERO');
  return (
    <>
      {!hasHero && <h1 className="visually-hidden">{page?.title}</h1>}
      <Blocks blocks={page?.blocks} site={data} />
    </>
  );
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
