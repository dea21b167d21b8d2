import type { Kysely } from 'kysely';
import { normalizeDefinition } from '../../../../src/core/definition/normalize-definition.js';
import type { FormDefinition } from '../../../../src/core/form-definition.js';
import { asFormsDatabase, findForm, listVersionRows } from '../../../storage/form-store.js';
import { parseWireDefinition } from '../../forms/wire-definition.js';

/**
 * What heads an export's columns: the form's latest published definition, with the fields of
 * its earlier versions that the latest no longer has (so a lead submitted before a field was
 * removed still has that field's label; a label changed since reads as the latest one). Undefined
 * when no version can be read: the columns are then headed by name.
 */
export async function exportDefinition<Tables>(connection: Kysely<Tables>, portalId: string, formId: string): Promise<FormDefinition | undefined> {
  const db = asFormsDatabase(connection);
  const form = await findForm(db, portalId, formId.toLowerCase());
  if (form === undefined) return undefined;
  let merged: FormDefinition | undefined;
  // Oldest first, each later version's fields over the earlier ones'.
  for (const row of await listVersionRows(db, form.id)) {
    const wire = parseWireDefinition(row.definitionJson);
    const normalized = wire.ok ? normalizeDefinition(wire.definition) : undefined;
    if (normalized === undefined || !normalized.ok) continue;
    const definition = normalized.value.definition;
    merged = merged === undefined ? definition : { ...definition, fields: { ...merged.fields, ...definition.fields } };
  }
  return merged;
}
