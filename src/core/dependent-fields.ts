import type { DependentFieldRule, FieldValue, FormDefinition } from './form-definition';
import type { evaluateLogicFilter } from './logic-filters';
import { isKnownOperator } from './logic-operators';
import { isEmptyValue } from './initial-values';

/** The operators of a rule we cannot evaluate, each once; the caller warns about them. */
export function unknownOperators(rule: DependentFieldRule): string[] {
  return [...new Set(rule.filters.map((filter) => filter.operator).filter((operator) => !isKnownOperator(operator)))];
}

/**
 * `core/logic-filters.ts`, handed in: the embed has it from the calls part, `lazy/calls-chunk.ts` (only forms with
 * filtered dependents need it, and they wait for it); undefined when it could not be loaded.
 */
export type LogicFilterEvaluator = typeof evaluateLogicFilter;

/**
 * Whether one rule shows its dependent field (spec section 5 "Dependent fields"): only when
 * the parent has a value and every filter passes. A rule without filters needs just the
 * value; a rule with an operator we do not know, or filters with no evaluator, stays hidden
 * (see `unknownOperators`).
 */
export function isDependentFieldShown(
  rule: DependentFieldRule,
  parentValue: FieldValue,
  now: number,
  evaluate: LogicFilterEvaluator | undefined,
): boolean {
  if (isEmptyValue(parentValue)) return false;
  return rule.filters.every((filter) => evaluate?.(filter, parentValue, now) === true);
}

/** Whether any dependent field of the form is shown by filters (so its evaluator is needed). */
export const hasFilteredDependents = (definition: FormDefinition): boolean =>
  Object.values(definition.fields).some((field) => field.dependentFields.some((rule) => rule.filters.length > 0));

/** A field's id followed by the ids of its dependents, theirs, and so on. */
export function withDependentIds(definition: FormDefinition, fieldId: string): string[] {
  const ids = [fieldId];
  for (let index = 0; index < ids.length; index += 1) {
    for (const rule of definition.fields[ids[index]!]?.dependentFields ?? []) ids.push(rule.fieldId);
  }
  return ids;
}
