import { describe, expect, it } from 'vitest';
import {
  timestampToUtcDate, utcDateDaysBefore, utcDateToTimestamp, wireDateToUtcDate,
} from '../../src/core/utc-date';

describe('timestampToUtcDate', () => {
  it('gives the UTC day of a millisecond timestamp', () => {
    expect(timestampToUtcDate(0)).toBe('1970-01-01');
    expect(timestampToUtcDate(Date.UTC(2024, 1, 29))).toBe('2024-02-29');
    // 23:59:59.999 UTC is still that day, whatever the local zone of the machine.
    expect(timestampToUtcDate(Date.UTC(2023, 11, 31, 23, 59, 59, 999))).toBe('2023-12-31');
    expect(timestampToUtcDate(Date.UTC(2024, 0, 1, 0, 0, 0, 1))).toBe('2024-01-01');
  });

  it('handles timestamps before 1970 and pads small years', () => {
    expect(timestampToUtcDate(-86_400_000)).toBe('1969-12-31');
    expect(timestampToUtcDate(Date.UTC(1900, 0, 1))).toBe('1900-01-01');
    const year5 = new Date(0);
    year5.setUTCFullYear(5, 0, 2);
    expect(timestampToUtcDate(year5.getTime())).toBe('0005-01-02');
  });

  it('is undefined for non-finite timestamps and years outside 0-9999', () => {
    expect(timestampToUtcDate(Number.NaN)).toBeUndefined();
    expect(timestampToUtcDate(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(timestampToUtcDate(8.64e15 + 1)).toBeUndefined();
    expect(timestampToUtcDate(Date.UTC(10000, 0, 1))).toBeUndefined();
    expect(timestampToUtcDate(Date.UTC(-1, 0, 1))).toBeUndefined();
  });
});

describe('utcDateToTimestamp', () => {
  it('gives midnight UTC of a strict YYYY-MM-DD day', () => {
    expect(utcDateToTimestamp('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(utcDateToTimestamp('1970-01-01')).toBe(0);
  });

  it('refuses days that do not exist and other shapes', () => {
    for (const value of ['2023-02-29', '2024-02-30', '2024-13-01', '2024-00-10', '2024-04-31', '2024-1-01',
      '24-01-01', '2024/01/01', '2024-01-01T00:00:00Z', ' 2024-01-01', '', '0099-01-01']) {
      expect(utcDateToTimestamp(value), value).toBeUndefined();
    }
  });
});

describe('utcDateDaysBefore', () => {
  it('counts whole days back and forth from a moment', () => {
    const now = Date.UTC(2024, 2, 1, 15, 30);
    expect(utcDateDaysBefore(now, 0)).toBe('2024-03-01');
    expect(utcDateDaysBefore(now, 1)).toBe('2024-02-29');
    expect(utcDateDaysBefore(now, 14)).toBe('2024-02-16');
    expect(utcDateDaysBefore(now, -1)).toBe('2024-03-02');
  });
});

describe('wireDateToUtcDate', () => {
  it('keeps a strict date (trimmed)', () => {
    expect(wireDateToUtcDate('2024-05-17')).toBe('2024-05-17');
    expect(wireDateToUtcDate(' 2024-05-17 ')).toBe('2024-05-17');
  });

  it('converts millisecond timestamps, as numbers or digit strings, to their UTC day', () => {
    expect(wireDateToUtcDate(1_715_904_000_000)).toBe('2024-05-17');
    expect(wireDateToUtcDate('1715904000000')).toBe('2024-05-17');
    expect(wireDateToUtcDate('1715990399999')).toBe('2024-05-17');
    expect(wireDateToUtcDate('-86400000')).toBe('1969-12-31');
  });

  it('is undefined for anything else', () => {
    for (const value of ['2024-02-30', '17/05/2024', 'tomorrow', '1.5e12', '', '12abc']) {
      expect(wireDateToUtcDate(value), value).toBeUndefined();
    }
    expect(wireDateToUtcDate(Number.NaN)).toBeUndefined();
  });
});
