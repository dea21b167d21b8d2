import type { Writable } from 'node:stream';
import type { StoredSubmission } from '../../../storage/submission-store.js';
import type { ExportColumn } from './export-columns.js';
import { outputAbandoned, outputReady } from './export-output.js';

/** The most characters a spreadsheet cell holds (Excel reports a longer one as a damaged file). */
export const XLSX_CELL_LIMIT = 32_767;
export const XLSX_DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const MIN_WIDTH = 10;
const MAX_WIDTH = 60;
const DATE_WIDTH = 20;

/** A text cut to fit a cell, saying so in its last characters (the CSV and the JSON keep it whole). */
export function fitCell(text: string): string {
  if (text.length <= XLSX_CELL_LIMIT) return text;
  const note = ` [… cut: ${text.length.toLocaleString('en-US')} characters in all; the CSV export has the whole text]`;
  let end = XLSX_CELL_LIMIT - note.length;
  // Never split a character that takes two UTF-16 units.
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}${note}`;
}

/** The width of a column: its longest line (header or cell), within bounds. */
function columnWidth(column: ExportColumn): number {
  if (column.kind === 'time') return Math.max(DATE_WIDTH, column.header.length + 2);
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.max(column.header.length, column.longestLine) + 2));
}

/** A cell's value: every text a string cell (never a formula, whatever it starts with), a time a date, nothing an empty cell. */
function cellValue(column: ExportColumn, submission: StoredSubmission): string | Date | null {
  const text = column.cell(submission);
  if (text === '') return null;
  return column.kind === 'time' ? new Date(text) : fitCell(text);
}

/**
 * Waits until the zip compressor has taken in the rows the sheet was given. exceljs's streaming
 * sheet keeps rows in a buffer of its own (`stream`) and hands them to the compressor (its
 * `pipes`) without heeding its backpressure, so without this wait a fast reader of the database
 * would pile the whole uncompressed sheet up in memory. (exceljs has no public way to ask.)
 */
async function sheetWritten(sheet: object): Promise<void> {
  const compressors = (sheet as { stream?: { pipes?: unknown } }).stream?.pipes;
  if (!Array.isArray(compressors)) return;
  for (const compressor of compressors as Writable[]) await outputReady(compressor);
}

/**
 * Submissions as an XLSX workbook (columns from server/domain/leads/exports/export-columns.ts), written
 * to `output` as the batches come (exceljs's streaming writer): one sheet, a bold header row
 * kept in view (frozen), each row written and committed in turn. Values are typed string cells
 * written in place (no shared-strings table, which would hold every distinct text until the
 * end), so a spreadsheet shows `+1 (555) 010-9999` or `=1+1` exactly as typed and never runs it;
 * times are date cells (UTC). After each batch it waits while `output` holds more than it wants.
 */
export async function writeSubmissionsXlsx(
  columns: readonly ExportColumn[],
  batches: AsyncIterable<readonly StoredSubmission[]>,
  output: Writable,
): Promise<void> {
  // Loaded on the first export, not when the host starts (it takes a good tenth of a second).
  const { default: ExcelJS } = await import('exceljs');
  const finished = new Promise<void>((resolve, reject) => {
    output.once('finish', resolve);
    output.once('error', reject);
  });
  // Awaited only at the end: an output that fails before then must not be an unhandled rejection.
  finished.catch(() => undefined);
  const abandoned = outputAbandoned(output);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet('Submissions', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ key: column.name, width: columnWidth(column) }));
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  for await (const batch of batches) {
    for (const submission of batch) {
      const row = sheet.addRow(columns.map((column) => cellValue(column, submission)));
      columns.forEach((column, index) => {
        if (column.kind === 'time') row.getCell(index + 1).numFmt = XLSX_DATE_FORMAT;
      });
      row.commit();
    }
    await Promise.race([sheetWritten(sheet), abandoned]);
    await outputReady(output);
  }
  await workbook.commit();
  await finished;
}
