import { withQuery } from './with-query';

/** Path of the tracking pixel on the forms host (spec 7.9). */
export const TRACKING_PIXEL_PATH = '/tracking/v1/pixel.gif';

/** A view (the form is first ready) or a click (the first submit the visitor makes). */
export const PIXEL_EVENTS = ['view', 'click'] as const;
export type PixelEvent = (typeof PIXEL_EVENTS)[number];

export function trackingPixelUrl(input: { formsHost: string; event: PixelEvent; portalId: string; formId: string }): string {
  return withQuery(`${input.formsHost}${TRACKING_PIXEL_PATH}`, { event: input.event, portalId: input.portalId, formId: input.formId });
}
