import { checkAddress } from '../email-check/check-address.js';
import { loadFreeEmailDomains } from '../email-check/free-email-domains.js';
import { answerRefusedEmailRequest, readEmailRequest } from '../email-check/read-email-request.js';
import type { Route } from '../router.js';
import { sendJson } from '../send.js';

/**
 * POST emailcheck/v1/json-ext (spec section 7, call 3): the body is the address as plain
 * text. Query `portalId` (digits), `formId` and `includeFreemailSuggestions`; the app
 * parameters `hs_static_app` and `hs_static_app_version` are accepted and ignored.
 */
export function emailCheckRoute(optedOut: ReadonlySet<string>): Route {
  return {
    name: 'email-check',
    methods: ['POST'],
    pattern: /^\/emailcheck\/v1\/json-ext\/?$/,
    cors: 'api',
    async handle({ req, res, target }) {
      const request = await readEmailRequest(req, target);
      if (!request.ok) {
        answerRefusedEmailRequest(res, request);
        return;
      }
      const result = checkAddress(request.email, {
        freeDomains: await loadFreeEmailDomains(),
        optedOut,
        includeFreemailSuggestions: target.query.get('includeFreemailSuggestions') === 'true',
      });
      sendJson(res, 200, result);
    },
  };
}
