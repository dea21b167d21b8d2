import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { acceptedEncodings, compressAnswer, preferredEncoding, representationTag, varyOnAcceptEncoding } from '../../../server/http/content-encoding.js';

describe('acceptedEncodings', () => {
  it.each([
    ['br, gzip, deflate', ['br', 'gzip']],
    ['gzip, deflate, br', ['br', 'gzip']],
    ['gzip, deflate', ['gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['br;q=0.5, gzip', ['gzip', 'br']],
    ['br;q=0.8, gzip;q=0.8', ['br', 'gzip']],
    ['BR', ['br']],
    [' gzip ; q=1 ,br;q=0.9', ['gzip', 'br']],
    // `*` is taken for gzip, as @fastify/static takes it.
    ['*', ['gzip']],
    ['br;q=0, *', ['gzip']],
    ['gzip;q=0, *', ['gzip']],
    ['gzip;q=abc', []],
    ['', []],
    ['identity', []],
    ['gzip;q=0, br;q=0', []],
    ['deflate, compress', []],
  ])('reads %j as %j', (header, encodings) => {
    expect(acceptedEncodings(header)).toEqual(encodings);
  });

  it('accepts nothing from a request without the header', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('gzip, br')).toBe('br');
  });
});

describe('representationTag', () => {
  it('tags each encoding apart and keeps the tag for identity', () => {
    expect(representationTag('"v1-en-abc"', null)).toBe('"v1-en-abc"');
    expect(representationTag('"v1-en-abc"', 'br')).toBe('"v1-en-abc-br"');
    expect(representationTag('"v1-en-abc"', 'gzip')).toBe('"v1-en-abc-gzip"');
  });
});

describe('varyOnAcceptEncoding', () => {
  /** The reply's Vary after marking one that had `vary`. */
  function varyAfter(vary: string | string[] | undefined): unknown {
    const headers = new Map<string, unknown>(vary === undefined ? [] : [['vary', vary]]);
    const reply = {
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      header(name: string, value: unknown) {
        headers.set(name.toLowerCase(), value);
        return reply;
      },
    };
    varyOnAcceptEncoding(reply as unknown as FastifyReply);
    return headers.get('vary');
  }

  it.each([
    [undefined, 'Accept-Encoding'],
    ['Origin', 'Origin, Accept-Encoding'],
    [['Origin', 'Cookie'], 'Origin, Cookie, Accept-Encoding'],
    ['Origin, accept-encoding', 'Origin, accept-encoding'],
    ['*', '*'],
  ])('turns Vary %j into %j', (vary, expected) => {
    expect(varyAfter(vary)).toBe(expected);
  });
});

describe('compressAnswer', () => {
  it('compresses to bytes that decode to the answer, brotli and gzip', async () => {
    const bytes = Buffer.from(JSON.stringify({ fields: Array.from({ length: 200 }, (_, index) => ({ name: `field_${index}`, label: 'Label' })) }));
    const brotli = await compressAnswer(bytes, 'br');
    const gzip = await compressAnswer(bytes, 'gzip');
    expect(brotliDecompressSync(brotli).equals(bytes)).toBe(true);
    expect(gunzipSync(gzip).equals(bytes)).toBe(true);
    expect(brotli.length).toBeLessThan(bytes.length / 10);
  });
});
