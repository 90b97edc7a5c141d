/** The copy every page shares in shape: a hero (title, subtitle, call to action) and sections of
 * paragraphs (a blank line in the CMS starts a new paragraph). */
import { graphql, Link } from 'gatsby';

export interface CopySection {
  heading: string | null;
  body: string | null;
}

export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function Hero({
  title,
  subtitle,
  cta,
}: {
  title: string;
  subtitle: string;
  cta?: { label: string | null; href: string | null } | null;
}) {
  return (
    <section className="hero">
      <div className="container">
        <h1 className="hero__title">{title}</h1>
        <p className="hero__subtitle">{subtitle}</p>
        {cta?.href && cta.label && (
          <Link className="button button--primary" to={cta.href}>
            {cta.label}
          </Link>
        )}
      </div>
    </section>
  );
}

export function Sections({ sections }: { sections: ReadonlyArray<CopySection | null> | null | undefined }) {
  if (!sections?.length) return null;
  return (
    <div className="container sections">
      {sections.map((section) =>
        section ? (
          <section className="copy-section" key={section.heading}>
            <h2>{section.heading}</h2>
            {paragraphs(section.body).map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </section>
        ) : null,
      )}
    </div>
  );
}

/** The fields of StrapiPageCopy (declared in gatsby-node.ts) that every page shows. */
export const pageCopyFragment = graphql`
  fragment PageCopy on StrapiPageCopy {
    title
    subtitle
    cta {
      label
      href
    }
    sections {
      heading
      body
    }
    seo {
      ...SeoFields
    }
  }
`;
