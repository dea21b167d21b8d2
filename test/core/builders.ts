import { createFieldDefinition } from '../../src/core/definition/create-field-definition';
import { INITIAL_INPUT_STATE, initialFieldState, type FieldState, type InputState } from '../../src/core/field-state';
import type {
  FieldDefinition, FieldOption, FieldValidation, FieldValue, FileLike, FormDefinition, LogicFilter,
} from '../../src/core/form-definition';
import { normalizeDefinition } from '../../src/core/definition/normalize-definition';
import type { HsContextOptions } from '../../src/core/submission/hs-context';
import type { ValidationTarget } from '../../src/core/validation/validation-targets';
import type { ValidationContext } from '../../src/core/validation/validators';

/** A filter as hosts send it: every member present, unused ones with their empty defaults. */
export function wireLikeFilter(operator: string, members: Partial<LogicFilter> = {}): LogicFilter {
  return {
    operator,
    strValue: '',
    strValues: [],
    numberValue: 0,
    numberValues: [],
    boolValue: false,
    ...members,
  };
}

/** A filter carrying only the members given. */
export function filter(operator: string, members: Partial<LogicFilter> = {}): LogicFilter {
  return {
    operator,
    strValue: undefined,
    strValues: [],
    numberValue: undefined,
    numberValues: [],
    boolValue: undefined,
    ...members,
  };
}

export function options(...values: string[]): FieldOption[] {
  return values.map((value) => ({ label: value, value, description: '', hidden: false, readOnly: false }));
}

/** A text field named 'field' with every member at its default, then `overrides`. */
export function fieldDefinition(overrides: Partial<FieldDefinition> = {}): FieldDefinition {
  return createFieldDefinition({ id: 'field', name: 'field', label: 'Field', ...overrides });
}

/** What validators get besides the field: `now` is mid-June 2024 (the date range then ends 2034-01-01). */
export function validationContext(overrides: Partial<ValidationContext> = {}): ValidationContext {
  return { now: Date.UTC(2024, 5, 15, 12), blockedDomains: [], ...overrides };
}

/** A field's `validation` with every member at its default, then `overrides`. */
export function fieldValidation(overrides: Partial<FieldValidation> = {}): FieldValidation {
  return { name: '', message: '', data: '', useDefaultBlockList: false, blockedEmailAddresses: [], ...overrides };
}

/** A chosen file of `size` bytes, as the store keeps it. */
export function fileOfSize(size: number, name = 'upload.pdf'): FileLike {
  return { name, size, type: 'application/pdf' };
}

/** An input state with every flag off, then `overrides`. */
export function inputState(overrides: Partial<InputState> = {}): InputState {
  return { ...INITIAL_INPUT_STATE, ...overrides };
}

/** The definition `normalizeDefinition` makes of a wire response; throws when it has none. */
export function normalizedDefinition(raw: unknown): FormDefinition {
  const result = normalizeDefinition(raw);
  if (!result.ok) throw new Error(`expected a definition, got error: ${result.error}`);
  return result.value.definition;
}

/**
 * Field states for `targets`, as a submit would read them: each field holds `values[id]` (''
 * when not given), shown unless listed in `hiddenIds`.
 */
export function fieldStatesFor(
  targets: readonly ValidationTarget[],
  values: Readonly<Record<string, FieldValue>> = {},
  hiddenIds: readonly string[] = [],
): Record<string, FieldState> {
  const states: Record<string, FieldState> = {};
  for (const { field } of targets) {
    states[field.id] = initialFieldState(
      Object.prototype.hasOwnProperty.call(values, field.id) ? values[field.id]! : '',
      !hiddenIds.includes(field.id),
    );
  }
  return states;
}

/** The site owner's `hs_context` options with none of them given (`overrides` sets some). */
export function hsContextOptions(overrides: Partial<HsContextOptions> = {}): HsContextOptions {
  return {
    pageName: '', contentType: '', canonicalUrl: '', path: '', referrerPath: '', extraSubmissionMetadata: {},
    notificationRecipients: '', goToWebinarWebinarKey: '', hsFormKey: '', abTestId: '', followUpId: '',
    followUpEmailId: '', followUpEmailCampaignId: '', sfdcCampaignId: '',
    ...overrides,
  };
}
