import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** dist/{PINNED_FOLDER}/{hash}/ holds one build's files, served as immutable. */
export const PINNED_FOLDER = 'v';

/** The gzip copy (level 9): also where the build's budget and the benchmark read gzip sizes. */
export const GZIP_SUFFIX = '.gz';

/**
 * The compressed copies the build writes beside each embed file (`embed.js.br`,
 * `embed.js.gz`) and how to make each; the host sends the one a browser accepts
 * (`preCompressed` of @fastify/static, server/routes/public/static-files.ts).
 */
export const PRECOMPRESSED = [
  {
    encoding: 'br',
    suffix: '.br',
    compress: (bytes: Buffer) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  },
  { encoding: 'gzip', suffix: GZIP_SUFFIX, compress: (bytes: Buffer) => gzipSync(bytes, { level: 9 }) },
] as const;
