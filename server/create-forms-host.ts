import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { answerPreflight, answerSameOriginPreflight, applyCors, applyTimingAllowOrigin, type CorsPolicy } from './cors.js';
import { optedOutSet } from './email-check/opted-out.js';
import { ResubscribeLog } from './email-check/resubscribe-log.js';
import type { FormsHostOptions } from './host-options.js';
import { logRequestError } from './log.js';
import { clientAddress } from './rate-limit/client-identity.js';
import { rateLimitCounter } from './rate-limit/rate-limit-counter.js';
import { createRateLimiter, type RateLimiter } from './rate-limit/rate-limiter.js';
import type { RateLimit } from './rate-limit/rate-limit-policy.js';
import { trackRequest } from './request-log.js';
import { parseRequestTarget } from './request-target.js';
import { dispatch, type Route } from './router.js';
import { captchaTokens } from './captcha/captcha-tokens.js';
import { captchaRoutes } from './routes/captcha.js';
import { healthRoutes } from './routes/health.js';
import { applySecurityHeaders } from './security-headers.js';
import { demoPagesRoute } from './routes/demo-pages.js';
import { emailCheckRoute } from './routes/email-check.js';
import { embedAssetsRoute } from './routes/embed-assets.js';
import { importLogger } from './domain/forms/import-log.js';
import { servedForms } from './domain/forms/served-forms.js';
import { fallbackDefinitionRoute } from './routes/fallback-definition.js';
import { formDefinitionRoute } from './routes/form-definition.js';
import { fontStylesheetRoute } from './routes/font-stylesheet.js';
import { formResubscribeRoute, resubscribeRequestsRoute } from './routes/form-resubscribe.js';
import { createOwnerGate, isOwnerApiPath } from './routes/owner-access.js';
import { ownerSubmissionsRoute } from './routes/owner-submissions.js';
import { ownerSubmissionFilesRoute } from './routes/owner-submission-files.js';
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
  /** This process's folder for uploads still being received (`ownStagingDir`). */
  stagingDir: string;
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
  const captcha = captchaTokens(options.captchaSecret === undefined ? {} : { secret: Buffer.from(options.captchaSecret) });
  // Counted in the database, so every host process over it shares the counts.
  const counter = rateLimitCounter(services.store.db);
  const limiter = (bucket: string, limit: RateLimit | undefined): RateLimiter | undefined =>
    limit && createRateLimiter({ bucket, limit, counter, trustProxy: options.trustProxy === true, now: options.clock ?? Date.now });
  const submitLimit = limiter('submit', options.submitRateLimit);
  const emailCheckLimit = limiter('email-check', options.emailCheckRateLimit);
  // Forms live in the database; one that it lacks is imported from FORMS_DIR when asked for.
  const forms = servedForms({ db: services.store.db, formsDir: options.formsDir, now: options.clock, onImport: importLogger(options.formImportLog) });
  const ownerGate = createOwnerGate({
    db: services.store.db,
    adminToken: options.adminToken,
    trustProxy: options.trustProxy === true,
    now: options.clock ?? Date.now,
    sleep: options.sleep,
  });
  return [
    ...healthRoutes(services.store),
    ...captchaRoutes(captcha),
    formDefinitionRoute(forms),
    fallbackDefinitionRoute(forms, options.formsDir),
    emailCheckRoute(optedOutSet(options.optedOutEmails), emailCheckLimit),
    formResubscribeRoute(resubscribeLog),
    resubscribeRequestsRoute(resubscribeLog),
    submitFormRoute({
      forms,
      dataDir: services.dataDir,
      stagingDir: services.stagingDir,
      store: services.store,
      verifyCaptcha: captcha.verify,
      ...(options.maxFileBytes === undefined ? {} : { maxFileBytes: options.maxFileBytes }),
      ...(options.maxSubmissionBytes === undefined ? {} : { maxSubmissionBytes: options.maxSubmissionBytes }),
      ...(options.maxFields === undefined ? {} : { maxFields: options.maxFields }),
      ...(submitLimit === undefined ? {} : { rateLimit: submitLimit }),
      ...(options.portalOrigins === undefined ? {} : { portalOrigins: options.portalOrigins }),
    }),
    ownerSubmissionsRoute({ store: services.store, ownerGate }),
    ownerSubmissionFilesRoute({ store: services.store, dataDir: services.dataDir, ownerGate }),
    trackingBeaconsRoute(services.tracking),
    viralClickTrackingRoute(services.tracking),
    ownerTrackingRoute({ store: services.tracking, ownerGate }),
    fontStylesheetRoute(),
    embedAssetsRoute(options.distDir),
    siteRedirectRoute(siteUrl),
    strictCspPageRoute(options.publicDir),
    demoPagesRoute(options.publicDir),
  ];
}

/**
 * The forms host's request listener. Every request gets an id (`X-Request-Id`) and, with
 * `options.requestLog`, one log line. A failing handler answers 500 and is logged; the
 * server keeps serving other requests.
 */
export function createFormsHost(
  options: FormsHostOptions,
  siteUrl: () => string | undefined,
  services: FormsHostServices,
): RequestListener {
  const routes = formsHostRoutes(options, siteUrl, services);
  const trustProxy = options.trustProxy === true;
  return (req, res) => {
    const tracked = trackRequest(req, res, { sink: options.requestLog, client: clientAddress(req, trustProxy) });
    void handleRequest(routes, req, res, (route) => tracked.setRoute(route.name));
  };
}

async function handleRequest(
  routes: readonly Route[],
  req: IncomingMessage,
  res: ServerResponse,
  onRoute: (route: Route) => void,
): Promise<void> {
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
    if (!(await dispatch(routes, req, res, target, onRoute))) {
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
