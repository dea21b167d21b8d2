import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { contentTypeFor } from './content-types.js';
import { KEEP_ALIVE_TIMEOUT_MS } from './connection-limits.js';
import { logRequestError } from '../log.js';
import { readFileIfExists, resolveSafePath } from './safe-paths.js';
import { pathWithoutQuery } from './request-id.js';

/** Written in the site's HTML where the forms host's origin goes (known only at run time). */
export const FORMS_HOST_PLACEHOLDER = '{{FORMS_HOST}}';

/**
 * The demo's second listener: a site owner's page on another origin than the forms host,
 * serving only `siteDir`, GET and HEAD. HTML files get the forms host's origin in place of the
 * placeholder.
 */
export function buildSiteApp(siteDir: string, formsOrigin: string): FastifyInstance {
  const app = Fastify({ logger: false, keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS }) as unknown as FastifyInstance;
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const pathname = pathWithoutQuery(request.url);
      const filePath = resolveSafePath(siteDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
      const contentType = filePath === null ? undefined : contentTypeFor(filePath);
      const bytes = filePath === null || contentType === undefined ? null : await readFileIfExists(filePath);
      if (filePath === null || contentType === undefined || bytes === null) return reply.callNotFound();
      const body = path.extname(filePath) === '.html' ? bytes.toString('utf8').replaceAll(FORMS_HOST_PLACEHOLDER, formsOrigin) : bytes;
      return reply.code(200).type(contentType).header('Cache-Control', 'no-cache').send(body);
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).type('text/plain; charset=utf-8').header('Allow', 'GET, HEAD').header('Cache-Control', 'no-store').send('Method not allowed\n');
    }
    return reply.code(404).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send('Not found\n');
  });
  app.setErrorHandler((error, request, reply) => {
    logRequestError(request.raw, error);
    return reply.code(500).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send('Internal server error\n');
  });
  return app;
}
