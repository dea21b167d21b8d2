import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { answerPreflight, answerSameOriginPreflight, applyCors, applyTimingAllowOrigin, type CorsPolicy } from './cors.js';
import { optedOutSet } from './email-check/opted-out.js';
import { ResubscribeLog } from './email-check/resubscribe-log.js';
import type { FormsHostOptions } from './host-options.js';
import { logRequestError } from './log.js';
import { parseRequestTarget } from './request-target.js';
import { dispatch, type Route } from './router.js';
import { captchaTokens } from './captcha/captcha-tokens.js';
import { captchaRoutes } from './routes/captcha.js';
import { healthRoutes } from './routes/health.js';
import { applySecurityHeaders } from './security-headers.js';
import { demoPagesRoute } from './routes/demo-pages.js';
import { emailCheckRoute } from './routes/email-check.js';
import { embedAssetsRoute } from './routes/embed-assets.js';
import { fallbackDefinitionRoute } from './routes/fallback-definition.js';
import { formDefinitionRoute } from './routes/form-definition.js';
import { fontStylesheetRoute } from './routes/font-stylesheet.js';
import { formResubscribeRoute, resubscribeRequestsRoute } from './routes/form-resubscribe.js';
import { isOwnerApiPath } from './routes/owner-access.js';
import { ownerSubmissionsRoute } from './routes/owner-submissions.js';
import { siteRedirectRoute } from './routes/site-redirect.js';
import { strictCspPageRoute } from './routes/strict-csp-page.js';
import { submitFormRoute } from './routes/submit-form.js';
import { errorBody, sendJson } from './send.js';
import type { SubmissionStore } from './storage/submission-store.js';
import type { TrackingStore } from './storage/tracking-store.js';
import { ownerTrackingRoute } from './routes/owner-tracking.js';
import { trackingBeaconsRoute, viralClickTrackingRoute } from './routes/tracking-beacons.js';

/** What the host's routes share beyond its options: the open submissions store. */
export interface FormsHostServices {
  store: SubmissionStore;
  /** The beacons the embed sends (usage counter, pixel, error reports, viral links). */
  tracking: TrackingStore;
  /** Where the store and the uploads live (resolved). */
  dataDir: string;
}

/**
 * The forms host's routes, most specific first; the demo pages catch every other GET. Each
 * call makes a new resubscribe log, owned by the host that uses these routes.
 */
export function formsHostRoutes(
  options: FormsHostOptions,
  siteUrl: () => string | undefined,
  services: FormsHostServices,
): Route[] {
  const resubscribeLog = new ResubscribeLog();
  const captcha = captchaTokens();
  return [
    ...healthRoutes(services.store),
    ...captchaRoutes(captcha),
    formDefinitionRoute(options.formsDir),
    fallbackDefinitionRoute(options.formsDir),
    emailCheckRoute(optedOutSet(options.optedOutEmails)),
    formResubscribeRoute(resubscribeLog),
    resubscribeRequestsRoute(resubscribeLog),
    submitFormRoute({
      formsDir: options.formsDir,
      dataDir: services.dataDir,
      store: services.store,
      verifyCaptcha: captcha.verify,
      ...(options.maxFileBytes === undefined ? {} : { maxFileBytes: options.maxFileBytes }),
    }),
    ownerSubmissionsRoute({ store: services.store, adminToken: options.adminToken }),
    trackingBeaconsRoute(services.tracking),
    viralClickTrackingRoute(services.tracking),
    ownerTrackingRoute({ store: services.tracking, adminToken: options.adminToken }),
    fontStylesheetRoute(),
    embedAssetsRoute(options.distDir),
    siteRedirectRoute(siteUrl),
    strictCspPageRoute(options.publicDir),
    demoPagesRoute(options.publicDir),
  ];
}

/**
 * The forms host's request listener. A failing handler answers 500 and is logged; the
 * server keeps serving other requests.
 */
export function createFormsHost(
  options: FormsHostOptions,
  siteUrl: () => string | undefined,
  services: FormsHostServices,
): RequestListener {
  const routes = formsHostRoutes(options, siteUrl, services);
  return (req, res) => {
    void handleRequest(routes, req, res);
  };
}

async function handleRequest(routes: readonly Route[], req: IncomingMessage, res: ServerResponse): Promise<void> {
  applyTimingAllowOrigin(res);
  applySecurityHeaders(res);
  // The owner API is for same-origin tools: none of its answers, not even errors, allow other origins.
  let policy: CorsPolicy = 'api';
  try {
    const target = parseRequestTarget(req.url);
    if (isOwnerApiPath(target.pathname)) policy = 'none';
    if (req.method === 'OPTIONS') {
      if (policy === 'none') answerSameOriginPreflight(res);
      else answerPreflight(req, res);
      return;
    }
    if (!(await dispatch(routes, req, res, target))) {
      applyCors(req, res, policy);
      sendJson(res, 404, errorBody('resource not found'));
    }
  } catch (error) {
    logRequestError(req, error);
    if (!res.headersSent) {
      applyCors(req, res, policy);
      sendJson(res, 500, errorBody('Internal server error'));
    } else {
      res.destroy();
    }
  }
}
