import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { isUnpublished } from '../domain/forms/wire-definition.js';
import type { DefinitionAnswer, ServedForms } from '../domain/forms/served-forms.js';
import { readFixture } from '../fixture-store.js';
import { answerWithDirective } from '../respond-directive.js';
import type { Route } from '../router.js';
import { errorBody, sendBytes, sendJson } from '../send.js';
import { checkFormIds } from './check-form-ids.js';

const gzipAsync = promisify(gzip);

/** A `{formId}.fallback.json` file (test and demo machinery, read from disk), else the form as the definition route serves it. */
async function fallbackDefinition(forms: ServedForms, formsDir: string, portalId: string, formId: string, allowUnpublished: boolean): Promise<DefinitionAnswer> {
  const copy = await readFixture(formsDir, portalId, [`${formId}.fallback.json`]);
  if (copy.kind === 'missing') return forms.definition(portalId, formId, { draft: false, allowUnpublished });
  if (copy.kind === 'definition' && isUnpublished(copy.definition) && !allowUnpublished) return { kind: 'missing' };
  return copy;
}

/**
 * GET {portalId}/{formId}.json.gz (spec section 7, call 2): the static copy the embed falls
 * back to. `{formId}.fallback.json` wins over the form's published version, so a test can have
 * the primary fail while the fallback succeeds; a `__respond` fixture answers the same way here.
 * Like a static file host, anything it cannot find (invalid ids included) is a 404.
 */
export function fallbackDefinitionRoute(forms: ServedForms, formsDir: string): Route {
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
      const allowUnpublished = target.query.get('allowUnpublished') === 'true';
      const answer = await fallbackDefinition(forms, formsDir, portalId, ids.formId, allowUnpublished);
      if (answer.kind === 'directive') {
        await answerWithDirective(res, answer.directive);
        return;
      }
      if (answer.kind === 'missing') {
        sendJson(res, 404, errorBody('resource not found'));
        return;
      }
      // Content-Encoding makes browsers (and fetch) hand the caller plain JSON.
      sendBytes(res, 200, await gzipAsync(Buffer.from(answer.text, 'utf8')), {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Encoding': 'gzip',
        'Cache-Control': 'no-cache',
      });
    },
  };
}
