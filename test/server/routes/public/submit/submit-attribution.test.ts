import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_VALUES, CONTEXT, postSubmission, storedRows, submissionBody } from '../../../helpers/submissions.js';
import { FORMS, FORMS_DIR, PORTAL_ID, makeTempDir, startTestHost, type TestHost } from '../../../helpers/test-host.js';

/** The contact form again, under another guid, with its attribution option off. */
const ATTRIBUTION_OFF = 'a1b2c3d4-a77f-4000-8000-000000000001';

let testHost: TestHost;
let formsDir: string;

beforeAll(async () => {
  formsDir = await makeTempDir('attribution-forms');
  await mkdir(path.join(formsDir, PORTAL_ID));
  const contactFile = `${FORMS.contact}.json`;
  const contact = await readFile(path.join(FORMS_DIR, PORTAL_ID, contactFile), 'utf8');
  await writeFile(path.join(formsDir, PORTAL_ID, contactFile), contact);
  const off = JSON.parse(contact) as { form: { guid: string; metaData: { name: string; value: string }[] } };
  off.form.guid = ATTRIBUTION_OFF;
  off.form.metaData.push({ name: 'attribution', value: 'false' });
  await writeFile(path.join(formsDir, PORTAL_ID, `${ATTRIBUTION_OFF}.json`), JSON.stringify(off));
  testHost = await startTestHost({ sitePort: undefined, formsDir });
});
afterAll(async () => {
  await testHost.stop();
  await rm(formsDir, { recursive: true, force: true });
});

/** Posts the contact form's values with `attribution` in `hs_context`; answers the stored row (spam or not: attribution is kept either way). */
async function submitWith(attribution: unknown, formId: string = FORMS.contact) {
  const key = randomUUID();
  const res = await postSubmission(testHost.host.url, submissionBody(CONTACT_VALUES, { ...CONTEXT, attribution }), { key, formId });
  expect(res.status).toBe(200);
  const row = storedRows(testHost.dataDir).find((stored) => stored.idempotency_key === key);
  if (row === undefined) throw new Error(`nothing stored under ${key}`);
  return row;
}

describe('the attribution a submission sends in hs_context', () => {
  it('is stored cleaned, apart from the context, which keeps the rest as sent', async () => {
    const row = await submitWith({
      utm_source: ' newsletter ',
      utm_campaign: 'spring',
      gclid: 'g-1',
      unknown: 'dropped',
      referrer: 'https://mail.example/inbox?token=secret#m1',
      landingPage: 'https://www.site-owner.example/spring?utm_source=newsletter&email=ada%40example.com',
    });
    expect(JSON.parse(row.attribution_json ?? 'null')).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'spring',
      gclid: 'g-1',
      referrer: 'https://mail.example/inbox',
      landingPage: 'https://www.site-owner.example/spring?utm_source=newsletter',
    });
    expect(JSON.parse(row.context_json ?? 'null')).toEqual(CONTEXT);
  });

  it('never refuses a lead over bad attribution: it is stored without', async () => {
    for (const attribution of ['utm_source=ads', [1, 2], { utm_source: 7, referrer: 'javascript:alert(1)' }]) {
      const row = await submitWith(attribution);
      expect(row.attribution_json).toBeNull();
      expect(JSON.parse(row.values_json)).toEqual(CONTACT_VALUES);
    }
  });

  it('is not kept at all, nor in the context, for a form whose attribution option is off', async () => {
    const row = await submitWith({ utm_source: 'newsletter' }, ATTRIBUTION_OFF);
    expect(row.attribution_json).toBeNull();
    expect(row.context_json).toBe(JSON.stringify(CONTEXT));
  });
});
