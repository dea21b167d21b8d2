import type { FastifyInstance } from 'fastify';
import { ERROR_REPORT_PATH } from '../../../src/core/tracking/error-report.js';
import { PIXEL_EVENTS, TRACKING_PIXEL_PATH } from '../../../src/core/tracking/tracking-pixel.js';
import { USAGE_COUNTER_PATH } from '../../../src/core/tracking/usage-counter.js';
import { isHttpUrl, VIRAL_CLICK_TRACKING_PATH, VIRAL_TRACKING_PATH } from '../../../src/core/tracking/viral-links.js';
import { ASSET_CORS } from '../../http/cors.js';
import { sendJson } from '../../http/error-answers.js';
import type { HostPluginOptions } from '../../http/host-context.js';
import { errorBody } from '../../http/error-body.js';
import type { NewTrackingHit, TrackingHitName, TrackingStore } from '../../storage/tracking-store.js';
import { readBeaconQuery, validFormId, validPortalId } from '../../domain/tracking/read-beacon-query.js';
import { TRANSPARENT_GIF } from '../../domain/tracking/transparent-gif.js';
import { queryOf } from './query.js';

type Checked = { ok: true; portalId: string | null; formId: string | null } | { ok: false; message: string };

const COUNTER_KEY = /^[\w.-]{1,200}$/;
const COUNT = /^[1-9]\d{0,5}$/;
const ERROR_CODE = /^[A-Z][A-Z0-9_]{0,63}$/;
const VIRAL_LINK_TYPE = /^[\w-]{1,40}$/;
const DEVICE_ID = /^[\w-]{1,100}$/;

/** Optional ids ride along: kept when valid, left out when not (a render error may be about a bad id). */
const lenientIds = (query: Record<string, string>): Checked => ({ ok: true, portalId: validPortalId(query.portalId), formId: validFormId(query.formId) });

/** A viral link's type and device, and its optional hubId, which must be a portal id when given. */
function checkViralLink(query: Record<string, string>): Checked {
  if (!VIRAL_LINK_TYPE.test(query.viralLinkType ?? '')) return { ok: false, message: 'viralLinkType is required' };
  if (!DEVICE_ID.test(query.deviceId ?? '')) return { ok: false, message: 'deviceId is required' };
  const hubId = validPortalId(query.hubId);
  if (query.hubId !== undefined && hubId === null) return { ok: false, message: 'hubId must contain digits only' };
  return { ok: true, portalId: hubId, formId: null };
}

/** Each image beacon: its path and what its query must hold. */
const BEACONS: readonly { name: TrackingHitName; path: string; check(query: Record<string, string>): Checked }[] = [
  {
    name: 'counter',
    path: USAGE_COUNTER_PATH,
    check: (query) =>
      COUNTER_KEY.test(query.key ?? '') && COUNT.test(query.count ?? '') ? lenientIds(query) : { ok: false, message: 'key and count are required' },
  },
  {
    name: 'pixel',
    path: TRACKING_PIXEL_PATH,
    check(query) {
      const portalId = validPortalId(query.portalId);
      const formId = validFormId(query.formId);
      if (!(PIXEL_EVENTS as readonly string[]).includes(query.event ?? '')) return { ok: false, message: `event must be one of ${PIXEL_EVENTS.join(', ')}` };
      if (portalId === null || formId === null) return { ok: false, message: 'portalId and formId are required' };
      return { ok: true, portalId, formId };
    },
  },
  {
    name: 'error-report',
    path: ERROR_REPORT_PATH,
    check: (query) => (ERROR_CODE.test(query.code ?? '') ? lenientIds(query) : { ok: false, message: 'code is required' }),
  },
  { name: 'viral-tracking', path: VIRAL_TRACKING_PATH, check: checkViralLink },
];

async function recordChecked(
  store: TrackingStore,
  name: TrackingHitName,
  rawQuery: URLSearchParams,
  check: (query: Record<string, string>) => Checked,
): Promise<{ ok: true; query: Record<string, string> } | { ok: false; message: string }> {
  const read = readBeaconQuery(rawQuery);
  if (!read.ok) return read;
  const checked = check(read.values);
  if (!checked.ok) return checked;
  const hit: NewTrackingHit = { name, portalId: checked.portalId, formId: checked.formId, query: read.values };
  await store.record(hit);
  return { ok: true, query: read.values };
}

/**
 * The image beacons of spec 7.5 (usage counter), 7.9 (tracking pixel), 7.12 (error reporter)
 * and 7.13 (viral link shown): each recorded hit is answered with a 1x1 GIF; a malformed query
 * gets a 400 and is not recorded. And GET viral-links/v1/click-tracking (spec 7.13): records
 * the click, then sends the visitor on to `u`, only when it is an http(s) URL.
 */
export async function trackingRoutes(app: FastifyInstance, { host }: HostPluginOptions): Promise<void> {
  for (const beacon of BEACONS) {
    app.get(beacon.path, { exposeHeadRoute: false, config: { name: 'tracking-beacons', cors: ASSET_CORS } }, async (request, reply) => {
      const recorded = await recordChecked(host.tracking, beacon.name, queryOf(request), beacon.check);
      if (!recorded.ok) return sendJson(reply, 400, errorBody(recorded.message));
      return reply.code(200).type('image/gif').header('Cache-Control', 'no-store').send(TRANSPARENT_GIF);
    });
  }

  const checkClick = (query: Record<string, string>): Checked =>
    isHttpUrl(query.u ?? '') ? checkViralLink(query) : { ok: false, message: 'u must be an http or https URL' };
  app.get(VIRAL_CLICK_TRACKING_PATH, { exposeHeadRoute: false, config: { name: 'viral-click-tracking', cors: false } }, async (request, reply) => {
    const recorded = await recordChecked(host.tracking, 'viral-click', queryOf(request), checkClick);
    if (!recorded.ok) return sendJson(reply, 400, errorBody(recorded.message));
    return reply.code(302).header('Location', new URL(recorded.query.u ?? '').href).header('Cache-Control', 'no-store').header('Content-Length', '0').send();
  });
}
