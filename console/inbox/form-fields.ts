import type { WireDefinition } from '../api/owner-api';

/** A field of a form as the console names it: its submitted name and the label the owner wrote. */
export interface FormField {
  name: string;
  label: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The fields of a wire definition in the order the form shows them (`form.formFieldGroups[].fields[]`).
 * A field without a label is named by its name; a name seen twice counts once.
 */
export function formFields(definition: WireDefinition | null | undefined): FormField[] {
  const groups = definition?.form['formFieldGroups'];
  if (!Array.isArray(groups)) return [];
  const fields: FormField[] = [];
  const seen = new Set<string>();
  for (const group of groups) {
    const groupFields = isRecord(group) ? group['fields'] : undefined;
    if (!Array.isArray(groupFields)) continue;
    for (const field of groupFields) {
      if (!isRecord(field) || typeof field['name'] !== 'string' || field['name'] === '' || seen.has(field['name'])) continue;
      seen.add(field['name']);
      const label = typeof field['label'] === 'string' && field['label'].trim() !== '' ? field['label'] : field['name'];
      fields.push({ name: field['name'], label });
    }
  }
  return fields;
}
