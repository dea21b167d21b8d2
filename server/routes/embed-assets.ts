import type { Route } from '../router.js';
import { contentTypeFor } from '../content-types.js';
import { sendBytes, sendText } from '../send.js';
import { readFileIfExists, resolveSafePath } from '../static-files.js';

/**
 * The built embed: `/embed.js` and any `.js`, `.js.map` or `.css` file in dist/ (the lazily
 * loaded date picker and locale chunks). Public to every origin, revalidated on every load
 * so a rebuild shows at once. Files not in dist/ fall through to the demo pages.
 */
export function embedAssetsRoute(distDir: string): Route {
  return {
    name: 'embed-assets',
    methods: ['GET', 'HEAD'],
    pattern: /\.(?:js|js\.map|css)$/,
    cors: 'asset',
    async handle({ res, target }) {
      const filePath = resolveSafePath(distDir, target.pathname);
      if (filePath === null) return 'next';
      const bytes = await readFileIfExists(filePath);
      if (bytes !== null) {
        sendBytes(res, 200, bytes, {
          'Content-Type': contentTypeFor(filePath) ?? 'application/octet-stream',
          'Cache-Control': 'no-cache',
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
