import path from 'node:path';
import type { RequestListener } from 'node:http';
import { contentTypeFor } from './content-types.js';
import { logRequestError } from './log.js';
import { parseRequestTarget } from './request-target.js';
import { sendBytes, sendText } from './send.js';
import { readFileIfExists, resolveSafePath } from './static-files.js';

/** Written in the site's HTML where the forms host's origin goes (known only at run time). */
export const FORMS_HOST_PLACEHOLDER = '{{FORMS_HOST}}';

/**
 * The second listener: a site owner's page on another origin than the forms host, serving
 * only `siteDir`. HTML files get the forms host's origin in place of the placeholder.
 */
export function createSiteHost(siteDir: string, formsOrigin: string): RequestListener {
  return (req, res) => {
    void (async () => {
      try {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          sendText(res, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
          return;
        }
        const { pathname } = parseRequestTarget(req.url);
        const filePath = resolveSafePath(siteDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
        const contentType = filePath === null ? undefined : contentTypeFor(filePath);
        const bytes = filePath === null || contentType === undefined ? null : await readFileIfExists(filePath);
        if (filePath === null || contentType === undefined || bytes === null) {
          sendText(res, 404, 'Not found\n');
          return;
        }
        const body =
          path.extname(filePath) === '.html'
            ? bytes.toString('utf8').replaceAll(FORMS_HOST_PLACEHOLDER, formsOrigin)
            : bytes;
        sendBytes(res, 200, body, { 'Content-Type': contentType, 'Cache-Control': 'no-cache' });
      } catch (error) {
        logRequestError(req, error);
        if (!res.headersSent) sendText(res, 500, 'Internal server error\n');
        else res.destroy();
      }
    })();
  };
}
