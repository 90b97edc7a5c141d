/**
 * Structured data (schema.org JSON-LD) built from the CMS's content, for search engines: the firm as
 * an Organization on every page, an FAQPage where a page shows an FAQ block, and a Service for each
 * service on the services page. Pure functions typed with schema-dts (types only: nothing of it is
 * in the bundles); the Seo component renders the result into the head at build time.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Graph,
  Organization,
  Question,
  Service,
  Thing,
  WebPage,
} from 'schema-dts';

export interface OrganizationInput {
  /** The site's absolute origin, without a trailing slash. */
  siteUrl: string;
  name: string;
  /** The logo's absolute URL. */
  logoUrl?: string | null;
  email?: string | null;
  telephone?: string | null;
  /** The postal address as editors type it (one line per part). */
  address?: string | null;
  /** The firm's profiles elsewhere (the social links of Global settings). */
  sameAs?: ReadonlyArray<string | null | undefined> | null;
}

export interface FaqEntryInput {
  question?: string | null;
  answer?: string | null;
}

export interface ServiceInput {
  slug?: string | null;
  title?: string | null;
  summary?: string | null;
  description?: string | null;
}

/** The Organization's id, by which every other node names it (e.g. a Service's provider). */
export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

const text = (value: string | null | undefined) => value?.trim() || undefined;

/** Only the fields that have a value: an empty string is no statement. */
function present<T extends object>(node: T): T {
  return Object.fromEntries(Object.entries(node).filter(([, value]) => value !== undefined)) as T;
}

export function organization(input: OrganizationInput): Exclude<Organization, string> {
  const sameAs = (input.sameAs ?? []).map(text).filter((url): url is string => Boolean(url));
  return present({
    '@type': 'Organization',
    '@id': organizationId(input.siteUrl),
    name: input.name,
    url: `${input.siteUrl}/`,
    logo: text(input.logoUrl),
    email: text(input.email),
    telephone: text(input.telephone),
    address: text(input.address)
      ?.split(/\s*\n\s*/)
      .filter(Boolean)
      .join(', '),
    sameAs: sameAs.length ? sameAs : undefined,
  });
}

/** The page itself, in its language (`inLanguage`, a BCP 47 code as `<html lang>` says it), published
 * by the firm: how search engines tell a page's translations apart. */
export function webPage(input: { url: string; name: string; inLanguage: string; siteUrl: string }): WebPage {
  return {
    '@type': 'WebPage',
    '@id': `${input.url}#webpage`,
    url: input.url,
    name: input.name,
    inLanguage: input.inLanguage,
    publisher: { '@id': organizationId(input.siteUrl) },
  };
}

/** The FAQPage of the questions a page shows (from its FAQ blocks' groups), or none without any. */
export function faqPage(
  entries: ReadonlyArray<FaqEntryInput | null | undefined>,
  pageUrl: string,
): FAQPage | undefined {
  const questions: Question[] = entries.flatMap((entry) => {
    const [name, answer] = [text(entry?.question), text(entry?.answer)];
    return name && answer ? [{ '@type': 'Question', name, acceptedAnswer: { '@type': 'Answer', text: answer } }] : [];
  });
  if (!questions.length) return undefined;
  return { '@type': 'FAQPage', '@id': `${pageUrl}#faq`, url: pageUrl, mainEntity: questions };
}

/** A page's blocks as its query reads them: only FAQ blocks have a group (`faqGroup { entries { question answer } }`). */
export type BlockWithFaq = { faqGroup?: { entries?: ReadonlyArray<FaqEntryInput | null> | null } | null } | null;

/** The entries of every FAQ block among a page's blocks, in order: what `faqPage` (and Seo's `faq`) takes. */
export function faqEntriesOf(blocks: ReadonlyArray<BlockWithFaq> | null | undefined): FaqEntryInput[] {
  return (blocks ?? []).flatMap((block) => (block?.faqGroup?.entries ?? []).filter((entry) => entry !== null));
}

/** One Service per service, each at its own section of the page that lists them (`#slug`). */
export function services(
  list: ReadonlyArray<ServiceInput | null | undefined>,
  pageUrl: string,
  siteUrl: string,
): Service[] {
  return list.flatMap((service) => {
    const [slug, name] = [text(service?.slug), text(service?.title)];
    if (!slug || !name) return [];
    const url = `${pageUrl}#${slug}`;
    return [
      present<Service>({
        '@type': 'Service',
        '@id': url,
        name,
        description: text(service?.description) ?? text(service?.summary),
        provider: { '@id': organizationId(siteUrl) },
        url,
      }),
    ];
  });
}

/** An article of the insights (issue 48), as Google's rich results read a BlogPosting. */
export interface ArticleInput {
  url: string;
  headline: string;
  description?: string | null;
  /** The cover's absolute URL. */
  image?: string | null;
  /** The date shown (YYYY-MM-DD or a full timestamp) and the last change. */
  datePublished: string;
  dateModified?: string | null;
  authorName?: string | null;
  authorJobTitle?: string | null;
  inLanguage: string;
  siteUrl: string;
}

export function blogPosting(input: ArticleInput): BlogPosting {
  const authorName = text(input.authorName);
  return present<BlogPosting>({
    '@type': 'BlogPosting',
    '@id': `${input.url}#article`,
    url: input.url,
    mainEntityOfPage: { '@id': `${input.url}#webpage` },
    headline: input.headline,
    description: text(input.description),
    image: text(input.image),
    datePublished: input.datePublished,
    dateModified: text(input.dateModified) ?? input.datePublished,
    author: authorName
      ? present({ '@type': 'Person' as const, name: authorName, jobTitle: text(input.authorJobTitle) })
      : undefined,
    publisher: { '@id': organizationId(input.siteUrl) },
    inLanguage: input.inLanguage,
  });
}

/** The trail from the home page to a page: each step's name and absolute URL, the last the page itself. */
export function breadcrumbList(steps: ReadonlyArray<{ name: string; url: string }>, pageUrl: string): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    '@id': `${pageUrl}#breadcrumbs`,
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

export function graph(nodes: ReadonlyArray<Thing | undefined>): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes.filter((node): node is Thing => node !== undefined) };
}

/**
 * JSON for inside a `<script>` element: editors' text could hold `</script>` or `<!--`, which would
 * end the element or change how the HTML parser reads it. `<`, `>` and `&` become JSON's \u escapes
 * (the same string to a JSON parser), as do U+2028 and U+2029, which older JavaScript parsers refuse.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
