import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding, representationTag, varyOnAcceptEncoding, type ContentEncoding } from './content-encoding.js';
import type { EncodedBody } from './encoded-body.js';

/** Whether `If-None-Match` names `tag`: the page's copy is current. */
function isCurrent(ifNoneMatch: string | undefined, tag: string): boolean {
  return ifNoneMatch?.split(',').some((sent) => sent.trim() === tag) ?? false;
}

/**
 * Tags the answer with the `ETag` of its `encoding` (each encoding a representation of its own,
 * `representationTag`); true when the request's `If-None-Match` names that tag, so a 304 is due.
 */
export function tagRepresentation(request: FastifyRequest, reply: FastifyReply, etag: string, encoding: ContentEncoding | null): boolean {
  const tag = representationTag(etag, encoding);
  reply.header('ETag', tag);
  return isCurrent(request.headers['if-none-match'], tag);
}

/**
 * Sends a JSON answer 200 in the encoding the request accepts best (`content-encoding.ts`), with
 * `Vary: Accept-Encoding`. With an `etag`, the encoding sent is tagged apart and a request that
 * names that tag in `If-None-Match` gets a 304 without the body being compressed.
 */
export async function sendEncodedJson(request: FastifyRequest, reply: FastifyReply, body: EncodedBody, etag?: string): Promise<FastifyReply> {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  varyOnAcceptEncoding(reply);
  if (etag !== undefined && tagRepresentation(request, reply, etag, encoding)) return reply.code(304).send();
  const bytes = await body.in(encoding);
  if (encoding !== null) reply.header('Content-Encoding', encoding);
  return reply.code(200).type('application/json; charset=utf-8').send(bytes);
}
