import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** dist/{PINNED_FOLDER}/{hash}/ holds one build's files, served as immutable. */
export const PINNED_FOLDER = 'v';

/** The gzip copy (level 9): also where the build's budget and the benchmark read gzip sizes. */
export const GZIP_SUFFIX = '.gz';

/**
 * The compressed copies the build writes beside each embed file (`embed.js.br`,
 * `embed.js.gz`), in the order the host prefers them, and how to make each.
 */
export const PRECOMPRESSED = [
  {
    encoding: 'br',
    suffix: '.br',
    compress: (bytes: Buffer) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  },
  { encoding: 'gzip', suffix: GZIP_SUFFIX, compress: (bytes: Buffer) => gzipSync(bytes, { level: 9 }) },
] as const;

export type ContentEncoding = (typeof PRECOMPRESSED)[number]['encoding'] | 'identity';

/**
 * The encodings a request's `Accept-Encoding` allows, read as RFC 9110 says: a coding with
 * `q=0` is refused, `*` stands for any coding not named, and identity is acceptable unless
 * refused.
 */
export function acceptedEncodings(header: string | undefined): (encoding: ContentEncoding) => boolean {
  const weights = new Map<string, number>();
  for (const item of (header ?? '').split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  return (encoding) => {
    const weight = weights.get(encoding) ?? weights.get('*') ?? (encoding === 'identity' ? 1 : 0);
    return weight > 0;
  };
}

/** A strong entity tag of one representation's bytes. */
export const entityTag = (bytes: Buffer): string => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

/** Whether `If-None-Match` names `etag` (or is `*`): the client's copy is current. */
export function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
