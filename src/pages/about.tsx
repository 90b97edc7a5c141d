import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Hero, Sections } from '../components/PageCopy';
import { Seo } from '../components/Seo';

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const page = data.strapiAboutPage!;
  return (
    <>
      <Hero title={page.title!} subtitle={page.subtitle!} cta={page.cta} />
      <Sections sections={page.sections} />
    </>
  );
}

export function Head({ location, data }: HeadProps<Queries.AboutPageQuery>) {
  return <Seo pathname={location.pathname} description={data.strapiAboutPage?.seo?.metaDescription} />;
}

export const query = graphql`
  query AboutPage {
    strapiAboutPage {
      ...PageCopy
    }
  }
`;
