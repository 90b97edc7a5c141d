/**
 * The content types the site reads, one entry each, and everything the CMS, the build and the site
 * server must know of each: whether editors may schedule it, what the build reads of it, where its
 * drafts are previewed, and for a type whose entries have an address of their own (a routed type:
 * the landing pages, the articles, the insights' categories, the case studies) its section, its
 * address in each language, what a publish that moves it leaves behind, and the template its pages
 * are built with. The lists the rest of the code keeps are derived from here: the schedulable types
 * (../scheduling/schedulable.ts), the build token's permissions (../rebuilds/build-token.ts), the
 * preview places (./preview-token.ts), the reserved section routes (./routes.ts), the redirect made
 * when a slug moves (../redirects/guard.ts), the types the build sources (site-build/sourced-types.ts,
 * which populates each as its schema says), the page kinds of a listed type (src/lib/pageKinds.ts) and
 * its example entries (../seed/seed.ts seeds ../seed/{type}.ts).
 *
 * Adding a type the site shows: its entry here, then `npx jest cms/src/contracts/content-types.test.ts
 * --selectProjects unit`, which names what the entry or its schema still lacks (docs/site.md).
 * Pure, no Strapi: the CMS, the site server, the build and the tests import this one file.
 */
import { localePath } from './locales';
import { CASE_STUDIES_SECTION, INSIGHTS_SECTION } from './sections';

/** Where a previewable content type shows on the site, and where its drafts are read. */
export interface PreviewPlace {
  /** The site page that shows it (one of the preview's routes); for a landing page, where its list is. */
  path: string;
  /** Shown where its slug says (pages): a fixed page's route, or /{slug}; the preview URL's path is the draft's own. */
  atSlug?: boolean;
  /** Shown at its own address in this section of the site, `{section}/{slug}` (articles, case
   * studies); the preview URL's path is the draft's own, and its credential reads no other page. */
  section?: string;
  /** Open the chat panel (FAQ group, chatbot settings). */
  chat?: boolean;
  label: string;
  /** A field whose value names the document in the banner (collection types). */
  titleField?: string;
  /** Its REST API resource (`/api/<resource>`): plural for collection types. */
  resource: string;
  collection?: boolean;
}

/** No draft preview, and why (a reader adding a type decides, rather than forgets). */
export interface NoPreview {
  none: string;
}

/** The templates a routed type's pages are built with: `src/templates/{template}.tsx` (the completeness
 * test checks the file is there). The build and the pages' heads name a page's kind by it. */
export type PageTemplate = 'landing' | 'article' | 'insights' | 'cases';

/** A type whose entries have an address of their own, made of their slug (a `uid` field `slug`). */
export interface RoutedType {
  /** The section of the site its pages are in: the section's own address is reserved (no landing page
   * or redirect may take it) and lists its entries. Null: at the top of the site (/{slug}). */
  section: string | null;
  /** An entry's address in the default language; another language's is under its prefix (entryPath). */
  path: (slug: string) => string;
  template: PageTemplate;
  /** What a redirect's note calls an entry when a publish changes its slug: the permanent redirect
   * from its old address is created then (../redirects/guard.ts). Null: a move leaves no redirect. */
  movedRedirect: string | null;
  /** Its entries listed at its section's address, all on one page, newest first (the date an editor
   * set, else the day first published), and a page of each, both with its template: made by the build
   * from this entry alone (site-build/routed-types.ts), the pages' kinds (src/lib/pageKinds.ts) these.
   * Its schema has a `date`. Absent: code of its own makes its pages (the landing pages, the insights).
   * `entryDrawsBlocks`: the entry's view draws page blocks its data does not name (the case studies'
   * results and quote are a figures and a quote block), so a navigation to an entry fetches the blocks'
   * code with its data (src/blocks/pageCode.ts); the completeness test finds a view that does and says
   * not. */
  listed?: { listKind: string; entryKind: string; entryDrawsBlocks?: boolean };
}

