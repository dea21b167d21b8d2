import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { readServableDefinition } from '../fixture-store.js';
import { answerWithDirective } from '../respond-directive.js';
import type { Route } from '../router.js';
import { errorBody, sendBytes, sendJson } from '../send.js';
import { checkFormIds } from './check-form-ids.js';

const gzipAsync = promisify(gzip);

/**
 * GET {portalId}/{formId}.json.gz (spec section 7, call 2): the static copy the embed falls
 * back to. `{formId}.fallback.json` wins over `{formId}.json`, so a test can have the primary
 * fail while the fallback succeeds; a `__respond` fixture answers the same way here.
 * Like a static file host, anything it cannot find (invalid ids included) is a 404.
 */
export function fallbackDefinitionRoute(formsDir: string): Route {
  return {
    name: 'fallback-definition',
    methods: ['GET', 'HEAD'],
    pattern: /^\/([^/]+)\/([^/]+)\.json\.gz$/,
    cors: 'api',
    async handle({ res, target, params }) {
      const [portalId = '', rawFormId = ''] = params;
      const ids = checkFormIds(portalId, rawFormId);
      if (!ids.ok) {
        sendJson(res, 404, errorBody('resource not found'));
        return;
      }
      const { formId } = ids;
      const allowUnpublished = target.query.get('allowUnpublished') === 'true';
      const fixture = await readServableDefinition(formsDir, portalId, [`${formId}.fallback.json`, `${formId}.json`], allowUnpublished);
      if (fixture.kind === 'directive') {
        await answerWithDirective(res, fixture.directive);
        return;
      }
      if (fixture.kind === 'missing') {
        sendJson(res, 404, errorBody('resource not found'));
        return;
      }
      // Content-Encoding makes browsers (and fetch) hand the caller plain JSON.
      sendBytes(res, 200, await gzipAsync(Buffer.from(fixture.text, 'utf8')), {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Encoding': 'gzip',
        'Cache-Control': 'no-cache',
      });
    },
  };
}
