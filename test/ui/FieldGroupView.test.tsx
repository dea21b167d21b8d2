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

  it('is ready in its first commit when every group fits in the first paint', async () => {
    const store = await loadedStore(textFieldsDefinition(Array.from({ length: FIRST_PAINT_GROUPS }, (_, index) => `field_${index}`)));
    const { firstCommit } = renderFirstCommit(store, () => [document.querySelectorAll('fieldset').length, store.getState().readyToView]);
    expect(firstCommit).toEqual([[FIRST_PAINT_GROUPS, true]]);
  });
});
