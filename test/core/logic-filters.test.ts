import { describe, expect, it } from 'vitest';
import type { FieldValue, LogicFilter } from '../../src/core/form-definition';
import { evaluateLogicFilter } from '../../src/core/logic-filters';
import { filter, wireLikeFilter } from './builders';

const NOW = Date.UTC(2024, 2, 15, 12, 0); // 2024-03-15 12:00 UTC
const run = (f: LogicFilter, value: FieldValue, now = NOW) => evaluateLogicFilter(f, value, now);
const day = (date: string) => Date.parse(`${date}T00:00:00Z`);

describe('operators', () => {
  it('returns undefined for an unknown operator, whatever the value', () => {
    expect(run(filter('REGEX', { strValue: '.*' }), 'x')).toBeUndefined();
    expect(run(filter(''), 'x')).toBeUndefined();
  });
});

describe('EQ and NEQ', () => {
  it('compare text ignoring case and padding', () => {
    expect(run(filter('EQ', { strValue: 'Yes' }), ' yes ')).toBe(true);
    expect(run(filter('EQ', { strValue: 'Yes' }), 'no')).toBe(false);
    expect(run(filter('NEQ', { strValue: 'Yes' }), 'no')).toBe(true);
    expect(run(filter('NEQ', { strValue: ' YES' }), 'yes')).toBe(false);
  });

  it('compare numbers numerically', () => {
    expect(run(filter('EQ', { strValue: '5' }), '5.0')).toBe(true);
    expect(run(filter('EQ', { numberValue: 5 }), '5')).toBe(true);
    expect(run(filter('EQ', { numberValue: 5 }), '6')).toBe(false);
    expect(run(filter('NEQ', { numberValue: 5 }), '6')).toBe(true);
    expect(run(filter('EQ', { numberValue: 5 }), 'five')).toBe(false);
  });

  it('compare a date with a timestamp by UTC day', () => {
    expect(run(filter('EQ', { numberValue: day('2024-03-01') }), '2024-03-01')).toBe(true);
    expect(run(filter('EQ', { numberValue: day('2024-03-01') + 3_600_000 }), '2024-03-01')).toBe(true);
    expect(run(filter('EQ', { numberValue: day('2024-03-02') }), '2024-03-01')).toBe(false);
    expect(run(filter('EQ', { strValue: '2024-03-01' }), '2024-03-01')).toBe(true);
  });

  it('for a multi value, EQ means "contains that value"', () => {
    expect(run(filter('EQ', { strValue: 'b' }), ['a', 'B'])).toBe(true);
    expect(run(filter('EQ', { strValue: 'c' }), ['a', 'b'])).toBe(false);
    expect(run(filter('NEQ', { strValue: 'c' }), ['a', 'b'])).toBe(true);
    expect(run(filter('NEQ', { strValue: 'a' }), ['a', 'b'])).toBe(false);
  });

  it('compare a boolean with boolValue or a true/false strValue', () => {
    expect(run(filter('EQ', { boolValue: true }), true)).toBe(true);
    expect(run(filter('EQ', { boolValue: true }), false)).toBe(false);
    expect(run(filter('EQ', { strValue: 'TRUE' }), true)).toBe(true);
    expect(run(filter('NEQ', { strValue: 'false' }), true)).toBe(true);
    // Hosts send boolValue false as a default next to the real strValue.
    expect(run(wireLikeFilter('EQ', { strValue: 'true' }), true)).toBe(true);
    expect(run(wireLikeFilter('EQ', { strValue: '', boolValue: true }), true)).toBe(true);
  });

  it('compare boolean-looking text with boolValue', () => {
    expect(run(filter('EQ', { boolValue: true }), 'true')).toBe(true);
    expect(run(filter('EQ', { boolValue: false }), 'true')).toBe(false);
  });

  it('neither holds when the filter carries nothing to compare', () => {
    expect(run(filter('EQ'), 'x')).toBe(false);
    expect(run(filter('NEQ'), 'x')).toBe(false);
    expect(run(filter('EQ'), ['x'])).toBe(false);
    expect(run(filter('NEQ'), true)).toBe(false);
  });

  it('work with the full wire shape of a filter (unused members at their defaults)', () => {
    expect(run(wireLikeFilter('EQ', { strValue: 'Netherlands' }), 'netherlands')).toBe(true);
    expect(run(wireLikeFilter('NEQ', { strValue: 'Netherlands' }), 'Belgium')).toBe(true);
  });
});

