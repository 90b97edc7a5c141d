/**
 * The data each block component gets: the shape of its GraphQL fragment (the build) and of the draft
 * preview's mapping of the REST dynamic zone (src/preview/blocks.ts), which gives the same shapes.
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { BlockTypeName } from '../config/blocks';

export interface LinkData {
  label: string | null;
  href: string | null;
}

export interface ImageData {
  alternativeText: string | null;
  localFile: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
}

/** Strapi's blocks editor content: a JSON tree (an array of blocks), rendered by RichText. */
export type RichTextJson = unknown;

export interface HeroBlockData {
  __typename: 'STRAPI__COMPONENT_BLOCKS_HERO';
  title: string | null;
  subtitle: string | null;
  cta: LinkData | null;
}

export interface RichTextBlockData {
  __typename: 'STRAPI__COMPONENT_BLOCKS_RICH_TEXT';
  heading: string | null;
  body: RichTextJson;
}

export interface ServicesGridBlockData {
  __typename: 'STRAPI__COMPONENT_BLOCKS_SERVICES_GRID';
  heading: string | null;
  intro: string | null;
  layout: string | null;
  link: LinkData | null;
}

export interface CallToActionBlockData {
  __typename: 'STRAPI__COMPONENT_BLOCKS_CALL_TO_ACTION';
  heading: string | null;
  text: string | null;
  primary: LinkData | null;
  secondary: LinkData | null;
}

export interface FaqEntryData {
  index: number | null;
  question: string | null;
  answer: string | null;
}

export interface FaqBlockData {
  __typename: 'STRAPI__COMPONENT_BLOCKS_FAQ';
  heading: string | null;
  intro: string | null;
  faqGroup: { entries: ReadonlyArray<FaqEntryData | null> | null } | null;
}

export interface QuoteBlockData {
  __typename: 'STRAPI__COMPONENT_BLOCKS_QUOTE';
  quote: string | null;
  author: string | null;
  role: string | null;
  photo: ImageData | null;
}

export interface FiguresBlockData {
  __typename: 'STRAPI__COMPONENT_BLOCKS_FIGURES';
  heading: string | null;
  items: ReadonlyArray<{ value: string | null; label: string | null } | null> | null;
}

export interface ImageTextBlockData {
  __typename: 'STRAPI__COMPONENT_BLOCKS_IMAGE_TEXT';
  heading: string | null;
  body: RichTextJson;
  image: ImageData | null;
  imagePosition: string | null;
  cta: LinkData | null;
}

export interface FormBlockData {
  __typename: 'STRAPI__COMPONENT_BLOCKS_FORM';
  form: string | null;
  heading: string | null;
  intro: string | null;
  showContactDetails: boolean | null;
  detailsHeading: string | null;
  details: RichTextJson;
}

export interface LogosBlockData {
  __typename: 'STRAPI__COMPONENT_BLOCKS_LOGOS';
  heading: string | null;
  logos: ReadonlyArray<ImageData | null> | null;
}

export type BlockData =
  | HeroBlockData
  | RichTextBlockData
  | ServicesGridBlockData
  | CallToActionBlockData
  | FaqBlockData
  | QuoteBlockData
  | FiguresBlockData
  | ImageTextBlockData
  | FormBlockData
  | LogosBlockData;

/** A block as a page hands it over: one of the above, or a type this site does not know yet. */
export interface AnyBlock {
  readonly __typename: string;
}

/** A service as the services grid and the contact form list it (the ServiceSummary fragment + description). */
export interface ServiceData {
  slug: string | null;
  title: string | null;
  summary: string | null;
  description?: string | null;
  image: ImageData | null;
}

/** What blocks need besides their own fields: the services and the firm's contact details. */
export interface BlocksSiteData {
  allStrapiService: { nodes: ReadonlyArray<ServiceData> };
  strapiGlobal: {
    contactEmail: string | null;
    contactPhone: string | null;
    address: string | null;
    newsletterSentMessage: string | null;
  } | null;
}

/** Type-checks that every name of the union is one of the site's block types (src/config/blocks.ts). */
export type CheckNames = BlockData['__typename'] extends BlockTypeName ? true : never;
