import type { StartupTimes } from './startup';

/** Where a bench page posts what it measured. */
export const MARKS_PATH = '/marks';

/** What a bench page posts once its form is visible and ready, in the page's clock (ms since navigation start). */
export interface ReportedMarks extends StartupTimes {
  firstFieldFromMarkup: boolean;
  /** The first field painted is still in the page once the form is ready (taken over in place). */
  firstFieldKept: boolean;
  /**
   * The longest task (50 ms or more, the browser's long tasks) that began in the
   * `AFTER_READY_MS` after ready, 0 when none did: what a key pressed then may wait for.
   */
  longestTaskAfterReady: number;
}

/** How long after ready a page watches for long tasks before it posts its marks. */
export const AFTER_READY_MS = 1000;

/**
 * A script that posts the page's marks (`paint-watch.ts`'s, and the `readyAt` the page sets) to
 * `MARKS_PATH` once all three are there and `AFTER_READY_MS` more have passed, with the longest
 * of the page's long tasks that began in that while (the browser keeps those from the page's
 * start): how a page opened with no DevTools protocol attached (`visitor-browser.ts`) hands its
 * figures back. It looks every 50 ms, in tasks of its own, so it is not in the frames it measures.
 */
export function reportMarksScript(): string {
  return `<script>(function () {
  // A browser that keeps no long tasks posts none, rather than a longest of 0.
  var longTasks = [], watching = true;
  try {
    new PerformanceObserver(function (list) { longTasks.push.apply(longTasks, list.getEntries()); }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    watching = false;
  }
  function post() {
    var w = window, end = w.readyAt + ${AFTER_READY_MS}, longest = 0;
    longTasks.forEach(function (task) { if (task.startTime >= w.readyAt && task.startTime < end) longest = Math.max(longest, task.duration); });
    fetch(${JSON.stringify(MARKS_PATH)}, { method: 'POST', body: JSON.stringify({
      firstField: w.firstFieldAt, wholeFormVisible: w.wholeFormAt, ready: w.readyAt,
      firstFieldFromMarkup: w.firstFieldFromMarkup === true,
      firstFieldKept: !!(w.firstFieldElement && w.firstFieldElement.isConnected),
      longestTaskAfterReady: watching ? longest : null
    }) });
  }
  function check() {
    var w = window;
    if (typeof w.readyAt !== 'number' || typeof w.firstFieldAt !== 'number' || typeof w.wholeFormAt !== 'number') return setTimeout(check, 50);
    setTimeout(post, Math.max(0, w.readyAt + ${AFTER_READY_MS} - performance.now()));
  }
  setTimeout(check, 50);
})();</script>`;
}

/** Reads what a page posted, naming what is missing. */
export function readReportedMarks(body: string): ReportedMarks {
  const marks = JSON.parse(body) as Partial<ReportedMarks>;
  for (const key of ['firstField', 'wholeFormVisible', 'ready', 'longestTaskAfterReady'] as const) {
    if (typeof marks[key] !== 'number') throw new Error(`the page posted no ${key} time: ${body}`);
  }
  return marks as ReportedMarks;
}
