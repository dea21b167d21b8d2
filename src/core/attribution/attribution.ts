/**
 * Where a lead came from (first touch of the browsing session), as the embed sends it in
 * `hs_context.attribution` and the host stores, exports and sends in webhooks.
 */

/** The campaign and click-id parameters read from the landing page's query, in this order. */
export const ATTRIBUTION_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid', 'msclkid'] as const;
export type AttributionParam = (typeof ATTRIBUTION_PARAMS)[number];

/** The `hs_context` key that carries it. */
export const ATTRIBUTION_CONTEXT_KEY = 'attribution';
/** Where the embed keeps the session's first touch (`sessionStorage`, never a cookie). */
export const FIRST_TOUCH_STORAGE_KEY = 'hs-forms-first-touch';

/** The first touch: every value optional (absent when the visitor's landing had none). */
export type Attribution = Partial<Record<AttributionParam, string>> & {
  /** The page that sent the visitor to the landing page, without query or fragment. */
  referrer?: string;
  /** The first page of the session the embed saw, without query or fragment apart from `ATTRIBUTION_PARAMS`. */
  landingPage?: string;
};
