import type { FieldState } from '../field-state';
import type { FieldValue, FileLike } from '../form-definition';
import { MULTI_VALUE_SEPARATOR } from '../multi-value';
import { checkedTargets } from '../validation/page-checks';
import type { ValidationTarget } from '../validation/validation-targets';

/** One submitted value, in the `{name, value}` shape callbacks and wrappers read. */
export interface NameValue {
  name: string;
  value: string;
}

/** What a submission sends: text values (every page's, in visitor order) and the chosen files. */
export interface SubmissionValues {
  values: NameValue[];
  files: { name: string; file: FileLike }[];
}

const isFile = (item: unknown): item is FileLike => typeof item === 'object' && item !== null && 'size' in item;

/** A value as text: multi-values joined with ';', a single checkbox as 'true'/'false'. */
export function submittedText(value: FieldValue): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return value
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .join(MULTI_VALUE_SEPARATOR);
}

/**
 * The values of a submission (spec 7.7): every field the visitor could see on any page, plus
 * hidden inputs, in visitor order. Fields of hidden dependents and hidden smart groups are
 * left out (the host already knows the latter). Files go apart; an empty file field sends nothing.
 */
export function submissionValues(
  targets: readonly ValidationTarget[],
  fields: Readonly<Record<string, FieldState>>,
  groupsShown: readonly boolean[],
): SubmissionValues {
  const visible = new Set(checkedTargets({ targets, fields, groupsShown, page: 'all' }).map((target) => target.field.id));
  const values: NameValue[] = [];
  const files: SubmissionValues['files'] = [];
  for (const { field } of targets) {
    const state = fields[field.id];
    const hiddenInput = field.inputKind === 'hidden' && state?.shown !== false;
    if (!state || !(visible.has(field.id) || hiddenInput)) continue;
    if (field.inputKind === 'file') {
      if (Array.isArray(state.value)) for (const item of state.value) if (isFile(item)) files.push({ name: field.id, file: item });
      continue;
    }
    values.push({ name: field.id, value: submittedText(state.value) });
  }
  return { values, files };
}
