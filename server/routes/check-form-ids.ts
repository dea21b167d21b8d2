import { isFormGuid, isPortalId } from '../../src/core/form-ids.js';
import { errorBody, type ErrorBody } from '../http/error-body.js';

export type CheckedIds = { ok: true; portalId: string; formId: string } | { ok: false; error: ErrorBody };

/**
 * Validates the ids of a definition URL; the 400 wording matches what the embed maps
 * ('form guid' means an invalid form id). The form id is lower-cased to find its file.
 */
export function checkFormIds(portalId: string, formId: string): CheckedIds {
  if (!isPortalId(portalId)) {
    return { ok: false, error: errorBody('Invalid portal id: it must contain digits only', 'INVALID_PORTAL_ID') };
  }
  if (!isFormGuid(formId)) {
    return { ok: false, error: errorBody('Invalid form guid', 'INVALID_FORM_GUID') };
  }
  return { ok: true, portalId, formId: formId.toLowerCase() };
}
