import { ownValue } from '../../../../src/core/definition/wire-reader.js';
import type { FormDefinition } from '../../../../src/core/form-definition.js';
import type { StoredSubmission } from '../../../storage/submission-store.js';
import type { ConsentCheckboxRecord, ConsentRecord } from '../../submissions/consent-record.js';
import { htmlToPlainText } from './html-text.js';
import { submittedLabels } from '../submitted-labels.js';
import { ATTRIBUTION_KEYS, ATTRIBUTION_LABELS, type AttributionKey } from '../../attribution/attribution-labels.js';

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
  /** The length of the longest line among its cells (the header aside): what a spreadsheet column is sized by. */
  longestLine: number;
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

const CONSENT_COLUMNS: readonly ColumnSpec[] = [
  { name: 'consent_type', label: 'Consent type', kind: 'text', cell: (row) => (row.consent ? CONSENT_TYPE_LABELS[row.consent.type] : '') },
  { name: 'consent_at', label: 'Consent time (UTC)', kind: 'time', cell: (row) => row.consent?.consentedAt ?? '' },
  { name: 'consent_shown', label: 'Consent shown', kind: 'text', cell: (row) => (row.consent ? consentShownText(row.consent) : '') },
];
const LEGAL_BASIS_COLUMN: ColumnSpec = {
  name: 'consent_legal_basis',
  label: 'Legal basis',
  kind: 'text',
  cell: (row) => row.consent?.legitimateInterest?.legalBasis ?? '',
};

/** `landingPage` → `attribution_landing_page`: prefixed, since forms often have hidden fields named `utm_source`. */
const attributionColumnName = (key: AttributionKey): string => `attribution_${key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;

/** One column per attribution key, in `ATTRIBUTION_KEYS` order. */
const ATTRIBUTION_COLUMNS: ReadonlyMap<AttributionKey, ColumnSpec> = new Map(
  ATTRIBUTION_KEYS.map((key) => [key, { name: attributionColumnName(key), label: ATTRIBUTION_LABELS[key], kind: 'text', cell: (row) => row.attribution?.[key] ?? '' }]),
);

/** A file field's cell: the stored paths (relative to DATA_DIR), joined with ';'. */
function filePaths(submission: StoredSubmission, field: string): string | undefined {
  const paths = submission.files.filter((file) => file.field === field).map((file) => file.path);
  return paths.length > 0 ? paths.join(';') : undefined;
}

/** A field's column: its value, or for a file field the stored paths. */
function fieldSpec(name: string, label: string): ColumnSpec {
  // Own values only: a field named like a built-in (`constructor`) is no inherited function.
  return { name, label, kind: 'text', cell: (row) => ownValue(row.values, name) ?? filePaths(row, name) ?? '' };
}

function longestLineOf(text: string): number {
  let longest = 0;
  for (const line of text.split('\n')) longest = Math.max(longest, line.length);
  return longest;
}

/** Labels that two columns share get the column's name in brackets, so every header is told apart. */
function distinctHeaders(specs: readonly ColumnSpec[]): string[] {
  const uses = new Map<string, number>();
  for (const spec of specs) uses.set(spec.label.toLowerCase(), (uses.get(spec.label.toLowerCase()) ?? 0) + 1);
  return specs.map((spec) => ((uses.get(spec.label.toLowerCase()) ?? 0) > 1 ? `${spec.label} (${spec.name})` : spec.label));
}

/**
 * What the columns of an export depend on, learnt from the rows a batch at a time, so that an
 * export decides its columns in a first pass and writes the rows in a second, never holding
 * them all: the field names in order of first appearance (values, then file fields), whether any
 * row has a consent record (and one for legitimate interest), and each column's longest line.
 */
export class ExportColumnSurvey {
  readonly #fieldNames = new Set<string>();
  /** By column name; a field's apart, since a field may be named like a fixed column. */
  readonly #longest = new Map<string, number>();
  readonly #fieldLongest = new Map<string, number>();
  #consent = false;
  #legitimateInterest = false;
  readonly #attributionKeys = new Set<AttributionKey>();

  add(submissions: readonly StoredSubmission[]): void {
    for (const submission of submissions) {
      for (const name of Object.keys(submission.values)) this.#fieldNames.add(name);
      for (const file of submission.files) this.#fieldNames.add(file.field);
      const specs = [...FIXED_COLUMNS];
      if (submission.consent !== null) {
        this.#consent = true;
        specs.push(...CONSENT_COLUMNS);
        if (submission.consent.legitimateInterest) {
          this.#legitimateInterest = true;
          specs.push(LEGAL_BASIS_COLUMN);
        }
      }
      for (const [key, spec] of ATTRIBUTION_COLUMNS) {
        if (submission.attribution?.[key] === undefined) continue;
        this.#attributionKeys.add(key);
        specs.push(spec);
      }
      for (const spec of specs) this.#measure(this.#longest, spec, submission);
      const present = new Set([...Object.keys(submission.values), ...submission.files.map((file) => file.field)]);
      for (const name of present) this.#measure(this.#fieldLongest, fieldSpec(name, name), submission);
    }
  }

  #measure(longest: Map<string, number>, spec: ColumnSpec, submission: StoredSubmission): void {
    longest.set(spec.name, Math.max(longest.get(spec.name) ?? 0, longestLineOf(spec.cell(submission))));
  }

  /**
   * The columns, shared by the CSV and the XLSX: the fixed columns, one per field name seen (a
   * file field lists its stored paths), then, when any row has a consent record, its type,
   * time, what it showed (and the legal basis, for legitimate interest), then one per
   * attribution key any row holds (UTM source, …, Referrer, Landing page). Headers are the labels
   * of `definition` (a field no longer in it keeps its name), or the names.
   */
  columns(definition: FormDefinition | undefined, headers: HeaderStyle): ExportColumn[] {
    const labels = submittedLabels(definition);
    const fieldSpecs = [...this.#fieldNames].map((name) => fieldSpec(name, labels.get(name) || name));
    const consentSpecs = this.#consent ? [...CONSENT_COLUMNS, ...(this.#legitimateInterest ? [LEGAL_BASIS_COLUMN] : [])] : [];
    const attributionSpecs = [...ATTRIBUTION_COLUMNS].filter(([key]) => this.#attributionKeys.has(key)).map(([, spec]) => spec);
    const specs = [...FIXED_COLUMNS, ...fieldSpecs, ...consentSpecs, ...attributionSpecs];
    const shown = headers === 'names' ? specs.map((spec) => spec.name) : distinctHeaders(specs);
    return specs.map((spec, index) => ({
      name: spec.name,
      header: shown[index] ?? spec.name,
      kind: spec.kind,
      cell: spec.cell,
      longestLine: (index >= FIXED_COLUMNS.length && index < FIXED_COLUMNS.length + fieldSpecs.length ? this.#fieldLongest : this.#longest).get(spec.name) ?? 0,
    }));
  }
}

/** The columns of an export of `submissions` (see `ExportColumnSurvey`), for rows already in hand. */
export function exportColumns(
  submissions: readonly StoredSubmission[],
  definition: FormDefinition | undefined,
  headers: HeaderStyle,
): ExportColumn[] {
  const survey = new ExportColumnSurvey();
  survey.add(submissions);
  return survey.columns(definition, headers);
}
