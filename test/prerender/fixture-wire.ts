import { readFileSync } from 'node:fs';
import path from 'node:path';
import { portalOf } from '../fixture-ids';

/** A fixture form's wire definition (fixtures/forms/{portal}/{formId}.json), read in Node or in a jsdom test alike. */
export const fixtureWire = (formId: string): unknown =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'fixtures/forms', portalOf(formId), `${formId}.json`), 'utf8'));
