import type { IncomingMessage, ServerResponse } from 'node:http';
import { logRequestError } from '../log.js';
import { errorBody, sendJson } from '../send.js';
import { clientAddress, rateLimitClient } from './client-identity.js';
import type { RateLimitCounter } from './rate-limit-counter.js';
import { windowAt, type RateLimit } from './rate-limit-policy.js';

/** Old windows are deleted on one request in this many (per limiter and process). */
const PRUNE_EVERY = 100;

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts a request against its client's window: `allowed` false once the window is full. */
export type RateLimiter = (req: IncomingMessage) => Promise<RateVerdict>;

export interface RateLimiterOptions {
  /** Names the limit in the counters' table. */
  bucket: string;
  limit: RateLimit;
  counter: RateLimitCounter;
  trustProxy: boolean;
  /** ms since the epoch. */
  now: () => number;
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { bucket, counter } = options;
  let requests = 0;
  return async (req) => {
    const window = windowAt(options.now(), options.limit.windowSeconds);
    const client = rateLimitClient(clientAddress(req, options.trustProxy));
    let hits: number;
    try {
      hits = await counter.hit(bucket, client, window.start);
    } catch (error) {
      // A limiter that cannot count lets the request through: a database hiccup must not cost
      // a visitor's submission (the submission itself then fails, or is stored, on its own).
      logRequestError(req, error);
      return { allowed: true };
    }
    requests += 1;
    if (requests % PRUNE_EVERY === 0) await counter.prune(bucket, window.start).catch((error: unknown) => logRequestError(req, error));
    return hits > options.limit.limit ? { allowed: false, retryAfterSeconds: window.secondsLeft } : { allowed: true };
  };
}

/**
 * Sets `Retry-After` (whole seconds) for a 429; the caller sends the body its route answers with
 * (for the submit call, possibly as a native post's result page).
 */
export function setRetryAfter(res: ServerResponse, verdict: Extract<RateVerdict, { allowed: false }>): void {
  res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
}

/** A 429 in the host's error shape: what the email check (and any JSON call) answers. */
export function answerTooManyRequests(res: ServerResponse, verdict: Extract<RateVerdict, { allowed: false }>): void {
  setRetryAfter(res, verdict);
  sendJson(res, 429, errorBody(`Too many requests: try again in ${verdict.retryAfterSeconds} s`, 'RATE_LIMIT_EXCEEDED'));
}
