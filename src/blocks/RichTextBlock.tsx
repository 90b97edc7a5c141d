import { graphql } from 'gatsby';
import { RichText } from '../components/RichText';

/**
 * A heading and the editors' text (Strapi's blocks editor). Consecutive text blocks share one column
 * (<Blocks> wraps them in `.sections`), as the pages' sections always have.
 */
export function RichTextBlock({ block }: { block: Queries.RichTextBlockFragment }) {
  return (
    <section className="copy-section">
      {block.heading && <h2>{block.heading}</h2>}
      <RichText content={block.body} />
    </section>
  );
}

export const richTextBlockFragment = graphql`
  fragment RichTextBlock on STRAPI__COMPONENT_BLOCKS_RICH_TEXT {
    heading
    body
  }
`;
