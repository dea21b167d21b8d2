import { answerRefusedEmailRequest, readEmailRequest } from '../email-check/read-email-request.js';
import type { ResubscribeLog } from '../email-check/resubscribe-log.js';
import type { Route } from '../router.js';
import { sendJson } from '../send.js';

/**
 * POST emailcheck/v1/form-resubscribe (spec section 7, call 4): the body is the address as
 * plain text; query `portalId` (digits), `formId`, `resub_form_name` (the page title) and
 * `resub_form_address` (the page address). The request goes into the host's log.
 */
export function formResubscribeRoute(log: ResubscribeLog): Route {
  return {
    name: 'form-resubscribe',
    methods: ['POST'],
    pattern: /^\/emailcheck\/v1\/form-resubscribe\/?$/,
    cors: 'api',
    async handle({ req, res, target }) {
      const request = await readEmailRequest(req, target);
      if (!request.ok) {
        answerRefusedEmailRequest(res, request);
        return;
      }
      log.add({
        email: request.email,
        portalId: request.portalId,
        formId: request.formId,
        formName: target.query.get('resub_form_name'),
        formAddress: target.query.get('resub_form_address'),
        at: new Date().toISOString(),
      });
      sendJson(res, 200, { success: true });
    },
  };
}

/**
 * GET emailcheck/v1/form-resubscribe/requests: the resubscribe requests this host received,
 * oldest first. A reference-host convenience for tests and the site owner, not a product call.
 */
export function resubscribeRequestsRoute(log: ResubscribeLog): Route {
  return {
    name: 'form-resubscribe-requests',
    methods: ['GET', 'HEAD'],
    pattern: /^\/emailcheck\/v1\/form-resubscribe\/requests\/?$/,
    cors: 'api',
    handle({ res }) {
      sendJson(res, 200, log.list());
    },
  };
}
