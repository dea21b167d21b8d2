// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_PAINT_GROUPS } from '../../src/ui/FieldGroupView';
import { textFieldsDefinition } from '../store/wire-definition';
import { loadedStore, renderFirstCommit } from './form-harness';

afterEach(cleanup);

describe('PageGroups: a long form', () => {
  it('first paints its first groups, then every group, and is ready only once every group is in', async () => {
    const groupCount = FIRST_PAINT_GROUPS * 3;
    const store = await loadedStore(textFieldsDefinition(Array.from({ length: groupCount }, (_, index) => `field_${index}`)));
    const groupsWhenReady: number[] = [];
    store.subscribe((state, previous) => {
      if (state.readyToView && !previous.readyToView) groupsWhenReady.push(document.querySelectorAll('fieldset').length);
    });
    const { firstCommit } = renderFirstCommit(store, () => document.querySelectorAll('fieldset').length);
    expect(firstCommit).toEqual([FIRST_PAINT_GROUPS]);
    expect(document.querySelectorAll('fieldset')).toHaveLength(groupCount);
    expect(groupsWhenReady).toEqual([groupCount]);
  });

  it('keeps the elements of the groups it painted first when the rest join them, however long the page', async () => {
    // Enough groups for blocks of blocks (ui/group-blocks.ts).
    const store = await loadedStore(textFieldsDefinition(Array.from({ length: 100 }, (_, index) => `field_${index}`)));
    const { firstCommit } = renderFirstCommit(store, () => [...document.querySelectorAll('fieldset')]);
    const paintedFirst = firstCommit[0]!;
    expect(paintedFirst).toHaveLength(FIRST_PAINT_GROUPS);
    expect(document.querySelectorAll('fieldset')).toHaveLength(100);
    expect(paintedFirst.every((fieldset) => fieldset.isConnected)).toBe(true);
    expect([...document.querySelectorAll('fieldset')].slice(0, FIRST_PAINT_GROUPS)).toEqual(paintedFirst);
  });

  it('is ready in its first commit when every group fits in the first paint', async () => {
    const store = await loadedStore(textFieldsDefinition(Array.from({ length: FIRST_PAINT_GROUPS }, (_, index) => `field_${index}`)));
    const { firstCommit } = renderFirstCommit(store, () => [document.querySelectorAll('fieldset').length, store.getState().readyToView]);
    expect(firstCommit).toEqual([[FIRST_PAINT_GROUPS, true]]);
  });
});
