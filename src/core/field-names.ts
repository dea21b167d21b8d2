import { OBJECT_TYPE_IDS } from './object-type-ids';

/**
 * The name a field is submitted under, which is also its id in the form: contact properties
 * go by their plain name, properties of other objects by `{objectTypeId}/{name}` so a company
 * `name` and a contact `name` cannot collide.
 */
export function submittedFieldName(name: string, objectTypeId: string): string {
  const typeId = objectTypeId.trim();
  if (typeId === '' || typeId === OBJECT_TYPE_IDS.contact) return name;
  const prefix = `${typeId}/`;
  // Some hosts already send the prefixed name; prefixing again would submit an unknown property.
  return name.startsWith(prefix) ? name : `${prefix}${name}`;
}
