import { isDependentFieldShown } from '../../../src/core/dependent-fields.js';
import { evaluateLogicFilter } from '../../../src/core/logic-filters.js';
import type { FieldMessage } from '../../../src/core/field-state.js';
import type { FieldDefinition, FieldValue, FileLike, FormDefinition } from '../../../src/core/form-definition.js';
import { splitMultiValue } from '../../../src/core/multi-value.js';
import type { SubmitErrorWire, SubmitValidationResult, SubmitValidationType } from '../../../src/core/submission/submit-wire.js';
import { validateField } from '../../../src/core/validation/validate-field.js';
import { validationTargets } from '../../../src/core/validation/validation-targets.js';
import { refusalMessage } from './refusal-messages.js';

/** What a visitor sent, as the host read it from the multipart body. */
export interface SubmittedValues {
  /** Text fields by name; multi-values joined with ';'. */
  fields: ReadonlyMap<string, string>;
  /** Saved file parts. */
  files: readonly { field: string; name: string; size: number }[];
}

const MISSING_KEYS: readonly string[] = ['required', 'missingSelect', 'missingOptionSelection'];

/** The wire type of a field's first error (spec section 5, "Server-side submit errors"). */
export function validationTypeOf(message: FieldMessage): SubmitValidationType {
  if (MISSING_KEYS.includes(message.key)) return 'REQUIRED_FIELD';
  if (message.key === 'invalidEmailFormat') return 'INVALID_EMAIL';
  if (message.key === 'manuallyBlockedEmailDomain') return 'BLOCKED_EMAIL';
  return 'INVALID_VALUE';
}

/** A submitted value in the shape the embed's validators expect for the field. */
export function submittedValue(field: FieldDefinition, submitted: SubmittedValues): FieldValue {
  if (field.inputKind === 'file') {
    return submitted.files
      .filter((file) => file.field === field.id)
      .map((file): FileLike => ({ name: file.name, size: file.size }));
  }
  const text = submitted.fields.get(field.id) ?? '';
  if (field.inputKind === 'checkbox') return splitMultiValue(text);
  if (field.inputKind === 'booleancheckbox') return text.trim() === 'true';
  return text;
}

function wasSent(field: FieldDefinition, submitted: SubmittedValues): boolean {
  return field.inputKind === 'file'
    ? submitted.files.some((file) => file.field === field.id)
    : submitted.fields.has(field.id);
}

/**
 * Checks a submission again with the embed's own rules (`validateField`), so a client that
 * skipped them cannot store what the form refuses. Every field a visitor could see is checked:
 * hidden inputs are not; a dependent field counts only when its parent's submitted value shows
 * it. Dependent fields and fields of smart groups that were not sent at all pass (the visitor
 * may never have seen them). Answers one result per refused field, with its first error and
 * the rule it broke in words (`message`).
 */
export function revalidate(definition: FormDefinition, submitted: SubmittedValues, now: number): SubmitValidationResult[] {
  const context = { now, blockedDomains: [] };
  const shownCache = new Map<string, boolean>();
  const isShown = (field: FieldDefinition, depth = 0): boolean => {
    const parentId = field.parentFieldId;
    if (parentId === undefined) return true;
    const cached = shownCache.get(field.id);
    if (cached !== undefined) return cached;
    const parent = definition.fields[parentId];
    const rule = parent?.dependentFields.find((candidate) => candidate.fieldId === field.id);
    const shown =
      parent !== undefined &&
      rule !== undefined &&
      depth < 50 &&
      isShown(parent, depth + 1) &&
      isDependentFieldShown(rule, submittedValue(parent, submitted), now, evaluateLogicFilter);
    shownCache.set(field.id, shown);
    return shown;
  };

  const results: SubmitValidationResult[] = [];
  const reported = new Set<string>();
  for (const { field, groupIndex } of validationTargets(definition)) {
    if (field.inputKind === 'hidden' || reported.has(field.id) || !isShown(field)) continue;
    const inSmartGroup = groupIndex >= 0 && definition.groups[groupIndex]?.isSmartGroup === true;
    if ((field.parentFieldId !== undefined || inSmartGroup) && !wasSent(field, submitted)) continue;
    const value = submittedValue(field, submitted);
    const [first] = validateField(field, value, context);
    if (!first) continue;
    reported.add(field.id);
    const type = validationTypeOf(first);
    const result: SubmitValidationResult = { fieldName: field.id, formSubmissionValidationType: type, message: refusalMessage(first, field, value) };
    if (type === 'BLOCKED_EMAIL') result.domain = String(first.params?.domain ?? '');
    results.push(result);
  }
  return results;
}

/**
 * The 400 body for refused fields: `MISSING_REQUIRED_FIELDS` when a required field is empty,
 * else `BLOCKED_EMAIL` when an address is blocked, else no code (spec section 4 "Other": the
 * embed derives what it shows in that order).
 */
export function validationErrorBody(results: readonly SubmitValidationResult[]): SubmitErrorWire {
  const has = (type: SubmitValidationType) => results.some((result) => result.formSubmissionValidationType === type);
  const code = has('REQUIRED_FIELD') ? 'MISSING_REQUIRED_FIELDS' : has('BLOCKED_EMAIL') ? 'BLOCKED_EMAIL' : undefined;
  return code === undefined ? { validationResults: [...results] } : { formSubmissionError: code, validationResults: [...results] };
}
