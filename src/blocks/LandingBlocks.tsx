/**
 * A landing page's body, built (src/templates/landing.tsx) and previewed (src/templates/preview.tsx)
 * alike: its blocks, and its title as the one h1 for screen readers and outlines when no hero block
 * gives it one.
 */
import { Blocks } from './Blocks';
import type { AnyBlock, BlocksSiteData } from './types';

export function LandingBlocks({
  title,
  blocks,
  site,
}: {
  title: string | null | undefined;
  blocks: ReadonlyArray<AnyBlock | null> | null | undefined;
  site: BlocksSiteData;
}) {
  const hasHero = blocks?.some((block) => block?.__typename === 'STRAPI__COMPONENT_BLOCKS_HERO');
  return (
    <>
      {!hasHero && <h1 className="visually-hidden">{title}</h1>}
      <Blocks blocks={blocks} site={site} />
    </>
  );
}
