import { describe, expect, it } from 'vitest';
import { LOGIC_OPERATORS, canonicalOperator, isKnownOperator } from '../../src/core/logic-operators';

describe('operators', () => {
  it('knows every operator of spec section 5 and the alternative negation spellings', () => {
    expect(LOGIC_OPERATORS).toHaveLength(20);
    for (const operator of LOGIC_OPERATORS) expect(isKnownOperator(operator), operator).toBe(true);
    expect(canonicalOperator('NOT_CONTAINS')).toBe('DOESNT_CONTAIN');
    expect(canonicalOperator('NOT_SET_ALL')).toBe('SET_NOT_ALL');
    expect(canonicalOperator('NOT_SET_ANY')).toBe('SET_NOT_ANY');
    expect(canonicalOperator('NOT_SET_EQ')).toBe('SET_NOT_EQ');
    expect(canonicalOperator(' eq ')).toBe('EQ');
    expect(isKnownOperator('IS_EMPTY_ISH')).toBe(false);
    expect(isKnownOperator('')).toBe(false);
    expect(isKnownOperator('constructor')).toBe(false);
  });

});
