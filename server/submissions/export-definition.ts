import { normalizeDefinition } from '../../src/core/definition/normalize-definition.js';
import type { FormDefinition } from '../../src/core/form-definition.js';
import { readFixture } from '../fixture-store.js';

/**
 * The form's definition as the host has it now, for an export's labels; undefined when there is
 * none to read (deleted, an error answer, unreadable): the export then heads columns by name.
 */
export async function exportDefinition(formsDir: string, portalId: string, formId: string): Promise<FormDefinition | undefined> {
  const fixture = await readFixture(formsDir, portalId, [`${formId}.json`]);
  if (fixture.kind !== 'definition') return undefined;
  const normalized = normalizeDefinition(fixture.definition);
  return normalized.ok ? normalized.value.definition : undefined;
}
