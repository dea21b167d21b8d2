import { createHash } from 'node:crypto';
import { boundedCache, type CacheLimits } from '../domain/prerender/bounded-cache.js';
import { encodedBody, type EncodedBody } from './encoded-body.js';

/** What names a text in the caches of what is sent: its SHA-256, base64url. */
export const textDigest = (text: string): string => createHash('sha256').update(text).digest('base64url');

/**
 * Bodies of texts sent again and again (a form's definition), kept with their compressed copies
 * so each text is compressed once per encoding: hashing a text costs a fifth of compressing it.
 * A text is known by its digest, so an edited one is a new body; the least recently sent are
 * dropped past `limits`.
 */
export function encodedTexts(limits: CacheLimits) {
  const cache = boundedCache<string, EncodedBody>(limits);
  return {
    /** The kept body of `text` (whose `textDigest` the caller may know already), or a new one. */
    bodyOf(text: string, digest = textDigest(text)): EncodedBody {
      return cache.getOrSet(
        digest,
        () => {
          const made = encodedBody(text, (bytes) => cache.weigh(digest, made, bytes));
          return made;
        },
        (made) => made.bytes,
      );
    },
    /** Texts kept now. */
    get size(): number {
      return cache.size;
    },
    /** Bytes kept now: the texts' and their copies'. */
    get bytes(): number {
      return cache.bytes;
    },
  };
}
