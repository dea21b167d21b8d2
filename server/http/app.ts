import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { KEEP_ALIVE_TIMEOUT_MS } from './connection-limits.js';
import { registerCors } from './cors.js';
import { answerFrameworkError, answerNotFound, registerErrorAnswers } from './error-answers.js';
import type { HostContext } from './host-context.js';
import { ownerRoutes } from '../routes/owner/index.js';
import { consolePages } from '../routes/owner/console-pages.js';
import { previewFramePage } from '../routes/owner/preview-frame.js';
import { registerPublicHeaders } from './public-headers.js';
import { registerRateLimit, routeRateLimit } from './rate-limit.js';
import { requestIdFor } from './request-id.js';
import { requestTracker } from './request-log.js';
import { submitRoutes } from '../routes/public/submit/submit-form.js';
import { captchaRoutes } from '../routes/public/captcha.js';
import { spamRoutes } from '../routes/public/spam-routes.js';
import { providerVerifyCaptcha } from '../domain/captcha/provider-verify.js';
import { portalOriginsOf } from '../domain/submissions/portal-origins.js';
import type { VerifyCaptcha } from '../domain/submissions/accept-submission.js';
import { demoRoutes } from '../routes/public/demo-routes.js';
import { emailRoutes } from '../routes/public/email-routes.js';
import { fallbackDefinitionRoute } from '../routes/public/fallback-definition.js';
import { fontFilesRoute } from '../routes/public/font-files.js';
import { fontStylesheetRoute } from '../routes/public/font-stylesheet.js';
import { formDefinitionRoute } from '../routes/public/form-definition.js';
import { renderedFormRoute } from '../routes/public/rendered-form.js';
import { healthRoutes } from '../routes/public/health.js';
import { staticFiles } from '../routes/public/static-files.js';
import { trackingRoutes } from '../routes/public/tracking-beacons.js';

/** Node's own limit, which the host had before it ran on Fastify. */
const REQUEST_TIMEOUT_MS = 300_000;
const MAX_PARAM_LENGTH = 2_048;

/** The app's logger: the request log's lines, as JSON without pino's pid and host name, to `sink`. */
function loggerOptions(sink: (line: string) => void) {
  return {
    level: 'info',
    base: null,
    timestamp: false,
    formatters: { level: (label: string) => ({ level: label }) },
    stream: { write: (line: string) => sink(line.trimEnd()) },
  };
}

/** The captcha check of the submit routes: the configured provider's verify call, else the stand-in's tokens. */
function captchaVerifier(host: HostContext): VerifyCaptcha {
  const provider = host.options.captchaProvider;
  if (provider === undefined) return host.captcha.verify;
  return providerVerifyCaptcha({ ...provider, portalOrigins: portalOriginsOf(host.options.portalOrigins) });
}

/**
 * The forms host's Fastify app: global hooks first (request id and log, headers, CORS, rate
 * limits, error answers), then each group of routes. Not yet listening: `startFormsHost`
 * (server/start-forms-host.ts) readies it and listens on `app.server`.
 */
export function buildFormsApp(host: HostContext): FastifyInstance {
  const sink = host.options.requestLog;
  const track = requestTracker({ logRequests: sink !== undefined, trustProxy: host.options.trustProxy === true });
  const app = Fastify({
    ...(sink === undefined ? { logger: false } : { logger: loggerOptions(sink) }),
    genReqId: requestIdFor,
    // Fastify's own request lines are replaced by the request log's one line (request-log.ts).
    logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: true }),
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    // A long bad id is a 400 naming it, as any bad id, not a path no route knows.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Refused before any hook: named and logged here.
    frameworkErrors: (error, request, reply) => {
      track(request, reply);
      answerFrameworkError(error, request, reply);
    },
  }) as unknown as FastifyInstance;
  // Order matters: a preflight is answered by the CORS hook, after the id and headers are set.
  app.addHook('onRequest', (request, reply, done) => {
    track(request, reply);
    done();
  });
  registerPublicHeaders(app);
  registerCors(app);
  registerRateLimit(app, host);
  registerErrorAnswers(app);

  void app.register(submitRoutes, {
    forms: host.forms,
    store: host.store,
    dataDir: host.dataDir,
    stagingDir: host.stagingDir,
    verifyCaptcha: captchaVerifier(host),
    spamChecks: host.spamChecks,
    maxFileBytes: host.options.maxFileBytes,
    maxSubmissionBytes: host.options.maxSubmissionBytes,
    maxFields: host.options.maxFields,
    portalOrigins: host.options.portalOrigins,
    rateLimit: routeRateLimit('submit', host.options.submitRateLimit),
    now: host.clock,
  });
  void app.register(ownerRoutes, { host });
  // The console's page and files: outside the owner access hook, so the sign-in page loads.
  void app.register(consolePages, { host });
  void app.register(previewFramePage, { host });
  void app.register(healthRoutes, { host });
  void app.register(formDefinitionRoute, { host });
  void app.register(renderedFormRoute, { host });
  void app.register(fallbackDefinitionRoute, { host });
  void app.register(captchaRoutes, { host });
  void app.register(spamRoutes, { host });
  void app.register(emailRoutes, { host });
  void app.register(trackingRoutes, { host });
  void app.register(fontStylesheetRoute);
  void app.register(fontFilesRoute);
  if (host.demo) void app.register(demoRoutes, { host });
  void app.register(staticFiles, { host });
  app.setNotFoundHandler(answerNotFound);
  return app;
}
