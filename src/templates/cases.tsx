/**
 * The case studies (issue 48), built by gatsby-node.ts as a listed type of the content registry: the list
 * (`/case-studies`, newest first: the page's `entryIds`, site-build/routed-types.ts) and each case study
 * (`/case-studies/{slug}`: client, sector, services linked, challenge, approach, results, the client's
 * quote and a call to action: its view, src/views/CaseStudyView.tsx, which the draft preview renders
 * too). One template for both, since each template is an entry of the component loader every page's
 * first load carries. Its head is the build's (src/blocks/pageHeads.ts), with
 * the case study's breadcrumbs.
 */
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { Picture } from '../components/Picture';
import { Seo } from '../components/Seo';
import { useI18n } from '../lib/i18n';
import { caseStudyRoute } from '../lib/caseStudies';
import { localePath } from '../lib/locale';
import { CaseStudyView } from '../views/CaseStudyView';
import './insights.css';

type Data = Queries.CaseStudiesPageQuery;

function List({ data, entryIds }: { data: Data; entryIds: readonly string[] }) {
  const { locale, t } = useI18n();
  const order = new Map(entryIds.map((id, index) => [id, index]));
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

export default function CaseStudiesPage({ data, pageContext }: PageProps<Data, { entryIds: string[] }>) {
  return data.strapiCaseStudy ? (
    <CaseStudyView study={data.strapiCaseStudy} site={data} />
  ) : (
    <List data={data} entryIds={pageContext.entryIds} />
  );
}

export function Head({ data }: HeadProps<Data>) {
  return <Seo head={data.head} />;
}

export const query = graphql`
  query CaseStudiesPage(
    $id: String!
    $entryIds: [String!]!
    $pagePath: String!
    $pageKind: String!
    $locale: String!
    $translations: JSON
    # No case study page has a services grid (its BlocksSiteData reads no case study links).
    $caseStudyLinks: Boolean = false
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
    list: allStrapiCaseStudy(filter: { id: { in: $entryIds }, locale: { eq: $locale } }) {
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
    head: pageHead(path: $pagePath, kind: $pageKind, entry: $id, locale: $locale, translations: $translations)
  }
`;
