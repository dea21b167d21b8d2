import type { FastifyInstance } from 'fastify';
import { readPinnedBuild, publicOrigin } from '../../domain/forms/embed-code.js';
import { renderedForms } from '../../domain/prerender/rendered-forms.js';
import { sendJson } from '../../http/error-answers.js';
import { errorBody } from '../../http/error-body.js';
import type { HostContext, HostPluginOptions } from '../../http/host-context.js';
import { pathWithoutQuery } from '../../http/request-id.js';
import { sendEncodedJson } from '../../http/send-encoded.js';
import { checkFormIds } from '../check-form-ids.js';
import { queryOf } from './query.js';

/** A `lang` as the embed's `locale` option may be written (`pt_BR`, `zh-Hant-TW`), or none. */
const LANG = /^[A-Za-z0-9_-]{0,35}$/;

/** The pinned build's hash names the code that renders; a host without one says `dev`. */
async function buildName(host: HostContext): Promise<string> {
  const pinned = await readPinnedBuild(host.options.distDir).catch(() => null);
  return pinned?.path.split('/')[2] ?? 'dev';
}

/**
 * GET embed/v3/form/{portalId}/{formId}/rendered?lang=xx: the published definition (as
 * …/json serves it) with the form's markup rendered on the host for that language
 * (`server/domain/prerender/`), `{ definition, markup, lang, title, dir, unfinished, version }`
 * (`title` and `dir` name the isolated frame before React arrives; `unfinished` is what the form
 * says, in its language, should React never arrive). `markup` is null when the host cannot
 * render the form: the embed renders it then. Sent brotli or gzip to a client that accepts it,
 * each encoding compressed once per variant and kept with it. An `ETag` names the variant (and
 * the encoding), so a page asking again with `If-None-Match` gets a 304 until a new version is published.
 * A `hutk` says the page knows its visitor: this host's definitions are the same for every visitor
 * (…/json ignores it too), so the markup differs only by what any recognised visitor sees (the
 * "Not you?" reset link where the form allows it), never by who they are.
 */
export async function renderedFormRoute(app: FastifyInstance, { host }: HostPluginOptions): Promise<void> {
  const rendered = renderedForms({
    build: await buildName(host),
    onRenderFailure: (error, form) => app.log.warn({ err: error, form }, 'form not rendered on the host; the embed renders it'),
    onRendererLoaded: (reactBuild) => {
      if (reactBuild === 'production') app.log.info({ reactBuild }, "forms are pre-rendered with React's production build");
      else app.log.warn({ reactBuild, nodeEnv: process.env.NODE_ENV ?? null }, "forms are pre-rendered with React's development build, several times slower: unset NODE_ENV or set it to production");
    },
  });
  if (host.options.warmRenderer) {
    // Not awaited: the host listens meanwhile, and a page that asks first waits for the same load.
    app.addHook('onReady', async () => {
      rendered.warmUp().catch((error: unknown) => app.log.warn({ err: error }, 'the pre-renderer could not be loaded; forms are rendered by the embed until it can'));
    });
  }
  for (const path of ['/embed/v3/form/:portalId/:formId/rendered', '/embed/v3/form/:portalId/:formId/rendered/']) {
    app.get(path, { config: { name: 'rendered-form' } }, async (request, reply) => {
      // The ids as sent, still percent-encoded (Fastify's params are decoded).
      const [, , , , portalId = '', formId = ''] = pathWithoutQuery(request.url).split('/');
      const ids = checkFormIds(portalId, formId);
      if (!ids.ok) return sendJson(reply, 400, ids.error);
      const query = queryOf(request);
      const lang = query.get('lang') ?? '';
      if (!LANG.test(lang)) return sendJson(reply, 400, errorBody(`lang "${lang.slice(0, 40)}" is not a language tag (letters, digits, - and _, at most 35)`));
      const answer = await host.forms.definition(ids.portalId, ids.formId, { draft: false, allowUnpublished: query.get('allowUnpublished') === 'true' });
      if (answer.kind === 'directive' && host.fixtures) return host.fixtures.answerDirective(reply, answer.directive);
      if (answer.kind !== 'definition') return sendJson(reply, 404, errorBody('resource not found'));
      const { body, etag } = await rendered.answer({
        definitionText: answer.text,
        definitionDigest: answer.digest,
        lang,
        knownVisitor: (query.get('hutk') ?? '') !== '',
        formsHost: publicOrigin(host.options.publicUrl, request),
        form: `${ids.portalId}/${ids.formId}`,
      });
      // Asked again every time (a new version must show at once), answered with a 304 while unchanged.
      reply.header('Cache-Control', 'no-cache');
      return sendEncodedJson(request, reply, body, etag);
    });
  }
}
