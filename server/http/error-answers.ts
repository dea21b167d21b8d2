import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { logRequestError } from '../log.js';
import { errorBody } from './error-body.js';
import { keepOwnerAnswerPrivate } from './cors.js';
import { addPublicHeaders } from './public-headers.js';
import { pathWithoutQuery } from './request-id.js';

/** An error a route or plugin throws on purpose: its status and, optionally, the body's `errorType`. */
type AnsweredError = FastifyError & { errorType?: string };

/** JSON answers are never cached: forms change while the host runs. */
export function sendJson(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(body);
}

/** The host's 404 for a path no route serves; `/embed.js` before the first build says what to do. */
export function answerNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = pathWithoutQuery(request.url);
  if (path === '/embed.js') {
    return reply.code(404).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send('dist/embed.js not found: run `npm run build` first, then reload.\n');
  }
  keepOwnerAnswerPrivate(path, reply);
  return sendJson(reply, 404, errorBody('resource not found'));
}

/**
 * A thrown error: one the request caused (a 4xx: too many requests, a body too large, …) is
 * answered with its message in the host's error shape; anything else is the host's fault,
 * logged with the request's id and answered 500 without details.
 */
export function answerError(error: AnsweredError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  keepOwnerAnswerPrivate(pathWithoutQuery(request.url), reply);
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) return sendJson(reply, status, errorBody(error.message, error.errorType));
  logRequestError(request.raw, error);
  return sendJson(reply, 500, errorBody('Internal server error'));
}

export function registerErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}

/**
 * What Fastify refuses before any hook runs (`frameworkErrors`): a path that is not even
 * well-formed (bad percent-encoding) is the client's error. The answer still carries the
 * host's headers.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  addPublicHeaders(reply);
  if (error.code === 'FST_ERR_BAD_URL') void sendJson(reply, 400, errorBody('Bad path'));
  else void answerError(error, request, reply);
}
