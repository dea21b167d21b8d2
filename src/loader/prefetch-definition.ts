import { prefetch } from '../api/prefetched-answers';
import { primaryTimeoutMs } from '../core/definition-request';
import { formDefinitionRequest, readFormHosts } from '../embed/form-facts';
import { containerOptions, readOptions } from '../embed/read-options';
import type { ScriptSource } from '../embed/script-origin';
import type { FormRequest } from './handoff';

/**
 * Starts a form's definition request now, the very request its store makes when the runtime
 * mounts it (the store then reads this answer: `api/fetch-definition.ts`). The options are read
 * as the runtime reads them; their warnings are the runtime's to give.
 */
export function prefetchDefinition(win: Window, request: FormRequest, script: ScriptSource): void {
  const { context } = readOptions('container' in request ? containerOptions(request.container) : request.options);
  const definition = formDefinitionRequest(context, readFormHosts(win, context, script));
  if (definition.kind === 'fetch') prefetch(definition.primaryUrl, primaryTimeoutMs(definition));
}
