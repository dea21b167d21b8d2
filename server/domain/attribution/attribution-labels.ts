import { ATTRIBUTION_PARAMS, type Attribution } from '../../../src/core/attribution/attribution.js';

/**
 * Every key a lead's attribution may hold, in the order an owner reads them (exports' columns,
 * the console's lead page), each with its name in plain words. Browser-safe: the console shows them too.
 */
export const ATTRIBUTION_KEYS = [...ATTRIBUTION_PARAMS, 'referrer', 'landingPage'] as const;
export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];

export const ATTRIBUTION_LABELS: Readonly<Record<AttributionKey, string>> = {
  utm_source: 'UTM source',
  utm_medium: 'UTM medium',
  utm_campaign: 'UTM campaign',
  utm_term: 'UTM term',
  utm_content: 'UTM content',
  gclid: 'Google Ads click ID',
  fbclid: 'Facebook click ID',
  msclkid: 'Microsoft Ads click ID',
  referrer: 'Referrer',
  landingPage: 'Landing page',
};

/** The keys `attribution` holds a value for, in `ATTRIBUTION_KEYS` order. */
export function recordedKeys(attribution: Attribution | null): AttributionKey[] {
  if (attribution === null) return [];
  return ATTRIBUTION_KEYS.filter((key) => typeof attribution[key] === 'string' && attribution[key] !== '');
}
