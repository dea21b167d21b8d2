import type { RenderError } from './render-errors';

/** Form ids are GUIDs; portal ids are digits (spec 7.1). Checked before any request. */
const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PORTAL_ID_PATTERN = /^\d+$/;

export const isFormGuid = (formId: string): boolean => GUID_PATTERN.test(formId);
export const isPortalId = (portalId: string): boolean => PORTAL_ID_PATTERN.test(portalId);

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
}

/** Where to fetch a definition from, or why not to fetch at all. */
export type DefinitionRequest =
  | { kind: 'fetch'; primaryUrl: string; fallbackUrl: string | undefined }
  | { kind: 'rejected'; error: RenderError };

const trimSlashes = (url: string) => url.replace(/\/+$/, '');

export function buildDefinitionRequest(input: DefinitionRequestInput): DefinitionRequest {
  const portalId = input.portalId.trim();
  const formId = input.formId.trim();
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
