import { checkAddress } from '../email-check/check-address.js';
import { loadFreeEmailDomains } from '../email-check/free-email-domains.js';
import { answerRefusedEmailRequest, readEmailRequest } from '../email-check/read-email-request.js';
import { answerTooManyRequests, type RateLimiter } from '../rate-limit/rate-limiter.js';
import type { Route } from '../router.js';
import { sendJson } from '../send.js';

/**
 * POST emailcheck/v1/json-ext (spec section 7, call 3): the body is the address as plain
 * text. Query `portalId` (digits), `formId` and `includeFreemailSuggestions`; the app
 * parameters `hs_static_app` and `hs_static_app_version` are accepted and ignored. Over the
 * client's `rateLimit`, a 429 with `Retry-After`: the embed then shows no verdict for the address
 * and the visitor can still submit.
 */
export function emailCheckRoute(optedOut: ReadonlySet<string>, rateLimit?: RateLimiter): Route {
  return {
    name: 'email-check',
    methods: ['POST'],
    pattern: /^\/emailcheck\/v1\/json-ext\/?$/,
    cors: 'api',
    async handle({ req, res, target }) {
      const verdict = await rateLimit?.(req);
      if (verdict && !verdict.allowed) {
        answerTooManyRequests(res, verdict);
        return;
      }
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
