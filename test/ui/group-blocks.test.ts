import { describe, expect, it } from 'vitest';
import { BLOCK_FANOUT, firstGroups, groupBlocks, type GroupBlock } from '../../src/ui/group-blocks';

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

const groupsIn = (block: GroupBlock): number[] => ('groups' in block ? [...block.groups] : block.blocks.flatMap(groupsIn));

const childrenOf = (block: GroupBlock): number => ('groups' in block ? block.groups.length : block.blocks.length);

/**
 * What React visits on its way down to group `index`: at each level every sibling and, as it
 * finishes each sibling, every child of it (a group's own markup counts one).
 */
function visitsTo(level: readonly GroupBlock[], index: number): number {
  const visits = level.length + level.reduce((sum, block) => sum + childrenOf(block), 0);
  const holding = level.find((block) => groupsIn(block).includes(index))!;
  return visits + ('blocks' in holding ? visitsTo(holding.blocks, index) : holding.groups.length * 2);
}

describe('groupBlocks', () => {
  it('keeps every group once, in order, in blocks of at most the fanout', () => {
    for (const count of [0, 1, 7, 8, 9, 64, 65, 500, 4097]) {
      const blocks = groupBlocks(range(count));
      expect(blocks.flatMap(groupsIn)).toEqual(range(count));
      expect(blocks.length).toBeLessThanOrEqual(BLOCK_FANOUT);
      const sizes = (block: GroupBlock): number[] => [childrenOf(block), ...('blocks' in block ? block.blocks.flatMap(sizes) : [])];
      expect(Math.max(0, ...blocks.flatMap(sizes))).toBeLessThanOrEqual(BLOCK_FANOUT);
    }
  });

  it('keys each block by its first group, so the first paint keeps its blocks when the rest come', () => {
    const first = groupBlocks(range(12));
    const whole = groupBlocks(range(500));
    expect(first.map((block) => block.key)).toEqual([0, 8]);
    expect(whole[0]!.key).toBe(0);
    for (const block of whole) expect(block.key).toBe(groupsIn(block)[0]);
  });

  it('lets a keystroke reach any group past a number of siblings that grows with the depth, not the length', () => {
    const visits = (count: number) => Math.max(...range(count).filter((index) => index % 7 === 0).map((index) => visitsTo(groupBlocks(range(count)), index)));
    // Blocks of 32 side by side cost 16 + 500 visits for 500 groups; one list, 1000.
    expect(visits(500)).toBeLessThan(200);
    expect(visits(4000)).toBeLessThan(visits(500) + 100);
  });

  it('refuses a fanout that cannot make a tree', () => {
    expect(() => groupBlocks(range(3), 1)).toThrow('groupBlocks: fanout must be an integer of at least 2, got 1');
  });

  it('paints the first groups in the tree they keep when the rest join them: the same keys at the same depths', () => {
    const whole = groupBlocks(range(500));
    const first = firstGroups(whole, 12);
    expect(first.flatMap(groupsIn)).toEqual(range(12));
    const pathTo = (level: readonly GroupBlock[], index: number): number[] => {
      const holding = level.find((block) => groupsIn(block).includes(index))!;
      return [holding.key, ...('blocks' in holding ? pathTo(holding.blocks, index) : [])];
    };
    for (const index of range(12)) expect(pathTo(first, index)).toEqual(pathTo(whole, index));
    expect(firstGroups(whole, 0)).toEqual([]);
    expect(firstGroups(groupBlocks(range(5)), 12).flatMap(groupsIn)).toEqual(range(5));
  });
});
