import { BENCH_GOALS } from './goals';
import { AFTER_READY_MS } from './report-marks';
import type { StartupFigures, StartupTimes } from './startup';

export type TableRow = [measure: string, figure: string, goal: string];

const MEASURES: { key: keyof StartupTimes; name: string; goalRatio?: number }[] = [
  { key: 'firstField', name: 'first field visible' },
  { key: 'wholeFormVisible', name: 'whole form visible', goalRatio: BENCH_GOALS.wholeFormVisibleRatio },
  { key: 'ready', name: 'ready (onFormReady; floor: first commit)', goalRatio: BENCH_GOALS.readyRatio },
];

const ms = (value: number) => `${value.toFixed(0)} ms`;
const ratio = (value: number) => `x${value.toFixed(2)}`;
export const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

/**
 * The startup table's rows: per form size, one row per measure with the embed framed and in the
 * page beside the floor, as ratios to it, judged against the goals at the judged size, and the
 * longest task after ready in milliseconds (the floor's is often none, a ratio to it meaningless); then how
 * many pages first painted the host's markup (a host that answered without markup would leave
 * the visible figures measuring client rendering) and how many of those React took over without
 * rendering the form afresh. `browser` names how the pages were opened, when not in Playwright's
 * browser (`StartupBrowser`).
 */
export function startupRows(figures: readonly StartupFigures[], browser?: string): TableRow[] {
  const rows: TableRow[] = [];
  const inBrowser = (measure: string) => (browser ? `${browser}: ${measure}` : measure);
  for (const { fieldCount, medians, longestTaskAfterReady, runs } of figures) {
    for (const [index, { key, name, goalRatio }] of MEASURES.entries()) {
      const floor = medians.floor[key];
      const framed = medians.framed[key] / floor;
      const inPage = medians['in page'][key] / floor;
      const judged = goalRatio !== undefined && fieldCount === BENCH_GOALS.startupFieldCount;
      rows.push([
        inBrowser(`${fieldCount} fields, ${name}${index === 0 ? ` (median of ${runs})` : ''}`),
        `framed ${ms(medians.framed[key])} ${ratio(framed)}, in page ${ms(medians['in page'][key])} ${ratio(inPage)}; floor ${ms(floor)}`,
        judged ? `≤ x${goalRatio}: framed ${verdict(framed <= goalRatio)}, in page ${verdict(inPage <= goalRatio)}` : '',
      ]);
    }
    rows.push([
      inBrowser(`${fieldCount} fields, longest task in the ${AFTER_READY_MS / 1000} s after ready (what a key pressed then waits for; 0: none of 50 ms)`),
      `framed ${ms(longestTaskAfterReady.framed)}, in page ${ms(longestTaskAfterReady['in page'])}; floor ${ms(longestTaskAfterReady.floor)}`,
      '',
    ]);
  }
  const painted = figures.map(({ fieldCount, fromMarkup, runs }) => `${fieldCount}: ${fromMarkup.framed}/${runs}, ${fromMarkup['in page']}/${runs}`);
  const everyPage = figures.every(({ fromMarkup, runs }) => fromMarkup.framed === runs && fromMarkup['in page'] === runs);
  rows.push([inBrowser("pages that first painted the host's markup (framed, in page)"), painted.join('; '), `every page: ${verdict(everyPage)}`]);
  const kept = figures.map(({ fieldCount, fromMarkup, keptMarkup }) => `${fieldCount}: ${keptMarkup.framed}/${fromMarkup.framed}, ${keptMarkup['in page']}/${fromMarkup['in page']}`);
  const keptEvery = figures.every(({ fromMarkup, keptMarkup }) => keptMarkup.framed === fromMarkup.framed && keptMarkup['in page'] === fromMarkup['in page']);
  rows.push([inBrowser('of those, taken over in place (the painted elements kept)'), kept.join('; '), `every one: ${verdict(keptEvery)}`]);
  return rows;
}
