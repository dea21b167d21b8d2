import type { FastifyInstance } from 'fastify';
import { sendJson } from '../../http/error-answers.js';
import { pathWithoutQuery } from '../../http/request-id.js';
import type { HostPluginOptions } from '../../http/host-context.js';
import { errorBody } from '../../http/error-body.js';
import { encodedTexts } from '../../http/encoded-texts.js';
import { sendEncodedJson } from '../../http/send-encoded.js';
import { checkFormIds } from '../check-form-ids.js';
import { queryOf } from './query.js';

/** Served definitions kept with their compressed copies: as many as the rendered variants, in half their bytes (a definition has no markup). */
export const SERVED_DEFINITIONS_LIMIT = 500;
export const SERVED_DEFINITION_BYTES_LIMIT = 16 * 1024 * 1024;

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
 * answered only by a host with its demo fixtures; any other host has no such form. Sent brotli or
 * gzip to a client that accepts it, each text compressed once per encoding while it stays kept.
 */
export async function formDefinitionRoute(app: FastifyInstance, { host }: HostPluginOptions): Promise<void> {
  const served = encodedTexts({ entries: SERVED_DEFINITIONS_LIMIT, bytes: SERVED_DEFINITION_BYTES_LIMIT });
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
        reply.header('Cache-Control', 'no-store');
        return sendEncodedJson(request, reply, served.bodyOf(answer.text, answer.digest));
      });
    }
  }
}
