import type { FormsApi } from '../api';
import { DEFINITION_LOAD_BUDGET_MS, primaryTimeoutMs, type DefinitionRequest } from '../core/definition-request';
import { classifyDefinitionFailure, describeDefinitionFailure, type DefinitionFailure } from '../core/definition-failure';
import type { FormDefinition } from '../core/form-definition';
import { normalizeDefinition } from '../core/definition/normalize-definition';
import type { RenderError } from '../core/render-errors';
import { err, ok, type Result } from '../core/result';
import type { NotifyFormEvent } from './form-events';

type Fetched = Result<FormDefinition, DefinitionFailure>;

function normalize(raw: unknown, notify: NotifyFormEvent): Fetched {
  const normalized = normalizeDefinition(raw);
  if (!normalized.ok) return err({ kind: 'invalid', message: normalized.error });
  for (const warning of normalized.value.warnings) notify({ type: 'warning', message: warning });
  return ok(normalized.value.definition);
}

async function fetchAndNormalize(
  fetcher: FormsApi['fetchDefinition'],
  url: string,
  notify: NotifyFormEvent,
  signal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<Fetched> {
  const raw = await fetcher(url, signal, timeoutMs);
  return raw.ok ? normalize(raw.value, notify) : raw;
}

/**
 * The definition-load sequence of spec 7.1, 7.2 and 8: primary call; on a known error its render
 * error; on an unknown one the `.json.gz` fallback (after `onRenderError`) unless a custom URL
 * is in use. Both calls share `DEFINITION_LOAD_BUDGET_MS`: with a fallback to try, the primary
 * call may use all but `FALLBACK_RESERVE_MS` of it, and the fallback gets what it left. A definition given in preview or builder mode
 * is only read. Resolves to the definition or the render error to show; never rejects.
 */
export async function loadDefinition(
  request: DefinitionRequest,
  api: FormsApi,
  notify: NotifyFormEvent,
  now: () => number,
  signal?: AbortSignal,
): Promise<Result<FormDefinition, RenderError>> {
  const fail = (error: RenderError): Result<FormDefinition, RenderError> => {
    notify({ type: 'definitionFetchError', error });
    notify({ type: 'renderError', error });
    return err(error);
  };
  const succeed = (definition: FormDefinition, fromFallback: boolean): Result<FormDefinition, RenderError> => {
    notify({ type: 'definitionFetchSuccess', definition, fromFallback });
    return ok(definition);
  };
  if (request.kind === 'rejected') return fail(request.error);
  if (request.kind === 'given') return readGiven(request.raw, notify, fail, succeed);

  // From when it was asked for: the loader may have asked long before the runtime arrived.
  const deadline = (api.prefetchedAt(request.primaryUrl) ?? now()) + DEFINITION_LOAD_BUDGET_MS;
  const primaryTimeout = primaryTimeoutMs(request);
  const primary = await fetchAndNormalize(api.fetchDefinition, request.primaryUrl, notify, signal, primaryTimeout);
  if (primary.ok) return succeed(primary.value, false);
  const primaryMessage = describeDefinitionFailure(primary.error);
  const knownCode = classifyDefinitionFailure(primary.error);
  if (knownCode) return fail({ code: knownCode, message: primaryMessage });
  if (!request.fallbackUrl) return fail({ code: 'DEFINITION_FAILURE', message: primaryMessage });
  const left = deadline - now();
  if (left <= 0) return fail({ code: 'DEFINITION_FAILURE', message: `${primaryMessage}; no time left for the fallback` });

  notify({ type: 'renderError', error: { code: 'DEFINITION_FAILURE', message: primaryMessage } });
  const fallback = await fetchAndNormalize(api.fetchFallback, request.fallbackUrl, notify, signal, left);
  if (fallback.ok) return succeed(fallback.value, true);
  const fallbackError: RenderError = {
    code: 'FALLBACK_DEFINITION_FAILURE',
    message: `${primaryMessage}; fallback: ${describeDefinitionFailure(fallback.error)}`,
  };
  notify({ type: 'definitionFetchError', error: fallbackError });
  notify({ type: 'renderError', error: fallbackError });
  return err(fallbackError);
}

/** Preview and builder modes: the site owner's `formData`, read like a response; a missing or unreadable one warns and shows the panel. */
function readGiven(
  raw: unknown,
  notify: NotifyFormEvent,
  fail: (error: RenderError) => Result<FormDefinition, RenderError>,
  succeed: (definition: FormDefinition, fromFallback: boolean) => Result<FormDefinition, RenderError>,
): Result<FormDefinition, RenderError> {
  const warn = (message: string) => notify({ type: 'warning', message });
  if (raw === undefined) {
    const message = 'formData is missing: preview and builder modes render it';
    warn(message);
    return fail({ code: 'DEFINITION_NOT_FOUND', message });
  }
  const given = normalize(raw, notify);
  if (given.ok) return succeed(given.value, false);
  const message = `formData is not a form definition: ${describeDefinitionFailure(given.error)}`;
  warn(message);
  return fail({ code: 'DEFINITION_FAILURE', message });
}
