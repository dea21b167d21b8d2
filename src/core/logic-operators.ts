import { ownValue } from './definition/wire-reader';

/** Operator tokens of spec section 5 "Logic filter operators", as sent on the wire. */
export const LOGIC_OPERATORS = [
  'EQ', 'NEQ', 'CONTAINS', 'DOESNT_CONTAIN', 'STR_STARTS_WITH', 'STR_ENDS_WITH',
  'LT', 'LTE', 'GT', 'GTE', 'BETWEEN', 'NOT_BETWEEN', 'WITHIN_TIME',
  'SET_ALL', 'SET_ANY', 'SET_EQ', 'SET_NOT_ALL', 'SET_NOT_ANY', 'SET_NOT_EQ', 'IS_NOT_EMPTY',
] as const;
export type LogicOperator = (typeof LOGIC_OPERATORS)[number];

/** Other spellings of the negations that hosts send. */
const ALIASES: Readonly<Record<string, LogicOperator>> = {
  NOT_CONTAINS: 'DOESNT_CONTAIN',
  NOT_SET_ALL: 'SET_NOT_ALL',
  NOT_SET_ANY: 'SET_NOT_ANY',
  NOT_SET_EQ: 'SET_NOT_EQ',
};

/** The canonical token for an operator as sent (any case), or undefined when unknown. */
export function canonicalOperator(operator: string): LogicOperator | undefined {
  const token = operator.trim().toUpperCase();
  if ((LOGIC_OPERATORS as readonly string[]).includes(token)) return token as LogicOperator;
  return ownValue(ALIASES, token);
}

export const isKnownOperator = (operator: string): boolean => canonicalOperator(operator) !== undefined;
