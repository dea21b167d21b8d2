import type { IncomingMessage, ServerResponse } from 'node:http';
import { isPortalId } from '../form-ids.js';
import { BODY_TOO_LARGE, readTextBody } from '../read-body.js';
import type { RequestTarget } from '../request-target.js';
import { errorBody, sendJson, type ErrorBody } from '../send.js';

/** The longest body an email call accepts: an address is at most 254 characters. */
export const EMAIL_BODY_LIMIT_BYTES = 1024;

export type EmailRequest =
  | { ok: true; email: string; portalId: string; formId: string | null }
  | { ok: false; status: 400; error: ErrorBody; tooLarge: boolean };

/**
 * The common part of both email calls: `portalId` (digits) and `formId` from the query, the
 * address from the plain-text body, trimmed. The body is only read once the query is valid.
 */
export async function readEmailRequest(req: IncomingMessage, target: RequestTarget): Promise<EmailRequest> {
  const portalId = target.query.get('portalId') ?? '';
  if (!isPortalId(portalId)) {
    return {
      ok: false,
      status: 400,
      error: errorBody('Invalid portal id: it must contain digits only', 'INVALID_PORTAL_ID'),
      tooLarge: false,
    };
  }
  const body = await readTextBody(req, EMAIL_BODY_LIMIT_BYTES);
  if (body === BODY_TOO_LARGE) {
    return {
      ok: false,
      status: 400,
      error: errorBody(`The email address must be at most ${EMAIL_BODY_LIMIT_BYTES} bytes`, 'EMAIL_TOO_LONG'),
      tooLarge: true,
    };
  }
  const email = body.trim();
  if (email === '') {
    return {
      ok: false,
      status: 400,
      error: errorBody('The request body must hold the email address as plain text', 'EMAIL_MISSING'),
      tooLarge: false,
    };
  }
  return { ok: true, email, portalId, formId: target.query.get('formId') };
}

/** Answers a refused email request: its 400, closing the connection when the body was cut off unread. */
export function answerRefusedEmailRequest(res: ServerResponse, request: Extract<EmailRequest, { ok: false }>): void {
  sendJson(res, request.status, request.error, request.tooLarge ? { Connection: 'close' } : {});
}
