/**
 * An article of the insights on a list (the insights' pages, a category's, an article's related ones):
 * its cover, category, date, title (the link to it) and summary. The date is the one the article shows
 * (src/lib/insights.ts, articleDate), formatted in the page's locale.
 */
import { graphql, Link } from 'gatsby';
import { Picture } from './Picture';
import { formatDate } from '../lib/format';
import { useI18n } from '../lib/i18n';
import { articleDate, articleRoute } from '../lib/insights';
import { localePath } from '../lib/locale';

/** A date of the CMS (a day, or a timestamp) as the locale writes it, read in UTC: the day the editor
 * set, the same at build time and in any reader's time zone (so hydration agrees). */
export function ArticleDate({ date, intlLocale }: { date: string; intlLocale: string }) {
  return <time dateTime={date}>{formatDate(intlLocale, date, { dateStyle: 'long', timeZone: 'UTC' })}</time>;
}

export function ArticleCard({
  article,
  headingLevel = 2,
}: {
  article: Queries.ArticleCardFragment;
  headingLevel?: 2 | 3;
}) {
  const { locale, t } = useI18n();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = articleDate(article);
  return (
    <article className="article-card">
      <Picture
        className="article-card__image"
        image={article.cover?.localFile?.childImageSharp?.gatsbyImageData}
        alt={article.cover?.alternativeText ?? ''}
      />
      <div className="article-card__body">
        <p className="article-card__meta">
          {article.category?.name && <span>{article.category.name}</span>}
          {date && <ArticleDate date={date} intlLocale={t('format.intlLocale')} />}
        </p>
        <Heading className="article-card__title">
          <Link to={localePath(locale, articleRoute(article.slug ?? ''))}>{article.title}</Link>
        </Heading>
        {article.summary && <p className="article-card__summary">{article.summary}</p>}
      </div>
    </article>
  );
}

export const articleCardFragment = graphql`
  fragment ArticleCard on STRAPI_ARTICLE {
    id
    slug
    title
    summary
    date
    publishedAt
    category {
      name
    }
    cover {
      alternativeText
      localFile {
        childImageSharp {
          gatsbyImageData(width: 560, aspectRatio: 1.5, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
        }
      }
    }
  }
`;
