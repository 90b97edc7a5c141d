import { graphql, Link, type HeadProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { useLocalePath } from '../lib/pageLocale';

export default function NotFoundPage() {
  const localePath = useLocalePath();
  return (
    <section className="hero">
      <div className="container">
        <h1 className="hero__title">This page does not exist</h1>
        <p className="hero__subtitle">The link may be old, or the address mistyped.</p>
        <Link className="button button--primary" to={localePath('/')}>
          Back to the home page
        </Link>
      </div>
    </section>
  );
}

export function Head({ data }: HeadProps<Queries.NotFoundPageQuery>) {
  return <Seo head={data.head} />;
}

export const query = graphql`
  query NotFoundPage($locale: String!, $pagePath: String!, $translations: JSON) {
    ...SiteData
    head: pageHead(path: $pagePath, locale: $locale, translations: $translations, noindex: true)
  }
`;
