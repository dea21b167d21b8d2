import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Route } from '../router.js';
import { sendBytes } from '../send.js';
import { readFileIfExists } from '../static-files.js';

export const STRICT_CSP_PAGE = '/strict-csp.html';
const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;

/**
 * The policy of the strict-CSP demo: styles and scripts only with this response's nonce (and the
 * scripts those load, `'strict-dynamic'`), and Trusted Types required for every place markup is
 * parsed or a script URL set, with only the embed's own policies allowed.
 */
export const strictCspPolicy = (nonce: string): string =>
  `style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}' 'strict-dynamic'; require-trusted-types-for 'script'; trusted-types forms-embed forms-embed-html`;

/**
 * The demo page that shows the embed under a strict Content Security Policy: a fresh nonce per
 * response, written into the page's own tags and into the policy header.
 */
export function strictCspPageRoute(publicDir: string): Route {
  return {
    name: 'strict-csp-page',
    methods: ['GET', 'HEAD'],
    pattern: /^\/strict-csp\.html$/,
    cors: 'asset',
    async handle({ res }) {
      const page = await readFileIfExists(path.join(publicDir, STRICT_CSP_PAGE));
      if (page === null) return 'next';
      const nonce = randomBytes(16).toString('base64');
      sendBytes(res, 200, page.toString('utf8').replace(NONCE_PLACEHOLDER, nonce), {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': strictCspPolicy(nonce),
      });
    },
  };
}
