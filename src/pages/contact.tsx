import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { ContactDetails } from '../components/ContactDetails';
import { Hero, Sections } from '../components/PageCopy';
import { Seo } from '../components/Seo';
import { ContactForm } from '../features/forms/ContactForm';

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
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

export function Head({ location, data }: HeadProps<Queries.ContactPageQuery>) {
  return <Seo pathname={location.pathname} description={data.strapiContactPage?.seo?.metaDescription} />;
}

export const query = graphql`
  query ContactPage {
    strapiContactPage {
      ...PageCopy
      formHeading
      formIntro
    }
    strapiGlobal {
      contactEmail
      contactPhone
      address
    }
    allStrapiService(sort: { order: ASC }) {
      nodes {
        slug
        title
      }
    }
  }
`;
