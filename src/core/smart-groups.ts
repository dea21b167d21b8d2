import type { FieldDefinition, FormDefinition } from './form-definition';

/** Whether the host knows the visitor's value of a field (spec section 4 "Other": smart groups). */
function isKnownField(field: FieldDefinition, knownSmartFields: readonly string[]): boolean {
  return field.fieldValueKnown || knownSmartFields.includes(field.name) || knownSmartFields.includes(field.id);
}

/**
 * Which groups show, by index: a smart group hides when the host recognised the visitor and
 * knows every field in it, unless the site owner turned smart forms off. An unrecognised
 * visitor (or one who reset the cookie) sees every group.
 */
export function groupsShown(definition: FormDefinition, options: { deactivateSmartForm: boolean; visitorKnown: boolean }): boolean[] {
  const smartActive = options.visitorKnown && !options.deactivateSmartForm && definition.hasKnownProperties;
  return definition.groups.map((group) => {
    if (!smartActive || !group.isSmartGroup || group.fieldIds.length === 0) return true;
    return !group.fieldIds.every((id) => {
      const field = definition.fields[id];
      return field !== undefined && isKnownField(field, definition.knownSmartFields);
    });
  });
}
