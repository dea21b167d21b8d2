import type { StoredSubmission } from '../storage/submission-store.js';
import type { ExportColumn } from './export-columns.js';

/** Starts the file so that spreadsheets read it as UTF-8 (accented names stay whole). */
export const UTF8_BOM = '\uFEFF';

/** Characters that make a spreadsheet read a cell as a formula (and tab/CR, which some also strip). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell (RFC 4180): a value a spreadsheet would run as a formula gets a leading `'`;
 * a value holding a comma, a quote, CR or LF is quoted, its quotes doubled.
 */
export function csvCell(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/**
 * Submissions as a CSV document (server/submissions/export-columns.ts gives the columns): the
 * UTF-8 byte-order mark, a header row, one row per submission in the order given, CRLF after
 * every row; every cell (headers too) guarded and quoted by `csvCell`, times as ISO 8601.
 */
export function submissionsCsv(columns: readonly ExportColumn[], submissions: readonly StoredSubmission[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const submission of submissions) lines.push(columns.map((column) => csvCell(column.cell(submission))).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
