import { describe, expect, it } from 'vitest';
import { readReportedMarks } from '../../../scripts/bench/report-marks';

describe('readReportedMarks', () => {
  it('reads what a page posted', () => {
    const marks = { firstField: 10, wholeFormVisible: 20, ready: 30, firstFieldFromMarkup: true, firstFieldKept: true, longestTaskAfterReady: 0 };
    expect(readReportedMarks(JSON.stringify(marks))).toEqual(marks);
  });

  it('names the time a page did not post', () => {
    expect(() => readReportedMarks('{"firstField":10,"ready":30}')).toThrow('the page posted no wholeFormVisible time');
    expect(() => readReportedMarks('{"firstField":10,"wholeFormVisible":20,"ready":30}')).toThrow('the page posted no longestTaskAfterReady time');
  });
});
