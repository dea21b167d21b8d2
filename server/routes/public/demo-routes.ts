import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ASSET_CORS } from '../../http/cors.js';
import { sendJson } from '../../http/error-answers.js';
import type { HostPluginOptions } from '../../http/host-context.js';
import { errorBody } from '../../http/error-body.js';
import { safePathSegments } from '../../http/safe-paths.js';
import { queryOf } from './query.js';

const STRICT_CSP_PAGE = '/strict-csp.html';
const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;

/**
 * The policy of the strict-CSP demo: styles and scripts only with this response's nonce (and the
 * scripts those load, `'strict-dynamic'`), and Trusted Types required for every place markup is
 * parsed or a script URL set, with only the embed's own policies allowed.
 */
const strictCspPolicy = (nonce: string): string =>
  `style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}' 'strict-dynamic'; require-trusted-types-for 'script'; trusted-types forms-embed forms-embed-html`;

/**
 * Routes of a demo host only: the strict-CSP page (a fresh nonce per response, written into
 * the page's own tags and into the policy header) and `/site/…`, which points to the second
 * listener (public/site/ on another origin), so the demo index can link to it without knowing
 * its port.
 */
export async function demoRoutes(app: FastifyInstance, { host }: HostPluginOptions): Promise<void> {
  app.get(STRICT_CSP_PAGE, { config: { name: 'strict-csp-page', cors: ASSET_CORS } }, async (_request, reply) => {
    let page: string;
    try {
      page = await readFile(path.join(host.options.publicDir, STRICT_CSP_PAGE), 'utf8');
    } catch {
      return reply.callNotFound();
    }
    const nonce = randomBytes(16).toString('base64');
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', strictCspPolicy(nonce))
      .send(page.replace(NONCE_PLACEHOLDER, nonce));
  });

  for (const url of ['/site', '/site/*']) {
    app.get<{ Params: { '*'?: string } }>(url, { config: { name: 'site-redirect', cors: ASSET_CORS } }, (request, reply) => {
      const raw = request.url.split('?')[0] ?? '';
      const rest = raw.slice('/site'.length) || '/';
      if (safePathSegments(rest) === null) return sendJson(reply, 400, errorBody('Bad path'));
      const siteUrl = host.siteUrl();
      if (siteUrl === undefined) return sendJson(reply, 404, errorBody('The site listener is not running: start the host with SITE_PORT set.'));
      const search = queryOf(request).toString();
      return reply
        .code(302)
        .header('Location', `${siteUrl}${rest}${search ? `?${search}` : ''}`)
        .header('Cache-Control', 'no-store')
        .header('Content-Length', '0')
        .send();
    });
  }
}
