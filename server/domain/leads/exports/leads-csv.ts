import type { Writable } from 'node:stream';
import type { StoredSubmission } from '../../../storage/submission-store.js';
import type { ExportColumn } from './export-columns.js';
import { endOutput, writeChunk } from './export-output.js';

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

/** One CSV record, CRLF-ended. */
function csvRecord(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * Submissions as a CSV document (server/domain/leads/exports/export-columns.ts gives the columns),
 * written to `output` as the batches come: the UTF-8 byte-order mark and the header row, then
 * one row per submission in the order given, CRLF after every row; every cell (headers too)
 * guarded and quoted by `csvCell`, times as ISO 8601. Waits whenever `output` asks to.
 */
export async function writeSubmissionsCsv(
  columns: readonly ExportColumn[],
  batches: AsyncIterable<readonly StoredSubmission[]>,
  output: Writable,
): Promise<void> {
  await writeChunk(output, `${UTF8_BOM}${csvRecord(columns.map((column) => column.header))}`);
  for await (const batch of batches) {
    let text = '';
    for (const submission of batch) text += csvRecord(columns.map((column) => column.cell(submission)));
    if (text !== '') await writeChunk(output, text);
  }
  await endOutput(output);
}
