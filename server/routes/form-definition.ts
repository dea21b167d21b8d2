import { readServableDefinition } from '../fixture-store.js';
import { answerWithDirective } from '../respond-directive.js';
import type { Route } from '../router.js';
import { errorBody, sendJson, sendJsonText } from '../send.js';
import { checkFormIds } from './check-form-ids.js';

/**
 * GET embed/v3/form/{portalId}/{formId}/json[/draft] (spec section 7, call 1).
 * Query `hutk`, `hs_static_app` and `hs_static_app_version` are accepted and ignored;
 * `allowUnpublished=true` lets an unpublished form through.
 */
export function formDefinitionRoute(formsDir: string): Route {
  return {
    name: 'form-definition',
    methods: ['GET', 'HEAD'],
    pattern: /^\/embed\/v3\/form\/([^/]+)\/([^/]+)\/json(\/draft)?\/?$/,
    cors: 'api',
    async handle({ res, target, params }) {
      const [portalId = '', rawFormId = '', draft = ''] = params;
      const ids = checkFormIds(portalId, rawFormId);
      if (!ids.ok) {
        sendJson(res, 400, ids.error);
        return;
      }
      const { formId } = ids;
      const fileNames = draft ? [`${formId}.draft.json`, `${formId}.json`] : [`${formId}.json`];
      const allowUnpublished = target.query.get('allowUnpublished') === 'true';
      const fixture = await readServableDefinition(formsDir, portalId, fileNames, allowUnpublished);
      if (fixture.kind === 'directive') {
        await answerWithDirective(res, fixture.directive);
        return;
      }
      if (fixture.kind === 'missing') {
        sendJson(res, 404, errorBody('resource not found'));
        return;
      }
      sendJsonText(res, 200, fixture.text);
    },
  };
}
