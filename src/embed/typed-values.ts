import type { FieldDefinition, FieldValue } from '../core/form-definition';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What a visitor has entered in one field's controls, in the store's shape; undefined for a file field (files are chosen again). */
function valueOf(field: Pick<FieldDefinition, 'fieldType'>, controls: Control[]): FieldValue | undefined {
  const first = controls[0];
  if (!first) return undefined;
  const checked = controls.filter((control): control is HTMLInputElement => control instanceof HTMLInputElement && control.checked);
  switch (field.fieldType) {
    case 'file':
      return undefined;
    case 'checkbox':
      return checked.map((control) => control.value);
    case 'booleancheckbox':
      return checked.length > 0;
    default:
      if (first instanceof HTMLInputElement && first.type === 'radio') return checked[0]?.value ?? '';
      return first.value;
  }
}

/**
 * The values in a form's controls (the host's markup, typed into before the runtime took it
 * over), by field name, for the fields of `fields`.
 */
export function readTypedValues(form: HTMLFormElement, fields: Record<string, Pick<FieldDefinition, 'fieldType'>>): Record<string, FieldValue> {
  const byName = new Map<string, Control[]>();
  for (const element of form.elements) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) || !element.name) continue;
    byName.set(element.name, [...(byName.get(element.name) ?? []), element]);
  }
  const values: Record<string, FieldValue> = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = valueOf(field, byName.get(name) ?? []);
    if (value !== undefined) values[name] = value;
  }
  return values;
}
