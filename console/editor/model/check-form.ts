import { utcDateToTimestamp } from '../../../src/core/utc-date';
import { texts } from '../../texts';
import type { EditorField, EditorForm, EditorItem } from './editor-form';
import { hasOptions } from './field-kinds';
import { FIELD_NAME_PATTERN } from './field-names';
import { settingsProblemTexts } from './settings-problems';

/** Something that keeps the form from being saved; `itemId` names the list item it is about. */
export interface FormProblem {
  itemId?: string;
  message: string;
}

/** Fields in one row at most (the embed's `form-columns-3`). */
export const MAX_FIELDS_PER_ROW = 3;

const NUMBER = /^-?\d+(\.\d+)?$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const problemText = texts.editor.problems;

/** Every problem of the form, in list order, then the form-wide ones. Empty when it may be saved. */
export function formProblems(form: EditorForm): FormProblem[] {
  return [...itemProblems(form.items), ...layoutProblems(form.items), ...settingsProblems(form)];
}

/** Problems of the form's own settings (the settings panel shows each beside its input). */
export function settingsProblems(form: EditorForm): FormProblem[] {
  return settingsProblemTexts(form).map((message) => ({ message }));
}

/** Problems of one field on its own (its settings panel shows them). */
export function fieldProblems(field: EditorField): string[] {
  const problems: string[] = [];
  const label = field.label.trim() || field.name;
  if (field.label.trim() === '' && field.fieldType !== 'hidden') problems.push(problemText.emptyLabel(field.name));
  const badName = nameProblem(field);
  if (badName) problems.push(badName);
  if (hasOptions(field.fieldType)) {
    const values = field.options.map((option) => option.value.trim());
    if (values.length === 0) problems.push(problemText.noOptions(label));
    if (values.some((value) => value === '')) problems.push(problemText.emptyOption(label));
    const repeated = values.filter((value, index) => value !== '' && values.indexOf(value) !== index);
    for (const value of new Set(repeated)) problems.push(problemText.duplicateOption(label, value));
  }
  problems.push(...boundProblems(field, label));
  return problems;
}

/** A range's ends: numbers, or for a date field days (YYYY-MM-DD, compared as text); the first not above the second. */
function boundProblems(field: EditorField, label: string): string[] {
  const isDate = field.fieldType === 'date';
  const [min, max] = [field.validation.min.trim(), field.validation.max.trim()];
  const readable = (bound: string) => (isDate ? ISO_DAY.test(bound) && utcDateToTimestamp(bound) !== undefined : NUMBER.test(bound));
  const problems: string[] = [];
  if (min !== '' && !readable(min)) problems.push(isDate ? problemText.minNotADate(label) : problemText.minNotANumber(label));
  if (max !== '' && !readable(max)) problems.push(isDate ? problemText.maxNotADate(label) : problemText.maxNotANumber(label));
  if (problems.length === 0 && min !== '' && max !== '' && (isDate ? min > max : Number(min) > Number(max))) {
    problems.push(isDate ? problemText.earliestAfterLatest(label) : problemText.minAboveMax(label));
  }
  return problems;
}

/** What is wrong with the field's internal name on its own (uniqueness is the form's business). */
export function nameProblem(field: EditorField): string | undefined {
  if (FIELD_NAME_PATTERN.test(field.name)) return undefined;
  return problemText.invalidName(field.label.trim() || field.name, field.name);
}

function itemProblems(items: readonly EditorItem[]): FormProblem[] {
  const problems: FormProblem[] = [];
  const seen = new Set<string>();
  const reported = new Set<string>();
  for (const item of items) {
    if (item.kind !== 'field') continue;
    for (const message of fieldProblems(item.field)) problems.push({ itemId: item.id, message });
    const name = item.field.name.toLowerCase();
    if (seen.has(name) && !reported.has(name)) {
      problems.push({ itemId: item.id, message: problemText.duplicateName(item.field.name) });
      reported.add(name);
    }
    seen.add(name);
  }
  return problems;
}

/** Rows of more than three fields, and page breaks that would make an empty page. */
function layoutProblems(items: readonly EditorItem[]): FormProblem[] {
  const problems: FormProblem[] = [];
  let rowSize = 0;
  items.forEach((item, index) => {
    const previous = items[index - 1];
    if (item.kind === 'field') {
      const joins = item.field.sameRowAsPrevious && previous !== undefined && previous.kind !== 'pageBreak';
      const startsWithText = joins && previous?.kind === 'text';
      rowSize = joins && !startsWithText ? rowSize + 1 : 1;
      if (rowSize === MAX_FIELDS_PER_ROW + 1) {
        problems.push({ itemId: item.id, message: problemText.rowTooWide(item.field.label.trim() || item.field.name) });
      }
    } else {
      rowSize = 0;
    }
    if (item.kind !== 'pageBreak') return;
    if (index === 0) problems.push({ itemId: item.id, message: problemText.pageBreakFirst });
    else if (previous?.kind === 'pageBreak') problems.push({ itemId: item.id, message: problemText.pageBreaksInARow });
    if (index === items.length - 1 && index !== 0) problems.push({ itemId: item.id, message: problemText.pageBreakLast });
  });
  return problems;
}
