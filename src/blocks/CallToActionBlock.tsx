import { graphql } from 'gatsby';
import { BlockLink } from './links';

/** A band between sections that asks the visitor to act: a heading, a line and one or two buttons. */
export function CallToActionBlock({ block }: { block: Queries.CallToActionBlockFragment }) {
  return (
    <section className="container cta-block">
      <div className="cta-block__inner">
        {block.heading && <h2 className="cta-block__heading">{block.heading}</h2>}
        {block.text && <p className="cta-block__text">{block.text}</p>}
        <div className="cta-block__actions">
          <BlockLink link={block.primary} className="button button--primary" />
          <BlockLink link={block.secondary} className="button" />
        </div>
      </div>
    </section>
  );
}

export const callToActionBlockFragment = graphql`
  fragment CallToActionBlock on STRAPI__COMPONENT_BLOCKS_CALL_TO_ACTION {
    heading
    text
    primary {
      label
      href
    }
    secondary {
      label
      href
    }
  }
`;
