/**
 * How a page's blocks are laid out, without React: unknown types dropped, and consecutive "flow"
 * blocks (text in the reading column) gathered into one run that shares a wrapper, so two text
 * blocks in a row read as one column with the spacing of paragraphs, not of separate sections.
 */
export type Placed<B> = { kind: 'block'; block: B; position: number } | { kind: 'flow'; blocks: B[]; position: number };

export function placeBlocks<B>(
  blocks: ReadonlyArray<B | null | undefined> | null | undefined,
  classify: (block: B) => 'block' | 'flow' | 'unknown',
): Placed<B>[] {
  const placed: Placed<B>[] = [];
  (blocks ?? []).forEach((block, position) => {
    if (!block) return;
    const kind = classify(block);
    if (kind === 'unknown') return;
    const last = placed[placed.length - 1];
    if (kind === 'flow' && last?.kind === 'flow') last.blocks.push(block);
    else if (kind === 'flow') placed.push({ kind: 'flow', blocks: [block], position });
    else placed.push({ kind: 'block', block, position });
  });
  return placed;
}
