import * as React from 'react';
import { graphql } from 'gatsby';
import { ContactDetails } from '../components/ContactDetails';
import { RichText } from '../components/RichText';
import { NewsletterForm } from '../features/forms/NewsletterForm';
import { useBlocksSite } from './context';
import type { FormBlockData } from './types';

/*
 * The contact and event request forms are their own chunks, fetched only by a page that shows one:
 * the block registry is in every page's bundle, and editors may put a form on any page, but most
 * pages have none. The build still renders them into the HTML (Gatsby's server render waits for
 * every lazy part); in the browser React keeps that HTML, and what a visitor types in it, until
 * the chunk has come and the form hydrates. The newsletter form stays in the main bundle: the
 * footer shows it on every page anyway.
 */
const ContactForm = React.lazy(() =>
  import('../features/forms/ContactForm').then((module) => ({ default: module.ContactForm })),
);
const EventRequestForm = React.lazy(() =>
  import('../features/forms/EventRequestForm').then((module) => ({ default: module.EventRequestForm })),
);

/** Where links to the event request form lead (the services page's "Request an event"). */
export const EVENT_REQUEST_ANCHOR = 'event-request';

function ChosenForm({ block }: { block: FormBlockData }) {
  const site = useBlocksSite();
  const heading = block.heading ?? '';
  const intro = block.intro ?? '';
  switch (block.form) {
    case 'contact': {
      const services = site.allStrapiService.nodes.map((service) => ({ slug: service.slug!, title: service.title! }));
      return (
        <React.Suspense fallback={null}>
          <ContactForm heading={heading} intro={intro} services={services} />
        </React.Suspense>
      );
    }
    case 'event-request':
      return (
        <React.Suspense fallback={null}>
          <EventRequestForm heading={heading} intro={intro} />
        </React.Suspense>
      );
    case 'newsletter':
      return (
        <NewsletterForm heading={heading} intro={intro} sentMessage={site.strapiGlobal?.newsletterSentMessage ?? ''} />
      );
    default:
      return null;
  }
}

/** Contact details beside the form, with the editors' text under them (office hours, say). */
function DetailsAside({ block }: { block: FormBlockData }) {
  const global = useBlocksSite().strapiGlobal;
  return (
    <aside className="contact-details" aria-label="Contact details">
      {block.detailsHeading && <h2>{block.detailsHeading}</h2>}
      <ContactDetails
        contactEmail={global?.contactEmail ?? ''}
        contactPhone={global?.contactPhone ?? ''}
        address={global?.address ?? ''}
      />
      {Array.isArray(block.details) && block.details.length > 0 && (
        <div className="container sections">
          <section className="copy-section">
            <RichText content={block.details} />
          </section>
        </div>
      )}
    </aside>
  );
}

/** One of the site's three forms (contact, event request, newsletter); the contact form may have the
 * firm's contact details beside it, as /contact shows. */
export function FormBlock({ block }: { block: FormBlockData }) {
  if (block.showContactDetails) {
    return (
      <div className="container contact-layout">
        <section className="form-section">
          <ChosenForm block={block} />
        </section>
        <DetailsAside block={block} />
      </div>
    );
  }
  return (
    <section className="container form-section" id={block.form === 'event-request' ? EVENT_REQUEST_ANCHOR : undefined}>
      <ChosenForm block={block} />
    </section>
  );
}

export const formBlockFragment = graphql`
  fragment FormBlock on STRAPI__COMPONENT_BLOCKS_FORM {
    form
    heading
    intro
    showContactDetails
    detailsHeading
    details
  }
`;
