import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Blocks } from '../blocks/Blocks';
import { Seo } from '../components/Seo';

/** The fixed page entry with the slug "services" (cms/src/contracts/pages.ts): its blocks, rendered through the block registry. */
export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  return <Blocks blocks={data.strapiPage?.blocks} site={data} />;
}

export function Head({ data }: HeadProps<Queries.ServicesPageQuery>) {
  return <Seo head={data.head} />;
}

export const query = graphql`
  query ServicesPage($locale: String!, $pagePath: String!, $pageKind: String!, $translations: JSON) {
    strapiPage(slug: { eq: "services" }, locale: { eq: $locale }) {
      blocks {
        ...PageBlocks
      }
    }
    ...BlocksSiteData
    # Each service's section links its case studies (src/blocks/ServicesGridBlock.tsx).
    caseStudies: allStrapiCaseStudy(filter: { locale: { eq: $locale } }) {
      nodes {
        ...CaseStudyLink
      }
    }
    ...SiteData
    head: pageHead(path: $pagePath, kind: $pageKind, locale: $locale, translations: $translations)
  }
`;
