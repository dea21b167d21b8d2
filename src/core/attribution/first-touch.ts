import { isRecord, ownValue } from '../definition/wire-reader';
import { ATTRIBUTION_PARAMS, type Attribution } from './attribution';

/** No attribution value is kept longer than this (a query can be as long as a URL). */
export const MAX_ATTRIBUTION_VALUE_LENGTH = 500;

const ATTRIBUTION_KEYS: readonly (keyof Attribution)[] = [...ATTRIBUTION_PARAMS, 'referrer', 'landingPage'];

const URL_KEYS: ReadonlySet<string> = new Set(['referrer', 'landingPage']);

/**
 * Trimmed, and a campaign value cut to the cap; an address longer than the cap is dropped (cut,
 * it would point elsewhere). Undefined for a value that is not text or holds nothing.
 */
function cleanValue(key: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (URL_KEYS.has(key) && trimmed.length > MAX_ATTRIBUTION_VALUE_LENGTH) return undefined;
  const text = trimmed.slice(0, MAX_ATTRIBUTION_VALUE_LENGTH).trim();
  return text === '' ? undefined : text;
}

/**
 * An http(s) address without its fragment, and without its query apart from the parameters in
 * `keep` (in their order); undefined for anything else (an empty referrer, `about:blank`).
 */
export function addressWithout(url: string, keep: readonly string[] = []): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  const kept = new URLSearchParams();
  for (const name of keep) {
    const value = parsed.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return `${parsed.origin}${parsed.pathname}${query ? `?${query}` : ''}`;
}

/** Only the known keys with text in them, each trimmed and within the cap. */
export function cleanAttribution(value: unknown): Attribution {
  const clean: Attribution = {};
  if (!isRecord(value)) return clean;
  for (const key of ATTRIBUTION_KEYS) {
    // Own keys only: a page's polluted Object.prototype must not become a campaign.
    const text = cleanValue(key, ownValue(value, key));
    if (text !== undefined) clean[key] = text;
  }
  return clean;
}

/**
 * Where a visitor arrived: the campaign and click-id parameters of the page's query, the
 * referrer without query or fragment, and the page keeping only those parameters.
 */
export function firstTouchOf(page: { url: string; referrer: string }): Attribution {
  let query = new URLSearchParams();
  try {
    query = new URL(page.url).searchParams;
  } catch {
    // An unreadable address has no parameters.
  }
  const touch: Record<string, string | undefined> = { referrer: addressWithout(page.referrer), landingPage: addressWithout(page.url, ATTRIBUTION_PARAMS) };
  for (const name of ATTRIBUTION_PARAMS) touch[name] = query.get(name) ?? undefined;
  return cleanAttribution(touch);
}

/** A stored first touch (JSON text), cleaned; undefined when there is none or it cannot be read. */
export function readFirstTouch(text: string | null | undefined): Attribution | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? cleanAttribution(parsed) : undefined;
  } catch {
    return undefined;
  }
}
