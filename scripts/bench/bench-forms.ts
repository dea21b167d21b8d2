/**
 * The generated forms the benchmark measures (the large fixture's make at 20, 200 and 1000
 * fields), written into a copy of the fixture folder so the forms host serves them like any form,
 * and the same fields as the floor renderer takes them.
 */
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildLargeFixture, LARGE_FORM_PORTAL_ID } from '../generate-large-fixture';
import type { FloorField } from './floor-app';

export const BENCH_SIZES = [20, 200, 1000] as const;
export const BENCH_PORTAL_ID = String(LARGE_FORM_PORTAL_ID);

export interface BenchForm {
  fieldCount: number;
  guid: string;
  floorFields: FloorField[];
}

interface WireField {
  name: string;
  label: string;
  fieldType: string;
  required: boolean;
  options: { label: string; value: string }[];
}

/** Writes the generated forms beside a copy of `fixtures/forms`; returns the folder and the forms. */
export function writeBenchForms(): { formsDir: string; forms: BenchForm[] } {
  const formsDir = mkdtempSync(join(tmpdir(), 'bench-forms-'));
  cpSync('fixtures/forms', formsDir, { recursive: true });
  const forms = BENCH_SIZES.map((fieldCount) => {
    const guid = `a1b2c3d4-b000-4000-8000-${String(fieldCount).padStart(12, '0')}`;
    const definition = buildLargeFixture(fieldCount, guid);
    writeFileSync(join(formsDir, BENCH_PORTAL_ID, `${guid}.json`), JSON.stringify(definition));
    const groups = (definition.form as { formFieldGroups: { fields: WireField[] }[] }).formFieldGroups;
    const floorFields = groups.flatMap((group) =>
      group.fields.map(({ name, label, fieldType, required, options }) => ({
        name, label, fieldType, required, options: options.map(({ label: text, value }) => ({ label: text, value })),
      })),
    );
    return { fieldCount, guid, floorFields };
  });
  return { formsDir, forms };
}
