import { graphql } from 'gatsby';
import { Picture } from '../components/Picture';

/** A row of logos (clients, partners): each image's alternative text names the organisation. */
export function LogosBlock({ block }: { block: Queries.LogosBlockFragment }) {
  const logos = (block.logos ?? []).filter((logo) => logo?.localFile?.childImageSharp);
  if (!logos.length) return null;
  return (
    <section className="container logos-block">
      {block.heading && <h2>{block.heading}</h2>}
      <ul className="logos-block__list">
        {logos.map((logo, position) => (
          <li key={position}>
            <Picture image={logo!.localFile!.childImageSharp!.gatsbyImageData} alt={logo!.alternativeText ?? ''} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export const logosBlockFragment = graphql`
  fragment LogosBlock on STRAPI__COMPONENT_BLOCKS_LOGOS {
    heading
    logos {
      alternativeText
      localFile {
        childImageSharp {
          gatsbyImageData(height: 48, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
        }
      }
    }
  }
`;
