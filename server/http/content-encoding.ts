import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { PRECOMPRESSED } from './precompressed-files.js';

/** The encodings the host sends besides identity, best first (the order of `PRECOMPRESSED`). */
export type ContentEncoding = (typeof PRECOMPRESSED)[number]['encoding'];

const PREFERENCE: readonly ContentEncoding[] = PRECOMPRESSED.map(({ encoding }) => encoding);

function isContentEncoding(name: string): name is ContentEncoding {
  return (PREFERENCE as readonly string[]).includes(name);
}

/**
 * The encodings an `Accept-Encoding` header accepts, best first: by quality, then brotli before
 * gzip; `q=0` (or a quality that is no number) refuses one, and `*` stands for gzip. This is the
 * rule @fastify/static applies to the build's compressed copies, so a file and an answer made
 * on the fly go out in the same encoding. No header, or only `identity`: none.
 */
export function acceptedEncodings(acceptEncoding: string | undefined): ContentEncoding[] {
  const qualities = new Map<ContentEncoding, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim());
    const name = token === '*' ? 'gzip' : token;
    if (!isContentEncoding(name)) continue;
    const q = params.find((param) => param.startsWith('q='));
    const quality = q === undefined ? 1 : Number.parseFloat(q.slice(2)) || 0;
    qualities.set(name, Math.max(qualities.get(name) ?? 0, quality));
  }
  return PREFERENCE.filter((encoding) => (qualities.get(encoding) ?? 0) > 0).sort((a, b) => qualities.get(b)! - qualities.get(a)!);
}

/** The encoding to send an answer in, or null for the bytes themselves. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  return acceptedEncodings(acceptEncoding)[0] ?? null;
}

/**
 * The entity tag of one encoding of an answer tagged `etag`: each encoding is a representation of
 * its own with a tag of its own (as the static files' tags differ per copy), so a cache never
 * takes a gzip body for a brotli one. Identity keeps the answer's tag.
 */
export function representationTag(etag: string, encoding: ContentEncoding | null): string {
  return encoding === null ? etag : `${etag.slice(0, -1)}-${encoding}"`;
}

/** Marks an answer chosen by `Accept-Encoding`, keeping what it already varies on (CORS's `Origin`). */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((name) => name.trim()).filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return;
  reply.header('Vary', [...names, 'Accept-Encoding'].join(', '));
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality 5 for answers compressed on the fly: within 4% of quality 6 and a third
 * smaller than gzip, in ~10 ms for a 1.8 MB rendered form where quality 11 (the build's) takes
 * seconds. Both run on libuv's pool, off the event loop.
 */
export const ANSWER_BROTLI_QUALITY = 5;
/** zlib's default level: level 9 takes twice the time for ~6% less on these answers. */
export const ANSWER_GZIP_LEVEL = 6;

/** Compresses an answer's bytes for sending in `encoding`, at the levels chosen for answers made on the fly. */
export function compressAnswer(bytes: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'br') {
    return brotliAsync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
  }
  return gzipAsync(bytes, { level: ANSWER_GZIP_LEVEL });
}
