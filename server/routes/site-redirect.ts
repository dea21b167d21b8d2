import type { Route } from '../router.js';
import { errorBody, sendBytes, sendJson } from '../send.js';
import { safePathSegments } from '../static-files.js';

/**
 * public/site/ belongs to the second listener (another origin); on the forms host `/site/`
 * points there, so the demo index can link to it without knowing its port.
 */
export function siteRedirectRoute(siteUrl: () => string | undefined): Route {
  return {
    name: 'site-redirect',
    methods: ['GET', 'HEAD'],
    pattern: /^\/site(\/.*)?$/,
    cors: 'asset',
    handle({ res, target, params }) {
      const rest = params[0] || '/';
      if (safePathSegments(rest) === null) {
        sendJson(res, 400, errorBody('Bad path'));
        return;
      }
      const url = siteUrl();
      if (url === undefined) {
        sendJson(res, 404, errorBody('The site listener is not running: start the host with SITE_PORT set.'));
        return;
      }
      const search = target.query.toString();
      sendBytes(res, 302, '', { Location: `${url}${rest}${search ? `?${search}` : ''}`, 'Cache-Control': 'no-store' });
    },
  };
}
