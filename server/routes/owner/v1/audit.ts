import type { FastifyPluginAsync } from 'fastify';
import type { OwnerPrincipal } from '../../../domain/owner-access/owner-principal.js';
import { DEFAULT_AUDIT_LIMIT, type Leads } from '../../../domain/leads/leads.js';
import type { AuditEntry } from '../../../storage/lead-store.js';
import { errorResponses } from './schemas/shared-schemas.js';

export const MAX_AUDIT_LIMIT = 500;
/**
 * Entries read to find a portal-limited caller's: an entry is one erasure (not one lead), so this
 * many reach far back; the log is not filtered by portal in the database.
 */
export const AUDIT_SCAN_LIMIT = 5_000;

/**
 * Whether the caller's portals saw an erasure: one that names a portal it reaches (an erasure by
 * filter or of one lead does). One that names none (a retention run, across every portal) is
 * shown to callers that reach every portal only, since its count may hold other portals' leads.
 */
export function auditVisibleTo(principal: OwnerPrincipal, entry: AuditEntry): boolean {
  if (principal.portals === 'all') return true;
  const portalId = (entry.filter as { portalId?: unknown } | null)?.portalId;
  return typeof portalId === 'string' && principal.mayRead(portalId);
}

const auditEntrySchema = {
  type: 'object',
  required: ['id', 'actor', 'action', 'filter', 'count', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    actor: { type: 'string', description: 'The token that erased (its name), or retention' },
    action: { type: 'string', enum: ['delete'] },
    filter: { type: 'object', additionalProperties: true, description: 'What chose the leads: a conversion id, or a filter of one form' },
    count: { type: 'integer', description: 'Leads erased' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

/** `GET /api/v1/audit?limit=`: the erasures the caller's portals saw, newest first. */
export const auditRoutes: FastifyPluginAsync<{ leads: Pick<Leads, 'listAudit'> }> = async (app, { leads }) => {
  app.get<{ Querystring: { limit: number } }>(
    '/audit',
    {
      schema: {
        summary: 'Erasures of leads (who, when, what, how many), newest first',
        tags: ['audit'],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { limit: { type: 'integer', minimum: 1, maximum: MAX_AUDIT_LIMIT, default: DEFAULT_AUDIT_LIMIT } },
        },
        response: {
          200: { type: 'object', required: ['entries'], properties: { entries: { type: 'array', items: auditEntrySchema } } },
          ...errorResponses(400),
        },
      },
    },
    async (request) => {
      const { owner } = request;
      const { limit } = request.query;
      if (owner.portals === 'all') return { entries: await leads.listAudit(limit) };
      const entries = await leads.listAudit(AUDIT_SCAN_LIMIT);
      return { entries: entries.filter((entry) => auditVisibleTo(owner, entry)).slice(0, limit) };
    },
  );
};
