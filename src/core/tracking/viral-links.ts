import { withQuery } from './with-query';

/** Paths on the api host (spec 7.13). */
export const VIRAL_CLICK_TRACKING_PATH = '/viral-links/v1/click-tracking';
export const VIRAL_TRACKING_PATH = '/viral-links/v1/tracking';

/** The kind of viral link the free-plan branding link of a form is. */
export const FORM_VIRAL_LINK_TYPE = 'form';

export interface ViralLink {
  apiHost: string;
  viralLinkType: string;
  deviceId: string;
  /** The portal the link was shown for (sent as hubId). */
  portalId: string;
}

/** Where the link points: the click is recorded, then the visitor lands on `target`. */
export function viralClickTrackingUrl(link: ViralLink, target: string): string {
  return withQuery(`${link.apiHost}${VIRAL_CLICK_TRACKING_PATH}`, {
    u: target,
    deviceId: link.deviceId,
    viralLinkType: link.viralLinkType,
    hubId: link.portalId || undefined,
  });
}

/** Records that the link was shown. */
export function viralTrackingUrl(link: ViralLink): string {
  return withQuery(`${link.apiHost}${VIRAL_TRACKING_PATH}`, {
    viralLinkType: link.viralLinkType,
    deviceId: link.deviceId,
    hubId: link.portalId || undefined,
  });
}

/** Only web addresses may be a click's destination: never `javascript:` or `data:`. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
