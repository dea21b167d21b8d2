import type { Route } from '../router.js';
import { contentTypeFor } from '../content-types.js';
import { errorBody, sendBytes, sendJson } from '../send.js';
import { readFileIfExists, resolveSafePath } from '../static-files.js';

/**
 * The demo pages under public/: `/` is index.html and a path ending in `/` its folder's
 * index.html. Only page-like files (html, js, css, svg, png, ico, json) are served; anything
 * else falls through to the host's 404.
 */
export function demoPagesRoute(publicDir: string): Route {
  return {
    name: 'demo-pages',
    methods: ['GET', 'HEAD'],
    pattern: /^\//,
    cors: 'asset',
    async handle({ res, target }) {
      const pathname = target.pathname.endsWith('/') ? `${target.pathname}index.html` : target.pathname;
      const filePath = resolveSafePath(publicDir, pathname);
      if (filePath === null) {
        sendJson(res, 400, errorBody('Bad path'));
        return;
      }
      const contentType = contentTypeFor(filePath);
      if (contentType === undefined) return 'next';
      const bytes = await readFileIfExists(filePath);
      if (bytes === null) return 'next';
      sendBytes(res, 200, bytes, { 'Content-Type': contentType, 'Cache-Control': 'no-cache' });
    },
  };
}
