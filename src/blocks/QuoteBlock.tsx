import { graphql } from 'gatsby';
import { Picture } from '../components/Picture';

/** A customer's words, who said them and their role: a <figure> with its <blockquote> and caption. */
export function QuoteBlock({ block }: { block: Queries.QuoteBlockFragment }) {
  if (!block.quote) return null;
  return (
    <figure className="container quote-block">
      <blockquote className="quote-block__text">
        <p>{block.quote}</p>
      </blockquote>
      {(block.author || block.role) && (
        <figcaption className="quote-block__caption">
          <Picture
            image={block.photo?.localFile?.childImageSharp?.gatsbyImageData}
            alt=""
            className="quote-block__photo"
          />
          <span>
            {block.author && <span className="quote-block__author">{block.author}</span>}
            {block.role && <span className="quote-block__role">{block.role}</span>}
          </span>
        </figcaption>
      )}
    </figure>
  );
}

export const quoteBlockFragment = graphql`
  fragment QuoteBlock on STRAPI__COMPONENT_BLOCKS_QUOTE {
    quote
    author
    role
    photo {
      alternativeText
      localFile {
        childImageSharp {
          gatsbyImageData(width: 64, height: 64, layout: FIXED, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
        }
      }
    }
  }
`;
