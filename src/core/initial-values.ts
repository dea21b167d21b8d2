import type { FieldDefinition, FieldValue } from './form-definition';
import { splitMultiValue } from './multi-value';
import { findOptionValue } from './definition/normalize-default-value';
import { wireDateToUtcDate } from './utc-date';
import { ownValue, parseBooleanString } from './definition/wire-reader';

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

/** Password-like fields: a value for them never comes from a link or a cookie. */
const SECRET_NAME = /pass(word|wd|code)?|pwd|secret|token|pin\b/i;

/**
 * Whether a field's value may come from outside the visitor's typing now, or be kept for later:
 * from the page URL, or a saved draft. Never a file or a password-like field.
 */
export function isPrefillable(field: FieldDefinition): boolean {
  return field.inputKind !== 'file' && !SECRET_NAME.test(field.name) && !SECRET_NAME.test(field.fieldType);
}

/** Where a field's starting value may come from, strongest first. */
export interface InitialValueSources {
  /** What this visitor typed before a reload, kept until the host confirmed the submission. */
  draft?: Readonly<Record<string, string>>;
  /** Query parameters of the page URL, by name. */
  url?: Readonly<Record<string, string>>;
  /** The visitor's known property values (`properties`), unless the site owner ignores them. */
  known?: Readonly<Record<string, string>>;
}

/**
 * The value a field starts with: what the visitor typed before a reload (the draft), else a
 * query parameter of the page URL named after it (a link that prefills the form), else the visitor's known value, else the definition's default, else
 * the empty value of its kind ('' for text-like kinds, [] for checkbox lists and files, false
 * for a single boolean checkbox). Values in the wrong shape for the field are skipped.
 */
export function initialFieldValue(field: FieldDefinition, sources: InitialValueSources): FieldValue {
  const fromSource = (values: Readonly<Record<string, string>> | undefined): FieldValue | undefined => {
    const raw = values ? ownValue(values, field.id) : undefined;
    return typeof raw === 'string' ? knownFieldValue(field, raw) : undefined;
  };
  const fromUrl = isPrefillable(field) ? fromSource(sources.url) : undefined;
  const fromDraft = isPrefillable(field) ? fromSource(sources.draft) : undefined;
  return fromDraft ?? fromUrl ?? fromSource(sources.known) ?? field.defaultValue ?? emptyFieldValue(field);
}

/** No answer given: blank text, an unchecked box (false) or an empty list. */
export function isEmptyValue(value: FieldValue): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'boolean') return !value;
  return value.length === 0;
}
