import { describe, expect, it } from 'vitest';
import { startupRows } from '../../../scripts/bench/startup-rows';
import { startupMedians, type StartupFigures, type StartupTimes } from '../../../scripts/bench/startup';

const times = (firstField: number, wholeFormVisible: number, ready: number): StartupTimes => ({ firstField, wholeFormVisible, ready });

function figures(fieldCount: number, framed: StartupTimes, inPage: StartupTimes, floor: StartupTimes, painted = 9, kept = painted): StartupFigures {
  return {
    fieldCount,
    runs: 9,
    medians: { framed, 'in page': inPage, floor },
    longestTaskAfterReady: { framed: 64.4, 'in page': 0, floor: 0 },
    fromMarkup: { framed: painted, 'in page': painted, floor: 0 },
    keptMarkup: { framed: kept, 'in page': kept, floor: 0 },
  };
}

describe('startupRows', () => {
  it('gives each size a row per measure, framed and in page beside the floor with their ratios', () => {
    const rows = startupRows([figures(20, times(60, 60, 150), times(50, 50, 120), times(100, 100, 100))]);
    expect(rows.slice(0, 3)).toEqual([
      ['20 fields, first field visible (median of 9)', 'framed 60 ms x0.60, in page 50 ms x0.50; floor 100 ms', ''],
      ['20 fields, whole form visible', 'framed 60 ms x0.60, in page 50 ms x0.50; floor 100 ms', ''],
      ['20 fields, ready (onFormReady; floor: first commit)', 'framed 150 ms x1.50, in page 120 ms x1.20; floor 100 ms', ''],
    ]);
  });

  it('gives each size the longest task after ready in milliseconds, beside the floor\'s (often none: no ratio)', () => {
    const rows = startupRows([figures(200, times(1, 1, 1), times(1, 1, 1), times(1, 1, 1))]);
    expect(rows[3]).toEqual([
      '200 fields, longest task in the 1 s after ready (what a key pressed then waits for; 0: none of 50 ms)',
      'framed 64 ms, in page 0 ms; floor 0 ms',
      '',
    ]);
  });

  it('judges whole form visible against x0.8 and ready against x1.25 of the floor at 200 fields, each variant apart', () => {
    const rows = startupRows([figures(200, times(70, 90, 130), times(60, 80, 120), times(100, 100, 100))]);
    expect(rows.map((row) => row[2]).slice(0, 3)).toEqual(['', '≤ x0.8: framed MISSED, in page met', '≤ x1.25: framed MISSED, in page met']);
  });

  it('counts the pages that painted the host markup first and those whose elements React kept', () => {
    const allKept = startupRows([figures(20, times(1, 1, 1), times(1, 1, 1), times(1, 1, 1)), figures(200, times(1, 1, 1), times(1, 1, 1), times(1, 1, 1))]);
    expect(allKept.slice(-2)).toEqual([
      ["pages that first painted the host's markup (framed, in page)", '20: 9/9, 9/9; 200: 9/9, 9/9', 'every page: met'],
      ['of those, taken over in place (the painted elements kept)', '20: 9/9, 9/9; 200: 9/9, 9/9', 'every one: met'],
    ]);
    const replaced = startupRows([figures(200, times(1, 1, 1), times(1, 1, 1), times(1, 1, 1), 7, 2)]);
    expect(replaced.slice(-2).map((row) => [row[1], row[2]])).toEqual([
      ['200: 7/9, 7/9', 'every page: MISSED'],
      ['200: 2/7, 2/7', 'every one: MISSED'],
    ]);
  });

  it('names the browser the pages were opened in on every row, when they were not in Playwright\'s', () => {
    const rows = startupRows([figures(200, times(1, 1, 1), times(1, 1, 1), times(1, 1, 1))], "visitor's browser");
    expect(rows.map((row) => row[0])).toEqual([
      "visitor's browser: 200 fields, first field visible (median of 9)",
      "visitor's browser: 200 fields, whole form visible",
      "visitor's browser: 200 fields, ready (onFormReady; floor: first commit)",
      "visitor's browser: 200 fields, longest task in the 1 s after ready (what a key pressed then waits for; 0: none of 50 ms)",
      "visitor's browser: pages that first painted the host's markup (framed, in page)",
      "visitor's browser: of those, taken over in place (the painted elements kept)",
    ]);
  });
});

describe('startupMedians', () => {
  it('takes the median of each measure on its own', () => {
    expect(startupMedians([times(3, 30, 300), times(1, 50, 100), times(2, 10, 200)])).toEqual(times(2, 30, 200));
  });
});
