/**
 * Renders a page's dynamic zone through the registry: each block by its component, a type the site
 * does not know by nothing (the build has already warned about it, gatsby-node.ts). A block without
 * behaviour is an island of server HTML on a page's first load (src/lib/StaticIsland.tsx), and a hover of
 * one of its links fetches the next page's data and its blocks' code (src/app/navigation.ts).
 */
import { BlocksSiteContext } from './context';
import { placeBlocks } from './group';
import * as React from 'react';
import { entryFor, type BlockEntry } from './registry';
import { StaticIsland } from '../lib/StaticIsland';
import type { AnyBlock, BlocksSiteData } from './types';
import './blocks.css';

function One({ block, entry }: { block: AnyBlock; entry: BlockEntry }) {
  const Component = entry.component as React.ComponentType<{ block: AnyBlock }>;
  // A block whose code has not come yet shows nothing meanwhile; on a first load (the only one with
  // server HTML) the HTML stays on screen until it has, and a client-side navigation waits for it
  // (src/app/navigation.ts).
  const rendered = (
    <React.Suspense fallback={null}>
      <Component block={block} />
    </React.Suspense>
  );
  return entry.island ? <StaticIsland>{rendered}</StaticIsland> : rendered;
}

export function Blocks({
  blocks,
  site,
}: {
  blocks: ReadonlyArray<AnyBlock | null> | null | undefined;
  site: BlocksSiteData;
}) {
  const placed = placeBlocks(blocks, (block) => {
    const entry = entryFor(block);
    return entry ? (entry.flow ? 'flow' : 'block') : 'unknown';
  });
  return (
    <BlocksSiteContext.Provider value={site}>
      {placed.map((item) =>
        item.kind === 'flow' ? (
          <div className="container sections" key={item.position}>
            {item.blocks.map((block, index) => (
              <One key={index} block={block} entry={entryFor(block)!} />
            ))}
          </div>
        ) : (
          <One key={item.position} block={item.block} entry={entryFor(item.block)!} />
        ),
      )}
    </BlocksSiteContext.Provider>
  );
}