describe('CONTAINS, DOESNT_CONTAIN, STR_STARTS_WITH, STR_ENDS_WITH', () => {
  it('CONTAINS', () => {
    expect(run(filter('CONTAINS', { strValue: 'Corp' }), 'Example corporation')).toBe(true);
    expect(run(filter('CONTAINS', { strValue: 'inc' }), 'Example corporation')).toBe(false);
    expect(run(filter('CONTAINS', { strValue: 'ple' }), ['apple', 'pear'])).toBe(true);
  });

  it('DOESNT_CONTAIN and NOT_CONTAINS', () => {
    expect(run(filter('DOESNT_CONTAIN', { strValue: 'gmail' }), 'me@example.com')).toBe(true);
    expect(run(filter('DOESNT_CONTAIN', { strValue: 'GMAIL' }), 'me@gmail.com')).toBe(false);
    expect(run(filter('NOT_CONTAINS', { strValue: 'gmail' }), 'me@example.com')).toBe(true);
    expect(run(filter('NOT_CONTAINS', { strValue: 'ex' }), ['a', 'next'])).toBe(false);
  });

  it('STR_STARTS_WITH', () => {
    expect(run(filter('STR_STARTS_WITH', { strValue: '+31' }), ' +31 6 1234 5678')).toBe(true);
    expect(run(filter('STR_STARTS_WITH', { strValue: '+32' }), '+31 6 1234 5678')).toBe(false);
  });

  it('STR_ENDS_WITH', () => {
    expect(run(filter('STR_ENDS_WITH', { strValue: '.NL' }), 'www.example.nl')).toBe(true);
    expect(run(filter('STR_ENDS_WITH', { strValue: '.nl' }), 'www.example.com')).toBe(false);
  });

  it('compare a boolean as the text true/false', () => {
    expect(run(filter('CONTAINS', { strValue: 'tru' }), true)).toBe(true);
  });

  it('do not hold without a strValue', () => {
    expect(run(filter('CONTAINS'), 'x')).toBe(false);
    expect(run(filter('DOESNT_CONTAIN'), 'x')).toBe(false);
    expect(run(filter('STR_STARTS_WITH'), 'x')).toBe(false);
  });
});

describe('LT, LTE, GT, GTE', () => {
  it('compare numbers', () => {
    expect(run(filter('LT', { numberValue: 10 }), '9.5')).toBe(true);
    expect(run(filter('LT', { numberValue: 10 }), '10')).toBe(false);
    expect(run(filter('LTE', { numberValue: 10 }), '10')).toBe(true);
    expect(run(filter('LTE', { numberValue: 10 }), '11')).toBe(false);
    expect(run(filter('GT', { numberValue: 10 }), '11')).toBe(true);
    expect(run(filter('GT', { numberValue: 10 }), '10')).toBe(false);
    expect(run(filter('GTE', { numberValue: -1 }), '-1')).toBe(true);
    expect(run(filter('GTE', { numberValue: 0 }), '-0.5')).toBe(false);
  });

  it('compare dates as UTC timestamps, day by day', () => {
    expect(run(filter('LT', { numberValue: day('2024-03-01') }), '2024-02-29')).toBe(true);
    expect(run(filter('LT', { numberValue: day('2024-03-01') }), '2024-03-01')).toBe(false);
    expect(run(filter('GT', { numberValue: day('2024-03-01') }), '2024-03-02')).toBe(true);
    // A bound inside a day means that day.
    expect(run(filter('GTE', { numberValue: day('2024-03-01') + 5_000 }), '2024-03-01')).toBe(true);
    expect(run(filter('LTE', { numberValue: day('2024-03-01') + 5_000 }), '2024-03-01')).toBe(true);
  });

  it('read the bound from strValue when numberValue is missing or the 0 default', () => {
    expect(run(filter('GT', { strValue: '10' }), '11')).toBe(true);
    expect(run(wireLikeFilter('GT', { strValue: '10' }), '5')).toBe(false);
    expect(run(wireLikeFilter('GT', { numberValue: 0 }), '5')).toBe(true);
    expect(run(wireLikeFilter('LT', { strValue: '2024-03-01' }), '2024-02-01')).toBe(true);
  });

  it('do not hold for values that are not numbers or dates, or without a bound', () => {
    expect(run(filter('GT', { numberValue: 1 }), 'lots')).toBe(false);
    expect(run(filter('LT', { numberValue: 1 }), ['0'])).toBe(false);
    expect(run(filter('LT', { numberValue: 1 }), true)).toBe(false);
    expect(run(filter('LT'), '0')).toBe(false);
  });
});

