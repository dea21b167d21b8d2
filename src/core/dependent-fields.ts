import type { DependentFieldRule, FieldValue, FormDefinition } from './form-definition';
import type { evaluateLogicFilter } from './logic-filters';
import { isKnownOperator } from './logic-operators';
import { isEmptyValue } from './initial-values';

/** The operators of a rule we cannot evaluate, each once; the caller warns about them. */
export function unknownOperators(rule: DependentFieldRule): string[] {
  return [...new Set(rule.filters.map((filter) => filter.operator).filter((operator) => !isKnownOperator(operator)))];
}

/** How a rule's filters are judged: `core/logic-filters.ts` (its own tests hand it in). */
export type LogicFilterEvaluator = typeof evaluateLogicFilter;

/**
 * Whether one rule shows its dependent field (spec section 5 "Dependent fields"): only when
 * the parent has a value and every filter passes. A rule without filters needs just the
 * value; a rule with an operator we do not know stays hidden (see `unknownOperators`).
 */
export function isDependentFieldShown(
  rule: DependentFieldRule,
  parentValue: FieldValue,
  now: number,
  evaluate: LogicFilterEvaluator,
): boolean {
  if (isEmptyValue(parentValue)) return false;
  return rule.filters.every((filter) => evaluate(filter, parentValue, now) === true);
}

/** A field's id followed by the ids of its dependents, theirs, and so on. */
export function withDependentIds(definition: FormDefinition, fieldId: string): string[] {
  const ids = [fieldId];
  for (let index = 0; index < ids.length; index += 1) {
    for (const rule of definition.fields[ids[index]!]?.dependentFields ?? []) ids.push(rule.fieldId);
  }
  return ids;
}
