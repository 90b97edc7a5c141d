/**
 * The case studies' rules (issue 48): which pages the build makes of them (the list, newest first, and
 * one page per case study, each in every locale that has the content, with its translations), and
 * which case studies a service links. Pure, so they are tested without a build; gatsby-node.ts
 * follows them, the template and the services grid read them.
 */
import { CASE_STUDIES_SECTION } from './pages';
import { articleDate } from './insights';
import { LOCALE_CODES, localePath } from './locale';
import { withTranslations, type Translations } from './translations';

export const CASE_STUDIES_ROUTE = CASE_STUDIES_SECTION;
export const caseStudyRoute = (slug: string) => `${CASE_STUDIES_ROUTE}/${slug}`;

/** A case study as the build reads it: one node per locale, translations sharing a documentId. */
export interface CaseStudyEntry {
  id: string;
  documentId: string;
  locale: string;
  slug: string | null;
  /** The date an editor set to show (YYYY-MM-DD), if any. */
  date?: string | null;
  publishedAt?: string | null;
}

/** What the order of case studies reads. */
type Dated = Pick<CaseStudyEntry, 'slug' | 'date' | 'publishedAt'>;

/** Newest first by the date shown (an article's rule: the editor's, else the day first published);
 * on the same day by slug, so the order never depends on the CMS's answer. */
export function newestCaseStudiesFirst<C extends Dated>(entries: ReadonlyArray<C>): C[] {
  return [...entries].sort(
    (a, b) => articleDate(b).localeCompare(articleDate(a)) || (a.slug ?? '').localeCompare(b.slug ?? ''),
  );
}

/** One page the build makes for the case studies: the list (its case studies' node ids, in order) or
 * one case study (its node id). One template renders both (src/templates/cases.tsx). */
export interface CaseStudyPage {
  kind: 'list' | 'case-study';
  locale: string;
  pagePath: string;
  translations: Translations;
  id?: string;
  caseStudyIds?: string[];
}

/**
 * Every page of the case studies, in each locale of `locales` (those with the content a page needs
 * around it) that has any: the list and each case study with a slug. A case study's translations are
 * its document's other localizations; the list's, the other locales' lists.
 */
export function caseStudyPages(
  entries: ReadonlyArray<CaseStudyEntry>,
  locales: readonly string[] = LOCALE_CODES,
): CaseStudyPage[] {
  const pages: Array<Omit<CaseStudyPage, 'translations'>> = [];
  for (const locale of LOCALE_CODES.filter((code) => locales.includes(code))) {
    const own = newestCaseStudiesFirst(entries.filter((entry) => entry.locale === locale && entry.slug));
    if (!own.length) continue;
    pages.push({
      kind: 'list',
      locale,
      pagePath: localePath(locale, CASE_STUDIES_ROUTE),
      caseStudyIds: own.map((entry) => entry.id),
    });
    for (const entry of own)
      pages.push({
        kind: 'case-study',
        locale,
        id: entry.id,
        pagePath: localePath(locale, caseStudyRoute(entry.slug as string)),
      });
  }
  const documentOf = new Map(entries.map((entry) => [entry.id, entry.documentId] as const));
  return withTranslations(pages, (page) =>
    page.kind === 'list' ? 'list' : `case-study:${documentOf.get(page.id as string)}`,
  );
}

/** What a service's section links: the case studies naming the service, newest first. */
export function caseStudiesOfService<
  C extends Dated & { services?: ReadonlyArray<{ slug?: string | null } | null> | null },
>(serviceSlug: string | null | undefined, entries: ReadonlyArray<C>): C[] {
  if (!serviceSlug) return [];
  return newestCaseStudiesFirst(
    entries.filter((entry) => entry.slug && entry.services?.some((service) => service?.slug === serviceSlug)),
  );
}
