import type { FormsApi } from '../api';
import type { DefinitionRequest } from '../core/definition-request';
import { classifyDefinitionFailure, describeDefinitionFailure, type DefinitionFailure } from '../core/definition-failure';
import type { FormDefinition } from '../core/form-definition';
import { normalizeDefinition } from '../core/definition/normalize-definition';
import type { RenderError } from '../core/render-errors';
import { err, ok, type Result } from '../core/result';
import type { NotifyFormEvent } from './form-events';

type Fetched = Result<FormDefinition, DefinitionFailure>;

async function fetchAndNormalize(
  fetcher: (url: string, signal?: AbortSignal) => Promise<Result<unknown, DefinitionFailure>>,
  url: string,
  notify: NotifyFormEvent,
  signal: AbortSignal | undefined,
): Promise<Fetched> {
  const raw = await fetcher(url, signal);
  if (!raw.ok) return raw;
  const normalized = normalizeDefinition(raw.value);
  if (!normalized.ok) return err({ kind: 'invalid', message: normalized.error });
  for (const warning of normalized.value.warnings) notify({ type: 'warning', message: warning });
  return ok(normalized.value.definition);
}

/**
 * The definition-load sequence of spec 7.1, 7.2 and 8: primary call; on a known error its render
 * error; on an unknown one the `.json.gz` fallback (after `onRenderError`) unless a custom URL
 * is in use. Resolves to the definition or the render error to show; never rejects.
 */
export async function loadDefinition(
  request: DefinitionRequest,
  api: FormsApi,
  notify: NotifyFormEvent,
  signal?: AbortSignal,
): Promise<Result<FormDefinition, RenderError>> {
  const fail = (error: RenderError): Result<FormDefinition, RenderError> => {
    notify({ type: 'definitionFetchError', error });
    notify({ type: 'renderError', error });
    return err(error);
  };
  if (request.kind === 'rejected') return fail(request.error);

  const primary = await fetchAndNormalize(api.fetchDefinition, request.primaryUrl, notify, signal);
  if (primary.ok) {
    notify({ type: 'definitionFetchSuccess', definition: primary.value, fromFallback: false });
    return primary;
  }
  const primaryMessage = describeDefinitionFailure(primary.error);
  const knownCode = classifyDefinitionFailure(primary.error);
  if (knownCode) return fail({ code: knownCode, message: primaryMessage });
  if (!request.fallbackUrl) return fail({ code: 'DEFINITION_FAILURE', message: primaryMessage });

  notify({ type: 'renderError', error: { code: 'DEFINITION_FAILURE', message: primaryMessage } });
  const fallback = await fetchAndNormalize(api.fetchFallback, request.fallbackUrl, notify, signal);
  if (fallback.ok) {
    notify({ type: 'definitionFetchSuccess', definition: fallback.value, fromFallback: true });
    return fallback;
  }
  const fallbackError: RenderError = {
    code: 'FALLBACK_DEFINITION_FAILURE',
    message: `${primaryMessage}; fallback: ${describeDefinitionFailure(fallback.error)}`,
  };
  notify({ type: 'definitionFetchError', error: fallbackError });
  notify({ type: 'renderError', error: fallbackError });
  return err(fallbackError);
}
