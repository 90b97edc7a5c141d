/**
 * The one map from a block's type (its GraphQL __typename, src/config/blocks.ts) to the React component
 * that renders it, for the live pages, the landing pages and the draft preview alike. To add a block
 * type, see docs/site.md ("Adding a block type").
 */
import * as React from 'react';
import { graphql } from 'gatsby';
import type { BlockTypeName } from '../config/blocks';
import type { AnyBlock } from './types';
import type * as StaticBlocksModule from './staticBlocks';
import type * as FormBlockModule from './FormBlock';

type StaticBlocks = typeof StaticBlocksModule;
type FormBlock = typeof FormBlockModule;
type BlockComponent = React.ComponentType<{ block: never }>;

/**
 * Block code is not part of any page's first load. The build renders every block into the HTML (its
 * server render waits for lazy parts); in the browser, blocks without behaviour keep that HTML
 * (./StaticIsland.tsx) and the form block hydrates once its chunk has come. Their code is fetched
 * when a block must render in the browser, or ahead of it: a client-side navigation waits for the
 * code of the next page's blocks (./pageCode.ts, src/app/navigation.ts). Once fetched, a block renders
 * at once, without suspending.
 */
const loaded: { statics?: StaticBlocks; form?: FormBlock } = {};
/** The blocks without behaviour (./staticBlocks.ts), one chunk. */
export const loadStatics = () => import('./staticBlocks').then((module) => (loaded.statics = module));
/** The form block (its form is a chunk of its own: src/features/forms/lazyForms.tsx). */
export const loadForm = () => import('./FormBlock').then((module) => (loaded.form = module));

function lazyBlock<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  current: () => Module | undefined,
  name: Name,
): BlockComponent {
  const Lazy = React.lazy(() => load().then((module) => ({ default: module[name] as BlockComponent })));
  function Block(props: { block: never }) {
    // Chosen once, as it mounts: the block itself if its code is there (it renders at once, in the same
    // commit as the page), else the lazy one. Never one, then the other: a different component in the
    // same place would mount the block afresh.
    const [Component] = React.useState(() => {
      const module = current();
      return module ? (module[name] as BlockComponent) : Lazy;
    });
    return <Component {...props} />;
  }
  Block.displayName = `Lazy${String(name)}`;
  return Block;
}

const staticBlock = (name: keyof StaticBlocks) => lazyBlock(loadStatics, () => loaded.statics, name);

/** The form block's contact details: a part without behaviour, so it comes with the static blocks. */
export const FormContactAside = staticBlock('FormContactAside') as React.ComponentType<{
  block: Queries.FormBlockFragment;
}>;

export interface BlockEntry {
  // Each component takes its own block type; the registry is looked up by that type's name.
  component: BlockComponent;
  /** Text that flows in the page's reading column: consecutive ones share one `.sections` wrapper. */
  flow?: boolean;
  /** No behaviour of its own: the server's HTML is kept, not hydrated (./StaticIsland.tsx). */
  island?: boolean;
}

export const BLOCK_REGISTRY: Record<BlockTypeName, BlockEntry> = {
  STRAPI__COMPONENT_BLOCKS_HERO: { component: staticBlock('HeroBlock'), island: true },
  STRAPI__COMPONENT_BLOCKS_RICH_TEXT: { component: staticBlock('RichTextBlock'), flow: true, island: true },
  STRAPI__COMPONENT_BLOCKS_SERVICES_GRID: { component: staticBlock('ServicesGridBlock'), island: true },
  STRAPI__COMPONENT_BLOCKS_CALL_TO_ACTION: { component: staticBlock('CallToActionBlock'), island: true },
  STRAPI__COMPONENT_BLOCKS_FAQ: { component: staticBlock('FaqBlock'), island: true },
  STRAPI__COMPONENT_BLOCKS_QUOTE: { component: staticBlock('QuoteBlock'), island: true },
  STRAPI__COMPONENT_BLOCKS_FIGURES: { component: staticBlock('FiguresBlock'), island: true },
  STRAPI__COMPONENT_BLOCKS_IMAGE_TEXT: { component: staticBlock('ImageTextBlock'), island: true },
  STRAPI__COMPONENT_BLOCKS_FORM: { component: lazyBlock(loadForm, () => loaded.form, 'FormBlock') },
  STRAPI__COMPONENT_BLOCKS_LOGOS: { component: staticBlock('LogosBlock'), island: true },
  STRAPI__COMPONENT_BLOCKS_CASE_STUDIES: { component: staticBlock('CaseStudiesBlock'), island: true },
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
    ...CaseStudiesBlock
  }
`;

/** What blocks read besides their own fields (context.ts), in the page's locale (`$locale`,
 * src/lib/locale.ts): every page of blocks queries this. */
export const blocksSiteDataFragment = graphql`
  fragment BlocksSiteData on Query {
    allStrapiService(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        ...ServiceSummary
        description
      }
    }
    # A services grid in detail links each service's case studies (ServicesGridBlock.tsx): read on the
    # pages whose blocks hold one (site-build/gatsby-node/pages.ts sets $caseStudyLinks).
    caseStudies: allStrapiCaseStudy(filter: { locale: { eq: $locale } }) @include(if: $caseStudyLinks) {
      nodes {
        ...CaseStudyLink
      }
    }
    strapiGlobal(locale: { eq: $locale }) {
      contactEmail
      contactPhone
      address
      newsletterSentMessage
    }
  }
`;
