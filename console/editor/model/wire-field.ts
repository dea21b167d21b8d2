import type { WireField } from '../../../src/core/definition/wire-types';
import { createWireReader, isRecord } from '../../../src/core/definition/wire-reader';
import { MULTI_VALUE_SEPARATOR, splitMultiValue } from '../../../src/core/multi-value';
import type { EditorField, EditorOption, EditorValidation } from './editor-form';
import { sameValue } from './same-value';

/**
 * A wire field as the editor shows it, read the way the embed reads it (normalize-field.ts):
 * loose types repaired, options without a value dropped, an enumeration's default taken from
 * `selectedOptions` when `defaultValue` is empty. `sameRowAsPrevious` is the group's business.
 */
export function readWireField(wire: WireField): EditorField {
  const reader = createWireReader();
  const at = 'field';
  const validation = reader.record(wire.validation, at) ?? {};
  return {
    fieldType: reader.string(wire.fieldType, at).trim().toLowerCase() || 'text',
    name: reader.string(wire.name, at).trim(),
    label: reader.string(wire.label, at),
    required: reader.boolean(wire.required, at, false),
    placeholder: reader.string(wire.placeholder, at),
    helpText: reader.string(wire.description, at),
    defaultValue: readDefaultValue(wire),
    options: readOptions(wire.options),
    hidden: reader.boolean(wire.hidden, at, false),
    sameRowAsPrevious: false,
    validation: {
      blockFreeMail: reader.boolean(validation.useDefaultBlockList, at, false),
      blockedDomains: reader
        .stringList(validation.blockedEmailAddresses, at, { splitOn: ',', splitIsValid: true })
        .map((domain) => domain.trim())
        .filter((domain) => domain !== ''),
      ...readRange(reader.string(validation.data, at)),
    },
    wire,
  };
}

/**
 * The wire field of an edited field: its `wire` with only what the owner changed written over,
 * so keys the editor does not know, and values it reads leniently, pass through untouched.
 */
export function writeWireField(field: EditorField): WireField {
  const before = readWireField(field.wire);
  const out: WireField = { ...field.wire };
  const changed = <K extends keyof EditorField>(key: K): boolean => !sameValue(field[key], before[key]);
  if (changed('fieldType')) out.fieldType = field.fieldType;
  if (changed('name')) out.name = field.name;
  if (changed('label')) out.label = field.label;
  if (changed('required')) out.required = field.required;
  if (changed('placeholder')) out.placeholder = field.placeholder;
  if (changed('helpText')) out.description = field.helpText;
  if (changed('hidden')) out.hidden = field.hidden;
  if (changed('options')) out.options = writeOptions(field.options, field.wire.options);
  if (changed('defaultValue')) {
    out.defaultValue = field.defaultValue;
    // The embed falls back to selectedOptions when the default is empty: keep the two in step.
    out.selectedOptions = splitMultiValue(field.defaultValue);
  }
  if (changed('validation')) out.validation = writeValidation(field.validation, before.validation, field.wire.validation);
  return out;
}

function readDefaultValue(wire: WireField): string {
  const reader = createWireReader();
  const raw = wire.defaultValue;
  const value = Array.isArray(raw) ? reader.stringList(raw, 'defaultValue').join(MULTI_VALUE_SEPARATOR) : reader.string(raw, 'defaultValue');
  if (value.trim() !== '') return value;
  return reader.stringList(wire.selectedOptions, 'selectedOptions', { splitOn: MULTI_VALUE_SEPARATOR }).join(MULTI_VALUE_SEPARATOR);
}

/** Options as the embed keeps them: a bare string or number is both label and value; no value, no option. */
function readOptions(raw: unknown): EditorOption[] {
  const reader = createWireReader();
  const options: EditorOption[] = [];
  for (const item of reader.array(raw, 'options')) {
    if (typeof item === 'string' || (typeof item === 'number' && Number.isFinite(item))) {
      options.push({ label: String(item), value: String(item) });
      continue;
    }
    if (!isRecord(item)) continue;
    const value = reader.optionalString(item.value, 'value');
    if (value === undefined) continue;
    const label = reader.optionalString(item.label, 'label');
    options.push({ label: label === undefined || label === '' ? value : label, value });
  }
  return options;
}

/** Each option keeps the other keys of the wire option it came from (matched by value). */
function writeOptions(options: readonly EditorOption[], rawBefore: unknown): Record<string, unknown>[] {
  const before = Array.isArray(rawBefore) ? rawBefore.filter(isRecord) : [];
  return options.map((option, index) => {
    const original = before.find((item) => String(item.value) === option.value);
    return {
      description: '',
      hidden: false,
      readOnly: false,
      doubleData: 0,
      ...original,
      label: option.label,
      value: option.value,
      displayOrder: index,
    };
  });
}

/** 'min:max:true' (spec section 5); anything else, or no bound, means no range: '' both. */
function readRange(data: string): Pick<EditorValidation, 'min' | 'max'> {
  const parts = data.split(':');
  if (parts.length !== 3 || parts[2]!.trim().toLowerCase() !== 'true') return { min: '', max: '' };
  return { min: parts[0]!.trim(), max: parts[1]!.trim() };
}

function writeValidation(next: EditorValidation, before: EditorValidation, rawBefore: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {
    name: '',
    message: '',
    data: '',
    useDefaultBlockList: false,
    blockedEmailAddresses: [],
    ...(isRecord(rawBefore) ? rawBefore : {}),
  };
  if (next.blockFreeMail !== before.blockFreeMail) out.useDefaultBlockList = next.blockFreeMail;
  if (!sameValue(next.blockedDomains, before.blockedDomains)) out.blockedEmailAddresses = [...next.blockedDomains];
  if (next.min !== before.min || next.max !== before.max) {
    out.data = next.min.trim() === '' && next.max.trim() === '' ? '' : `${next.min.trim()}:${next.max.trim()}:true`;
  }
  return out;
}
