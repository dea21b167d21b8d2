import type { ServedForms } from '../domain/forms/served-forms.js';
import { answerWithDirective } from '../respond-directive.js';
import type { Route } from '../router.js';
import { errorBody, sendJson, sendJsonText } from '../send.js';
import { checkFormIds } from './check-form-ids.js';

/**
 * GET embed/v3/form/{portalId}/{formId}/json[/draft] (spec section 7, call 1): the latest
 * published version (the draft for /draft, when the form has one) as stored, byte for byte.
 * Query `hutk`, `hs_static_app` and `hs_static_app_version` are accepted and ignored;
 * `allowUnpublished=true` lets an unpublished or archived form through.
 */
export function formDefinitionRoute(forms: ServedForms): Route {
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
      const allowUnpublished = target.query.get('allowUnpublished') === 'true';
      const answer = await forms.definition(portalId, ids.formId, { draft: draft !== '', allowUnpublished });
      if (answer.kind === 'directive') {
        await answerWithDirective(res, answer.directive);
        return;
      }
      if (answer.kind === 'missing') {
        sendJson(res, 404, errorBody('resource not found'));
        return;
      }
      sendJsonText(res, 200, answer.text);
    },
  };
}
