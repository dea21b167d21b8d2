import { describe, expect, it } from 'vitest';
import { DATE_YEARS_AHEAD, MIN_DATE, dateBounds, maxDate } from '../../../src/core/validation/date-range';

describe('date range', () => {
  it('starts on 1900-01-01 and reaches ten years ahead (spec section 9)', () => {
    expect(MIN_DATE).toBe('1900-01-01');
    expect(DATE_YEARS_AHEAD).toBe(10);
  });

  it('ends on January 1 ten years after the current year', () => {
    expect(maxDate(new Date(Date.UTC(2024, 5, 15, 12)))).toBe('2034-01-01');
    expect(maxDate(new Date(Date.UTC(2030, 6, 1)))).toBe('2040-01-01');
  });

  it("narrows the range to the field's 'from:to:true' days, keeping the spec's range for an end left open, unreadable or beyond it", () => {
    const now = new Date(Date.UTC(2024, 5, 15));
    expect(dateBounds('', now)).toEqual([MIN_DATE, '2034-01-01']);
    expect(dateBounds('2024-07-01:2024-07-31:true', now)).toEqual(['2024-07-01', '2024-07-31']);
    expect(dateBounds(':2024-07-31:true', now)).toEqual([MIN_DATE, '2024-07-31']);
    expect(dateBounds('2024-07-01:2024-07-31:false', now)).toEqual([MIN_DATE, '2034-01-01']);
    expect(dateBounds('1800-01-01:2099-01-01:true', now)).toEqual([MIN_DATE, '2034-01-01']);
    expect(dateBounds('1 July:2024-7-31:true', now)).toEqual([MIN_DATE, '2034-01-01']);
  });
});
