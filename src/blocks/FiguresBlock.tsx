import { graphql } from 'gatsby';

/** A row of key figures: each a large value with its label (a description list, label first for readers). */
export function FiguresBlock({ block }: { block: Queries.FiguresBlockFragment }) {
  const items = (block.items ?? []).filter((item) => item?.value);
  if (!items.length) return null;
  return (
    <section className="container figures-block">
      {block.heading && <h2>{block.heading}</h2>}
      <dl className="figures-block__list">
        {items.map((item) => (
          <div className="figures-block__item" key={`${item!.value}-${item!.label}`}>
            <dt className="figures-block__label">{item!.label}</dt>
            <dd className="figures-block__value">{item!.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export const figuresBlockFragment = graphql`
  fragment FiguresBlock on STRAPI__COMPONENT_BLOCKS_FIGURES {
    heading
    items {
      value
      label
    }
  }
`;
