import { graphql } from 'gatsby';
import { Hero } from '../components/PageCopy';

/** The page's title (its one h1), a line under it and an optional call to action. */
export function HeroBlock({ block }: { block: Queries.HeroBlockFragment }) {
  return <Hero title={block.title ?? ''} subtitle={block.subtitle} cta={block.cta} />;
}

export const heroBlockFragment = graphql`
  fragment HeroBlock on STRAPI__COMPONENT_BLOCKS_HERO {
    title
    subtitle
    cta {
      label
      href
    }
  }
`;
