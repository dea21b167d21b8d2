/** The page's analytics cookies (spec section 3 "Analytics values"), sent in `hs_context` and on a redirect. */
export const ANALYTICS_COOKIE_NAMES = ['__hstc', '__hssc', '__hsfp'] as const;
export type AnalyticsCookies = Record<(typeof ANALYTICS_COOKIE_NAMES)[number], string>;
