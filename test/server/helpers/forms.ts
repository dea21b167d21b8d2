import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { portalOf } from '../../fixture-ids.js';
import { FORMS_DIR, PORTAL_ID } from './test-host.js';

/** A wire definition as tests edit it. */
export interface EditableWire {
  form: Record<string, unknown> & { formFieldGroups: { fields: Record<string, unknown>[] }[]; metaData: { name: string; value: string }[] };
  [key: string]: unknown;
}

/** A fresh copy of a fixture form's wire definition (fixtures/forms/{portal}/{formId}.json). */
export function fixtureWire(formId: string): EditableWire {
  return JSON.parse(readFileSync(path.join(FORMS_DIR, portalOf(formId), `${formId}.json`), 'utf8')) as EditableWire;
}

/** The wire definition with `change` applied to the field named `name`. */
export function withField(wire: EditableWire, name: string, change: Record<string, unknown>): EditableWire {
  const copy = JSON.parse(JSON.stringify(wire)) as EditableWire;
  const field = copy.form.formFieldGroups.flatMap((group) => group.fields).find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no field ${name}`);
  Object.assign(field, change);
  return copy;
}

/** The wire definition without the field named `name` (its group kept). */
export function withoutField(wire: EditableWire, name: string): EditableWire {
  const copy = JSON.parse(JSON.stringify(wire)) as EditableWire;
  for (const group of copy.form.formFieldGroups) group.fields = group.fields.filter((field) => field.name !== name);
  return copy;
}

/** Writes `{formsDir}/{portalId}/{fileName}` (the portal folder made when missing). */
export async function writeFormFile(formsDir: string, fileName: string, content: unknown, portalId = PORTAL_ID): Promise<string> {
  await mkdir(path.join(formsDir, portalId), { recursive: true });
  const file = path.join(formsDir, portalId, fileName);
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}