export interface ContentType {
  /** As its schema's `kind`: a single type has one entry per language. */
  kind: 'single' | 'collection';
  /** Editors may schedule its publish and unpublish (strapi-plugin-publisher): every type with draft
   * and publish that the site shows. */
  schedulable: boolean;
  /** The build sources it with gatsby-source-strapi (site-build/sourced-types.ts populates it); false:
   * read with the build's token by the site server (redirects). The build's token may read every
   * type here: `find`, and `findOne` of a collection type (BUILD_TOKEN_PERMISSIONS). */
  sourced: boolean;
  /** Where its drafts are previewed, or why it has none. */
  preview: PreviewPlace | NoPreview;
  /** Its entries' own addresses, or null when it has none (shown on other pages). */
  route: RoutedType | null;
}

const landingPath = (slug: string) => `/${slug}`;

/** Every content type the site reads, by its singular name (`api::{name}.{name}` in Strapi). */
export const CONTENT_TYPES = {
  // Every page of blocks: the fixed pages (./pages.ts, at their routes) and the landing pages (/{slug}).
  // A fixed page is previewed at its route, any other page at /{its slug}.
  page: {
    kind: 'collection',
    schedulable: true,
    sourced: true,
    preview: { path: '/', label: 'Landing page', titleField: 'title', resource: 'pages', atSlug: true },
    route: { section: null, path: landingPath, template: 'landing', movedRedirect: 'landing page' },
  },
  service: {
    kind: 'collection',
    schedulable: true,
    sourced: true,
    preview: { path: '/services', label: 'Service', titleField: 'title', resource: 'services', collection: true },
    route: null,
  },
  'faq-group': {
    kind: 'collection',
    schedulable: true,
    sourced: true,
    preview: {
      path: '/',
      chat: true,
      label: 'FAQ group',
      titleField: 'level',
      resource: 'faq-groups',
      collection: true,
    },
    route: null,
  },
  global: {
    kind: 'single',
    schedulable: true,
    sourced: true,
    preview: { path: '/', label: 'Global settings', resource: 'global' },
    route: null,
  },
  'chatbot-setting': {
    kind: 'single',
    schedulable: true,
    sourced: true,
    preview: { path: '/', chat: true, label: 'Chatbot settings', resource: 'chatbot-setting' },
    route: null,
  },
  // At its fixed route, /privacy (src/pages/privacy.tsx).
  'privacy-page': {
    kind: 'single',
    schedulable: true,
    sourced: true,
    preview: { path: '/privacy', label: 'Privacy notice', resource: 'privacy-page' },
    route: null,
  },
  // The insights (issue 48): an article at /insights/{its slug}; the authors and categories it shows
  // go live on publish too.
  article: {
    kind: 'collection',
    schedulable: true,
    sourced: true,
    preview: {
      path: INSIGHTS_SECTION,
      section: INSIGHTS_SECTION,
      label: 'Article',
      titleField: 'title',
      resource: 'articles',
      collection: true,
    },
    route: {
      section: INSIGHTS_SECTION,
      path: (slug) => `${INSIGHTS_SECTION}/${slug}`,
      template: 'article',
      movedRedirect: 'article',
    },
  },
  author: {
    kind: 'collection',
    schedulable: true,
    sourced: true,
    preview: { none: 'No page of its own: an author is shown, as published, with their articles.' },
    route: null,
  },
  category: {
    kind: 'collection',
    schedulable: true,
    sourced: true,
    preview: { none: 'Its page is a list of published articles: a draft category has none to show.' },
    route: {
      section: INSIGHTS_SECTION,
      path: (slug) => `${INSIGHTS_SECTION}/category/${slug}`,
      template: 'insights',
      movedRedirect: null,
    },
  },
  // The case studies (issue 48), as the articles: at /case-studies/{its slug}.
  'case-study': {
    kind: 'collection',
    schedulable: true,
    sourced: true,
    preview: {
      path: CASE_STUDIES_SECTION,
      section: CASE_STUDIES_SECTION,
      label: 'Case study',
      titleField: 'title',
      resource: 'case-studies',
      collection: true,
    },
    route: {
      section: CASE_STUDIES_SECTION,
      path: (slug) => `${CASE_STUDIES_SECTION}/${slug}`,
      template: 'cases',
      movedRedirect: 'case study',
      listed: { listKind: 'case-studies', entryKind: 'case-study', entryDrawsBlocks: true },
    },
  },
  // Read by the site server (server/redirects.ts), not shown: editors save them live.
  redirect: {
    kind: 'collection',
    schedulable: false,
    sourced: false,
    preview: { none: 'Not a page: a redirect is live once saved, and the admin checks it as it is saved.' },
    route: null,
  },
} as const satisfies Record<string, ContentType>;

