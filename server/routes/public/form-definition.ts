import type { FastifyInstance } from 'fastify';
import { sendJson } from '../../http/error-answers.js';
import { pathWithoutQuery } from '../../http/request-id.js';
import type { HostPluginOptions } from '../../http/host-context.js';
import { errorBody } from '../../http/error-body.js';
import { checkFormIds } from '../check-form-ids.js';
import { queryOf } from './query.js';

/** The ids as sent, still percent-encoded (Fastify's params are decoded): `%31%32` is no portal id. */
function rawIds(url: string): { portalId: string; formId: string } {
  const [, , , , portalId = '', formId = ''] = pathWithoutQuery(url).split('/');
  return { portalId, formId };
}

/**
 * GET embed/v3/form/{portalId}/{formId}/json[/draft] (spec section 7, call 1): the latest
 * published version (the draft for /draft, when the form has one) as stored, byte for byte.
 * Query `hutk`, `hs_static_app` and `hs_static_app_version` are accepted and ignored;
 * `allowUnpublished=true` lets an unpublished or archived form through. A `__respond` file is
 * answered only by a host with its demo fixtures; any other host has no such form.
 */
export async function formDefinitionRoute(app: FastifyInstance, { host }: HostPluginOptions): Promise<void> {
  for (const draft of [false, true]) {
    const url = `/embed/v3/form/:portalId/:formId/json${draft ? '/draft' : ''}`;
    for (const path of [url, `${url}/`]) {
      app.get(path, { config: { name: 'form-definition' } }, async (request, reply) => {
        const sent = rawIds(request.url);
        const ids = checkFormIds(sent.portalId, sent.formId);
        if (!ids.ok) return sendJson(reply, 400, ids.error);
        const allowUnpublished = queryOf(request).get('allowUnpublished') === 'true';
        const answer = await host.forms.definition(ids.portalId, ids.formId, { draft, allowUnpublished });
        if (answer.kind === 'directive' && host.fixtures) return host.fixtures.answerDirective(reply, answer.directive);
        if (answer.kind !== 'definition') return sendJson(reply, 404, errorBody('resource not found'));
        return reply.code(200).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(answer.text);
      });
    }
  }
}
