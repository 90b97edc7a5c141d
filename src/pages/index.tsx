import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { Hero, Sections } from '../components/PageCopy';
import { Seo } from '../components/Seo';
import { ServiceCard } from '../components/ServiceCard';

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const page = data.strapiHomePage!;
  return (
    <>
      <Hero title={page.title!} subtitle={page.subtitle!} cta={page.cta} />
      <section className="container services-teaser" aria-labelledby="services-heading">
        <h2 id="services-heading">{page.servicesHeading}</h2>
        <p className="lead">{page.servicesIntro}</p>
        <div className="service-grid">
          {data.allStrapiService.nodes.map((service) => (
            <ServiceCard key={service.slug} service={service} />
          ))}
        </div>
        <p>
          <Link to="/services">All services in detail</Link>
        </p>
      </section>
      <Sections sections={page.sections} />
    </>
  );
}

export function Head({ location, data }: HeadProps<Queries.HomePageQuery>) {
  return <Seo pathname={location.pathname} description={data.strapiHomePage?.seo?.metaDescription} />;
}

export const query = graphql`
  query HomePage {
    strapiHomePage {
      ...PageCopy
      servicesHeading
      servicesIntro
    }
    allStrapiService(sort: { order: ASC }) {
      nodes {
        ...ServiceSummary
      }
    }
  }
`;
