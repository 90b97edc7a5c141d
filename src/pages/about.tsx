import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Blocks } from '../blocks/Blocks';
import { Seo } from '../components/Seo';

/** The fixed page entry with the slug "about" (cms/src/contracts/pages.ts): its blocks, rendered through the block registry. */
export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  return <Blocks blocks={data.strapiPage?.blocks} site={data} />;
}

export function Head({ data }: HeadProps<Queries.AboutPageQuery>) {
  return <Seo head={data.head} />;
}

export const query = graphql`
  query AboutPage($locale: String!, $pagePath: String!, $pageKind: String!, $translations: JSON) {
    strapiPage(slug: { eq: "about" }, locale: { eq: $locale }) {
      blocks {
        ...PageBlocks
      }
    }
    ...BlocksSiteData
    ...SiteData
    head: pageHead(path: $pagePath, kind: $pageKind, locale: $locale, translations: $translations)
  }
`;
