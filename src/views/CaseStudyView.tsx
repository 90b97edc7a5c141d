/**
 * A case study's page (issue 48): client, sector, services linked, challenge, approach, results, the
 * client's quote and a call to action. The results and the quote render through the page builder's
 * registry as its figures and quote blocks. Rendered from its page query's data by the case studies'
 * template (src/templates/cases.tsx), and from the drafts by the preview (src/templates/preview.tsx).
 */
import { Link } from 'gatsby';
import { Blocks } from '../blocks/Blocks';
import type { BlockData, BlocksSiteData } from '../blocks/types';
import { Picture } from '../components/Picture';
import { useI18n } from '../lib/i18n';
import { CASE_STUDIES_ROUTE } from '../lib/caseStudies';
import { localePath } from '../lib/locale';
import { useLocalePath } from '../lib/pageLocale';

/** What the view shows: the case study of its page query. */
export type CaseStudyViewStudy = NonNullable<Queries.CaseStudiesPageQuery['strapiCaseStudy']>;

export function CaseStudyView({ study, site }: { study: CaseStudyViewStudy; site: BlocksSiteData }) {
  const { locale, t } = useI18n();
  const toLocale = useLocalePath();
  const services = (study.services ?? []).filter((service) => service?.slug);
  const blocks: BlockData[] = [
    {
      __typename: 'STRAPI__COMPONENT_BLOCKS_FIGURES' as const,
      heading: t('caseStudies.results'),
      items: study.results,
    },
    ...(study.quote?.quote ? [{ __typename: 'STRAPI__COMPONENT_BLOCKS_QUOTE' as const, ...study.quote }] : []),
  ];
  return (
    <>
      <article className="article case-study">
        <header className="hero article__header">
          <div className="container article__intro">
            <nav className="article__breadcrumbs" aria-label={t('caseStudies.breadcrumb')}>
              <Link to={localePath(locale, CASE_STUDIES_ROUTE)}>{t('caseStudies.title')}</Link>
            </nav>
            <h1 className="hero__title">{study.title}</h1>
            {study.summary && <p className="hero__subtitle">{study.summary}</p>}
            <dl className="article__facts case-study__facts">
              <dt>{t('caseStudies.client')}</dt>
              <dd>
                {study.clientLogo?.localFile?.childImageSharp?.gatsbyImageData && (
                  <Picture
                    className="case-study__logo"
                    image={study.clientLogo.localFile.childImageSharp.gatsbyImageData}
                    alt=""
                    priority="low"
                  />
                )}
                {study.clientName}
              </dd>
              <dt>{t('caseStudies.sector')}</dt>
              <dd>{study.sector}</dd>
              {services.length > 0 && (
                <>
                  <dt>{t('caseStudies.services')}</dt>
                  <dd>
                    {services.map((service, index) => (
                      <span key={service!.slug}>
                        {index > 0 && ', '}
                        <Link to={`${toLocale('/services')}#${service!.slug}`}>{service!.title}</Link>
                      </span>
                    ))}
                  </dd>
                </>
              )}
            </dl>
          </div>
        </header>
        <Picture
          className="container article__cover"
          image={study.cover?.localFile?.childImageSharp?.gatsbyImageData}
          alt={study.cover?.alternativeText ?? ''}
          priority="high"
        />
        <div className="container sections">
          <section aria-labelledby="case-study-challenge">
            <h2 id="case-study-challenge">{t('caseStudies.challenge')}</h2>
            <p>{study.challenge}</p>
          </section>
          <section aria-labelledby="case-study-approach">
            <h2 id="case-study-approach">{t('caseStudies.approach')}</h2>
            <p>{study.approach}</p>
          </section>
        </div>
        <Blocks blocks={blocks} site={site} />
      </article>
      <section className="container cta-block">
        <div className="cta-block__inner">
          <h2 className="cta-block__heading">{t('caseStudies.ctaTitle')}</h2>
          <p className="cta-block__text">{t('caseStudies.ctaText')}</p>
          <div className="cta-block__actions">
            <Link className="button button--primary" to={toLocale('/contact')}>
              {t('caseStudies.ctaButton')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
