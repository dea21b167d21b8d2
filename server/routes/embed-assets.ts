import type { Route } from '../router.js';
import { contentTypeFor } from '../content-types.js';
import { sendBytes, sendText } from '../send.js';
import { acceptedEncodings, entityTag, matchesEntityTag, PINNED_FOLDER, PRECOMPRESSED, type ContentEncoding } from '../precompressed-files.js';
import { readFileIfExists, resolveSafePath } from '../static-files.js';

/** A pinned build's files never change. */
const PINNED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The built embed: `/embed.js` and any `.js`, `.js.map` or `.css` file in dist/ (the lazily
 * loaded date picker and locale chunks). Public to every origin, revalidated on every load
 * so a rebuild shows at once (an unchanged file answers 304 to its `ETag`). Sent as the build's
 * brotli or gzip copy when the browser accepts it. A pinned build's files (`/v/{hash}/…`, see
 * `publishVersioned` in esbuild.config.ts) never change, so browsers and caches keep them for a
 * year without asking again. Files not in dist/ fall through to the demo pages.
 */
export function embedAssetsRoute(distDir: string): Route {
  return {
    name: 'embed-assets',
    methods: ['GET', 'HEAD'],
    pattern: /\.(?:js|js\.map|css)$/,
    cors: 'asset',
    async handle({ req, res, target }) {
      const filePath = resolveSafePath(distDir, target.pathname);
      if (filePath === null) return 'next';
      const representation = await chosenRepresentation(filePath, acceptedEncodings(req.headers['accept-encoding']));
      if (representation !== null) {
        const { bytes, encoding } = representation;
        const etag = entityTag(bytes);
        const headers = {
          'Cache-Control': target.pathname.startsWith(`/${PINNED_FOLDER}/`) ? PINNED_CACHE_CONTROL : 'no-cache',
          // A cache keeps one copy per encoding; each copy has its own tag.
          Vary: 'Accept-Encoding',
          ETag: etag,
        };
        if (matchesEntityTag(req.headers['if-none-match'], etag)) {
          res.writeHead(304, headers);
          res.end();
          return;
        }
        sendBytes(res, 200, bytes, {
          ...headers,
          'Content-Type': contentTypeFor(filePath) ?? 'application/octet-stream',
          ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
        });
        return;
      }
      if (target.pathname === '/embed.js') {
        sendText(res, 404, 'dist/embed.js not found: run `npm run build` first, then reload.\n');
        return;
      }
      return 'next';
    },
  };
}

/** The first compressed copy the browser accepts, else the file itself; null when there is no file. */
async function chosenRepresentation(filePath: string, accepts: (encoding: ContentEncoding) => boolean): Promise<{ bytes: Buffer; encoding: ContentEncoding } | null> {
  for (const { encoding, suffix } of PRECOMPRESSED) {
    if (!accepts(encoding)) continue;
    const bytes = await readFileIfExists(filePath + suffix);
    if (bytes !== null) return { bytes, encoding };
  }
  const bytes = await readFileIfExists(filePath);
  return bytes === null ? null : { bytes, encoding: 'identity' };
}
