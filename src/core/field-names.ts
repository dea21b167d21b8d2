import { OBJECT_TYPE_IDS } from './object-type-ids';

/**
 * Spec section 3: field names for non-contact objects are prefixed. Tickets and feedback
 * submissions have their own named prefixes; any other object is prefixed with its type id.
 */
const NAMED_PREFIXES: Readonly<Record<string, string>> = {
  [OBJECT_TYPE_IDS.ticket]: 'TICKET.',
  [OBJECT_TYPE_IDS.feedbackSubmission]: 'FEEDBACK_SUBMISSION.',
};

/**
 * The name a field is submitted under, which is also its id in the form: contact properties
 * go by their plain name, others by their object's prefix, so a company `name` and a contact
 * `name` cannot collide.
 */
export function submittedFieldName(name: string, objectTypeId: string): string {
  const typeId = objectTypeId.trim();
  if (typeId === '' || typeId === OBJECT_TYPE_IDS.contact) return name;
  const prefix = NAMED_PREFIXES[typeId] ?? `${typeId}/`;
  // Some hosts already send the prefixed name; prefixing again would submit an unknown property.
  return name.startsWith(prefix) ? name : `${prefix}${name}`;
}
