import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmitSuccessWire } from '../../src/core/submission/submit-wire.js';
import { DATABASE_FILE_NAME } from '../../server/storage/open-database.js';
import { openSubmissionStore, type SubmissionStore } from '../../server/storage/submission-store.js';
import { createTestDatabase } from './helpers/postgres.js';
import { CONTACT_VALUES, CONTEXT, PAGE_URL, postSubmission, submissionBody } from './helpers/submissions.js';
import { FORMS, PORTAL_ID, rawRequest, startTestHost, type TestHost } from './helpers/test-host.js';

let testHost: TestHost;
/** A second connection to the host's database, as another process would have. */
let reader: SubmissionStore;

beforeAll(async () => {
  const databaseUrl = await createTestDatabase();
  testHost = await startTestHost({ sitePort: undefined, databaseUrl });
  reader = await openSubmissionStore({ dataDir: testHost.dataDir, databaseUrl });
});
afterAll(async () => {
  await reader.close();
  await testHost.stop();
});

describe('the forms host on Postgres (databaseUrl)', () => {
  it('stores a submission sent to the submit route in Postgres, once per Idempotency-Key', async () => {
    const key = randomUUID();
    const first = await postSubmission(testHost.host.url, submissionBody(), { key });
    expect(first.status).toBe(200);
    const { conversionId } = (await first.json()) as SubmitSuccessWire;
    const retry = await postSubmission(testHost.host.url, submissionBody(), { key });
    expect(((await retry.json()) as SubmitSuccessWire).conversionId).toBe(conversionId);

    const { total, submissions } = await reader.list({ portalId: PORTAL_ID, formId: FORMS.contact, limit: 10, offset: 0 });
    expect(total).toBe(1);
    expect(submissions[0]).toMatchObject({ idempotencyKey: key, conversionId, values: CONTACT_VALUES, context: CONTEXT, pageUrl: PAGE_URL });
    // Nothing went to SQLite.
    expect(existsSync(path.join(testHost.dataDir, DATABASE_FILE_NAME))).toBe(false);
  });

  it('answers /readyz while Postgres answers', async () => {
    const res = await rawRequest(testHost.host.url, '/readyz');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ status: 'ready' });
  });
});
