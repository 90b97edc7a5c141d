import { useId } from 'react';
import { graphql, Link } from 'gatsby';
import { Picture } from '../components/Picture';
import { caseStudyRoute } from '../lib/caseStudies';
import { useI18n } from '../lib/i18n';
import { localePath } from '../lib/locale';

/**
 * Case studies an editor chose (issue 48), in their order, as cards linking to each one's page in the
 * page's language. A case study not published in the page's language is not in the page's data, so
 * it is left out (and a block left with none shows nothing).
 */
export function CaseStudiesBlock({ block }: { block: Queries.CaseStudiesBlockFragment }) {
  const { locale } = useI18n();
  const headingId = useId();
  const studies = (block.caseStudies ?? []).filter((study) => study?.slug);
  if (!studies.length) return null;
  // The services' cards' look (global.css), so the block adds no styles to the pages that show it.
  return (
    <section className="container services-teaser" aria-labelledby={block.heading ? headingId : undefined}>
      {block.heading && <h2 id={headingId}>{block.heading}</h2>}
      {block.intro && <p className="lead">{block.intro}</p>}
      <div className="service-grid">
        {studies.map((study) => (
          <article key={study!.slug} className="service-card">
            <Picture
              className="service-card__image"
              image={study!.cover?.localFile?.childImageSharp?.gatsbyImageData}
              alt=""
            />
            <div className="service-card__body">
              <p className="case-studies-block__client">
                {study!.clientName}
                {study!.sector && ` · ${study!.sector}`}
              </p>
              <h3 className="service-card__title">
                <Link to={localePath(locale, caseStudyRoute(study!.slug!))}>{study!.title}</Link>
              </h3>
              {study!.summary && <p>{study!.summary}</p>}
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}

export const caseStudiesBlockFragment = graphql`
  fragment CaseStudiesBlock on STRAPI__COMPONENT_BLOCKS_CASE_STUDIES {
    heading
    intro
    caseStudies {
      slug
      clientName
      sector
      title
      summary
      cover {
        alternativeText
        localFile {
          childImageSharp {
            gatsbyImageData(width: 480, aspectRatio: 1.5, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
    }
  }
`;
