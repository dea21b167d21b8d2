import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { answerPreflight, applyCors, applyTimingAllowOrigin } from './cors.js';
import { optedOutSet } from './email-check/opted-out.js';
import { ResubscribeLog } from './email-check/resubscribe-log.js';
import type { FormsHostOptions } from './host-options.js';
import { logRequestError } from './log.js';
import { parseRequestTarget } from './request-target.js';
import { dispatch, type Route } from './router.js';
import { demoPagesRoute } from './routes/demo-pages.js';
import { emailCheckRoute } from './routes/email-check.js';
import { embedAssetsRoute } from './routes/embed-assets.js';
import { fallbackDefinitionRoute } from './routes/fallback-definition.js';
import { formDefinitionRoute } from './routes/form-definition.js';
import { formResubscribeRoute, resubscribeRequestsRoute } from './routes/form-resubscribe.js';
import { siteRedirectRoute } from './routes/site-redirect.js';
import { errorBody, sendJson } from './send.js';

/**
 * The forms host's routes, most specific first; the demo pages catch every other GET. Each
 * call makes a new resubscribe log, owned by the host that uses these routes.
 */
export function formsHostRoutes(options: FormsHostOptions, siteUrl: () => string | undefined): Route[] {
  const resubscribeLog = new ResubscribeLog();
  return [
    formDefinitionRoute(options.formsDir),
    fallbackDefinitionRoute(options.formsDir),
    emailCheckRoute(optedOutSet(options.optedOutEmails)),
    formResubscribeRoute(resubscribeLog),
    resubscribeRequestsRoute(resubscribeLog),
    embedAssetsRoute(options.distDir),
    siteRedirectRoute(siteUrl),
    demoPagesRoute(options.publicDir),
  ];
}

/**
 * The forms host's request listener. A failing handler answers 500 and is logged; the
 * server keeps serving other requests.
 */
export function createFormsHost(options: FormsHostOptions, siteUrl: () => string | undefined): RequestListener {
  const routes = formsHostRoutes(options, siteUrl);
  return (req, res) => {
    void handleRequest(routes, req, res);
  };
}

async function handleRequest(routes: readonly Route[], req: IncomingMessage, res: ServerResponse): Promise<void> {
  applyTimingAllowOrigin(res);
  try {
    if (req.method === 'OPTIONS') {
      answerPreflight(req, res);
      return;
    }
    const target = parseRequestTarget(req.url);
    if (!(await dispatch(routes, req, res, target))) {
      applyCors(req, res, 'api');
      sendJson(res, 404, errorBody('resource not found'));
    }
  } catch (error) {
    logRequestError(req, error);
    if (!res.headersSent) {
      applyCors(req, res, 'api');
      sendJson(res, 500, errorBody('Internal server error'));
    } else {
      res.destroy();
    }
  }
}
