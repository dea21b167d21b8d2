import { ownValue, setEntry } from '../core/definition/wire-reader';
import { isDependentFieldShown } from '../core/dependent-fields';
import { initialFieldState, withErrorsFrom, type FieldState, type InputState } from '../core/field-state';
import type { FieldDefinition, FieldValue, FormDefinition } from '../core/form-definition';
import { initialFieldValue, type InitialValueSources } from '../core/initial-values';
import { hasCountrySelect } from '../core/phone/country-select';
import { startingCountry } from '../core/phone/field-country';
import { evaluateLogicFilter } from '../core/logic-filters';
import type { ValidationTarget } from '../core/validation/validation-targets';

export type FieldStates = Record<string, FieldState>;

/**
 * Field states right after load (or a cookie reset): starting values, no errors, a fresh input
 * state ("render resets the state", spec section 4), dependents evaluated. Legal-consent
 * checkboxes start unticked. Rules first run when the visitor changes or leaves a field, or a
 * submit or Next checks it.
 */
export function createFieldStates(
  definition: FormDefinition,
  targets: readonly ValidationTarget[],
  sources: InitialValueSources,
  now: number,
): FieldStates {
  const states: FieldStates = {};
  // Each field gets an own entry: assigned, '__proto__' would set the record's prototype, and
  // `??=` would see the inherited 'constructor'. Once own, later assignments write the entry.
  for (const { field } of targets) {
    setEntry(states, field.id, initialFieldState(definition.fields[field.id] ? initialFieldValue(field, sources) : false));
  }
  // Fields no group lists (a dependent of a dropped parent) still get a state.
  for (const field of Object.values(definition.fields)) {
    if (!ownValue(states, field.id)) setEntry(states, field.id, initialFieldState(initialFieldValue(field, sources)));
  }
  // Phone dropdowns start on their value's country, else the form's (spec section 3, countryCode).
  for (const field of Object.values(definition.fields)) {
    const state = states[field.id];
    if (state && hasCountrySelect(field)) states[field.id] = { ...state, country: startingCountry(state.value, definition.countryCode) };
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
      const shown = parentShown && isDependentFieldShown(rule, parentValue, now, evaluateLogicFilter);
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

/**
 * Spec section 4 "Field changes": a new value resets the field's validation, errors, infos
 * and email request state, marks the input as changing, and gets the rules' verdict anew.
 */
export function withValueChanged(state: FieldState, value: FieldValue, ruleErrors: FieldState['errors']): FieldState {
  const reset: FieldState = {
    ...initialFieldState(value, state.shown),
    validated: state.validated,
    inputState: { ...state.inputState, touched: true, updating: true, changed: true },
  };
  if (state.country) reset.country = state.country;
  return withErrorsFrom(reset, 'rules', ruleErrors);
}

export function withInputState(state: FieldState, patch: Partial<InputState>): FieldState {
  return { ...state, inputState: { ...state.inputState, ...patch } };
}
