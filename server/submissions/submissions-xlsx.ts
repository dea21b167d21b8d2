import { PassThrough } from 'node:stream';
import type { StoredSubmission } from '../storage/submission-store.js';
import type { ExportColumn } from './export-columns.js';

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
function columnWidth(column: ExportColumn, submissions: readonly StoredSubmission[]): number {
  if (column.kind === 'time') return Math.max(DATE_WIDTH, column.header.length + 2);
  let longest = column.header.length;
  for (const submission of submissions) {
    for (const line of column.cell(submission).split('\n')) longest = Math.max(longest, line.length);
    if (longest >= MAX_WIDTH) break;
  }
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
}

/** A cell's value: every text a string cell (never a formula, whatever it starts with), a time a date, nothing an empty cell. */
function cellValue(column: ExportColumn, submission: StoredSubmission): string | Date | null {
  const text = column.cell(submission);
  if (text === '') return null;
  return column.kind === 'time' ? new Date(text) : fitCell(text);
}

/**
 * Submissions as an XLSX workbook (columns from server/submissions/export-columns.ts): one
 * sheet, a bold header row kept in view (frozen), each row written and committed in turn.
 * Values are typed string cells, so a spreadsheet shows `+1 (555) 010-9999` or `=1+1` exactly
 * as typed and never runs it; times are date cells (UTC).
 */
export async function submissionsXlsx(columns: readonly ExportColumn[], submissions: readonly StoredSubmission[]): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  // Loaded on the first export, not when the host starts (it takes a good tenth of a second).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: true, useStyles: true });
  const sheet = workbook.addWorksheet('Submissions', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ key: column.name, width: columnWidth(column, submissions) }));
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  for (const submission of submissions) {
    const row = sheet.addRow(columns.map((column) => cellValue(column, submission)));
    columns.forEach((column, index) => {
      if (column.kind === 'time') row.getCell(index + 1).numFmt = XLSX_DATE_FORMAT;
    });
    row.commit();
  }
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}