describe('BETWEEN and NOT_BETWEEN', () => {
  it('include both bounds, in either order', () => {
    expect(run(filter('BETWEEN', { numberValues: [1, 5] }), '1')).toBe(true);
    expect(run(filter('BETWEEN', { numberValues: [1, 5] }), '5')).toBe(true);
    expect(run(filter('BETWEEN', { numberValues: [5, 1] }), '3')).toBe(true);
    expect(run(filter('BETWEEN', { numberValues: [1, 5] }), '6')).toBe(false);
    expect(run(filter('NOT_BETWEEN', { numberValues: [1, 5] }), '6')).toBe(true);
    expect(run(filter('NOT_BETWEEN', { numberValues: [1, 5] }), '3')).toBe(false);
  });

  it('compare dates by day', () => {
    const range = { numberValues: [day('2024-01-01'), day('2024-01-31') + 1_000] };
    expect(run(filter('BETWEEN', range), '2024-01-31')).toBe(true);
    expect(run(filter('BETWEEN', range), '2024-02-01')).toBe(false);
    expect(run(filter('NOT_BETWEEN', range), '2023-12-31')).toBe(true);
  });

  it('fall back to two strValues', () => {
    expect(run(filter('BETWEEN', { strValues: ['10', '20'] }), '15')).toBe(true);
  });

  it('do not hold (either way) without two bounds or a comparable value', () => {
    expect(run(filter('BETWEEN', { numberValues: [1] }), '1')).toBe(false);
    expect(run(filter('NOT_BETWEEN', { numberValues: [1] }), '9')).toBe(false);
    expect(run(filter('NOT_BETWEEN', { numberValues: [1, 5] }), 'abc')).toBe(false);
  });
});

describe('WITHIN_TIME (within the last N days or weeks)', () => {
  it('holds from N days before today up to today', () => {
    const lastWeek = filter('WITHIN_TIME', { numberValue: 7, strValue: 'DAYS' });
    expect(run(lastWeek, '2024-03-15')).toBe(true);
    expect(run(lastWeek, '2024-03-08')).toBe(true);
    expect(run(lastWeek, '2024-03-07')).toBe(false);
    expect(run(lastWeek, '2024-03-16')).toBe(false);
  });

  it('counts weeks as seven days and reads the unit in any case', () => {
    const twoWeeks = filter('WITHIN_TIME', { numberValue: 2, strValue: 'weeks' });
    expect(run(twoWeeks, '2024-03-01')).toBe(true);
    expect(run(twoWeeks, '2024-02-29')).toBe(false);
  });

  it('uses the UTC day of now', () => {
    const today = filter('WITHIN_TIME', { numberValue: 0, strValue: 'DAYS' });
    expect(run(today, '2024-03-15', Date.UTC(2024, 2, 15, 23, 59))).toBe(true);
    expect(run(today, '2024-03-15', Date.UTC(2024, 2, 16, 0, 1))).toBe(false);
  });

  it('does not hold for a non-date, an unknown unit or a missing or negative amount', () => {
    expect(run(filter('WITHIN_TIME', { numberValue: 7, strValue: 'DAYS' }), 'yesterday')).toBe(false);
    expect(run(filter('WITHIN_TIME', { numberValue: 7, strValue: 'MONTHS' }), '2024-03-14')).toBe(false);
    expect(run(filter('WITHIN_TIME', { strValue: 'DAYS' }), '2024-03-14')).toBe(false);
    expect(run(filter('WITHIN_TIME', { numberValue: -1, strValue: 'DAYS' }), '2024-03-14')).toBe(false);
  });
});

