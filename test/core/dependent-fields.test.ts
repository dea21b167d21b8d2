import { describe, expect, it } from 'vitest';
import { isDependentFieldShown, unknownOperators } from '../../src/core/dependent-fields';
import { evaluateLogicFilter } from '../../src/core/logic-filters';
import type { DependentFieldRule } from '../../src/core/form-definition';
import { filter } from './builders';

const NOW = Date.UTC(2024, 2, 15);
const rule = (fieldId: string, ...filters: DependentFieldRule['filters']): DependentFieldRule => ({ fieldId, filters, action: 'DISPLAY' });

describe('isDependentFieldShown', () => {
  it('shows a rule without filters as soon as the parent has a value', () => {
    expect(isDependentFieldShown(rule('state'), 'US', NOW, evaluateLogicFilter)).toBe(true);
    expect(isDependentFieldShown(rule('state'), ['a'], NOW, evaluateLogicFilter)).toBe(true);
    expect(isDependentFieldShown(rule('state'), true, NOW, evaluateLogicFilter)).toBe(true);
  });

  it('never shows while the parent has no value, whatever the filters', () => {
    expect(isDependentFieldShown(rule('state'), '', NOW, evaluateLogicFilter)).toBe(false);
    expect(isDependentFieldShown(rule('state'), ' ', NOW, evaluateLogicFilter)).toBe(false);
    expect(isDependentFieldShown(rule('state'), [], NOW, evaluateLogicFilter)).toBe(false);
    expect(isDependentFieldShown(rule('state'), false, NOW, evaluateLogicFilter)).toBe(false);
    expect(isDependentFieldShown(rule('x', filter('NEQ', { strValue: 'a' })), '', NOW, evaluateLogicFilter)).toBe(false);
  });

  it('shows only when every filter passes', () => {
    const both = rule('x', filter('GT', { numberValue: 10 }), filter('LT', { numberValue: 20 }));
    expect(isDependentFieldShown(both, '15', NOW, evaluateLogicFilter)).toBe(true);
    expect(isDependentFieldShown(both, '25', NOW, evaluateLogicFilter)).toBe(false);
  });

  it('hides a rule with an unknown operator, without throwing', () => {
    const odd = rule('x', filter('IS_ODD'), filter('IS_NOT_EMPTY'));
    expect(isDependentFieldShown(odd, 'value', NOW, evaluateLogicFilter)).toBe(false);
    expect(unknownOperators(odd)).toEqual(['IS_ODD']);
  });
});

describe('unknownOperators', () => {
  it('lists each unknown operator once, and nothing for known ones', () => {
    expect(unknownOperators(rule('x', filter('EQ'), filter('NOT_SET_ANY')))).toEqual([]);
    expect(unknownOperators(rule('x', filter('FOO'), filter('FOO'), filter(''), filter('EQ')))).toEqual(['FOO', '']);
    expect(unknownOperators(rule('x'))).toEqual([]);
  });
});
