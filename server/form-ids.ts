/** Same checks the embed makes before calling (spec section 7): digits, and an 8-4-4-4-12 GUID. */
const PORTAL_ID = /^\d{1,20}$/;
const FORM_GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isPortalId(value: string): boolean {
  return PORTAL_ID.test(value);
}

export function isFormGuid(value: string): boolean {
  return FORM_GUID.test(value);
}
