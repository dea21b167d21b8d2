import { prefetch } from '../api/prefetched-answers';
import { primaryTimeoutMs } from '../core/definition-request';
import type { EmbedContext } from '../core/embed-context';
import type { EmbedSurface } from '../core/embed-surface';
import { formDefinitionRequest, readFormHosts, readFormSurface } from '../embed/form-facts';
import { containerOptions, readOptions } from '../embed/read-options';
import type { ScriptSource } from '../embed/script-origin';
import type { FormRequest } from './handoff';
import { prefetchRenderedForm, renderedFormUrl, type RenderedForm } from './rendered-form-request';

export interface PrefetchedForm {
  /** The options as the runtime will read them. */
  context: EmbedContext;
  /** Where a form in `target` shows (a shareable page, a CMS module), read as the runtime reads it. */
  surface: (target: Element) => EmbedSurface;
  /** The host's pre-rendered form, when it was asked for (`renderedFormUrl`). */
  rendered: Promise<RenderedForm | undefined> | undefined;
}

/**
 * Starts a form's definition request now, the very request its store makes when the runtime
 * mounts it (the store then reads this answer: `api/fetch-definition.ts`): through the host's
 * pre-rendered form where its markup can be used, else the definition alone. The options are
 * read as the runtime reads them; their warnings are the runtime's to give.
 */
export function prefetchDefinition(win: Window, request: FormRequest, script: ScriptSource): PrefetchedForm {
  const { context } = readOptions('container' in request ? containerOptions(request.container) : request.options);
  const facts = readFormHosts(win, context, script);
  const definition = formDefinitionRequest(context, facts);
  const surface = (target: Element) => readFormSurface(facts.page, facts.hostConfig, target);
  if (definition.kind !== 'fetch') return { context, surface, rendered: undefined };
  const renderedUrl = renderedFormUrl(definition, context);
  if (renderedUrl) return { context, surface, rendered: prefetchRenderedForm(renderedUrl, definition.primaryUrl, primaryTimeoutMs(definition)) };
  prefetch(definition.primaryUrl, primaryTimeoutMs(definition));
  return { context, surface, rendered: undefined };
}
