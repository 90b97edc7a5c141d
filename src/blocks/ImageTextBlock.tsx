import { graphql } from 'gatsby';
import { Picture } from '../components/Picture';
import { RichText } from '../components/RichText';
import { BlockLink } from './links';

/** A picture beside a heading and text (left or right on wide screens, above the text on phones). */
export function ImageTextBlock({ block }: { block: Queries.ImageTextBlockFragment }) {
  const side = block.imagePosition === 'right' ? 'right' : 'left';
  return (
    <section className={`container image-text image-text--${side}`}>
      <Picture
        image={block.image?.localFile?.childImageSharp?.gatsbyImageData}
        alt={block.image?.alternativeText ?? ''}
        className="image-text__image"
      />
      <div className="image-text__body">
        {block.heading && <h2>{block.heading}</h2>}
        <RichText content={block.body} />
        <BlockLink link={block.cta} className="button" />
      </div>
    </section>
  );
}

export const imageTextBlockFragment = graphql`
  fragment ImageTextBlock on STRAPI__COMPONENT_BLOCKS_IMAGE_TEXT {
    heading
    body
    imagePosition
    cta {
      label
      href
    }
    image {
      alternativeText
      localFile {
        childImageSharp {
          gatsbyImageData(width: 560, aspectRatio: 1.5, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
        }
      }
    }
  }
`;
