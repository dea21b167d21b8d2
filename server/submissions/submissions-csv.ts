import type { StoredSubmission } from '../storage/submission-store.js';

/** The columns every export starts with; field columns follow. */
export const FIXED_COLUMNS = ['submitted_at', 'conversion_id', 'page_url'] as const;

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

/** A file field's cell: the stored paths (relative to DATA_DIR), joined with ';'. */
function filesByField(submission: StoredSubmission): Map<string, string> {
  const byField = new Map<string, string[]>();
  for (const file of submission.files) {
    const list = byField.get(file.field) ?? [];
    list.push(file.path);
    byField.set(file.field, list);
  }
  return new Map([...byField].map(([field, paths]) => [field, paths.join(';')]));
}

/**
 * Submissions as a CSV document: a header row `submitted_at,conversion_id,page_url,` then one
 * column per field name seen across the rows, in order of first appearance (a file field
 * lists its stored paths), one row per submission in the order given, CRLF after every row.
 */
export function submissionsCsv(submissions: readonly StoredSubmission[]): string {
  const rows = submissions.map((submission) => {
    const cells = new Map<string, string>(Object.entries(submission.values));
    for (const [field, paths] of filesByField(submission)) if (!cells.has(field)) cells.set(field, paths);
    return { submission, cells };
  });
  const fieldColumns: string[] = [];
  const seen = new Set<string>();
  for (const { cells } of rows) {
    for (const name of cells.keys()) {
      if (seen.has(name)) continue;
      seen.add(name);
      fieldColumns.push(name);
    }
  }
  const lines = [[...FIXED_COLUMNS, ...fieldColumns].map(csvCell).join(',')];
  for (const { submission, cells } of rows) {
    const fixed = [submission.createdAt, submission.conversionId, submission.pageUrl ?? ''];
    lines.push([...fixed, ...fieldColumns.map((name) => cells.get(name) ?? '')].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
