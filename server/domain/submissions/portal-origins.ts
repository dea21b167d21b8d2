import { isPortalId } from '../../../src/core/form-ids.js';

/** Each portal's allowed page origins; a portal that is not a key takes any origin. */
export type PortalOrigins = ReadonlyMap<string, ReadonlySet<string>>;

/** The origin `text` names when it is exactly one (`http(s)://host[:port]`, as browsers send it); else null. */
function exactOrigin(text: string): string | null {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text ? text : null;
  } catch {
    return null;
  }
}

/**
 * Reads a portal-origins setting: a JSON object of portal id (digits) to a list of origins,
 * `{"123456":["https://www.example.com"]}`. Throws a message naming `setting` and what is wrong.
 */
export function parsePortalOrigins(setting: string, json: string): Record<string, string[]> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new Error(`${setting} must be JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${setting} must be a JSON object of portal id to a list of origins, e.g. {"123456":["https://www.example.com"]}`);
  }
  const result: Record<string, string[]> = {};
  for (const [portalId, origins] of Object.entries(value)) {
    if (!isPortalId(portalId)) throw new Error(`${setting}: "${portalId}" is not a portal id (digits only)`);
    if (!Array.isArray(origins) || !origins.every((origin) => typeof origin === 'string')) {
      throw new Error(`${setting}: portal ${portalId} must have a list of origins (strings)`);
    }
    for (const origin of origins as string[]) {
      if (exactOrigin(origin) !== null) continue;
      let hint = '';
      try {
        const { origin: meant, protocol } = new URL(origin);
        if (protocol === 'http:' || protocol === 'https:') hint = ` (did you mean "${meant}"?)`;
      } catch {
        // Not a URL at all: no hint.
      }
      throw new Error(`${setting}: portal ${portalId}: "${origin}" is not an origin: http(s)://host[:port], no path or trailing slash${hint}`);
    }
    result[portalId] = [...(origins as string[])];
  }
  return result;
}

export function portalOriginsOf(setting: Readonly<Record<string, readonly string[]>> | undefined): PortalOrigins {
  return new Map(Object.entries(setting ?? {}).map(([portalId, origins]) => [portalId, new Set(origins)]));
}

/**
 * Whether a submission to `portalId` from a page of `origin` (the request's `Origin` header) is
 * taken: always for a portal not listed; for a listed one only from one of its origins, so a
 * request without `Origin` (or with `null`, from a sandboxed or privacy-sensitive page) is not.
 */
export function originAllowed(allowed: PortalOrigins, portalId: string, origin: string | undefined): boolean {
  const origins = allowed.get(portalId);
  return origins === undefined || (origin !== undefined && origins.has(origin));
}
