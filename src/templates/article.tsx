/**
 * An article of the insights (issue 48) at /insights/{slug}, built by gatsby-node.ts and rendered by
 * its view (src/views/ArticleView.tsx, which the draft preview renders too): the reading time is
 * computed by the build from its words (src/lib/insights.ts), its related articles chosen by the build
 * (the editor's pick, else the newest of its category) and put here in that order.
 * Its head is the build's (src/blocks/pageHeads.ts): its SEO, BlogPosting, breadcrumbs and the feed.
 */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { ArticleView } from '../views/ArticleView';
import './insights.css';

export default function ArticlePage({
  data,
  pageContext,
}: PageProps<Queries.ArticlePageQuery, { relatedIds: string[] }>) {
  const article = data.strapiArticle;
  if (!article) return null;
  const order = new Map(pageContext.relatedIds.map((id, index) => [id, index]));
  const related = [...data.related.nodes].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return <ArticleView article={article} related={related} site={data} />;
}

export function Head({ data }: HeadProps<Queries.ArticlePageQuery>) {
  return <Seo head={data.head} />;
}

export const query = graphql`
  query ArticlePage(
    $id: String!
    $relatedIds: [String!]!
    $pagePath: String!
    $pageKind: String!
    $locale: String!
    $translations: JSON
    # An article's body may hold a services grid; its case study links are read on pages of blocks.
    $caseStudyLinks: Boolean = false
  ) {
    strapiArticle(id: { eq: $id }) {
      title
      summary
      readingMinutes
      tags
      date
      publishedAt
      cover {
        alternativeText
        localFile {
          childImageSharp {
            gatsbyImageData(width: 1120, aspectRatio: 2, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
      author {
        name
        role
        bio
        photo {
          localFile {
            childImageSharp {
              gatsbyImageData(width: 64, height: 64, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
            }
          }
        }
      }
      category {
        name
        slug
      }
      body {
        ...PageBlocks
      }
    }
    related: allStrapiArticle(filter: { id: { in: $relatedIds }, locale: { eq: $locale } }) {
      nodes {
        ...ArticleCard
      }
    }
    ...BlocksSiteData
    ...SiteData
    head: pageHead(path: $pagePath, kind: $pageKind, entry: $id, locale: $locale, translations: $translations)
  }
`;
