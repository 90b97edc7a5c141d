import * as React from 'react';
import { graphql } from 'gatsby';
import { FORMS, type FormBlockProps } from '../features/forms/lazyForms';
import { useBlocksSite } from './context';
import { FormContactAside } from './registry';
import { StaticIsland } from '../lib/StaticIsland';
import type { FormKind } from '../lib/submission';

/** Where links to the event request form lead (the services page's "Request an event"). */
export const EVENT_REQUEST_ANCHOR = 'event-request';

function ChosenForm({ block }: { block: Queries.FormBlockFragment }) {
  const site = useBlocksSite();
  // Kept stable across renders: the form waits to hydrate and must not be rendered again before that.
  const services = React.useMemo(
    () => site.allStrapiService.nodes.map((service) => ({ slug: service.slug!, title: service.title! })),
    [site.allStrapiService.nodes],
  );
  // The block's choice is a kind of lead with a form (FORMS, src/features/forms/lazyForms.tsx; the
  // enum of cms/src/components/blocks/form.json). A choice this build does not know (the CMS is newer
  // than the site) shows no form.
  const Form: React.ComponentType<FormBlockProps> | undefined = Object.keys(FORMS).includes(block.form!)
    ? FORMS[block.form as FormKind]
    : undefined;
  return Form ? (
    <Form
      heading={block.heading ?? ''}
      intro={block.intro ?? ''}
      services={services}
      sentMessage={site.strapiGlobal?.newsletterSentMessage ?? ''}
    />
  ) : null;
}

/** One of the site's three forms (contact, event request, newsletter); the contact form may have the
 * firm's contact details beside it, as /contact shows. Only the form has behaviour, and it hydrates
 * when wanted (src/features/forms/lazyForms.tsx); the details are an island of server HTML on a first
 * load, their code (rich text among it) left to the static blocks' chunk. */
export function FormBlock({ block }: { block: Queries.FormBlockFragment }) {
  if (block.showContactDetails) {
    return (
      <div className="container contact-layout">
        <section className="form-section">
          <ChosenForm block={block} />
        </section>
        <StaticIsland>
          <React.Suspense fallback={null}>
            <FormContactAside block={block} />
          </React.Suspense>
        </StaticIsland>
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
