import type { Route } from '../router.js';
import { errorBody, sendJson } from '../send.js';
import { TRACKING_HIT_NAMES, type TrackingHitName, type TrackingStore } from '../storage/tracking-store.js';
import { validFormId, validPortalId } from '../tracking/read-beacon-query.js';
import { refusePortal, type OwnerGate } from './owner-access.js';

/** Hits read at most per call: the newest ones. */
export const MAX_TRACKING_HITS = 500;

/**
 * `GET /api/tracking?portalId=&formId=&name=`: the beacons the host recorded for a portal
 * (optionally one form, one beacon name), newest first, at most 500. Same owner gate
 * as `/api/submissions`: a token that reaches the portal.
 */
export function ownerTrackingRoute(options: { store: TrackingStore; ownerGate: OwnerGate }): Route {
  return {
    name: 'owner-tracking',
    methods: ['GET'],
    pattern: /^\/api\/tracking$/,
    cors: 'none',
    async handle({ req, res, target }) {
      const principal = await options.ownerGate(req, res);
      if (!principal) return;
      const portalId = validPortalId(target.query.get('portalId') ?? undefined);
      const rawFormId = target.query.get('formId') ?? undefined;
      const formId = validFormId(rawFormId);
      const rawName = target.query.get('name') ?? undefined;
      if (portalId === null || (rawFormId !== undefined && formId === null)) {
        sendJson(res, 400, errorBody('portalId (digits) is required; formId, when given, must be a form guid'));
        return;
      }
      if (rawName !== undefined && !(TRACKING_HIT_NAMES as readonly string[]).includes(rawName)) {
        sendJson(res, 400, errorBody(`name must be one of ${TRACKING_HIT_NAMES.join(', ')}`));
        return;
      }
      if (!principal.mayRead(portalId)) {
        refusePortal(res, principal, portalId);
        return;
      }
      const hits = await options.store.list({
        portalId,
        formId: formId ?? undefined,
        name: rawName as TrackingHitName | undefined,
        limit: MAX_TRACKING_HITS,
      });
      sendJson(res, 200, { hits });
    },
  };
}
