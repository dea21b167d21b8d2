import { ATTRIBUTION_CONTEXT_KEY, ATTRIBUTION_PARAMS, type Attribution } from '../../../src/core/attribution/attribution.js';
import { attributionEnabled } from '../../../src/core/spam/spam-wire.js';
import type { FormDefinition } from '../../../src/core/form-definition.js';

/**
 * What the host keeps of the `attribution` a visitor's browser sent in `hs_context`.
 *
 * Attribution is a nicety: a lead is never refused, nor lost, over it. Whatever arrives (not an
 * object, unknown keys, numbers, a `javascript:` referrer, a megabyte of text) is cleaned or
 * dropped here, silently, and the submission goes on; at worst the lead has no attribution.
 */

/** The longest value kept: a campaign value is cut to it; a URL longer than it is dropped (cut, it would point elsewhere). */
export const MAX_ATTRIBUTION_VALUE_LENGTH = 500;

const KEPT_QUERY_PARAMS: ReadonlySet<string> = new Set(ATTRIBUTION_PARAMS);

/** Line breaks, tabs and other control characters: a campaign value is one line of text. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]+/g;

/** Half of a surrogate pair without its other half (sent so, or left by the cut). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * `value` on one line, trimmed and cut to the cap, as well-formed Unicode; undefined when it is
 * not a string or nothing is left. Postgres refuses JSON holding `\u0000` or half a surrogate
 * pair, and the stored attribution is read as JSON there (its filter and indexes): such a value
 * would refuse the lead.
 */
function cleanText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, MAX_ATTRIBUTION_VALUE_LENGTH).replace(LONE_SURROGATE, '\uFFFD').trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * An http(s) URL without its fragment, credentials and any query parameter but the
 * `ATTRIBUTION_PARAMS` (a referrer's or landing page's other parameters may carry a visitor's
 * e-mail address or a session id); undefined when `value` is no such URL or too long.
 */
export function cleanPageUrl(value: unknown): string | undefined {
  // Measured before parsing too, so a huge string costs no parse.
  if (typeof value !== 'string' || value.length > 4 * MAX_ATTRIBUTION_VALUE_LENGTH) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.hash = '';
  url.username = '';
  url.password = '';
  for (const name of [...url.searchParams.keys()]) if (!KEPT_QUERY_PARAMS.has(name)) url.searchParams.delete(name);
  // `URLSearchParams` leaves a bare '?' once every parameter is gone.
  if (url.searchParams.size === 0) url.search = '';
  const cleaned = url.href;
  return cleaned.length > MAX_ATTRIBUTION_VALUE_LENGTH ? undefined : cleaned;
}

/** The listed keys of `sent` that hold usable values, cleaned; null when none does or `sent` is no object. */
export function cleanAttribution(sent: unknown): Attribution | null {
  if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) return null;
  const given = sent as Readonly<Record<string, unknown>>;
  const attribution: Attribution = {};
  for (const param of ATTRIBUTION_PARAMS) {
    const value = Object.hasOwn(given, param) ? cleanText(given[param]) : undefined;
    if (value !== undefined) attribution[param] = value;
  }
  const referrer = Object.hasOwn(given, 'referrer') ? cleanPageUrl(given.referrer) : undefined;
  if (referrer !== undefined) attribution.referrer = referrer;
  const landingPage = Object.hasOwn(given, 'landingPage') ? cleanPageUrl(given.landingPage) : undefined;
  if (landingPage !== undefined) attribution.landingPage = landingPage;
  return Object.keys(attribution).length > 0 ? attribution : null;
}

/** Whether a form keeps where its leads came from: its attribution option, and no `disableCookieSubmission`. */
export function recordsAttribution(definition: FormDefinition): boolean {
  return attributionEnabled(definition.metaData.raw) && !definition.metaData.disableCookieSubmission;
}

/**
 * The attribution to store with a submission: the cleaned `attribution` of its `hs_context`
 * (parsed), when the definition the visitor saw records it; else null.
 */
export function submittedAttribution(context: Readonly<Record<string, unknown>>, shown: FormDefinition): Attribution | null {
  if (!recordsAttribution(shown) || !Object.hasOwn(context, ATTRIBUTION_CONTEXT_KEY)) return null;
  return cleanAttribution(context[ATTRIBUTION_CONTEXT_KEY]);
}

/**
 * `hs_context` as stored: as sent, byte for byte, unless it carries `attribution`, which is
 * taken out (the cleaned copy is kept apart), so the raw referrer's query or a form's switched
 * off attribution is never kept through the context.
 */
export function contextWithoutAttribution(contextJson: string | null, context: Readonly<Record<string, unknown>>): string | null {
  if (contextJson === null || !Object.hasOwn(context, ATTRIBUTION_CONTEXT_KEY)) return contextJson;
  const { [ATTRIBUTION_CONTEXT_KEY]: _dropped, ...rest } = context;
  return JSON.stringify(rest);
}
