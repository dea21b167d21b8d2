import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OwnerPrincipal } from '../../domain/owner-access/owner-principal.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who calls an owner route: set by the owner access hook before any handler runs. */
    owner: OwnerPrincipal;
    /** How they signed in: a bearer token, or the console's session cookie (whose writes need `X-CSRF-Token`). */
    ownerVia: 'bearer' | 'session';
  }
}

/** The error body every owner route answers with (the shape of the host's other errors). */
export interface OwnerErrorBody {
  status: 'error';
  message: string;
  errorType?: string;
}

/** The JSON schema of `OwnerErrorBody`, for routes' `response` schemas and the OpenAPI document. */
export const ownerErrorSchema = {
  type: 'object',
  required: ['status', 'message'],
  properties: {
    status: { type: 'string', const: 'error' },
    message: { type: 'string' },
    errorType: { type: 'string' },
  },
} as const;

export function ownerError(message: string, errorType?: string): OwnerErrorBody {
  return errorType === undefined ? { status: 'error', message } : { status: 'error', message, errorType };
}

export type OwnerRight = 'read' | 'write';

/**
 * Whether the caller may reach `portalId` with `right`; when not, it has answered 403 (naming
 * the token and the portal) and the handler must return.
 */
export function mayReach(request: FastifyRequest, reply: FastifyReply, portalId: string, right: OwnerRight): boolean {
  const { owner } = request;
  if (right === 'read' ? owner.mayRead(portalId) : owner.mayWrite(portalId)) return true;
  const verb = right === 'read' ? 'read' : 'change';
  // A token that reads the portal but may not change it is a read-only one.
  const errorType = right === 'write' && owner.mayRead(portalId) ? 'READ_ONLY' : 'PORTAL_NOT_ALLOWED';
  void reply.code(403).send(ownerError(`The token "${owner.name}" may not ${verb} portal ${portalId}`, errorType));
  return false;
}

/**
 * A query parameter as `URLSearchParams.get` reads it: the first value when it is repeated, null
 * when absent. For routes whose query is checked by hand (the older `/api/submissions` routes).
 */
export function queryParam(request: FastifyRequest, name: string): string | null {
  const value = (request.query as Record<string, string | string[] | undefined>)[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first ?? null;
}
