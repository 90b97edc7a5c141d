/** The hero every page opens with (title, subtitle, call to action), and plain text as paragraphs
 * (a blank line in the CMS starts a new paragraph). */
import { Link } from 'gatsby';

export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A path on this site (a Gatsby link); anything else (an anchor, another site) is a plain link. */
export const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

export function Hero({
  title,
  subtitle,
  cta,
}: {
  title: string;
  subtitle?: string | null;
  cta?: { label: string | null; href: string | null } | null;
}) {
  return (
    <section className="hero">
      <div className="container">
        <h1 className="hero__title">{title}</h1>
        {subtitle && <p className="hero__subtitle">{subtitle}</p>}
        {cta?.href &&
          cta.label &&
          (isInternal(cta.href) ? (
            <Link className="button button--primary" to={cta.href}>
              {cta.label}
            </Link>
          ) : (
            <a className="button button--primary" href={cta.href}>
              {cta.label}
            </a>
          ))}
      </div>
    </section>
  );
}
