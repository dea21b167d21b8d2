import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isOwnerPath } from './owner-paths.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `ASSET_CORS` for files public to every origin; `false` for same-origin only; unset: `API_CORS`. */
    cors?: FastifyCorsOptions | false;
  }
}

/**
 * The calls visitors' pages make (definition, email check, submit, …): the caller's origin is
 * reflected (with `Vary: Origin`, so a cache keeps one copy per origin), `*` without one, and
 * the embed may read how long a 429 or 503 asks it to wait. A preflight allows what the submit
 * call sends (`Idempotency-Key`, see src/core/submission/submit-wire.ts).
 */
const API_CORS: FastifyCorsOptions = {
  origin: (origin, callback) => callback(null, origin ? true : '*'),
  methods: 'GET, POST, OPTIONS',
  allowedHeaders: 'Content-Type, Idempotency-Key',
  exposedHeaders: 'Retry-After',
  maxAge: 600,
  // Any OPTIONS is answered as a preflight, with or without the headers a browser sends.
  strictPreflight: false,
};

/** Static files (the embed, its chunks, the demo pages) are public to every origin, without `Vary: Origin`. */
export const ASSET_CORS: FastifyCorsOptions = {
  origin: '*',
  // null takes back the API's exposed header (the plugin's own default, missing from its types).
  exposedHeaders: null as unknown as undefined,
};

/**
 * Shares a static file with every origin, whatever the route's policy said before the file was
 * found (a path no file answers gets the API's 404). `Cross-Origin-Resource-Policy` lets pages
 * that isolate themselves (COEP) still load the embed and its chunks.
 */
export function shareAsset(reply: FastifyReply): void {
  reply.header('Access-Control-Allow-Origin', '*');
  reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  reply.removeHeader('access-control-expose-headers');
  if (reply.getHeader('vary') === 'Origin') reply.removeHeader('vary');
}

const CORS_HEADERS = ['access-control-allow-origin', 'access-control-expose-headers'];

/** Takes back the CORS headers of an answer about to leave an owner path (its 404s and errors). */
export function keepOwnerAnswerPrivate(path: string, reply: FastifyReply): void {
  if (!isOwnerPath(path)) return;
  for (const name of CORS_HEADERS) reply.removeHeader(name);
  if (reply.getHeader('vary') === 'Origin') reply.removeHeader('vary');
}

/** A preflight to an owner path: no CORS header, so a browser refuses the cross-origin call. */
const OWNER_PREFLIGHT_PATHS = ['/api/submissions', '/api/submissions.*', '/api/submissions/*', '/api/tracking', '/api/v1', '/api/v1/*'];

export function registerCors(app: FastifyInstance): void {
  // Owner routes, wherever they are registered, share nothing with other origins.
  app.addHook('onRoute', (route) => {
    if (isOwnerPath(route.url ?? '')) route.config = { ...route.config, cors: false };
  });
  void app.register(cors, API_CORS);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.cors === ASSET_CORS) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    done();
  });
  for (const url of OWNER_PREFLIGHT_PATHS) {
    app.options(url, (_request, reply) => {
      void reply.code(204).header('Allow', 'GET, HEAD').header('Content-Length', '0').send();
    });
  }
}
