/**
 * The one map from a block's type (its GraphQL __typename, src/config/blocks.ts) to the React component
 * that renders it, for the live pages, the landing pages and the draft preview alike. To add a block
 * type, see docs/site.md ("Adding a block type").
 */
import type { ComponentType } from 'react';
import { graphql } from 'gatsby';
import type { BlockTypeName } from '../config/blocks';
import { CallToActionBlock } from './CallToActionBlock';
import { FaqBlock } from './FaqBlock';
import { FiguresBlock } from './FiguresBlock';
import { FormBlock } from './FormBlock';
import { HeroBlock } from './HeroBlock';
import { ImageTextBlock } from './ImageTextBlock';
import { LogosBlock } from './LogosBlock';
import { QuoteBlock } from './QuoteBlock';
import { RichTextBlock } from './RichTextBlock';
import { ServicesGridBlock } from './ServicesGridBlock';
import type { AnyBlock } from './types';

export interface BlockEntry {
  // Each component takes its own block type; the registry is looked up by that type's name.
  component: ComponentType<{ block: never }>;
  /** Text that flows in the page's reading column: consecutive ones share one `.sections` wrapper. */
  flow?: boolean;
}

export const BLOCK_REGISTRY: Record<BlockTypeName, BlockEntry> = {
  STRAPI__COMPONENT_BLOCKS_HERO: { component: HeroBlock },
  STRAPI__COMPONENT_BLOCKS_RICH_TEXT: { component: RichTextBlock, flow: true },
  STRAPI__COMPONENT_BLOCKS_SERVICES_GRID: { component: ServicesGridBlock },
  STRAPI__COMPONENT_BLOCKS_CALL_TO_ACTION: { component: CallToActionBlock },
  STRAPI__COMPONENT_BLOCKS_FAQ: { component: FaqBlock },
  STRAPI__COMPONENT_BLOCKS_QUOTE: { component: QuoteBlock },
  STRAPI__COMPONENT_BLOCKS_FIGURES: { component: FiguresBlock },
  STRAPI__COMPONENT_BLOCKS_IMAGE_TEXT: { component: ImageTextBlock },
  STRAPI__COMPONENT_BLOCKS_FORM: { component: FormBlock },
  STRAPI__COMPONENT_BLOCKS_LOGOS: { component: LogosBlock },
};

/** The entry for a block, or undefined for a type this site does not know (rendered as nothing). */
export function entryFor(block: AnyBlock): BlockEntry | undefined {
  return Object.prototype.hasOwnProperty.call(BLOCK_REGISTRY, block.__typename)
    ? BLOCK_REGISTRY[block.__typename as BlockTypeName]
    : undefined;
}

/** A page's dynamic zone, each block with its own fragment (each beside its component). */
export const pageBlocksFragment = graphql`
  fragment PageBlocks on StrapiBlock {
    __typename
    ...HeroBlock
    ...RichTextBlock
    ...ServicesGridBlock
    ...CallToActionBlock
    ...FaqBlock
    ...QuoteBlock
    ...FiguresBlock
    ...ImageTextBlock
    ...FormBlock
    ...LogosBlock
  }
`;

/** What blocks read besides their own fields (context.ts): every page of blocks queries this. */
export const blocksSiteDataFragment = graphql`
  fragment BlocksSiteData on Query {
    allStrapiService(sort: { order: ASC }) {
      nodes {
        ...ServiceSummary
        description
      }
    }
    strapiGlobal {
      contactEmail
      contactPhone
      address
      newsletterSentMessage
    }
  }
`;
