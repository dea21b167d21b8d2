/**
 * A page's groups as a balanced tree of blocks, each holding at most `BLOCK_FANOUT` groups or
 * blocks. A keystroke re-renders one field, and on its way down React visits every sibling at
 * each level and, finishing each, every child of that sibling: side by side, 500 groups cost
 * some 500 visits per key on a 1000-field form, blocks of 32 still as many (16 blocks of 32);
 * a tree of 8s costs about 8 x 8 per level, three levels for 500 groups. Blocks add no markup.
 */
export const BLOCK_FANOUT = 8;

/** Group indexes (a leaf) or smaller blocks; `key` is the first group index it holds, stable as more groups come. */
export type GroupBlock = { key: number; groups: readonly number[] } | { key: number; blocks: readonly GroupBlock[] };

/** The top-level blocks (at most `fanout`) holding `indexes` in order. */
export function groupBlocks(indexes: readonly number[], fanout = BLOCK_FANOUT): GroupBlock[] {
  if (!Number.isInteger(fanout) || fanout < 2) throw new Error(`groupBlocks: fanout must be an integer of at least 2, got ${fanout}`);
  let level: GroupBlock[] = chunks(indexes, fanout).map((groups) => ({ key: groups[0]!, groups }));
  while (level.length > fanout) level = chunks(level, fanout).map((blocks) => ({ key: blocks[0]!.key, blocks }));
  return level;
}

/**
 * The first `count` groups of `blocks`, in the same tree (the same keys at the same depths): the
 * groups a long page paints first keep their place, and so their elements, when the rest join them.
 */
export function firstGroups(blocks: readonly GroupBlock[], count: number): GroupBlock[] {
  let left = count;
  const take = (block: GroupBlock): GroupBlock | undefined => {
    if (left <= 0) return undefined;
    if ('groups' in block) {
      const groups = block.groups.slice(0, left);
      left -= groups.length;
      return { key: block.key, groups };
    }
    const inner = block.blocks.map(take).filter((kept): kept is GroupBlock => kept !== undefined);
    return { key: block.key, blocks: inner };
  };
  return blocks.map(take).filter((kept): kept is GroupBlock => kept !== undefined);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}
