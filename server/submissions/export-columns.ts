import { ownValue } from '../../src/core/definition/wire-reader.js';
import type { FormDefinition } from '../../src/core/form-definition.js';
import { legalConsentCheckboxes } from '../../src/core/legal-consent-checkboxes.js';
import type { StoredSubmission } from '../storage/submission-store.js';
import type { ConsentCheckboxRecord, ConsentRecord } from './consent-record.js';
import { htmlToPlainText } from './html-text.js';

/** What heads each column: the readable labels (the default) or the internal names (`?headers=names`). */
export type HeaderStyle = 'labels' | 'names';

export interface ExportColumn {
  /** The internal name: a fixed column's (`submitted_at`), a field's, or a consent column's. */
  name: string;
  /** The header row's text, in the style asked for. */
  header: string;
  /** A time cell holds an ISO 8601 instant ('' when none), written as a date where the format has dates. */
  kind: 'text' | 'time';
  cell(submission: StoredSubmission): string;
}

interface ColumnSpec {
  name: string;
  label: string;
  kind: 'text' | 'time';
  cell(submission: StoredSubmission): string;
}

const CONSENT_TYPE_LABELS: Readonly<Record<ConsentRecord['type'], string>> = {
  implicit: 'Implicit (by submitting)',
  separate: 'Separate (processing checkbox)',
  legitimateInterest: 'Legitimate interest',
};

const FIXED_COLUMNS: readonly ColumnSpec[] = [
  { name: 'submitted_at', label: 'Submitted at (UTC)', kind: 'time', cell: (row) => row.createdAt },
  { name: 'conversion_id', label: 'Conversion ID', kind: 'text', cell: (row) => row.conversionId },
  { name: 'page_url', label: 'Page URL', kind: 'text', cell: (row) => row.pageUrl ?? '' },
];

const checkboxLine = (checkbox: ConsentCheckboxRecord): string => `[${checkbox.checked ? 'x' : ' '}] ${htmlToPlainText(checkbox.label)}`;

/**
 * What the consent block showed, as plain text in its order: the texts, and each checkbox as
 * `[x] label` or `[ ] label` as the visitor left it.
 */
export function consentShownText(record: ConsentRecord): string {
  const { texts } = record;
  const text = (html: string | undefined) => (html === undefined ? [] : [htmlToPlainText(html)]);
  const lines = [
    ...text(texts.communicationConsentText),
    ...record.communicationCheckboxes.map(checkboxLine),
    ...text(texts.processingConsentText),
    ...(record.processingCheckbox ? [checkboxLine(record.processingCheckbox)] : []),
    ...text(texts.processingConsentFooterText),
    ...text(texts.privacyPolicyText),
  ];
  return lines.filter((line) => line !== '').join('\n');
}

function consentColumns(submissions: readonly StoredSubmission[]): ColumnSpec[] {
  if (!submissions.some((row) => row.consent !== null)) return [];
  const columns: ColumnSpec[] = [
    { name: 'consent_type', label: 'Consent type', kind: 'text', cell: (row) => (row.consent ? CONSENT_TYPE_LABELS[row.consent.type] : '') },
    { name: 'consent_at', label: 'Consent time (UTC)', kind: 'time', cell: (row) => row.consent?.consentedAt ?? '' },
    { name: 'consent_shown', label: 'Consent shown', kind: 'text', cell: (row) => (row.consent ? consentShownText(row.consent) : '') },
  ];
  if (submissions.some((row) => row.consent?.legitimateInterest)) {
    columns.push({ name: 'consent_legal_basis', label: 'Legal basis', kind: 'text', cell: (row) => row.consent?.legitimateInterest?.legalBasis ?? '' });
  }
  return columns;
}

/** The labels the form's definition gives the submitted names: each field's, each consent checkbox's (as plain text). */
function definitionLabels(definition: FormDefinition | undefined): Map<string, string> {
  const labels = new Map<string, string>();
  if (definition === undefined) return labels;
  for (const field of Object.values(definition.fields)) labels.set(field.id, field.label.trim());
  const consent = definition.metaData.legalConsentOptions;
  if (consent !== null) {
    const { communication, processing } = legalConsentCheckboxes(consent);
    for (const checkbox of processing ? [...communication, processing] : communication) labels.set(checkbox.id, htmlToPlainText(checkbox.label));
  }
  return labels;
}

/** A file field's cell: the stored paths (relative to DATA_DIR), joined with ';'. */
function filePaths(submission: StoredSubmission, field: string): string | undefined {
  const paths = submission.files.filter((file) => file.field === field).map((file) => file.path);
  return paths.length > 0 ? paths.join(';') : undefined;
}

/** One column per field name seen across the rows (values, then file fields), in order of first appearance. */
function fieldNames(submissions: readonly StoredSubmission[]): string[] {
  const names = new Set<string>();
  for (const submission of submissions) {
    for (const name of Object.keys(submission.values)) names.add(name);
    for (const file of submission.files) names.add(file.field);
  }
  return [...names];
}

/** Labels that two columns share get the column's name in brackets, so every header is told apart. */
function distinctHeaders(specs: readonly ColumnSpec[]): string[] {
  const uses = new Map<string, number>();
  for (const spec of specs) uses.set(spec.label.toLowerCase(), (uses.get(spec.label.toLowerCase()) ?? 0) + 1);
  return specs.map((spec) => ((uses.get(spec.label.toLowerCase()) ?? 0) > 1 ? `${spec.label} (${spec.name})` : spec.label));
}

/**
 * The columns of an export, shared by the CSV and the XLSX: the fixed columns, one per field
 * name seen across the rows (a file field lists its stored paths), then, when any row has a
 * consent record, its type, time, what it showed (and the legal basis, for legitimate interest).
 * Headers are the labels of `definition` (a field no longer in it keeps its name), or the names.
 */
export function exportColumns(
  submissions: readonly StoredSubmission[],
  definition: FormDefinition | undefined,
  headers: HeaderStyle,
): ExportColumn[] {
  const labels = definitionLabels(definition);
  const fieldSpecs = fieldNames(submissions).map(
    (name): ColumnSpec => ({
      name,
      label: labels.get(name) || name,
      kind: 'text',
      // Own values only: a field named like a built-in (`constructor`) is no inherited function.
      cell: (row) => ownValue(row.values, name) ?? filePaths(row, name) ?? '',
    }),
  );
  const specs = [...FIXED_COLUMNS, ...fieldSpecs, ...consentColumns(submissions)];
  const shown = headers === 'names' ? specs.map((spec) => spec.name) : distinctHeaders(specs);
  return specs.map((spec, index) => ({ name: spec.name, header: shown[index] ?? spec.name, kind: spec.kind, cell: spec.cell }));
}
