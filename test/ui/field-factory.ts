import { vi } from 'vitest';
import { fieldDefinition } from '../core/builders';
import type { FieldDefinition, FieldOption, FieldValue } from '../../src/core/form-definition';
import { en as english, type MessageKey } from '../../src/i18n/en';
import { formatMessage } from '../../src/i18n/format-message';
import { fieldElementIds } from '../../src/ui/element-ids';
import type { FieldInputProps } from '../../src/ui/fields/field-input-props';

export const FORM_KEY = 'a1b2c3d4-0000-4000-8000-000000000001_0';

/** A complete field definition: a plain, optional text field named `firstname`, with overrides. */
export function makeField(overrides: Partial<FieldDefinition> = {}): FieldDefinition {
  const name = overrides.name ?? 'firstname';
  return fieldDefinition({ id: name, name, label: 'First name', ...overrides });
}

export function makeOption(value: string, label = value, overrides: Partial<FieldOption> = {}): FieldOption {
  return { value, label, description: '', hidden: false, readOnly: false, ...overrides };
}

export function englishMessages(key: MessageKey, params?: Record<string, string>): string {
  return formatMessage(english[key], params);
}

/** Props for an input component, with spy handlers; `ids` follow the element id scheme. */
export function makeInputProps(
  field: FieldDefinition,
  overrides: Partial<FieldInputProps> = {},
): FieldInputProps {
  return {
    field,
    value: '' as FieldValue,
    ids: fieldElementIds(field.id, FORM_KEY),
    invalid: false,
    errorClass: 'invalid error',
    describedBy: undefined,
    messages: englishMessages,
    onChange: vi.fn(),
    onFocus: vi.fn(),
    onBlur: vi.fn(),
    ...overrides,
  };
}
