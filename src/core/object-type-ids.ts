import { ownValue } from './definition/wire-reader';

/** CRM object type ids of spec section 3 "Object type ids". */
export const OBJECT_TYPE_IDS = {
  contact: '0-1',
  company: '0-2',
  ticket: '0-5',
  feedbackSubmission: '0-19',
} as const;

/** Older responses name the object instead of giving its id. */
const BY_PROPERTY_OBJECT_TYPE: Readonly<Record<string, string>> = {
  CONTACT: OBJECT_TYPE_IDS.contact,
  COMPANY: OBJECT_TYPE_IDS.company,
  TICKET: OBJECT_TYPE_IDS.ticket,
  FEEDBACK_SUBMISSION: OBJECT_TYPE_IDS.feedbackSubmission,
};

/**
 * The object type id of a field: its `objectTypeId` when given, else the id its
 * `propertyObjectType` names, else contact. `known` is false when a `propertyObjectType` was
 * given but is not one we know (the caller warns; the field is treated as a contact field).
 */
export function resolveObjectTypeId(
  objectTypeId: string | undefined,
  propertyObjectType: string | undefined,
): { id: string; known: boolean } {
  const id = objectTypeId?.trim();
  if (id) return { id, known: true };
  const objectType = propertyObjectType?.trim().toUpperCase();
  if (!objectType) return { id: OBJECT_TYPE_IDS.contact, known: true };
  const mapped = ownValue(BY_PROPERTY_OBJECT_TYPE, objectType);
  return mapped ? { id: mapped, known: true } : { id: OBJECT_TYPE_IDS.contact, known: false };
}
