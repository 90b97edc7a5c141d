import { Link } from 'gatsby';
import { Hero, Sections } from '../components/PageCopy';
import { ServiceCard } from '../components/ServiceCard';

/**
 * The home page (/): hero, the services teaser and the sections.
 * Rendered from its page query's data by the page, and from the drafts by the preview.
 */
export function HomeView({ data }: { data: Queries.HomePageQuery }) {
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
