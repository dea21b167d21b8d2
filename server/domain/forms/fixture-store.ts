import path from 'node:path';
import type { WireDefinitionResponse } from '../../../src/core/definition/wire-types.js';
import { readRespondDirective, type RespondDirective } from './respond-directive.js';
import { readFileIfExists } from '../../http/safe-paths.js';

export type FixtureLookup =
  | { kind: 'missing' }
  | { kind: 'directive'; directive: RespondDirective }
  /** `text` is the file as written, sent byte for byte so the wire shape is exactly the fixture's. */
  | { kind: 'definition'; text: string; definition: WireDefinitionResponse };

/**
 * Reads the first existing file of `fileNames` in `{formsDir}/{portalId}/`. Callers have
 * already checked portalId (digits) and the names (GUID based), so no path can escape.
 * Forms are served from the database (server/domain/forms/); what is read from disk on every
 * request is what stays files: `__respond` directives, `.fallback.json` copies, and the file of
 * a form the database lacks, which is then imported.
 */
export async function readFixture(
  formsDir: string,
  portalId: string,
  fileNames: readonly string[],
): Promise<FixtureLookup> {
  for (const fileName of fileNames) {
    const bytes = await readFileIfExists(path.join(formsDir, portalId, fileName));
    if (bytes === null) continue;
    const text = bytes.toString('utf8');
    // A broken fixture is a host error: JSON.parse throws and the request answers 500.
    const parsed: unknown = JSON.parse(text);
    const directive = readRespondDirective(parsed);
    if (directive) return { kind: 'directive', directive };
    return { kind: 'definition', text, definition: parsed as WireDefinitionResponse };
  }
  return { kind: 'missing' };
}
