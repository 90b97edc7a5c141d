import { graphql, Link, type HeadProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { useI18n } from '../lib/i18n';

export default function NotFoundPage() {
  const { t } = useI18n();
  return (
    <section className="hero">
      <div className="container">
        <h1 className="hero__title">{t('notFound.title')}</h1>
        <p className="hero__subtitle">{t('notFound.subtitle')}</p>
        <Link className="button button--primary" to="/">
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
  query NotFoundPage($locale: String!) {
    ...SiteData
    head: pageHead(path: "/404/", locale: $locale, noindex: true)
  }
`;
