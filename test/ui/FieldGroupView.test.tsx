// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../src/core/form-definition';
import { FIRST_PAINT_GROUPS } from '../../src/ui/FieldGroupView';
import { Form } from '../../src/ui/Form';
import { textFieldsDefinition } from '../store/wire-definition';
import { loadedStore, renderWithStore } from './form-harness';

afterEach(cleanup);

describe('PageGroups: a long form', () => {
  it('first paints its first groups, then every group, and is ready only once every group is in', async () => {
    const groupCount = FIRST_PAINT_GROUPS * 3;
    const store = await loadedStore(textFieldsDefinition(Array.from({ length: groupCount }, (_, index) => `field_${index}`)));
    const groupsWhenReady: number[] = [];
    store.subscribe((state, previous) => {
      if (state.readyToView && !previous.readyToView) groupsWhenReady.push(document.querySelectorAll('fieldset').length);
    });
    const firstPaint: number[] = [];
    // Layout effects of the first commit run before its passive effects and transitions.
    function FirstPaintProbe() {
      useLayoutEffect(() => {
        firstPaint.push(document.querySelectorAll('fieldset').length);
      }, []);
      return null;
    }
    const { definition } = store.getState().load as { definition: FormDefinition };
    renderWithStore(
      store,
      <>
        <Form definition={definition} />
        <FirstPaintProbe />
      </>,
    );
    expect(firstPaint).toEqual([FIRST_PAINT_GROUPS]);
    expect(document.querySelectorAll('fieldset')).toHaveLength(groupCount);
    expect(groupsWhenReady).toEqual([groupCount]);
  });
});
