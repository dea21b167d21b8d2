import { isPortalId } from '../../../src/core/form-ids.js';
import { errorBody, type ErrorBody } from '../../http/error-body.js';

/** The longest body an email call accepts: an address is at most 254 characters. */
export const EMAIL_BODY_LIMIT_BYTES = 1024;

export type EmailQuery = { ok: true; portalId: string; formId: string | null } | { ok: false; error: ErrorBody };

/** The query part of both email calls: `portalId` (digits) and `formId`. */
export function readEmailQuery(query: URLSearchParams): EmailQuery {
  const portalId = query.get('portalId') ?? '';
  if (!isPortalId(portalId)) return { ok: false, error: errorBody('Invalid portal id: it must contain digits only', 'INVALID_PORTAL_ID') };
  return { ok: true, portalId, formId: query.get('formId') };
}

/** The address of both email calls: the plain-text body, trimmed; undefined when there is none. */
export function readEmailBody(body: unknown): string | undefined {
  const email = typeof body === 'string' ? body.trim() : '';
  return email === '' ? undefined : email;
}

export const EMAIL_MISSING = errorBody('The request body must hold the email address as plain text', 'EMAIL_MISSING');
export const EMAIL_TOO_LONG = errorBody(`The email address must be at most ${EMAIL_BODY_LIMIT_BYTES} bytes`, 'EMAIL_TOO_LONG');
