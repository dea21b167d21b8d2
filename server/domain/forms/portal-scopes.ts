import type { WireDefinitionResponse } from '../../../src/core/definition/wire-types.js';
import { isPortalId } from '../../../src/core/form-ids.js';

/**
 * The scopes that let a definition put its own markup or styles on a visitor's page (spec
 * section 6): `rawHtmlAccess` (the site owner's thank-you markup, and `renderRawHtml` with it)
 * and `customStyleAccess` (the whole form style). They are the host's to grant, per portal,
 * never the definition's: whoever may edit a form must not be able to make it run script.
 */
export const PORTAL_SCOPE_NAMES = ['rawHtmlAccess', 'customStyleAccess'] as const;
export type PortalScope = (typeof PORTAL_SCOPE_NAMES)[number];

/** The scopes granted by portal id; a portal not listed has none. */
export type PortalScopes = Readonly<Record<string, readonly PortalScope[]>>;

/** The demo's portal (`fixtures/forms/123456`) with both scopes: what the demo grants when PORTAL_SCOPES is unset. */
export const DEMO_PORTAL_SCOPES: PortalScopes = { '123456': [...PORTAL_SCOPE_NAMES] };

const isPortalScope = (name: unknown): name is PortalScope => PORTAL_SCOPE_NAMES.includes(name as PortalScope);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a portal-scopes setting: a JSON object of portal id (digits) to a list of scope names,
 * `{"123456":["rawHtmlAccess","customStyleAccess"]}`. Throws a message naming `setting` and what is wrong.
 */
export function parsePortalScopes(setting: string, json: string): Record<string, PortalScope[]> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new Error(`${setting} must be JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const known = PORTAL_SCOPE_NAMES.join(', ');
  if (!isRecord(value)) {
    throw new Error(`${setting} must be a JSON object of portal id to a list of scopes (${known}), e.g. {"123456":["customStyleAccess"]}`);
  }
  const result: Record<string, PortalScope[]> = {};
  for (const [portalId, scopes] of Object.entries(value)) {
    if (!isPortalId(portalId)) throw new Error(`${setting}: "${portalId}" is not a portal id (digits only)`);
    if (!Array.isArray(scopes)) throw new Error(`${setting}: portal ${portalId} must have a list of scopes (${known})`);
    for (const scope of scopes as unknown[]) {
      if (!isPortalScope(scope)) throw new Error(`${setting}: portal ${portalId}: ${JSON.stringify(scope)} is not a scope; the scopes are ${known}`);
    }
    result[portalId] = [...new Set(scopes as PortalScope[])];
  }
  return result;
}

/** The scopes `portalId` is granted. */
export function grantedScopes(portalScopes: PortalScopes | undefined, portalId: string): readonly PortalScope[] {
  return (portalScopes !== undefined && Object.hasOwn(portalScopes, portalId) ? portalScopes[portalId] : undefined) ?? [];
}

/**
 * The definition as served: its `scopes.rawHtmlAccess` and `scopes.customStyleAccess` are
 * exactly `granted`, whatever it said; its other scopes stay as written. The same object when
 * nothing changes. A definition without a `scopes` object (absent, or of another type) is read
 * by the embed as granting nothing, so it is left as written unless something is granted.
 */
export function withGrantedScopes(definition: WireDefinitionResponse, granted: readonly PortalScope[]): WireDefinitionResponse {
  const written = definition.scopes;
  if (!isRecord(written) && granted.length === 0) return definition;
  const scopes: Record<string, unknown> = isRecord(written) ? { ...written } : {};
  let changed = !isRecord(written);
  for (const name of PORTAL_SCOPE_NAMES) {
    const value = granted.includes(name);
    if (scopes[name] !== value) changed = true;
    scopes[name] = value;
  }
  return changed ? { ...definition, scopes } : definition;
}
