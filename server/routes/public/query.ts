import type { FastifyRequest } from 'fastify';

/** The request's query as the routes read it: a repeated name's first value wins (`get`). */
export function queryOf(request: FastifyRequest): URLSearchParams {
  const url = request.url;
  const start = url.indexOf('?');
  return new URLSearchParams(start === -1 ? '' : url.slice(start + 1));
}
