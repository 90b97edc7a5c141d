import { useId } from 'react';
import { graphql, Link } from 'gatsby';
import { paragraphs } from '../components/PageCopy';
import { Picture } from '../components/Picture';
import { ServiceCard } from '../components/ServiceCard';
import { useBlocksSite } from './context';
import type { CaseStudyLink, ServiceData } from './types';
import { caseStudiesOfService, caseStudyRoute } from '../lib/caseStudies';
import { useI18n } from '../lib/i18n';
import { localePath as inLocale } from '../lib/locale';
import { useLocalePath } from '../lib/pageLocale';

/** The service the event request form is about: in the detailed layout the block's link goes under it. */
const EVENT_SERVICE = 'event-planning';

function Cards({ block, services }: { block: Queries.ServicesGridBlockFragment; services: readonly ServiceData[] }) {
  const localePath = useLocalePath();
  const headingId = useId();
  return (
    <section className="container services-teaser" aria-labelledby={block.heading ? headingId : undefined}>
      {block.heading && <h2 id={headingId}>{block.heading}</h2>}
      {block.intro && <p className="lead">{block.intro}</p>}
      <div className="service-grid">
        {services.map((service) => (
          <ServiceCard key={service.slug} service={service} />
        ))}
      </div>
      {block.link?.href && block.link.label && (
        <p>
          <Link to={localePath(block.link.href)}>{block.link.label}</Link>
        </p>
      )}
    </section>
  );
}

/** A service's case studies (issue 48), where the page gives them (/services): links in its locale. */
function ServiceCaseStudies({ service, caseStudies }: { service: ServiceData; caseStudies: readonly CaseStudyLink[] }) {
  const { locale, t } = useI18n();
  const linked = caseStudiesOfService(service.slug, caseStudies);
  if (!linked.length) return null;
  const headingId = `${service.slug}-case-studies`;
  return (
    <nav className="service-detail__case-studies" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('caseStudies.ofService', { service: service.title ?? '' })}</h3>
      <ul>
        {linked.map((study) => (
          <li key={study.id}>
            <Link to={inLocale(locale, caseStudyRoute(study.slug!))}>{study.clientName}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Detailed({
  block,
  services,
  caseStudies,
}: {
  block: Queries.ServicesGridBlockFragment;
  services: readonly ServiceData[];
  caseStudies: readonly CaseStudyLink[];
}) {
  const link = block.link?.href && block.link.label ? block.link : null;
  return (
    <div className="container service-list">
      {block.heading && <h2>{block.heading}</h2>}
      {block.intro && <p className="lead">{block.intro}</p>}
      {services.map((service, position) => (
        <section
          className="service-detail"
          id={service.slug!}
          key={service.slug}
          aria-labelledby={`${service.slug}-title`}
        >
          <Picture
            image={service.image?.localFile?.childImageSharp?.gatsbyImageData}
            alt=""
            className="service-detail__image"
            priority={position === 0 ? 'high' : undefined}
          />
          <div>
            <h2 id={`${service.slug}-title`}>{service.title}</h2>
            <p className="lead">{service.summary}</p>
            {paragraphs(service.description).map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
            {link && service.slug === EVENT_SERVICE && (
              <a className="button" href={link.href!}>
                {link.label}
              </a>
            )}
            <ServiceCaseStudies service={service} caseStudies={caseStudies} />
          </div>
        </section>
      ))}
    </div>
  );
}

/** Every published service: as cards (the home page) or in detail with its description (/services). */
export function ServicesGridBlock({ block }: { block: Queries.ServicesGridBlockFragment }) {
  const site = useBlocksSite();
  const services = site.allStrapiService.nodes;
  return block.layout === 'detailed' ? (
    <Detailed block={block} services={services} caseStudies={site.caseStudies?.nodes ?? []} />
  ) : (
    <Cards block={block} services={services} />
  );
}

export const servicesGridBlockFragment = graphql`
  fragment ServicesGridBlock on STRAPI__COMPONENT_BLOCKS_SERVICES_GRID {
    heading
    intro
    layout
    link {
      label
      href
    }
  }
`;

/** What a service's section needs of a case study to link it (the page's `caseStudies`). */
export const caseStudyLinkFragment = graphql`
  fragment CaseStudyLink on STRAPI_CASE_STUDY {
    id
    slug
    date
    publishedAt
    clientName
    services {
      slug
    }
  }
`;