describe('set operators', () => {
  const picked = ['Product', 'Pricing'];

  it('SET_ALL', () => {
    expect(run(filter('SET_ALL', { strValues: ['product', 'PRICING'] }), picked)).toBe(true);
    expect(run(filter('SET_ALL', { strValues: ['Product', 'Support'] }), picked)).toBe(false);
  });

  it('SET_ANY', () => {
    expect(run(filter('SET_ANY', { strValues: ['Support', 'Pricing'] }), picked)).toBe(true);
    expect(run(filter('SET_ANY', { strValues: ['Support'] }), picked)).toBe(false);
    // A single-value field is a set of one.
    expect(run(filter('SET_ANY', { strValues: ['United States', 'Canada'] }), 'Canada')).toBe(true);
  });

  it('SET_EQ', () => {
    expect(run(filter('SET_EQ', { strValues: ['Pricing', 'Product'] }), picked)).toBe(true);
    expect(run(filter('SET_EQ', { strValues: ['Pricing'] }), picked)).toBe(false);
    expect(run(filter('SET_EQ', { strValues: ['Pricing', 'Product', 'Support'] }), picked)).toBe(false);
  });

  it('SET_NOT_ALL and NOT_SET_ALL', () => {
    expect(run(filter('SET_NOT_ALL', { strValues: ['Product', 'Support'] }), picked)).toBe(true);
    expect(run(filter('SET_NOT_ALL', { strValues: ['Product'] }), picked)).toBe(false);
    expect(run(filter('NOT_SET_ALL', { strValues: ['Support'] }), picked)).toBe(true);
  });

  it('SET_NOT_ANY and NOT_SET_ANY', () => {
    expect(run(filter('SET_NOT_ANY', { strValues: ['Support'] }), picked)).toBe(true);
    expect(run(filter('SET_NOT_ANY', { strValues: ['Support', 'product'] }), picked)).toBe(false);
    expect(run(filter('NOT_SET_ANY', { strValues: ['Pricing'] }), picked)).toBe(false);
  });

  it('SET_NOT_EQ and NOT_SET_EQ', () => {
    expect(run(filter('SET_NOT_EQ', { strValues: ['Product'] }), picked)).toBe(true);
    expect(run(filter('SET_NOT_EQ', { strValues: ['Product', 'Pricing'] }), picked)).toBe(false);
    expect(run(filter('NOT_SET_EQ', { strValues: ['Product'] }), picked)).toBe(true);
  });

  it('split text values and a lone strValue on semicolons', () => {
    expect(run(filter('SET_ALL', { strValues: ['a', 'b'] }), 'a;b;c')).toBe(true);
    expect(run(filter('SET_ANY', { strValue: 'x;b' }), ['b'])).toBe(true);
    expect(run(filter('SET_ANY', { strValues: ['true'] }), true)).toBe(true);
  });

  it('do not hold (nor their negations) when the filter lists no values', () => {
    for (const operator of ['SET_ALL', 'SET_ANY', 'SET_EQ', 'SET_NOT_ALL', 'SET_NOT_ANY', 'SET_NOT_EQ']) {
      expect(run(wireLikeFilter(operator), picked), operator).toBe(false);
    }
  });
});

describe('IS_NOT_EMPTY', () => {
  it('holds for any answer', () => {
    expect(run(filter('IS_NOT_EMPTY'), 'x')).toBe(true);
    expect(run(filter('IS_NOT_EMPTY'), ['a'])).toBe(true);
    expect(run(filter('IS_NOT_EMPTY'), true)).toBe(true);
    expect(run(filter('IS_NOT_EMPTY'), [{ name: 'cv.pdf', size: 10 }])).toBe(true);
  });

  it('does not hold for no answer', () => {
    expect(run(filter('IS_NOT_EMPTY'), '  ')).toBe(false);
    expect(run(filter('IS_NOT_EMPTY'), [])).toBe(false);
    expect(run(filter('IS_NOT_EMPTY'), false)).toBe(false);
  });
});

describe('file values', () => {
  it('compare by file name', () => {
    expect(run(filter('STR_ENDS_WITH', { strValue: '.pdf' }), [{ name: 'cv.PDF', size: 1 }])).toBe(true);
  });
});
