import { AsyncLocalStorage } from 'node:async_hooks';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { logRequestError } from '../log.js';
import { clientAddress, rateLimitClient } from './client-identity.js';
import { rateLimitCounter, type RateLimitCounter } from '../storage/rate-limit-counter.js';
import { windowAt, type RateLimit } from './rate-limit-policy.js';
import type { HostContext } from './host-context.js';

/** Old windows are deleted on one request in this many (per bucket and process). */
const PRUNE_EVERY = 100;

/** A route's limit as `config.rateLimit`; `bucket` names it in the counters' table. */
export type RouteRateLimit = RateLimitOptions & { bucket: string };

/**
 * The route config of one of the host's limits (`config: { rateLimit: routeRateLimit('submit',
 * options.submitRateLimit) }`): counted per client in the database, answered 429 with
 * `Retry-After`. `false` (no limit) when the setting is off.
 */
export function routeRateLimit(bucket: string, limit: RateLimit | undefined): RouteRateLimit | false {
  return limit === undefined ? false : { bucket, max: limit.limit, timeWindow: limit.windowSeconds * 1000 };
}

/** The host's 429 (the error answer's body); `Retry-After` is the plugin's, the same whole seconds. */
function tooManyRequests(ttlMs: number): Error & { statusCode: number; errorType: string } {
  const seconds = Math.ceil(ttlMs / 1000);
  return Object.assign(new Error(`Too many requests: try again in ${seconds} s`), {
    statusCode: 429,
    errorType: 'RATE_LIMIT_EXCEEDED',
  });
}

type IncrCallback = (error: Error | null, result: { current: number; ttl: number }) => void;

/**
 * The plugin's store over our `rate_limit_windows` table, so every host process over one
 * database counts together. Fixed windows aligned on the clock (`windowAt`, rate-limit-policy.ts); a count
 * that fails lets the request through: a database hiccup must not cost a visitor's submission.
 */
export function databaseRateLimitStore(counter: RateLimitCounter, now: () => number) {
  return class DatabaseRateLimitStore {
    private requests = 0;
    private readonly bucket: string;
    constructor(options: object) {
      this.bucket = (options as Partial<RouteRateLimit>).bucket ?? 'default';
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const { bucket } = this;
      const window = windowAt(now(), Math.max(1, Math.round(timeWindow / 1000)));
      const ttl = window.secondsLeft * 1000;
      counter.hit(bucket, key, window.start).then(
        (current) => {
          this.requests += 1;
          if (this.requests % PRUNE_EVERY === 0) counter.prune(bucket, window.start).catch(logStoreError);
          callback(null, { current, ttl });
        },
        (error: unknown) => {
          logStoreError(error);
          callback(null, { current: 0, ttl });
        },
      );
    }

    /** A route's store: `routeOptions` holds its `config.rateLimit`, with the bucket. */
    child(routeOptions: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}

/** The request a limited route is counting, so a failed count is logged with its id. */
const counting = new AsyncLocalStorage<FastifyRequest>();

function logStoreError(error: unknown): void {
  const request = counting.getStore();
  if (request) logRequestError(request.raw, error);
  else console.error(error);
}

/**
 * `@fastify/rate-limit`, once, for the routes that opt in with `config.rateLimit`: clients are
 * told apart by `rateLimitClient` (an IPv6 client by its /64; `X-Forwarded-For` only with
 * `trustProxy`), and a refused request gets `Retry-After` and the host's error body, nothing more.
 */
export function registerRateLimit(app: FastifyInstance, host: HostContext): void {
  const trustProxy = host.options.trustProxy === true;
  // Before the plugin's own: a limited route's count runs within its request.
  app.addHook('onRoute', (route) => {
    if (!route.config?.rateLimit) return;
    const hooks = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [(request, _reply, done) => counting.run(request, done), ...hooks];
  });
  void app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(rateLimitCounter(host.store.db), host.clock),
    keyGenerator: (request: FastifyRequest) => rateLimitClient(clientAddress(request.raw, trustProxy)),
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });
}