export type ContentTypeName = keyof typeof CONTENT_TYPES;

/** The names of the types the build sources (site-build/sourced-types.ts keys its populate by them). */
export type SourcedName = {
  [Name in ContentTypeName]: (typeof CONTENT_TYPES)[Name]['sourced'] extends true ? Name : never;
}[ContentTypeName];

/** Strapi's uid of a type: `api::case-study.case-study`. */
export const uidOf = (name: string): string => `api::${name}.${name}`;

const ENTRIES: ReadonlyArray<readonly [ContentTypeName, ContentType]> = Object.entries(CONTENT_TYPES) as Array<
  [ContentTypeName, ContentType]
>;

/** The entry of the type with Strapi's uid `uid`, or undefined. */
export function contentTypeOf(uid: string): ContentType | undefined {
  const found = ENTRIES.find(([name]) => uidOf(name) === uid);
  return found?.[1];
}

export const isPreviewPlace = (preview: PreviewPlace | NoPreview): preview is PreviewPlace => !('none' in preview);

/** The uids of the types editors may schedule. */
export const SCHEDULABLE_UIDS: readonly string[] = ENTRIES.filter(([, type]) => type.schedulable).map(([name]) =>
  uidOf(name),
);

/** The actions of the build's read-only token on the content: find of each type, findOne of each collection. */
export const BUILD_READS: readonly string[] = [
  ...ENTRIES.filter(([, type]) => type.kind === 'single').map(([name]) => `${uidOf(name)}.find`),
  ...ENTRIES.filter(([, type]) => type.kind === 'collection').flatMap(([name]) => [
    `${uidOf(name)}.find`,
    `${uidOf(name)}.findOne`,
  ]),
];

/** Every previewable type's place, by uid; a type absent (no preview) gets no preview link. */
export const CONTENT_PREVIEW_PLACES: Readonly<Record<string, PreviewPlace>> = Object.fromEntries(
  ENTRIES.flatMap(([name, type]) => (isPreviewPlace(type.preview) ? [[uidOf(name), type.preview]] : [])),
);

/** The routed types, by uid. */
export const ROUTED_TYPES: Readonly<Record<string, RoutedType>> = Object.fromEntries(
  ENTRIES.flatMap(([name, type]) => (type.route ? [[uidOf(name), type.route]] : [])),
);

/** The sections the routed types are in, each once (`/insights`, `/case-studies`): their own addresses
 * are reserved (./routes.ts) and each has a list page the build makes. */
export const SECTIONS: readonly string[] = [
  ...new Set(Object.values(ROUTED_TYPES).flatMap((route) => (route.section ? [route.section] : []))),
];

/** Where an entry of the routed type `route` with `slug` is shown in `locale`: `/case-studies/x`,
 * `/de/case-studies/x`. */
export const entryPath = (route: RoutedType, slug: string, locale: string): string =>
  localePath(locale, route.path(slug));

/** The types whose published slug, changed by a publish, leaves a redirect from the old address, by
 * uid: what a redirect's note calls an entry, and where one of `locale` with `slug` is shown. */
export const MOVED_REDIRECTS: Readonly<
  Record<string, { label: string; path: (slug: string, locale: string) => string }>
> = Object.fromEntries(
  Object.entries(ROUTED_TYPES).flatMap(([uid, route]) =>
    route.movedRedirect
      ? [[uid, { label: route.movedRedirect, path: (slug: string, locale: string) => entryPath(route, slug, locale) }]]
      : [],
  ),
);

/** The types whose drafts the preview shows at their own address in a section (`article`, `case-study`). */
export type PreviewedSectionName = {
  [Name in ContentTypeName]: (typeof CONTENT_TYPES)[Name]['preview'] extends { section: string } ? Name : never;
}[ContentTypeName];

/** Those types by their section's address (`/insights` → `article`). */
export const PREVIEWED_SECTIONS = Object.fromEntries(
  ENTRIES.flatMap(([name, type]) =>
    isPreviewPlace(type.preview) && type.preview.section ? [[type.preview.section, name]] : [],
  ),
) as Readonly<Record<string, PreviewedSectionName>>;
