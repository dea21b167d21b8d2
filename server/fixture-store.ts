import path from 'node:path';
import type { WireDefinitionResponse } from '../src/core/definition/wire-types.js';
import { readRespondDirective, type RespondDirective } from './respond-directive.js';
import { readFileIfExists } from './static-files.js';

export type FixtureLookup =
  | { kind: 'missing' }
  | { kind: 'directive'; directive: RespondDirective }
  /** `text` is the file as written, sent byte for byte so the wire shape is exactly the fixture's. */
  | { kind: 'definition'; text: string; definition: WireDefinitionResponse };

/**
 * Reads the first existing file of `fileNames` in `{formsDir}/{portalId}/`. Callers have
 * already checked portalId (digits) and the names (GUID based), so no path can escape.
 * Files are read on every request, so an edited fixture shows on the next reload.
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

/** A definition whose `form.isPublished` is exactly false (any other value counts as published). */
export function isUnpublished(definition: WireDefinitionResponse): boolean {
  const form = definition.form;
  return typeof form === 'object' && form !== null && (form as { isPublished?: unknown }).isPublished === false;
}

/**
 * What a definition route may serve: a `__respond` directive, or the definition, with an
 * unpublished one counted as missing unless the page asked with `allowUnpublished=true`.
 */
export async function readServableDefinition(
  formsDir: string,
  portalId: string,
  fileNames: readonly string[],
  allowUnpublished: boolean,
): Promise<FixtureLookup> {
  const fixture = await readFixture(formsDir, portalId, fileNames);
  if (fixture.kind === 'definition' && isUnpublished(fixture.definition) && !allowUnpublished) return { kind: 'missing' };
  return fixture;
}
