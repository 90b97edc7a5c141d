/**
 * An article of the insights (issue 48) at /insights/{slug}, built by gatsby-node.ts: its title,
 * summary, author (photo, name, role), the date it shows (in the page's locale), its category, the
 * reading time (computed by the build from its words: src/lib/insights.ts), its body through the page builder's registry
 * (<Blocks>, as every page), the author's short bio, its related articles (the build chose them:
 * the editor's pick, else the newest of its category) and a call to action to the contact page.
 * Its head is the build's (src/blocks/pageHeads.ts): its SEO, BlogPosting, breadcrumbs and the feed.
 */
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { Blocks } from '../blocks/Blocks';
import { ArticleCard, ArticleDate } from '../components/ArticleCard';
import { Picture } from '../components/Picture';
import { Seo } from '../components/Seo';
import { useI18n } from '../lib/i18n';
import { articleDate, categoryRoute, INSIGHTS_ROUTE } from '../lib/insights';
import { localePath } from '../lib/locale';
import { useLocalePath } from '../lib/pageLocale';
import './insights.css';

export default function ArticlePage({
  data,
  pageContext,
}: PageProps<Queries.ArticlePageQuery, { relatedIds: string[] }>) {
  const { locale, t } = useI18n();
  const toLocale = useLocalePath();
  const article = data.strapiArticle;
  if (!article) return null;
  const order = new Map(pageContext.relatedIds.map((id, index) => [id, index]));
  const related = [...data.related.nodes].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const date = articleDate(article);
  const { author, category } = article;
  const tags = (article.tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return (
    <>
      <article className="article">
        <header className="hero article__header">
          <div className="container article__intro">
            <nav className="article__breadcrumbs" aria-label={t('insights.breadcrumb')}>
              <Link to={localePath(locale, INSIGHTS_ROUTE)}>{t('insights.title')}</Link>
              {category?.slug && (
                <>
                  {' / '}
                  <Link to={localePath(locale, categoryRoute(category.slug))}>{category.name}</Link>
                </>
              )}
            </nav>
            <h1 className="hero__title">{article.title}</h1>
            {article.summary && <p className="hero__subtitle">{article.summary}</p>}
            <div className="article__byline">
              <Picture
                className="article__author-photo"
                image={author?.photo?.localFile?.childImageSharp?.gatsbyImageData}
                alt=""
                priority="low"
              />
              <p>
                {author?.name && <span className="article__author">{t('insights.by', { name: author.name })}</span>}
                {author?.role && <span className="article__role">{author.role}</span>}
                <span className="article__meta">
                  {date && <ArticleDate date={date} intlLocale={t('format.intlLocale')} />}
                  {' · '}
                  {t('insights.readingTime', { minutes: article.readingMinutes })}
                </span>
              </p>
            </div>
          </div>
        </header>
        <Picture
          className="container article__cover"
          image={article.cover?.localFile?.childImageSharp?.gatsbyImageData}
          alt={article.cover?.alternativeText ?? ''}
          priority="high"
        />
        <div className="article__body">
          <Blocks blocks={article.body} site={data} />
        </div>
        <footer className="container article__footer">
          {(category?.slug || tags.length > 0) && (
            <dl className="article__facts">
              {category?.slug && (
                <>
                  <dt>{t('insights.category')}</dt>
                  <dd>
                    <Link to={localePath(locale, categoryRoute(category.slug))}>{category.name}</Link>
                  </dd>
                </>
              )}
              {tags.length > 0 && (
                <>
                  <dt>{t('insights.tags')}</dt>
                  <dd>{tags.join(', ')}</dd>
                </>
              )}
            </dl>
          )}
          {author?.bio && (
            <section className="article__bio" aria-labelledby="about-author">
              <h2 id="about-author">{t('insights.aboutAuthor')}</h2>
              <p>
                <strong>{author.name}</strong>
                {author.role && `, ${author.role}`}. {author.bio}
              </p>
            </section>
          )}
        </footer>
      </article>
      {related.length > 0 && (
        <section className="container insights__related" aria-labelledby="related-articles">
          <h2 id="related-articles">{t('insights.related')}</h2>
          <div className="insights__grid">
            {related.map((entry) => (
              <ArticleCard key={entry.id} article={entry} headingLevel={3} />
            ))}
          </div>
        </section>
      )}
      <section className="container cta-block">
        <div className="cta-block__inner">
          <h2 className="cta-block__heading">{t('insights.ctaTitle')}</h2>
          <p className="cta-block__text">{t('insights.ctaText')}</p>
          <div className="cta-block__actions">
            <Link className="button button--primary" to={toLocale('/contact')}>
              {t('insights.ctaButton')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export function Head({ data }: HeadProps<Queries.ArticlePageQuery>) {
  return <Seo head={data.head} />;
}

export const query = graphql`
  query ArticlePage($id: String!, $relatedIds: [String!]!, $pagePath: String!, $locale: String!, $translations: JSON) {
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
    head: pageHead(path: $pagePath, locale: $locale, translations: $translations)
  }
`;
