/**
 * A list of the insights (issue 48), built by gatsby-node.ts from src/lib/insights.ts: the insights
 * (`/insights`, `/insights/page/2`…) or one category's (`/insights/category/{slug}`…), 12 a page,
 * newest first (the page's `articleIds`, in order), with the categories to choose from and the links
 * to the newer and older pages. Its head is the build's (src/blocks/pageHeads.ts), with the feed.
 */
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { ArticleCard } from '../components/ArticleCard';
import { Seo } from '../components/Seo';
import { useI18n } from '../lib/i18n';
import { categoryRoute, INSIGHTS_ROUTE, listPageRoute } from '../lib/insights';
import { localePath } from '../lib/locale';
import './insights.css';

interface ListContext {
  articleIds: string[];
  page: number;
  pageCount: number;
  /** The list's first page, in the page's locale (`/de/insights`). */
  listPath: string;
  pagePath: string;
}

export default function InsightsList({ data, pageContext }: PageProps<Queries.InsightsListQuery, ListContext>) {
  const { locale, t } = useI18n();
  const { page, pageCount, listPath, articleIds } = pageContext;
  // The query finds the page's articles by id; the build's order (newest first) is theirs.
  const order = new Map(articleIds.map((id, index) => [id, index]));
  const articles = [...data.allStrapiArticle.nodes].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const category = data.strapiCategory;
  const categories = data.allStrapiCategory.nodes.filter((entry) =>
    data.withArticles.distinct.includes(entry.documentId ?? ''),
  );
  const insightsPath = localePath(locale, INSIGHTS_ROUTE);
  return (
    <>
      <header className="hero insights-hero">
        <div className="container">
          <h1 className="hero__title">{category?.name ?? t('insights.title')}</h1>
          <p className="hero__subtitle">{category?.description || t('insights.intro')}</p>
        </div>
      </header>
      <div className="container insights">
        <nav className="insights__categories" aria-label={t('insights.categories')}>
          <ul>
            <li>
              <Link to={insightsPath} aria-current={!category ? 'page' : undefined}>
                {t('insights.allCategories')}
              </Link>
            </li>
            {categories.map((entry) => {
              const to = localePath(locale, categoryRoute(entry.slug ?? ''));
              return (
                <li key={entry.id}>
                  <Link to={to} aria-current={category && entry.id === category.id ? 'page' : undefined}>
                    {entry.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="insights__grid">
          {articles.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </div>
        {pageCount > 1 && (
          <nav className="insights__pagination" aria-label={t('insights.pagination')}>
            {page > 1 && (
              <Link to={listPageRoute(listPath, page - 1)} rel="prev">
                {t('insights.previous')}
              </Link>
            )}
            <span>{t('insights.pageOf', { page: String(page), pageCount: String(pageCount) })}</span>
            {page < pageCount && (
              <Link to={listPageRoute(listPath, page + 1)} rel="next">
                {t('insights.next')}
              </Link>
            )}
          </nav>
        )}
      </div>
    </>
  );
}

export function Head({ data }: HeadProps<Queries.InsightsListQuery>) {
  return <Seo head={data.head} />;
}

export const query = graphql`
  query InsightsList(
    $id: String
    $articleIds: [String!]!
    $pagePath: String!
    $pageKind: String!
    $locale: String!
    $translations: JSON
  ) {
    allStrapiArticle(filter: { id: { in: $articleIds }, locale: { eq: $locale } }) {
      nodes {
        ...ArticleCard
      }
    }
    strapiCategory(id: { eq: $id }) {
      id
      name
      description
    }
    allStrapiCategory(filter: { locale: { eq: $locale } }, sort: { name: ASC }) {
      nodes {
        id
        documentId
        slug
        name
      }
    }
    withArticles: allStrapiArticle(filter: { locale: { eq: $locale } }) {
      distinct(field: { category: { documentId: SELECT } })
    }
    ...SiteData
    head: pageHead(path: $pagePath, kind: $pageKind, entry: $id, locale: $locale, translations: $translations)
  }
`;
