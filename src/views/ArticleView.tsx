/**
 * An article's page (issue 48): its title, summary, author (photo, name, role), the date it shows (in
 * the page's locale), its category, the reading time, its body through the page builder's registry
 * (<Blocks>, as every page), the author's short bio, its related articles and a call to action to the
 * contact page. Rendered from its page query's data by the article template (src/templates/article.tsx),
 * and from the drafts by the preview (src/templates/preview.tsx), so a draft looks as its page will.
 */
import { Link } from 'gatsby';
import { Blocks } from '../blocks/Blocks';
import type { BlocksSiteData } from '../blocks/types';
import { ArticleCard, ArticleDate } from '../components/ArticleCard';
import { Picture } from '../components/Picture';
import { useI18n } from '../lib/i18n';
import { articleDate, categoryRoute, INSIGHTS_ROUTE } from '../lib/insights';
import { localePath } from '../lib/locale';
import { useLocalePath } from '../lib/pageLocale';

/** What the view shows: the article of its page query, and its related articles in their order. */
export type ArticleViewArticle = NonNullable<Queries.ArticlePageQuery['strapiArticle']>;

export function ArticleView({
  article,
  related,
  site,
}: {
  article: ArticleViewArticle;
  related: ReadonlyArray<Queries.ArticleCardFragment>;
  site: BlocksSiteData;
}) {
  const { locale, t } = useI18n();
  const toLocale = useLocalePath();
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
          <Blocks blocks={article.body} site={site} />
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
