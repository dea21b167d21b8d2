import type { FieldOption, FieldValue, InputKind } from '../form-definition';
import { MULTI_VALUE_SEPARATOR, splitMultiValue } from '../multi-value';
import { wireDateToUtcDate } from '../utc-date';
import type { WireReader } from './wire-reader';
import { parseBooleanString } from './wire-reader';

export interface DefaultValueFacts {
  inputKind: InputKind;
  options: readonly FieldOption[];
  selectedOptions: readonly string[];
}

/** The option value matching `value` (padding ignored), or undefined when it is not offered. */
export function findOptionValue(options: readonly FieldOption[], value: string): string | undefined {
  const wanted = value.trim();
  return options.find((option) => option.value.trim() === wanted)?.value;
}

/**
 * A field's `defaultValue` in the shape of its input kind, or undefined when there is none
 * or it cannot be used (with a warning). Enumerations fall back to `selectedOptions`, and a
 * default that is not among the options is ignored (spec section 5 "Enumeration defaults").
 */
export function normalizeDefaultValue(
  raw: unknown,
  facts: DefaultValueFacts,
  path: string,
  reader: WireReader,
): FieldValue | undefined {
  const { inputKind, options, selectedOptions } = facts;

  switch (inputKind) {
    case 'checkbox': {
      let values = Array.isArray(raw)
        ? reader.stringList(raw, path).flatMap(splitMultiValue)
        : splitMultiValue(reader.string(raw, path));
      if (Array.isArray(raw)) reader.warn(path, 'expected a string, got array; used its items');
      if (values.length === 0) values = selectedOptions.flatMap(splitMultiValue);
      const kept = values.flatMap((value) => keepOption(options, value, path, reader));
      return kept.length > 0 ? [...new Set(kept)] : undefined;
    }
    case 'booleancheckbox': {
      if (typeof raw === 'boolean') return raw;
      let text = reader.string(raw, path).trim();
      // Older definitions carry a single checkbox's default in selectedOptions instead.
      if (text === '') text = selectedOptions[0]?.trim() ?? '';
      if (text === '') return undefined;
      if (text.toLowerCase() === 'checked') return true;
      const parsed = parseBooleanString(text);
      if (parsed === undefined) reader.warn(path, `"${text}" is not true or false; ignored`);
      return parsed;
    }
    case 'select':
    case 'radio':
    case 'rating': {
      let text = reader.string(raw, path).trim();
      if (text === '') text = selectedOptions[0]?.trim() ?? '';
      if (text === '') return undefined;
      return keepOption(options, text, path, reader)[0];
    }
    case 'date': {
      if (typeof raw === 'number') return dateOrWarn(raw, path, reader);
      const text = reader.string(raw, path).trim();
      return text === '' ? undefined : dateOrWarn(text, path, reader);
    }
    case 'file': {
      if (reader.string(raw, path).trim() !== '') reader.warn(path, 'a file input cannot have a default; ignored');
      return undefined;
    }
    case 'hidden': {
      // A hidden enumeration still submits its selection, joined like any multi value.
      const text = reader.string(raw, path);
      const value = text.trim() !== '' ? text : selectedOptions.join(MULTI_VALUE_SEPARATOR);
      return value.trim() === '' ? undefined : value;
    }
    default: {
      const text = reader.string(raw, path);
      return text.trim() === '' ? undefined : text;
    }
  }
}

/** [the option's value] when offered (or when there are no options to check against), else [] and a warning. */
function keepOption(options: readonly FieldOption[], value: string, path: string, reader: WireReader): string[] {
  if (options.length === 0) return [value];
  const match = findOptionValue(options, value);
  if (match === undefined) {
    reader.warn(path, `"${value}" is not among the options; ignored`);
    return [];
  }
  return [match];
}

function dateOrWarn(value: string | number, path: string, reader: WireReader): string | undefined {
  const date = wireDateToUtcDate(value);
  if (date === undefined) reader.warn(path, `"${String(value)}" is neither YYYY-MM-DD nor a millisecond timestamp; ignored`);
  return date;
}
