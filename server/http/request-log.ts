import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress } from './client-identity.js';
import { pathWithoutQuery, REQUEST_ID_HEADER } from './request-id.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Short name of the route for the request log (`form-definition`, `healthz`, …). */
    name?: string;
  }
}

/**
 * One line of the request log (JSON), written through the app's logger (pino) with the
 * request's id (`requestId`) and `level: 'info'`.
 */
export interface RequestLogLine {
  /** When the request arrived (ISO 8601, UTC). */
  time: string;
  method: string;
  path: string;
  /** Name of the route that answered (its `config.name`); null when none did (404, preflight). */
  route: string | null;
  /** What was sent; 0 when the client went away before anything was. */
  status: number;
  /** From arrival to the end of the answer (or the client going away), 1 decimal. */
  ms: number;
  /** Body bytes of the answer, when known (its Content-Length); null otherwise. */
  bytes: number | null;
  /** The client's address (server/http/client-identity.ts). */
  client: string;
  /** Present when the client went away before the answer was complete. */
  aborted?: true;
}

function bodyBytes(req: IncomingMessage, res: ServerResponse, reply: FastifyReply): number | null {
  if (req.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304) return 0;
  // Fastify hands its headers to writeHead, which keeps none of them on `res`.
  const length = Number(reply.getHeader('content-length') ?? res.getHeader('content-length'));
  return Number.isFinite(length) ? length : null;
}

/**
 * What every request goes through first: its answer carries the request's id (`X-Request-Id`,
 * the app's `genReqId`) and, with `logRequests`, one line goes to the app's logger once the
 * answer ends or the client goes away (hijacked and aborted answers included).
 */
export function requestTracker(options: { logRequests: boolean; trustProxy: boolean }): (request: FastifyRequest, reply: FastifyReply) => void {
  return (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    if (options.logRequests) watchAnswer(request, reply, options.trustProxy);
  };
}

function watchAnswer(request: FastifyRequest, reply: FastifyReply, trustProxy: boolean): void {
  const req = request.raw;
  const res = reply.raw;
  const time = new Date().toISOString();
  const started = performance.now();
  res.once('close', () => {
    const complete = res.writableFinished;
    const line: RequestLogLine = {
      time,
      method: req.method ?? 'GET',
      path: pathWithoutQuery(req.url),
      route: request.routeOptions.config.name ?? null,
      status: complete || res.headersSent ? res.statusCode : 0,
      ms: Math.round((performance.now() - started) * 10) / 10,
      bytes: complete ? bodyBytes(req, res, reply) : null,
      client: clientAddress(req, trustProxy),
    };
    if (!complete) line.aborted = true;
    request.log.info(line);
  });
}

/** The request log's default sink (LOG_REQUESTS): one line on stdout. */
export function writeLogLine(line: string): void {
  process.stdout.write(`${line}\n`);
}
