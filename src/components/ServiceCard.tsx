import { graphql } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from './Picture';

export interface ServiceCardData {
  slug: string | null;
  title: string | null;
  summary: string | null;
  image: {
    alternativeText: string | null;
    localFile: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
  } | null;
}

export function ServiceCard({ service }: { service: ServiceCardData }) {
  const image = service.image?.localFile?.childImageSharp?.gatsbyImageData;
  return (
    <article className="service-card">
      <Picture image={image} alt="" className="service-card__image" />
      <div className="service-card__body">
        <h3 className="service-card__title">{service.title}</h3>
        <p>{service.summary}</p>
      </div>
    </article>
  );
}

/** What a service shows wherever it is listed, its image sized for the cards and the services page. */
export const serviceSummaryFragment = graphql`
  fragment ServiceSummary on STRAPI_SERVICE {
    slug
    title
    summary
    image {
      alternativeText
      localFile {
        childImageSharp {
          gatsbyImageData(width: 480, aspectRatio: 1.5, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
        }
      }
    }
  }
`;
