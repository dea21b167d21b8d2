import type { FieldValue, FileLike } from '../../core/form-definition';

/**
 * Reads a `FieldValue` as the shape an input needs. The store should already hold the right
 * shape for the field; these keep a component from crashing when it does not.
 */

function isFileLike(item: unknown): item is FileLike {
  return typeof item === 'object' && item !== null && 'name' in item && 'size' in item;
}

/** Text of a value; multi-values are joined with ';' (the spec's multi-value separator). */
export function valueAsString(value: FieldValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : '';
  return value.map((item) => (typeof item === 'string' ? item : item.name)).join(';');
}

/** Values of a multi-select; a single string is one value ('' is none). */
export function valueAsStringList(value: FieldValue): readonly string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (typeof value === 'boolean') return [];
  return value.filter((item): item is string => typeof item === 'string');
}

/** Checked state of a single checkbox; the strings 'true' and 'checked' count as checked. */
export function valueAsBoolean(value: FieldValue): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value === 'true' || value === 'checked';
  return false;
}

/** Files of a file field. */
export function valueAsFiles(value: FieldValue): readonly FileLike[] {
  if (typeof value === 'string' || typeof value === 'boolean') return [];
  return value.filter(isFileLike);
}
