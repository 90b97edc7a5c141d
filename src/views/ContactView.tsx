import { ContactDetails } from '../components/ContactDetails';
import { Hero, Sections } from '../components/PageCopy';
import { ContactForm } from '../features/forms/ContactForm';

/**
 * The contact page (/contact): the contact form beside the firm's contact details.
 * Rendered from its page query's data by the page, and from the drafts by the preview.
 */
export function ContactView({ data }: { data: Queries.ContactPageQuery }) {
  const page = data.strapiContactPage!;
  const global = data.strapiGlobal!;
  const services = data.allStrapiService.nodes.map((service) => ({ slug: service.slug!, title: service.title! }));
  return (
    <>
      <Hero title={page.title!} subtitle={page.subtitle!} cta={page.cta} />
      <div className="container contact-layout">
        <section className="form-section">
          <ContactForm heading={page.formHeading!} intro={page.formIntro!} services={services} />
        </section>
        <aside className="contact-details" aria-label="Contact details">
          <h2>Reach us directly</h2>
          <ContactDetails
            contactEmail={global.contactEmail!}
            contactPhone={global.contactPhone!}
            address={global.address!}
          />
          <Sections sections={page.sections} />
        </aside>
      </div>
    </>
  );
}
