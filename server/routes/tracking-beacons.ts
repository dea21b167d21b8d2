import { ERROR_REPORT_PATH } from '../../src/core/tracking/error-report.js';
import { PIXEL_EVENTS, TRACKING_PIXEL_PATH } from '../../src/core/tracking/tracking-pixel.js';
import { USAGE_COUNTER_PATH } from '../../src/core/tracking/usage-counter.js';
import { isHttpUrl, VIRAL_CLICK_TRACKING_PATH, VIRAL_TRACKING_PATH } from '../../src/core/tracking/viral-links.js';
import type { Route } from '../router.js';
import { errorBody, sendBytes, sendJson } from '../send.js';
import type { NewTrackingHit, TrackingHitName, TrackingStore } from '../storage/tracking-store.js';
import { readBeaconQuery, validFormId, validPortalId } from '../tracking/read-beacon-query.js';
import { TRANSPARENT_GIF } from '../tracking/transparent-gif.js';

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

const escapePath = (path: string) => path.replace(/[.]/g, '\\.');

/**
 * The image beacons of spec 7.5 (usage counter), 7.9 (tracking pixel), 7.12 (error reporter)
 * and 7.13 (viral link shown): each recorded hit is answered with a 1x1 GIF; a malformed query
 * gets a 400 and is not recorded.
 */
export function trackingBeaconsRoute(store: TrackingStore): Route {
  const byPath = new Map(BEACONS.map((beacon) => [beacon.path, beacon]));
  return {
    name: 'tracking-beacons',
    methods: ['GET'],
    pattern: new RegExp(`^(${BEACONS.map((beacon) => escapePath(beacon.path)).join('|')})$`),
    cors: 'asset',
    async handle({ res, target, params }) {
      const beacon = byPath.get(params[0] ?? '');
      if (!beacon) return 'next';
      const recorded = await recordChecked(store, beacon.name, target.query, beacon.check);
      if (!recorded.ok) {
        sendJson(res, 400, errorBody(recorded.message));
        return;
      }
      sendBytes(res, 200, TRANSPARENT_GIF, { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' });
    },
  };
}

/**
 * GET viral-links/v1/click-tracking (spec 7.13): records the click, then sends the visitor on
 * to `u`, only when it is an http(s) URL (anything else is a 400 and is not recorded).
 */
export function viralClickTrackingRoute(store: TrackingStore): Route {
  return {
    name: 'viral-click-tracking',
    methods: ['GET'],
    pattern: new RegExp(`^${escapePath(VIRAL_CLICK_TRACKING_PATH)}$`),
    cors: 'none',
    async handle({ res, target }) {
      const checkClick = (query: Record<string, string>): Checked =>
        isHttpUrl(query.u ?? '') ? checkViralLink(query) : { ok: false, message: 'u must be an http or https URL' };
      const recorded = await recordChecked(store, 'viral-click', target.query, checkClick);
      if (!recorded.ok) {
        sendJson(res, 400, errorBody(recorded.message));
        return;
      }
      res.writeHead(302, { Location: new URL(recorded.query.u ?? '').href, 'Cache-Control': 'no-store', 'Content-Length': 0 });
      res.end();
    },
  };
}
