/**
 * The ids of a form (spec section 7.1), checked alike by the embed before it calls, by the forms
 * host before it looks anything up, and by the owner API's schemas (which need the patterns'
 * text): a form id is an 8-4-4-4-12 GUID in either case, a portal id digits (at most 20, so no id
 * is ever too long to store or log).
 */
export const FORM_GUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
export const PORTAL_ID_PATTERN = '^[0-9]{1,20}$';
export const isFormGuid = (value: string): boolean => new RegExp(FORM_GUID_PATTERN).test(value);
export const isPortalId = (value: string): boolean => new RegExp(PORTAL_ID_PATTERN).test(value);
