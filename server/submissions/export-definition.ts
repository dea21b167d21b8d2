import type { Kysely } from 'kysely';
import { normalizeDefinition } from '../../src/core/definition/normalize-definition.js';
import type { FormDefinition } from '../../src/core/form-definition.js';
import { latestDefinition } from '../domain/forms/served-forms.js';

/**
 * The form's latest published definition, for an export's labels; undefined when there is
 * none to read (never published, unreadable): the export then heads columns by name.
 */
export async function exportDefinition<Tables>(db: Kysely<Tables>, portalId: string, formId: string): Promise<FormDefinition | undefined> {
  const wire = await latestDefinition(db, portalId, formId);
  if (wire === undefined) return undefined;
  const normalized = normalizeDefinition(wire);
  return normalized.ok ? normalized.value.definition : undefined;
}
