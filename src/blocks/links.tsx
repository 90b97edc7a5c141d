import { Link } from 'gatsby';
import { isInternal } from '../lib/internalLink';
import type { LinkData } from './types';
import { useLocalePath } from '../lib/pageLocale';

/** A link an editor set: a Gatsby link inside the site, a plain one elsewhere; nothing when half empty. */
export function BlockLink({ link, className }: { link: LinkData | null | undefined; className?: string }) {
  const localePath = useLocalePath();
  if (!link?.href || !link.label) return null;
  return isInternal(link.href) ? (
    <Link className={className} to={localePath(link.href)}>
      {link.label}
    </Link>
  ) : (
    <a className={className} href={link.href}>
      {link.label}
    </a>
  );
}
