import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InputState } from '../../../src/core/field-state';
import type { InputKind } from '../../../src/core/form-definition';
import { areErrorsVisible } from '../../../src/core/validation/error-visibility';
import { inputState } from '../builders';

const TYPED: InputKind[] = ['text', 'textarea', 'email', 'number', 'phone', 'date'];
const CHOSEN: InputKind[] = ['select', 'checkbox', 'booleancheckbox', 'radio', 'rating', 'file', 'hidden'];
const ALL = [...TYPED, ...CHOSEN];

/** Input states as the events of spec section 4 leave them. */
const STATES: Record<string, InputState> = {
  untouched: inputState(),
  focused: inputState({ focused: true, touched: true }),
  typing: inputState({ focused: true, touched: true, changed: true, updating: true }),
  paused: inputState({ focused: true, touched: true, changed: true }),
  leftUnchanged: inputState({ touched: true, blurred: true }),
  leftWhileUpdating: inputState({ touched: true, changed: true, updating: true, blurred: true }),
  leftAfterChange: inputState({ touched: true, changed: true, blurred: true }),
};

const visible = (inputKind: InputKind, state: InputState, validated = false, liveValidation = true) =>
  areErrorsVisible({ inputKind, inputState: state, validated, liveValidation });

describe('areErrorsVisible', () => {
  it.each(ALL)('shows the errors of a validated %s, whatever its state and live validation', (kind) => {
    for (const state of Object.values(STATES)) {
      expect(visible(kind, state, true, true)).toBe(true);
      expect(visible(kind, state, true, false)).toBe(true);
    }
  });

  it.each(ALL)('with live validation off, hides the errors of a %s until it is validated', (kind) => {
    for (const state of Object.values(STATES)) expect(visible(kind, state, false, false)).toBe(false);
  });

  it.each<[string, boolean]>([
    ['untouched', false],
    ['focused', false],
    ['typing', false],
    ['paused', true],
    ['leftUnchanged', true],
    ['leftWhileUpdating', false],
    ['leftAfterChange', true],
  ])('typed kinds, %s: visible %s', (state, shown) => {
    for (const kind of TYPED) expect(visible(kind, STATES[state]!), kind).toBe(shown);
  });

  it.each<[string, boolean]>([
    ['untouched', false],
    ['focused', false],
    ['typing', true],
    ['paused', true],
    ['leftUnchanged', true],
    ['leftWhileUpdating', true],
    ['leftAfterChange', true],
  ])('chosen kinds, %s: visible %s', (state, shown) => {
    for (const kind of CHOSEN) expect(visible(kind, STATES[state]!), kind).toBe(shown);
  });

  it('follows the documented rule for every combination of flags', () => {
    const stateArb = fc.record({
      focused: fc.boolean(), updating: fc.boolean(), touched: fc.boolean(), blurred: fc.boolean(), changed: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.constantFrom(...ALL), stateArb, fc.boolean(), fc.boolean(), (kind, state, validated, live) => {
        const expected = validated
          || (live && (TYPED.includes(kind) ? !state.updating && (state.changed || state.blurred) : state.changed || state.blurred));
        expect(visible(kind, state, validated, live)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});
