import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { DefinitionAnswer } from '../../domain/forms/served-forms.js';
import { isUnpublished } from '../../domain/forms/wire-definition.js';
import { sendJson } from '../../http/error-answers.js';
import { pathWithoutQuery } from '../../http/request-id.js';
import type { HostContext, HostPluginOptions } from '../../http/host-context.js';
import { errorBody } from '../../http/error-body.js';
import { checkFormIds } from '../check-form-ids.js';
import { queryOf } from './query.js';

const gzipAsync = promisify(gzip);

/** With the demo fixtures, a `{formId}.fallback.json` file; else the form as the definition route serves it. */
async function fallbackDefinition(host: HostContext, portalId: string, formId: string, allowUnpublished: boolean): Promise<DefinitionAnswer | { kind: 'definition'; text: string }> {
  const copy = host.fixtures ? await host.fixtures.fallbackCopy(portalId, formId) : ({ kind: 'missing' } as const);
  if (copy.kind === 'missing') return host.forms.definition(portalId, formId, { draft: false, allowUnpublished });
  if (copy.kind === 'definition' && isUnpublished(copy.definition) && !allowUnpublished) return { kind: 'missing' };
  return copy;
}

/**
 * GET {portalId}/{formId}.json.gz (spec section 7, call 2): the static copy the embed falls
 * back to, gzipped. Like a static file host, anything it cannot find (invalid ids included) is
 * a 404. The demo fixtures let a `.fallback.json` copy win over the form, so a test can have
 * the primary fail while the fallback succeeds.
 */
export async function fallbackDefinitionRoute(app: FastifyInstance, { host }: HostPluginOptions): Promise<void> {
  app.get('/:portalId/:formId.json.gz', { config: { name: 'fallback-definition' } }, async (request, reply) => {
    // The ids as sent, still percent-encoded (Fastify's params are decoded).
    const [, portalId = '', file = ''] = pathWithoutQuery(request.url).split('/');
    const ids = checkFormIds(portalId, file.slice(0, -'.json.gz'.length));
    if (!ids.ok) return sendJson(reply, 404, errorBody('resource not found'));
    const answer = await fallbackDefinition(host, ids.portalId, ids.formId, queryOf(request).get('allowUnpublished') === 'true');
    if (answer.kind === 'directive' && host.fixtures) return host.fixtures.answerDirective(reply, answer.directive);
    if (answer.kind !== 'definition') return sendJson(reply, 404, errorBody('resource not found'));
    // Content-Encoding makes browsers (and fetch) hand the caller plain JSON.
    return reply
      .code(200)
      .type('application/json; charset=utf-8')
      .header('Content-Encoding', 'gzip')
      .header('Cache-Control', 'no-cache')
      .send(await gzipAsync(Buffer.from(answer.text, 'utf8')));
  });
}
