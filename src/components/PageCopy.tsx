/** The hero every page opens with (title, subtitle, call to action), and plain text as paragraphs
 * (a blank line in the CMS starts a new paragraph). */
import { Link } from 'gatsby';
import { isInternal } from '../lib/internalLink';
import { useLocalePath } from '../lib/pageLocale';

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
  subtitle?: string | null;
  cta?: { label: string | null; href: string | null } | null;
}) {
  const localePath = useLocalePath();
  return (
    <section className="hero">
      <div className="container">
        <h1 className="hero__title">{title}</h1>
        {subtitle && <p className="hero__subtitle">{subtitle}</p>}
        {cta?.href &&
          cta.label &&
          (isInternal(cta.href) ? (
            <Link className="button button--primary" to={localePath(cta.href)}>
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
