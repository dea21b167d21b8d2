/** At most `limit` requests per client in each fixed window of `windowSeconds`. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/**
 * Submissions per client: 20 per 60 s. A visitor sends one submission; the embed sends it at
 * most 5 times (MAX_SUBMIT_ATTEMPTS, retries under one Idempotency-Key, each counted), so a
 * visitor whose every send met a 5xx and who then pressed Submit three more times still stays
 * under it, and so do a few colleagues behind one office address. A script filling the database
 * does not.
 */
export const DEFAULT_SUBMIT_RATE_LIMIT: RateLimit = { limit: 20, windowSeconds: 60 };

/**
 * Email checks per client: 120 per 60 s. The embed checks an address 500 ms after the visitor
 * stops typing and once per distinct address (its answers are cached), so one visitor typing
 * without pause into one field asks at most 2 per second: exactly this rate, never above it.
 */
export const DEFAULT_EMAIL_CHECK_RATE_LIMIT: RateLimit = { limit: 120, windowSeconds: 60 };

const SETTING = /^(\d{1,9})\/(\d{1,9})$/;

/**
 * A rate-limit setting: `{requests}/{seconds}` (`20/60`), or `off` for none (undefined). An
 * empty value takes `fallback`.
 */
export function parseRateLimit(name: string, value: string, fallback: RateLimit): RateLimit | undefined {
  const text = value.trim();
  if (text === '') return fallback;
  if (text.toLowerCase() === 'off') return undefined;
  const match = SETTING.exec(text);
  const limit = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]);
  if (!match || limit < 1 || windowSeconds < 1) {
    throw new Error(`${name} must be {requests}/{seconds} with both at least 1 (e.g. 20/60), or off; got "${value}"`);
  }
  return { limit, windowSeconds };
}

export interface RateWindow {
  /** Start of the fixed window `now` falls in, in ms since the epoch (a multiple of the window length). */
  start: number;
  /** Whole seconds until the next window begins: 1 to `windowSeconds`. */
  secondsLeft: number;
}

export function windowAt(now: number, windowSeconds: number): RateWindow {
  const length = windowSeconds * 1000;
  const start = Math.floor(now / length) * length;
  const secondsLeft = Math.min(windowSeconds, Math.max(1, Math.ceil((start + length - now) / 1000)));
  return { start, secondsLeft };
}
