import { isRecord } from './definition/wire-reader';
import { isFormGuid, isPortalId } from './form-ids';
import type { RenderError } from './render-errors';

/**
 * The whole definition load, the primary call and the fallback together, ends within this: a
 * slow or hanging forms host shows the error panel after 10 s, not 10 s per call.
 */
export const DEFINITION_LOAD_BUDGET_MS = 10000;

/**
 * Of that budget, what a primary call that does not answer leaves the `.json.gz` fallback: a
 * forms host that is down is what the fallback copy is for, so it must get its turn.
 */
export const FALLBACK_RESERVE_MS = 3000;

/** How long the primary call may take: all the budget, less the fallback's reserve when there is a fallback. */
export const primaryTimeoutMs = (request: { fallbackUrl: string | undefined }): number =>
  request.fallbackUrl ? DEFINITION_LOAD_BUDGET_MS - FALLBACK_RESERVE_MS : DEFINITION_LOAD_BUDGET_MS;


export interface DefinitionRequestInput {
  portalId: string;
  formId: string;
  /** Derived forms host for the region and env. */
  formsHost: string;
  /** Derived static-file host, for the `.json.gz` fallback. */
  staticFilesHost: string;
  /** Site owner override of the forms host. */
  formsBaseUrl: string;
  /** Site owner override of the whole definition URL; disables the fallback. */
  embedDefinitionUrl: string;
  useDraft: boolean;
  hutk: string;
  /** The page's own query asked for unpublished forms (`allowUnpublished=true`). */
  allowUnpublished: boolean;
  /** Set in preview and builder modes: the site owner's `formData` ({} when not given). */
  preview?: { formData: Record<string, unknown> } | undefined;
}

/** Where to fetch a definition from, or why not to fetch at all. */
export type DefinitionRequest =
  | { kind: 'fetch'; primaryUrl: string; fallbackUrl: string | undefined }
  /** Preview and builder modes: the definition in the wire shape, no request (undefined: none was given). */
  | { kind: 'given'; raw: unknown }
  | { kind: 'rejected'; error: RenderError };

const trimSlashes = (url: string) => url.replace(/\/+$/, '');

export function buildDefinitionRequest(input: DefinitionRequestInput): DefinitionRequest {
  const portalId = input.portalId.trim();
  const formId = input.formId.trim();
  if (input.preview) {
    const { formData } = input.preview;
    const given = Object.keys(formData).length > 0;
    // Without formData a preview still loads by its ids or URL; with neither there is nothing to show.
    if (given || (!portalId && !formId && !input.embedDefinitionUrl)) {
      // A definition response (`{form, ...}`), or the bare form object of one.
      return { kind: 'given', raw: !given ? undefined : isRecord(formData.form) ? formData : { form: formData } };
    }
  }
  if (input.embedDefinitionUrl) {
    return { kind: 'fetch', primaryUrl: input.embedDefinitionUrl, fallbackUrl: undefined };
  }
  if (!isPortalId(portalId)) {
    return { kind: 'rejected', error: { code: 'INVALID_PORTAL_ID', message: `Portal id "${portalId}" is not a number` } };
  }
  if (!isFormGuid(formId)) {
    return { kind: 'rejected', error: { code: 'INVALID_FORM_GUID', message: `Form id "${formId}" is not a GUID` } };
  }
  const base = trimSlashes(input.formsBaseUrl || input.formsHost);
  const path = `/embed/v3/form/${portalId}/${formId}/json${input.useDraft ? '/draft' : ''}`;
  const query = new URLSearchParams();
  if (input.hutk) query.set('hutk', input.hutk);
  if (input.allowUnpublished) query.set('allowUnpublished', 'true');
  const search = query.toString();
  const fallbackUrl = input.formsBaseUrl
    ? undefined
    : `${trimSlashes(input.staticFilesHost)}/${portalId}/${formId}.json.gz`;
  return { kind: 'fetch', primaryUrl: `${base}${path}${search ? `?${search}` : ''}`, fallbackUrl };
}
