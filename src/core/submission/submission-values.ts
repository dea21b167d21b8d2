import type { FieldState } from '../field-state';
import type { FieldValue } from '../form-definition';
import { MULTI_VALUE_SEPARATOR } from '../multi-value';
import { isSendableFile } from '../sendable-file';
import { checkedTargets } from '../validation/page-checks';
import type { ValidationTarget } from '../validation/validation-targets';

/** One submitted value, in the `{name, value}` shape callbacks and wrappers read. */
export interface NameValue {
  name: string;
  value: string;
}

/** One chosen file and the name of its field. */
export interface NamedFile {
  name: string;
  file: File;
}

/** What a submission sends: text values (every page's, in visitor order) and the chosen files. */
export interface SubmissionValues {
  values: NameValue[];
  files: NamedFile[];
  /**
   * Ids of file fields holding something that is not a file the browser can send: the submission
   * does not go out at all (the visitor is told to choose the file again), never without it.
   */
  unsendable: string[];
}

/** A file field nothing was chosen in: no files, or the empty text a reset or a prefill leaves. */
const isEmptyChoice = (value: FieldValue): boolean => (Array.isArray(value) ? value.length === 0 : value === '' || value === false);

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
 * left out (the host already knows the latter). Files go apart; an empty file field sends nothing;
 * a file field with something other than files in it is listed in `unsendable`.
 */
export function submissionValues(
  targets: readonly ValidationTarget[],
  fields: Readonly<Record<string, FieldState>>,
  groupsShown: readonly boolean[],
): SubmissionValues {
  const visible = new Set(checkedTargets({ targets, fields, groupsShown, page: 'all' }).map((target) => target.field.id));
  const values: NameValue[] = [];
  const files: NamedFile[] = [];
  const unsendable: string[] = [];
  for (const { field } of targets) {
    const state = fields[field.id];
    const hiddenInput = field.inputKind === 'hidden' && state?.shown !== false;
    if (!state || !(visible.has(field.id) || hiddenInput)) continue;
    if (field.inputKind === 'file') {
      if (isEmptyChoice(state.value)) continue;
      const items: readonly unknown[] = Array.isArray(state.value) ? state.value : [state.value];
      // Anything in a file field that is not all files cannot be sent as the visitor chose it.
      if (items.every(isSendableFile)) for (const file of items) files.push({ name: field.id, file });
      else unsendable.push(field.id);
      continue;
    }
    values.push({ name: field.id, value: submittedText(state.value) });
  }
  return { values, files, unsendable };
}
