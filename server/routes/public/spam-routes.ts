import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SpamTokenWire } from '../../../src/core/spam/spam-wire.js';
import { sendJson } from '../../http/error-answers.js';
import { errorBody } from '../../http/error-body.js';
import type { HostPluginOptions } from '../../http/host-context.js';
import { pathWithoutQuery } from '../../http/request-id.js';
import { checkFormIds } from '../check-form-ids.js';

/** The ids as sent, still percent-encoded (Fastify's params are decoded): `%31%32` is no portal id. */
function rawIds(url: string): { portalId: string; formId: string } {
  const [, , , , portalId = '', formId = ''] = pathWithoutQuery(url).split('/');
  return { portalId, formId };
}

/**
 * The spam checks' routes a page calls when a form shows (src/core/spam/spam-wire.ts), on their
 * own and never cached, so the definition answer (and its fallback copy) stays the same for every
 * visitor: `GET embed/v3/form/{portalId}/{formGuid}/spam-token` answers a time token and the age
 * it must reach before it admits a submission, and `…/challenge` an ALTCHA challenge for forms
 * that ask for proof of work. Any page may call them (the API's CORS); a form this host does not
 * take submissions for answers 404.
 */
export async function spamRoutes(app: FastifyInstance, { host }: HostPluginOptions): Promise<void> {
  const { spamChecks } = host;

  /** The live form's latest version, or the answer already sent (400 for bad ids, 404 for no such form). */
  async function liveVersion(request: FastifyRequest, reply: FastifyReply): Promise<{ formGuid: string; version: number } | FastifyReply> {
    const sent = rawIds(request.url);
    const ids = checkFormIds(sent.portalId, sent.formId);
    if (!ids.ok) return sendJson(reply, 400, ids.error);
    const form = await host.forms.forSubmission(ids.portalId, ids.formId);
    if (form.kind !== 'live') return sendJson(reply, 404, errorBody('resource not found'));
    return { formGuid: ids.formId, version: form.latest.version };
  }

  const route = (suffix: string, name: string, answer: (live: { formGuid: string; version: number }) => Promise<unknown> | unknown) => {
    const url = `/embed/v3/form/:portalId/:formGuid/${suffix}`;
    for (const path of [url, `${url}/`]) {
      // No HEAD: it would make a token nobody reads.
      app.get(path, { exposeHeadRoute: false, config: { name } }, async (request, reply) => {
        const live = await liveVersion(request, reply);
        if (!('formGuid' in live)) return live;
        return sendJson(reply, 200, await answer(live));
      });
    }
  };

  route('spam-token', 'spam-token', ({ formGuid, version }): SpamTokenWire => ({
    token: spamChecks.tokens.issue(formGuid, version, spamChecks.now()),
    minAgeMs: spamChecks.tokens.minAgeMs,
  }));
  route('challenge', 'proof-of-work-challenge', () => spamChecks.proofOfWork.challenge());
}
