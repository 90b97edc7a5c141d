/**
 * The case studies (issue 48), built by gatsby-node.ts from src/lib/caseStudies.ts: the list
 * (`/case-studies`, newest first: the page's `caseStudyIds`) and each case study
 * (`/case-studies/{slug}`: client, sector, services linked, challenge, approach, results, the client's
 * quote and a call to action). One template for both, since each template is an entry of the component
 * loader every page's first load carries. The results and the quote render through the page builder's
 * registry as its figures and quote blocks. Its head is the build's (src/blocks/pageHeads.ts), with
 * the case study's breadcrumbs.
 */
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { Blocks } from '../blocks/Blocks';
import type { BlockData } from '../blocks/types';
import { Picture } from '../components/Picture';
import { Seo } from '../components/Seo';
import { useI18n } from '../lib/i18n';
import { CASE_STUDIES_ROUTE, caseStudyRoute } from '../lib/caseStudies';
import { localePath } from '../lib/locale';
import { useLocalePath } from '../lib/pageLocale';
import './insights.css';

type Data = Queries.CaseStudiesPageQuery;

function List({ data, caseStudyIds }: { data: Data; caseStudyIds: readonly string[] }) {
  const { locale, t } = useI18n();
  const order = new Map(caseStudyIds.map((id, index) => [id, index]));
  const entries = [...data.list.nodes].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return (
    <>
      <header className="hero insights-hero">
        <div className="container">
          <h1 className="hero__title">{t('caseStudies.title')}</h1>
          <p className="hero__subtitle">{t('caseStudies.intro')}</p>
        </div>
      </header>
      <div className="container insights">
        <ul className="insights__grid case-studies__list">
          {entries.map((entry) => (
            <li key={entry.id} className="article-card">
              <Picture
                className="article-card__image"
                image={entry.cover?.localFile?.childImageSharp?.gatsbyImageData}
                alt=""
              />
              <div className="article-card__body">
                <p className="article-card__meta">
                  {entry.clientName} · {entry.sector}
                </p>
                <h2 className="article-card__title">
                  <Link to={localePath(locale, caseStudyRoute(entry.slug ?? ''))}>{entry.title}</Link>
                </h2>
                <p className="article-card__summary">{entry.summary}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

function CaseStudy({ data, study }: { data: Data; study: NonNullable<Data['strapiCaseStudy']> }) {
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
        <Blocks blocks={blocks} site={data} />
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

export default function CaseStudiesPage({ data, pageContext }: PageProps<Data, { caseStudyIds: string[] }>) {
  return data.strapiCaseStudy ? (
    <CaseStudy data={data} study={data.strapiCaseStudy} />
  ) : (
    <List data={data} caseStudyIds={pageContext.caseStudyIds} />
  );
}

export function Head({ data }: HeadProps<Data>) {
  return <Seo head={data.head} />;
}

export const query = graphql`
  query CaseStudiesPage(
    $id: String!
    $caseStudyIds: [String!]!
    $pagePath: String!
    $locale: String!
    $translations: JSON
  ) {
    strapiCaseStudy(id: { eq: $id }) {
      clientName
      title
      summary
      sector
      challenge
      approach
      clientLogo {
        localFile {
          childImageSharp {
            gatsbyImageData(height: 40, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
          }
        }
      }
      cover {
        alternativeText
        localFile {
          childImageSharp {
            gatsbyImageData(width: 1120, aspectRatio: 2, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
      services {
        slug
        title
      }
      results {
        value
        label
      }
      quote {
        ...QuoteBlock
      }
    }
    list: allStrapiCaseStudy(filter: { id: { in: $caseStudyIds }, locale: { eq: $locale } }) {
      nodes {
        id
        slug
        clientName
        sector
        title
        summary
        cover {
          localFile {
            childImageSharp {
              gatsbyImageData(width: 560, aspectRatio: 1.6, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
            }
          }
        }
      }
    }
    ...BlocksSiteData
    ...SiteData
    head: pageHead(path: $pagePath, locale: $locale, translations: $translations)
  }
`;
