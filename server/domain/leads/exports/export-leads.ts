import type { Writable } from 'node:stream';
import type { FormDefinition } from '../../../../src/core/form-definition.js';
import type { LeadSelection, LeadStore, StoredLead } from '../../../storage/lead-store.js';
import { formLeadSelection, type LeadFilter } from '../lead-query.js';
import { ExportColumnSurvey, type HeaderStyle } from './export-columns.js';
import { writeSubmissionsCsv } from './leads-csv.js';
import { writeSubmissionsXlsx } from './leads-xlsx.js';

/** Leads read per query while exporting: memory holds one batch, whatever the export's size. */
export const EXPORT_BATCH = 500;

export const EXPORT_FORMATS = {
  csv: { contentType: 'text/csv; charset=utf-8', extension: '.csv', write: writeSubmissionsCsv },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: '.xlsx', write: writeSubmissionsXlsx },
} as const;
export type ExportFormat = keyof typeof EXPORT_FORMATS;

export interface ExportOptions {
  format: ExportFormat;
  headers: HeaderStyle;
  /** The form's definition, for the column labels; undefined: columns headed by name. */
  definition: FormDefinition | undefined;
  /** Leads per query (default `EXPORT_BATCH`). */
  batchSize?: number;
}

/** Characters that no file name may hold on common systems. */
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\x00-\x1f\x7f]+/g;
const MAX_NAME_LENGTH = 100;

/**
 * The name an owner's export is saved under: the form's name and the day it was made (UTC),
 * as `Contact us leads 2026-03-10.csv`; characters a file system refuses become spaces.
 */
export function exportFileName(formName: string, at: Date, format: ExportFormat): string {
  const name = formName.replace(UNSAFE_IN_FILE_NAME, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_NAME_LENGTH).trim() || 'form';
  return `${name} leads ${at.toISOString().slice(0, 10)}${EXPORT_FORMATS[format].extension}`;
}

/** An export whose columns are decided, ready to be written. */
export interface PreparedExport {
  contentType: string;
  /** `submissions-{formId}.csv` or `.xlsx`. */
  fileName: string;
  /** Writes the whole file to `output` (and ends it), reading the leads a batch at a time. */
  writeTo(output: Writable): Promise<void>;
}

/** The selected leads with ids up to `upToId`, oldest first, `batchSize` at a time. */
async function* leadBatches(store: LeadStore, selection: LeadSelection, upToId: number, batchSize: number): AsyncGenerator<StoredLead[]> {
  for (let afterId = 0; ; ) {
    const batch = await store.batch(selection, { afterId, upToId, limit: batchSize });
    if (batch.length > 0) yield batch;
    const last = batch.at(-1);
    if (last === undefined || batch.length < batchSize) return;
    afterId = last.id;
  }
}

/**
 * Prepares an export of the leads `filter` selects (it must name a form), oldest first: a first pass over them (a batch
 * at a time) decides the columns (server/domain/leads/exports/export-columns.ts), so the file is the
 * same as one built from every row at once; the second pass, `writeTo`, writes them. Both
 * passes stop at the newest lead there was when the export began, so a lead stored meanwhile
 * never arrives without its columns.
 */
export async function exportLeads(store: LeadStore, filter: LeadFilter, options: ExportOptions): Promise<PreparedExport> {
  const selection = formLeadSelection(filter, 'an export');
  const batchSize = options.batchSize ?? EXPORT_BATCH;
  const upToId = await store.lastId(selection);
  const survey = new ExportColumnSurvey();
  for await (const batch of leadBatches(store, selection, upToId, batchSize)) survey.add(batch);
  const columns = survey.columns(options.definition, options.headers);
  const format = EXPORT_FORMATS[options.format];
  return {
    contentType: format.contentType,
    fileName: `submissions-${selection.formId}${format.extension}`,
    writeTo: (output) => format.write(columns, leadBatches(store, selection, upToId, batchSize), output),
  };
}
