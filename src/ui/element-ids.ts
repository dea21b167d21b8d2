/**
 * Element ids inside one form instance. Ids carry the form guid (site owners' CSS and scripts
 * target them) and an instance suffix, so the same form twice on one page keeps every id unique.
 * `formKey` is `{guid}_{instanceKey}`.
 */
export interface FieldElementIds {
  input: string;
  label: string;
  description: string;
  errors: string;
}

export function fieldElementIds(fieldId: string, formKey: string): FieldElementIds {
  const input = `${fieldId}-${formKey}`;
  return {
    input,
    label: `label-${input}`,
    description: `description-${input}`,
    errors: `errors-${input}`,
  };
}

/** Id of an option's input inside a checkbox or radio list. */
export function optionElementId(inputId: string, optionIndex: number): string {
  return `${inputId}-${optionIndex}`;
}
