import type { DependentFieldRule, FieldValue } from './form-definition';
import { evaluateLogicFilter, isKnownOperator } from './logic-filters';
import { isEmptyValue } from './initial-values';

/** The operators of a rule we cannot evaluate, each once; the caller warns about them. */
export function unknownOperators(rule: DependentFieldRule): string[] {
  return [...new Set(rule.filters.map((filter) => filter.operator).filter((operator) => !isKnownOperator(operator)))];
}

/**
 * Whether one rule shows its dependent field (spec section 5 "Dependent fields"): only when
 * the parent has a value and every filter passes. A rule without filters needs just the
 * value; a rule with an operator we do not know stays hidden (see `unknownOperators`).
 */
export function isDependentFieldShown(rule: DependentFieldRule, parentValue: FieldValue, now: number): boolean {
  if (isEmptyValue(parentValue)) return false;
  return rule.filters.every((filter) => evaluateLogicFilter(filter, parentValue, now) === true);
}
