import { describe, expect, it } from 'vitest';
import { DATE_YEARS_AHEAD, MIN_DATE, maxDate } from '../../../src/core/validation/date-range';

describe('date range', () => {
  it('starts on 1900-01-01 and reaches ten years ahead (spec section 9)', () => {
    expect(MIN_DATE).toBe('1900-01-01');
    expect(DATE_YEARS_AHEAD).toBe(10);
  });

  it('ends on January 1 ten years after the current year', () => {
    expect(maxDate(new Date(Date.UTC(2024, 5, 15, 12)))).toBe('2034-01-01');
    expect(maxDate(new Date(Date.UTC(2030, 6, 1)))).toBe('2040-01-01');
  });
});
