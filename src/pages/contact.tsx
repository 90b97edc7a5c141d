import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Blocks } from '../blocks/Blocks';
import { Seo } from '../components/Seo';

/** The fixed page entry with the slug "contact" (cms/src/contracts/pages.ts): its blocks, rendered through the block registry. */
export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  return <Blocks blocks={data.strapiPage?.blocks} site={data} />;
}

export function Head({ data }: HeadProps<Queries.ContactPageQuery>) {
  return <Seo head={data.head} />;
}

export const query = graphql`
  query ContactPage($locale: String!, $pagePath: String!, $pageKind: String!, $translations: JSON) {
    strapiPage(slug: { eq: "contact" }, locale: { eq: $locale }) {
      blocks {
        ...PageBlocks
      }
    }
    ...BlocksSiteData
    ...SiteData
    head: pageHead(path: $pagePath, kind: $pageKind, locale: $locale, translations: $translations)
  }
`;
