import { PassThrough } from 'node:stream';
import type { StoredSubmission } from '../../../server/storage/submission-store.js';
import type { ExportColumn } from '../../../server/domain/leads/exports/export-columns.js';
import { writeSubmissionsCsv } from '../../../server/domain/leads/exports/leads-csv.js';
import { writeSubmissionsXlsx } from '../../../server/domain/leads/exports/leads-xlsx.js';

/** Rows as the batches an export reads, `size` at a time. */
export async function* inBatches<Row>(rows: readonly Row[], size = 2): AsyncGenerator<Row[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** Everything a writer writes to its output, once it has ended it. */
export async function written(write: (output: PassThrough) => Promise<void>): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => output.on('end', resolve));
  await write(output);
  await ended;
  return Buffer.concat(chunks);
}

/** The CSV of `rows` under `columns`, as the streaming writer writes it (two rows a batch). */
export async function csvText(columns: readonly ExportColumn[], rows: readonly StoredSubmission[]): Promise<string> {
  return (await written((output) => writeSubmissionsCsv(columns, inBatches(rows), output))).toString('utf8');
}

/** The XLSX file of `rows` under `columns`, as the streaming writer writes it. */
export function xlsxBytes(columns: readonly ExportColumn[], rows: readonly StoredSubmission[]): Promise<Buffer> {
  return written((output) => writeSubmissionsXlsx(columns, inBatches(rows), output));
}
