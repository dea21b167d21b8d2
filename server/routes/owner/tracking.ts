import type { FastifyPluginAsync } from 'fastify';
import { TRACKING_HIT_NAMES, type TrackingHitName, type TrackingStore } from '../../storage/tracking-store.js';
import { validFormId, validPortalId } from '../../domain/tracking/read-beacon-query.js';
import { mayReach, ownerError, queryParam } from './owner-request.js';

/** Hits read at most per call: the newest ones. */
export const MAX_TRACKING_HITS = 500;

/**
 * `GET /api/tracking?portalId=&formId=&name=`: the beacons the host recorded for a portal
 * (optionally one form, one beacon name), newest first, at most 500. Behind the owner access
 * hook, as `/api/submissions`: a token that reaches the portal.
 */
export const ownerTrackingRoutes: FastifyPluginAsync<{ tracking: TrackingStore }> = async (app, { tracking }) => {
  app.get('/api/tracking', async (request, reply) => {
    const portalId = validPortalId(queryParam(request, 'portalId') ?? undefined);
    const rawFormId = queryParam(request, 'formId') ?? undefined;
    const formId = validFormId(rawFormId);
    const rawName = queryParam(request, 'name') ?? undefined;
    if (portalId === null || (rawFormId !== undefined && formId === null)) {
      return reply.code(400).send(ownerError('portalId (digits) is required; formId, when given, must be a form guid'));
    }
    if (rawName !== undefined && !(TRACKING_HIT_NAMES as readonly string[]).includes(rawName)) {
      return reply.code(400).send(ownerError(`name must be one of ${TRACKING_HIT_NAMES.join(', ')}`));
    }
    if (!mayReach(request, reply, portalId, 'read')) return reply;
    const hits = await tracking.list({ portalId, formId: formId ?? undefined, name: rawName as TrackingHitName | undefined, limit: MAX_TRACKING_HITS });
    return reply.send({ hits });
  });
};
