import { isDependentFieldShown } from '../core/dependent-fields';
import { INITIAL_INPUT_STATE, type FieldState, type InputState } from '../core/field-state';
import type { FieldDefinition, FieldValue, FormDefinition } from '../core/form-definition';
import { initialFieldValue } from '../core/initial-values';
import { legalConsentCheckboxes } from '../core/legal-consent-checkboxes';

export type FieldStates = Record<string, FieldState>;

/** Field states right after load: initial values, reset input state, dependents evaluated. */
export function createFieldStates(definition: FormDefinition, ignoreCurrentValues: boolean, now: number): FieldStates {
  const states: FieldStates = {};
  for (const field of Object.values(definition.fields)) {
    const known = ignoreCurrentValues ? undefined : definition.properties;
    states[field.id] = {
      value: initialFieldValue(field, known),
      errors: [],
      infos: [],
      inputState: INITIAL_INPUT_STATE,
      shown: true,
    };
  }
  const consent = definition.metaData.legalConsentOptions;
  if (consent) {
    const { communication, processing } = legalConsentCheckboxes(consent);
    for (const checkbox of processing ? [...communication, processing] : communication) {
      states[checkbox.id] = { value: false, errors: [], infos: [], inputState: INITIAL_INPUT_STATE, shown: true };
    }
  }
  return withDependentsEvaluated(states, definition, Object.keys(definition.fields), now);
}

/** Re-evaluates the `shown` flag of the dependents of the given parents, recursively. */
export function withDependentsEvaluated(
  states: FieldStates,
  definition: FormDefinition,
  parentIds: readonly string[],
  now: number,
): FieldStates {
  let next = states;
  const visit = (parent: FieldDefinition, parentShown: boolean) => {
    const parentValue = next[parent.id]?.value ?? '';
    for (const rule of parent.dependentFields) {
      const current = next[rule.fieldId];
      const dependent = definition.fields[rule.fieldId];
      if (!current || !dependent) continue;
      const shown = parentShown && isDependentFieldShown(rule, parentValue, now);
      if (current.shown !== shown) next = { ...next, [rule.fieldId]: { ...current, shown } };
      visit(dependent, shown);
    }
  };
  for (const id of parentIds) {
    const parent = definition.fields[id];
    if (parent) visit(parent, next[id]?.shown ?? true);
  }
  return next;
}

/** Spec section 4 "Field changes": a new value resets errors and infos and marks the input. */
export function withValueChanged(state: FieldState, value: FieldValue): FieldState {
  return {
    ...state,
    value,
    errors: [],
    infos: [],
    inputState: { ...state.inputState, touched: true, updating: true, changed: true },
  };
}

export function withInputState(state: FieldState, patch: Partial<InputState>): FieldState {
  return { ...state, inputState: { ...state.inputState, ...patch } };
}
