import { graphql, Link, type HeadProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { useI18n } from '../lib/i18n';
import { useLocalePath } from '../lib/pageLocale';

export default function NotFoundPage() {
  const { t } = useI18n();
  const localePath = useLocalePath();
  return (
    <section className="hero">
      <div className="container">
        <h1 className="hero__title">{t('notFound.title')}</h1>
        <p className="hero__subtitle">{t('notFound.subtitle')}</p>
        <Link className="button button--primary" to={localePath('/')}>
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}

export function Head({ data }: HeadProps<Queries.NotFoundPageQuery>) {
  return <Seo head={data.head} />;
}

export const query = graphql`
  query NotFoundPage($locale: String!, $pagePath: String!, $pageKind: String!, $translations: JSON) {
    ...SiteData
    head: pageHead(path: $pagePath, kind: $pageKind, locale: $locale, translations: $translations, noindex: true)
  }
`;
