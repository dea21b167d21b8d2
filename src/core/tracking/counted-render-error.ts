import type { RenderError } from '../render-errors';

/**
 * Render errors that say the visitor's network, the host's protection or the form's own
 * schedule stopped the form (spec section 8): expected, so never counted nor reported. Matched
 * on the code and the message, as the message is all a failure carries from the network layer.
 */
const EXPECTED_FAILURE_PATTERNS: readonly RegExp[] = [
  /network|failed to fetch|load failed|could not be loaded/i,
  /abort/i,
  /time(d)?[ -]?out/i,
  /json|unexpected token|unexpected end of/i,
  /IP_ADDRESS_IS_PROBABLY_A_BOT|\bbot\b/i,
  /SUBMISSION_PERIOD_ENDED|period[ _-]ended/i,
  /RATE_LIMIT|rate[ -]limit|too many requests/i,
];

/** True when a render error should reach the usage counter and the error reporter. */
export function isCountedRenderError(error: RenderError): boolean {
  const text = `${error.code} ${error.message}`;
  return !EXPECTED_FAILURE_PATTERNS.some((pattern) => pattern.test(text));
}
