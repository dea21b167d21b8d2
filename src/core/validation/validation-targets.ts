import { createFieldDefinition } from '../definition/create-field-definition';
import type { FieldDefinition, FormDefinition } from '../form-definition';
import { legalConsentCheckboxes } from '../legal-consent-checkboxes';

/** A field a submit or Next checks, with the page it shows on. */
export interface ValidationTarget {
  field: FieldDefinition;
  /** 1-based page. */
  page: number;
  /** Index of its group in `FormDefinition.groups`; -1 for the legal-consent checkboxes. */
  groupIndex: number;
}

/**
 * Every field of the form in the order a visitor meets it: group by group, each field followed
 * by its dependents, then the legal-consent checkboxes (required boolean checkboxes on the
 * last page). Which of them count depends on what is shown; the store decides that.
 */
export function validationTargets(definition: FormDefinition): ValidationTarget[] {
  const targets: ValidationTarget[] = [];
  const visit = (field: FieldDefinition, page: number, groupIndex: number) => {
    targets.push({ field, page, groupIndex });
    for (const rule of field.dependentFields) {
      const dependent = definition.fields[rule.fieldId];
      if (dependent) visit(dependent, page, groupIndex);
    }
  };
  definition.groups.forEach((group, groupIndex) => {
    for (const id of group.fieldIds) {
      const field = definition.fields[id];
      if (field) visit(field, group.pageNumber, groupIndex);
    }
  });
  const consent = definition.metaData.legalConsentOptions;
  if (consent) {
    const { communication, processing } = legalConsentCheckboxes(consent);
    for (const checkbox of processing ? [...communication, processing] : communication) {
      const field = createFieldDefinition({
        id: checkbox.id,
        label: checkbox.label,
        fieldType: 'booleancheckbox',
        inputKind: 'booleancheckbox',
        required: checkbox.required,
      });
      targets.push({ field, page: definition.pageCount, groupIndex: -1 });
    }
  }
  return targets;
}
