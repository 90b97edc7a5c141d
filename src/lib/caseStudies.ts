/**
 * The case studies' rules (issue 48): their addresses, and which case studies a service links. Pure,
 * so they are tested without a build; the template and the services grid read them. Their pages are
 * a listed type's (site-build/routed-types.ts: the list newest first, a page of each).
 */
import { CASE_STUDIES_SECTION } from './pages';
import { newestFirst, type ArticleEntry } from './insights';

export const CASE_STUDIES_ROUTE = CASE_STUDIES_SECTION;
export const caseStudyRoute = (slug: string) => `${CASE_STUDIES_ROUTE}/${slug}`;

type Dated = Pick<ArticleEntry, 'slug' | 'date' | 'publishedAt'>;

/** What a service's section links: the case studies naming the service, newest first. */
export function caseStudiesOfService<
  C extends Dated & { services?: ReadonlyArray<{ slug?: string | null } | null> | null },
>(serviceSlug: string | null | undefined, entries: ReadonlyArray<C>): C[] {
  if (!serviceSlug) return [];
  return newestFirst(
    entries.filter((entry) => entry.slug && entry.services?.some((service) => service?.slug === serviceSlug)),
  );
}
