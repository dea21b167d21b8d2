import type { FieldDefinition, FieldValue } from './form-definition';
import { splitMultiValue } from './multi-value';
import { findOptionValue } from './normalize-default-value';
import { wireDateToUtcDate } from './utc-date';
import { ownValue, parseBooleanString } from './wire-reader';

/** The value of a field nobody has touched and nothing is known about. */
export function emptyFieldValue(field: FieldDefinition): FieldValue {
  switch (field.inputKind) {
    case 'checkbox':
    case 'file':
      return [];
    case 'booleancheckbox':
      return false;
    default:
      return '';
  }
}

/**
 * A known property value in the shape of the field, or undefined when it cannot be used:
 * enumerations keep only offered options, booleans only 'true'/'false', dates only a day or
 * a timestamp, and files are never prefilled.
 */
function knownFieldValue(field: FieldDefinition, known: string): FieldValue | undefined {
  if (known.trim() === '') return undefined;
  const offered = (value: string): string | undefined =>
    field.options.length === 0 ? value : findOptionValue(field.options, value);
  switch (field.inputKind) {
    case 'checkbox': {
      const values = splitMultiValue(known).flatMap((value) => offered(value) ?? []);
      return values.length > 0 ? [...new Set(values)] : undefined;
    }
    case 'booleancheckbox':
      return parseBooleanString(known);
    case 'select':
    case 'radio':
    case 'rating':
      return findOptionValue(field.options, known);
    case 'date':
      return wireDateToUtcDate(known);
    case 'file':
      return undefined;
    default:
      return known;
  }
}

/**
 * The value a field starts with: the visitor's known value for its id when usable, else the
 * definition's default, else the empty value of its kind ('' for text-like kinds, [] for
 * checkbox lists and files, false for a single boolean checkbox).
 */
export function initialFieldValue(field: FieldDefinition, known: Record<string, string> | undefined): FieldValue {
  const knownValue = known ? ownValue(known, field.id) : undefined;
  const fromKnown = typeof knownValue === 'string' ? knownFieldValue(field, knownValue) : undefined;
  return fromKnown ?? field.defaultValue ?? emptyFieldValue(field);
}

/** No answer given: blank text, an unchecked box (false) or an empty list. */
export function isEmptyValue(value: FieldValue): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'boolean') return !value;
  return value.length === 0;
}
