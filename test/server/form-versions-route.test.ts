import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formCatalog, type FormCatalog } from '../../server/domain/forms/form-catalog.js';
import { LIVE_VERSION_GRACE_MS } from '../../server/domain/forms/submission-rules.js';
import { openDatabase, type OpenDatabase } from '../../server/storage/open-database.js';
import { fixtureWire, withField, writeFormFile, type EditableWire } from './helpers/forms.js';
import { CONTACT_VALUES, CONTEXT, postSubmission, storedRows, submissionBody } from './helpers/submissions.js';
import { FORMS, PORTAL_ID, definitionPath, makeTempDir, startTestHost, type TestHost } from './helpers/test-host.js';

/** The contact form, published from its file as version 1, then edited through the catalog. */
const GUID = FORMS.contact;
const START = Date.parse('2026-03-10T12:00:00.000Z');

let clock = START;
let formsDir: string;
let dataDir: string;
let testHost: TestHost;
let database: OpenDatabase;
let catalog: FormCatalog;

beforeAll(async () => {
  formsDir = await makeTempDir('forms');
  dataDir = await makeTempDir('data');
  await writeFormFile(formsDir, `${GUID}.json`, fixtureWire(GUID));
  testHost = await startTestHost({ formsDir, dataDir, sitePort: undefined, clock: () => clock });
  // The site owner's tools, on the host's database.
  database = await openDatabase({ dataDir });
  catalog = formCatalog({ db: database.db, now: () => clock });
});
afterAll(async () => {
  await database.close();
  await testHost.stop();
  await rm(formsDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

async function publish(wire: EditableWire): Promise<number> {
  expect(await catalog.updateDraft(PORTAL_ID, GUID, { wire })).toEqual({ ok: true, value: null });
  const published = await catalog.publish(PORTAL_ID, GUID, 'owner');
  if (!published.ok) throw new Error(published.error);
  return published.value.version;
}

/** Submits the values from a page that loaded `formVersion` (none: a page that named no version). */
async function submitFrom(formVersion: string | undefined, values: Record<string, string> = CONTACT_VALUES) {
  const key = randomUUID();
  const res = await postSubmission(testHost.host.url, submissionBody(values, { ...CONTEXT, ...(formVersion === undefined ? {} : { formVersion }) }), { key });
  const body = (await res.json()) as { formSubmissionError?: string; validationResults?: { fieldName: string }[] };
  const row = storedRows(dataDir).find((stored) => stored.idempotency_key === key);
  return { status: res.status, code: body.formSubmissionError, refused: body.validationResults?.map((result) => result.fieldName), version: row?.form_version };
}

const servedVersion = async () => {
  const definition = (await (await fetch(`${testHost.host.url}${definitionPath(GUID)}`)).json()) as EditableWire;
  return definition.form.metaData.find((pair) => pair.name === 'formVersion')?.value;
};

describe('form versions and submissions', () => {
  it('serves the imported file as version 1 and records the version a lead was checked against', async () => {
    expect(await servedVersion()).toBe('1');
    expect(await submitFrom('1')).toEqual({ status: 200, code: undefined, refused: undefined, version: 1 });
  });

  it('checks a page that loaded an older version against it while that version was live within the grace, under the latest required fields', async () => {
    // Version 2: the company must be a number now, and the last name is required.
    const v2 = withField(withField(fixtureWire(GUID), 'company', { fieldType: 'number', type: 'number' }), 'lastname', { required: true });
    clock = START + 60_000;
    expect(await publish(v2)).toBe(2);
    expect(await servedVersion()).toBe('2');

    // The page opened before the edit still submits what it showed.
    expect(await submitFrom('1')).toMatchObject({ status: 200, version: 1 });
    // Naming version 1 never weakens the latest version's required fields.
    expect(await submitFrom('1', { ...CONTACT_VALUES, lastname: '' })).toMatchObject({ status: 400, code: 'MISSING_REQUIRED_FIELDS', refused: ['lastname'] });
    // A page that names no version (or one never published) is checked against the latest.
    expect(await submitFrom(undefined)).toMatchObject({ status: 400, refused: ['company'] });
    expect(await submitFrom('7')).toMatchObject({ status: 400, refused: ['company'] });
    expect(await submitFrom(undefined, { ...CONTACT_VALUES, company: '12' })).toMatchObject({ status: 200, version: 2 });
  });

  it('checks against the latest once the named version was replaced more than the grace ago', async () => {
    clock = START + 60_000 + LIVE_VERSION_GRACE_MS + 1;
    expect(await submitFrom('1')).toMatchObject({ status: 400, refused: ['company'] });
    expect(await submitFrom('1', { ...CONTACT_VALUES, company: '12' })).toMatchObject({ status: 200, version: 2 });
  });

  it("takes the captcha setting from the latest version, whichever version the page loaded", async () => {
    const v3 = withField(fixtureWire(GUID), 'company', { fieldType: 'number', type: 'number' });
    v3.form.captchaEnabled = true;
    expect(await publish(v3)).toBe(3);
    expect(await submitFrom('2', { ...CONTACT_VALUES, company: '12' })).toMatchObject({ status: 400, code: 'RECAPTCHA_VALIDATION_ERROR', version: undefined });
  });
});
