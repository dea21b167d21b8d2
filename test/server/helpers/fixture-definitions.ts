import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FormDefinition } from '../../../src/core/form-definition.js';
import { normalizedDefinition } from '../../core/builders.js';
import { portalOf } from '../../fixture-ids.js';
import { FORMS_DIR, PORTAL_ID } from './test-host.js';

/**
 * A fixture file's definition as the host serves it once imported as `version`: the file's JSON
 * with a `formVersion` pair last in `form.metaData`.
 */
export function servedFixture(fileName: string, version = 1): unknown {
  const definition = JSON.parse(readFileSync(path.join(FORMS_DIR, PORTAL_ID, fileName), 'utf8')) as { form: { metaData: unknown[] } };
  definition.form.metaData = [...definition.form.metaData, { name: 'formVersion', value: String(version) }];
  return definition;
}

/** A fixture form's definition as the host reads it (fixtures/forms/{portal}/{formId}.json, normalised). */
export function fixtureDefinition(formId: string): FormDefinition {
  return normalizedDefinition(JSON.parse(readFileSync(path.join(FORMS_DIR, portalOf(formId), `${formId}.json`), 'utf8')) as unknown);
}
