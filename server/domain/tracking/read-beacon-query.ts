import { isFormGuid, isPortalId } from '../../../src/core/form-ids.js';

/** A beacon's query holds a few short values: more, or longer, is not the embed talking. */
const MAX_PARAMETERS = 20;
const MAX_VALUE_LENGTH = 2048;

export type BeaconQuery = { ok: true; values: Record<string, string> } | { ok: false; message: string };

/** The query as `{ name: value }` (a repeated name keeps its first value), refused when oversized. */
export function readBeaconQuery(query: URLSearchParams): BeaconQuery {
  const values: Record<string, string> = {};
  let count = 0;
  for (const [name, value] of query) {
    count += 1;
    if (count > MAX_PARAMETERS || name.length > 100 || value.length > MAX_VALUE_LENGTH) {
      return { ok: false, message: 'The query is too large' };
    }
    if (!Object.hasOwn(values, name)) values[name] = value;
  }
  return { ok: true, values };
}

/** The portal id when it is one, else null. */
export const validPortalId = (value: string | undefined): string | null => (value !== undefined && isPortalId(value) ? value : null);

/** The form id (lower-cased) when it is a GUID, else null. */
export const validFormId = (value: string | undefined): string | null => (value !== undefined && isFormGuid(value) ? value.toLowerCase() : null);
