import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Leads } from '../../../domain/leads/leads.js';
import type { StoredLead } from '../../../storage/lead-store.js';
import { ownerError } from '../owner-request.js';

/** Answers 404 for a lead that is not there (or not the caller's to know of). */
export function leadNotFound(reply: FastifyReply, conversionId: string): FastifyReply {
  return reply.code(404).send(ownerError(`no lead has conversion id "${conversionId}"`, 'LEAD_NOT_FOUND'));
}

/**
 * The lead with `conversionId` when the caller may read its portal; otherwise it has answered
 * 404, the same for another portal's lead as for none (ids of other portals are never confirmed).
 */
export async function reachableLead(leads: Leads, request: FastifyRequest, reply: FastifyReply, conversionId: string): Promise<StoredLead | undefined> {
  const lead = await leads.getLead(conversionId);
  if (lead !== undefined && request.owner.mayRead(lead.portalId)) return lead;
  leadNotFound(reply, conversionId);
  return undefined;
}
