import { FORM_GUID_PATTERN, PORTAL_ID_PATTERN } from '../../../../../src/core/form-ids.js';
import { ownerErrorSchema } from '../../owner-request.js';

/** Pieces every `/api/v1` resource schema is built from; the id patterns are the embed's own (src/core/form-ids.ts). */
export const portalIdSchema = { type: 'string', pattern: PORTAL_ID_PATTERN, description: 'A portal id: digits only.' } as const;
export const formIdSchema = {
  type: 'string',
  pattern: FORM_GUID_PATTERN,
  description: 'A form GUID (8-4-4-4-12 hexadecimal digits, either case).',
} as const;
export const conversionIdSchema = { type: 'string', minLength: 1, maxLength: 100, description: 'The conversion id the submit call answered.' } as const;
export const timeSchema = { type: 'string', description: 'An ISO 8601 time, UTC.' } as const;
export const nullableTimeSchema = { type: ['string', 'null'], description: 'An ISO 8601 time, UTC; null when none.' } as const;

/** A whole wire definition (what `GET /embed/v3/form/{portalId}/{formId}/json` serves). */
export const wireDefinitionSchema = {
  type: 'object',
  required: ['form'],
  properties: { form: { type: 'object', additionalProperties: true } },
  additionalProperties: true,
  description: 'A wire definition, as the definition route serves it.',
} as const;

/** How the owner API is called: a bearer token, or the console's session cookie (names from the OpenAPI document's `securitySchemes`). */
export const OWNER_SECURITY: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { sessionCookie: [] }];

const ERROR_DESCRIPTIONS = {
  400: 'The request is not valid: the message names what is wrong.',
  401: 'No credentials, or credentials the host does not know.',
  403: 'The caller may not reach this portal (PORTAL_NOT_ALLOWED), may only read (READ_ONLY), or the owner API is off.',
  404: 'Nothing has this id (a lead of a portal the caller cannot reach is answered as unknown).',
  409: 'The form is not in a state that allows this (no draft to publish, a GUID already taken).',
} as const;

/** The error answers a route may give, each as `{ status: 'error', message, errorType? }`; 401 and 403 always. */
export function errorResponses(...codes: (400 | 404 | 409)[]) {
  const answers: Record<number, typeof ownerErrorSchema & { description: string }> = {};
  for (const code of [...codes, 401, 403] as const) answers[code] = { ...ownerErrorSchema, description: ERROR_DESCRIPTIONS[code] };
  return answers;
}
