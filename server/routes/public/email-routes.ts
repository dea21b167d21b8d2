import type { FastifyError, FastifyInstance, FastifyRequest, preParsingHookHandler } from 'fastify';
import { checkAddress } from '../../domain/email-check/check-address.js';
import { loadFreeEmailDomains } from '../../domain/email-check/free-email-domains.js';
import { optedOutSet } from '../../domain/email-check/opted-out.js';
import { EMAIL_BODY_LIMIT_BYTES, EMAIL_MISSING, EMAIL_TOO_LONG, readEmailBody, readEmailQuery } from '../../domain/email-check/read-email-request.js';
import { ResubscribeLog } from '../../domain/email-check/resubscribe-log.js';
import { answerError, sendJson } from '../../http/error-answers.js';
import type { HostPluginOptions } from '../../http/host-context.js';
import { routeRateLimit } from '../../http/rate-limit.js';
import { queryOf } from './query.js';

/** The ids of an email call. */
const idsOf = (request: FastifyRequest) => readEmailQuery(queryOf(request));

/** Refuses bad ids after the rate limit (`onRequest`) and before the body is read. */
const checkIds: preParsingHookHandler = (request, reply, payload, done) => {
  const ids = idsOf(request);
  if (ids.ok) done(null, payload);
  else void sendJson(reply, 400, ids.error);
};

/**
 * The two email calls of spec section 7 (3: the check, 4: the resubscribe request). Both take
 * `portalId` and `formId` in the query, checked before the body is read, and the address as the
 * plain-text body, whatever its content type, at most `EMAIL_BODY_LIMIT_BYTES`.
 */
export async function emailRoutes(app: FastifyInstance, { host }: HostPluginOptions): Promise<void> {
  // The address as text, whatever the content type the page sent it as.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: EMAIL_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') return answerError(error, request, reply);
    // The rest of the body is left unread: the connection cannot carry another request.
    reply.header('Connection', 'close');
    return sendJson(reply, 400, EMAIL_TOO_LONG);
  });
  const optedOut = optedOutSet(host.options.optedOutEmails ?? (host.demo ? undefined : []));

  /**
   * POST emailcheck/v1/json-ext: query `portalId` (digits), `formId` and
   * `includeFreemailSuggestions`; `hs_static_app` and `hs_static_app_version` are accepted and
   * ignored. Over the client's limit, a 429 with `Retry-After`: the embed then shows no verdict
   * for the address and the visitor can still submit.
   */
  const check = {
    preParsing: checkIds,
    config: { name: 'email-check', rateLimit: routeRateLimit('email-check', host.options.emailCheckRateLimit) },
  };
  for (const url of ['/emailcheck/v1/json-ext', '/emailcheck/v1/json-ext/']) {
    app.post(url, check, async (request, reply) => {
      const query = queryOf(request);
      const email = readEmailBody(request.body);
      if (email === undefined) return sendJson(reply, 400, EMAIL_MISSING);
      const result = checkAddress(email, {
        freeDomains: await loadFreeEmailDomains(),
        optedOut,
        includeFreemailSuggestions: query.get('includeFreemailSuggestions') === 'true',
      });
      return sendJson(reply, 200, result);
    });
  }

  /**
   * POST emailcheck/v1/form-resubscribe: query `portalId` (digits), `formId`, `resub_form_name`
   * (the page title) and `resub_form_address` (the page address). A demo host keeps the
   * requests in memory for its listing; a production host keeps no visitor's address.
   */
  const log = host.demo ? new ResubscribeLog() : undefined;
  for (const url of ['/emailcheck/v1/form-resubscribe', '/emailcheck/v1/form-resubscribe/']) {
    app.post(url, { preParsing: checkIds, config: { name: 'form-resubscribe' } }, async (request, reply) => {
      const query = queryOf(request);
      const ids = idsOf(request);
      const email = readEmailBody(request.body);
      if (email === undefined || !ids.ok) return sendJson(reply, 400, EMAIL_MISSING);
      log?.add({
        email,
        portalId: ids.portalId,
        formId: ids.formId,
        formName: query.get('resub_form_name'),
        formAddress: query.get('resub_form_address'),
        at: new Date().toISOString(),
      });
      return sendJson(reply, 200, { success: true });
    });
  }

  /** GET emailcheck/v1/form-resubscribe/requests (demo only): the requests received, oldest first. */
  if (log) {
    for (const url of ['/emailcheck/v1/form-resubscribe/requests', '/emailcheck/v1/form-resubscribe/requests/']) {
      app.get(url, { config: { name: 'form-resubscribe-requests' } }, (_request, reply) => sendJson(reply, 200, log.list()));
    }
  }
}
