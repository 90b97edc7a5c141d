import { Hero, Sections, paragraphs } from '../components/PageCopy';
import { Picture } from '../components/Picture';
import { EventRequestForm } from '../features/forms/EventRequestForm';

/**
 * The services page (/services): every service in detail, the sections and the event request form.
 * Rendered from its page query's data by the page, and from the drafts by the preview.
 */
export function ServicesView({ data }: { data: Queries.ServicesPageQuery }) {
  const page = data.strapiServicesPage!;
  return (
    <>
      <Hero title={page.title!} subtitle={page.subtitle!} cta={page.cta} />
      <div className="container service-list">
        {data.allStrapiService.nodes.map((service, position) => {
          return (
            <section
              className="service-detail"
              id={service.slug!}
              key={service.slug}
              aria-labelledby={`${service.slug}-title`}
            >
              <Picture
                image={service.image?.localFile?.childImageSharp?.gatsbyImageData}
                alt=""
                className="service-detail__image"
                eager={position === 0}
              />
              <div>
                <h2 id={`${service.slug}-title`}>{service.title}</h2>
                <p className="lead">{service.summary}</p>
                {paragraphs(service.description).map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
                {service.slug === 'event-planning' && (
                  <a className="button" href="#event-request">
                    Request an event
                  </a>
                )}
              </div>
            </section>
          );
        })}
      </div>
      <Sections sections={page.sections} />
      <section className="container form-section" id="event-request">
        <EventRequestForm heading={page.eventFormHeading!} intro={page.eventFormIntro!} />
      </section>
    </>
  );
}
