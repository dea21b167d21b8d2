import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STALE_STAGING_MS } from '../../../../../server/domain/uploads/staged-uploads.js';
import type { SubmitErrorWire, SubmitSuccessWire } from '../../../../../src/core/submission/submit-wire.js';
import { fixtureDefinition } from '../../../helpers/fixture-definitions.js';
import { ALL_FIELDS_VALUES, CONTACT_VALUES, CONTEXT, PAGE_URL, postSubmission, storedRows, submissionBody, submitPath } from '../../../helpers/submissions.js';
import { FORMS, FORMS_DIR, PORTAL_ID, makeTempDir, rawRequest, startTestHost, type TestHost } from '../../../helpers/test-host.js';

let testHost: TestHost;
let base: string;
const SITE_ORIGIN = 'https://www.site-owner.example';

beforeAll(async () => {
  testHost = await startTestHost({ sitePort: undefined });
  base = testHost.host.url;
});
afterAll(() => testHost.stop());

const rowsOf = (formId: string) => storedRows(testHost.dataDir).filter((row) => row.form_id === formId);
const rowsWithKey = (key: string) => storedRows(testHost.dataDir).filter((row) => row.idempotency_key === key);

/** Every file under DATA_DIR/uploads, as paths relative to it. */
async function uploadedFiles(): Promise<string[]> {
  const root = path.join(testHost.dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}


describe('POST /submissions/v3/public/submit/formsnext/multipart/{portalId}/{formGuid}', () => {
  it('stores a valid submission and answers the conversion id, the form guid, the inline message and automaticLinker', async () => {
    const key = randomUUID();
    const res = await postSubmission(base, submissionBody(), { key });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as SubmitSuccessWire;
    expect(body).toEqual({
      conversionId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown as string,
      formGuid: FORMS.contact,
      inlineMessage: '<p>Thanks for reaching out. We will get back to you within one working day.</p>',
      automaticLinker: true,
    });
    const [row] = rowsWithKey(key);
    expect(row).toMatchObject({ conversion_id: body.conversionId, page_url: PAGE_URL, form_id: FORMS.contact });
    expect(JSON.parse(row?.values_json ?? '')).toEqual(CONTACT_VALUES);
    expect(row?.context_json).toBe(JSON.stringify(CONTEXT));
  });

  it("keeps the consent record derived from the form's definition, whatever else the request sends", async () => {
    const key = randomUUID();
    const values = {
      email: 'zoe@example.org',
      'LEGAL_CONSENT.subscription_type_4100001': 'true',
      'LEGAL_CONSENT.processing': 'true',
      // Boxes the form does not show are not part of the record.
      'LEGAL_CONSENT.subscription_type_9999999': 'true',
    };
    const res = await postSubmission(base, submissionBody(values), { key, formId: FORMS.consentSeparate });
    expect(res.status).toBe(200);
    const record = JSON.parse(rowsWithKey(key)[0]?.consent_json ?? 'null') as Record<string, unknown>;
    const shown = fixtureDefinition(FORMS.consentSeparate).metaData.legalConsentOptions;
    expect(record).toMatchObject({
      type: 'separate',
      texts: { processingConsentText: shown?.processingConsentText, privacyPolicyText: shown?.privacyPolicyText },
      communicationCheckboxes: [
        { name: 'LEGAL_CONSENT.subscription_type_4100001', checked: true },
        { name: 'LEGAL_CONSENT.subscription_type_4100002', checked: false },
      ],
      processingCheckbox: { name: 'LEGAL_CONSENT.processing', label: shown?.processingConsentCheckboxLabel, checked: true },
    });
    expect(record.communicationCheckboxes).toHaveLength(2);
    expect(rowsOf(FORMS.contact).every((row) => row.consent_json === null)).toBe(true);
  });

  it('stores one submission for two sends with the same Idempotency-Key, and answers the same conversion id', async () => {
    const key = randomUUID();
    const first = await postSubmission(base, submissionBody(), { key });
    const second = await postSubmission(base, submissionBody(), { key });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const firstBody = (await first.json()) as SubmitSuccessWire;
    expect(await second.json()).toEqual(firstBody);
    expect(rowsWithKey(key)).toHaveLength(1);
  });

  it('stores one submission when sends with the same key race each other', async () => {
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3, 4].map(() => postSubmission(base, submissionBody(), { key })));
    const ids = await Promise.all(answers.map(async (res) => ((await res.json()) as SubmitSuccessWire).conversionId));
    expect(new Set(ids).size).toBe(1);
    expect(rowsWithKey(key)).toHaveLength(1);
  });

  it('stores two submissions for two different keys', async () => {
    const before = rowsOf(FORMS.contact).length;
    const first = (await (await postSubmission(base, submissionBody(), { key: randomUUID() })).json()) as SubmitSuccessWire;
    const second = (await (await postSubmission(base, submissionBody(), { key: randomUUID() })).json()) as SubmitSuccessWire;
    expect(first.conversionId).not.toBe(second.conversionId);
    expect(rowsOf(FORMS.contact)).toHaveLength(before + 2);
  });

  it('joins a repeated field name with ";" and keeps the captcha token out of the values', async () => {
    const key = randomUUID();
    const body = submissionBody({ ...CONTACT_VALUES, 'g-recaptcha-response': 'token' });
    body.append('extra_tag', 'a');
    body.append('extra_tag', 'b');
    expect((await postSubmission(base, body, { key })).status).toBe(200);
    const values = JSON.parse(rowsWithKey(key)[0]?.values_json ?? '{}') as Record<string, string>;
    expect(values.extra_tag).toBe('a;b');
    expect(values).not.toHaveProperty('g-recaptcha-response');
  });

  it('accepts a submission without hs_context', async () => {
    const key = randomUUID();
    expect((await postSubmission(base, submissionBody(CONTACT_VALUES, null), { key })).status).toBe(200);
    expect(rowsWithKey(key)[0]).toMatchObject({ context_json: null, page_url: null });
  });

  it('reflects the Origin and exposes Retry-After', async () => {
    const res = await postSubmission(base, submissionBody(), { key: randomUUID(), headers: { Origin: SITE_ORIGIN } });
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(res.headers.get('access-control-expose-headers')).toBe('Retry-After');
  });

  it('answers its preflight, allowing Idempotency-Key', async () => {
    const res = await rawRequest(base, submitPath(), {
      method: 'OPTIONS',
      headers: { Origin: SITE_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'idempotency-key' },
    });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(res.headers['access-control-allow-methods']).toMatch(/POST/);
    expect(res.headers['access-control-allow-headers']).toMatch(/(^|, )Idempotency-Key(,|$)/);
  });
});

describe('submissions the form refuses (nothing is stored)', () => {
  it('answers 400 MISSING_REQUIRED_FIELDS for a missing required field', async () => {
    const key = randomUUID();
    const { message: _omitted, ...values } = CONTACT_VALUES;
    const res = await postSubmission(base, submissionBody({ ...values, firstname: '   ' }), { key });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      formSubmissionError: 'MISSING_REQUIRED_FIELDS',
      validationResults: [
        { fieldName: 'firstname', formSubmissionValidationType: 'REQUIRED_FIELD', message: 'is required' },
        { fieldName: 'message', formSubmissionValidationType: 'REQUIRED_FIELD', message: 'is required' },
      ],
    });
    expect(rowsWithKey(key)).toHaveLength(0);
  });

  it('answers 400 INVALID_EMAIL for an address that is not one', async () => {
    const key = randomUUID();
    const res = await postSubmission(base, submissionBody({ ...CONTACT_VALUES, email: 'ada.example.com' }), { key });
    expect(res.status).toBe(400);
    const body = (await res.json()) as SubmitErrorWire;
    expect(body.validationResults).toEqual([
      { fieldName: 'email', formSubmissionValidationType: 'INVALID_EMAIL', message: 'is not a valid email address' },
    ]);
    expect(body).not.toHaveProperty('formSubmissionError');
    expect(rowsWithKey(key)).toHaveLength(0);
  });

  it('stores the same key once it is sent again with the fields fixed', async () => {
    const key = randomUUID();
    expect((await postSubmission(base, submissionBody({ ...CONTACT_VALUES, email: '' }), { key })).status).toBe(400);
    expect((await postSubmission(base, submissionBody(), { key })).status).toBe(200);
    expect(rowsWithKey(key)).toHaveLength(1);
  });

  it('checks a multi-select against its options and a single checkbox as true/false', async () => {
    const key = randomUUID();
    const res = await postSubmission(
      base,
      submissionBody({ ...ALL_FIELDS_VALUES, interests: 'product;bogus', accepts_terms: 'false' }),
      { key, formId: FORMS.allFields },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      formSubmissionError: 'MISSING_REQUIRED_FIELDS',
      validationResults: [
        { fieldName: 'interests', formSubmissionValidationType: 'INVALID_VALUE', message: "is not one of the field's options" },
        { fieldName: 'accepts_terms', formSubmissionValidationType: 'REQUIRED_FIELD', message: 'is required' },
      ],
    });
  });
});

describe('forms that take no submissions', () => {
  it('answers 404 FORM_NEVER_EXISTED for an unknown form', async () => {
    const res = await postSubmission(base, submissionBody(), { key: randomUUID(), formId: FORMS.noFile });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ formSubmissionError: 'FORM_NEVER_EXISTED' });
  });

  it('answers 400 FORM_NOT_PUBLISHED for an unpublished form', async () => {
    const res = await postSubmission(base, submissionBody(), { key: randomUUID(), formId: FORMS.unpublished });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ formSubmissionError: 'FORM_NOT_PUBLISHED' });
  });

  it('answers 400 SUBMISSION_NOT_ALLOWED for a form whose fixture is an error answer', async () => {
    const res = await postSubmission(base, submissionBody(), { key: randomUUID(), formId: FORMS.bot });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ formSubmissionError: 'SUBMISSION_NOT_ALLOWED' });
  });

  it('answers 400 for ids the embed would not send', async () => {
    const res = await postSubmission(base, submissionBody(), { key: randomUUID(), formId: 'not-a-guid' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'error', errorType: 'INVALID_FORM_GUID' });
  });
});

describe('bad submit requests (nothing is stored)', () => {
  it.each([
    ['no', undefined],
    ['an empty', ''],
    ['a too long', 'k'.repeat(201)],
    ['a spaced', 'two words'],
  ])('answers 400 for %s Idempotency-Key', async (_name, key) => {
    const before = storedRows(testHost.dataDir).length;
    const res = await postSubmission(base, submissionBody(), { key });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/Idempotency-Key/) as unknown as string });
    expect(storedRows(testHost.dataDir)).toHaveLength(before);
  });

  it('answers 415 for a body that is not multipart', async () => {
    const res = await postSubmission(base, JSON.stringify(CONTACT_VALUES), {
      key: randomUUID(),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ status: 'error' });
    const urlEncoded = await postSubmission(base, new URLSearchParams(CONTACT_VALUES).toString(), {
      key: randomUUID(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(urlEncoded.status).toBe(415);
  });

  it('answers 400 for hs_context that is not JSON', async () => {
    const body = submissionBody(CONTACT_VALUES, null);
    body.append('hs_context', '{not json');
    const res = await postSubmission(base, body, { key: randomUUID() });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/hs_context/) as unknown as string });
  });

  it('takes a field of 65,535 characters and answers 413 for 65,536, naming the field and the limit', async () => {
    const taken = randomUUID();
    expect((await postSubmission(base, submissionBody({ ...CONTACT_VALUES, message: 'é'.repeat(65_535) }), { key: taken })).status).toBe(200);
    expect(rowsWithKey(taken)).toHaveLength(1);
    const key = randomUUID();
    const res = await postSubmission(base, submissionBody({ ...CONTACT_VALUES, message: 'x'.repeat(65_536) }), { key });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ status: 'error', message: 'Field "message" must be under 65,536 characters (65,536 given)' });
    expect(rowsWithKey(key)).toHaveLength(0);
  });

  it('counts characters, not UTF-16 units: 65,535 emoji are taken', async () => {
    const key = randomUUID();
    expect((await postSubmission(base, submissionBody({ ...CONTACT_VALUES, message: '😀'.repeat(65_535) }), { key })).status).toBe(200);
    expect(JSON.parse(rowsWithKey(key)[0]?.values_json ?? '{}')).toMatchObject({ message: '😀'.repeat(65_535) });
  });

  it('answers 413 for more than 1000 fields', async () => {
    const body = submissionBody();
    for (let index = 0; index < 1000; index += 1) body.append(`extra_${index}`, 'x');
    const res = await postSubmission(base, body, { key: randomUUID() });
    expect(res.status).toBe(413);
  });

  it('answers 400 for a multipart body cut short', async () => {
    const boundary = 'cut-short-boundary';
    const res = await postSubmission(base, `--${boundary}\r\nContent-Disposition: form-data; name="firstname"\r\n\r\nAda`, {
      key: randomUUID(),
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(400);
  });
});

describe('file uploads', () => {
  it('saves a file part under DATA_DIR/uploads/{key} and lists it in the row', async () => {
    const key = randomUUID();
    const body = submissionBody(ALL_FIELDS_VALUES);
    const content = 'name,role\nAda,engineer\n';
    body.append('attachment', new Blob([content], { type: 'text/csv' }), '../Résumé (final).csv');
    const res = await postSubmission(base, body, { key, formId: FORMS.allFields });
    expect(res.status).toBe(200);

    const [row] = rowsWithKey(key);
    const files = JSON.parse(row?.files_json ?? '[]') as unknown[];
    expect(files).toEqual([
      {
        field: 'attachment',
        // The browser's path, if any, is dropped.
        name: 'Résumé (final).csv',
        size: Buffer.byteLength(content),
        contentType: 'text/csv',
        path: `uploads/${key}/1-Resume_final_.csv`,
      },
    ]);
    expect(await readFile(path.join(testHost.dataDir, 'uploads', key, '1-Resume_final_.csv'), 'utf8')).toBe(content);
    expect(await uploadedFiles()).toContain(path.join(key, '1-Resume_final_.csv'));
  });

  it('keeps the first upload when the same submission is sent again', async () => {
    const key = randomUUID();
    const send = () => {
      const body = submissionBody(ALL_FIELDS_VALUES);
      body.append('attachment', new Blob(['first']), 'notes.txt');
      return postSubmission(base, body, { key, formId: FORMS.allFields });
    };
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    expect(rowsWithKey(key)).toHaveLength(1);
    expect((await uploadedFiles()).filter((file) => file.startsWith(key))).toEqual([path.join(key, '1-notes.txt')]);
  });

  it('refuses a file part for a field that is not a file field of the form, naming it, and keeps nothing', async () => {
    const key = randomUUID();
    const body = submissionBody();
    body.append('message', new Blob(['not a field for files']), 'note.txt');
    const res = await postSubmission(base, body, { key });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 'error', message: 'File part "message" is not a file field of this form' });
    expect(rowsWithKey(key)).toHaveLength(0);
    expect((await uploadedFiles()).filter((file) => file.startsWith(key))).toEqual([]);
  });

  it('deletes the uploads of a submission the form refuses', async () => {
    const key = randomUUID();
    const body = submissionBody({ ...ALL_FIELDS_VALUES, industry: '' });
    body.append('attachment', new Blob(['refused']), 'refused.txt');
    const res = await postSubmission(base, body, { key, formId: FORMS.allFields });
    expect(res.status).toBe(400);
    expect(rowsWithKey(key)).toHaveLength(0);
    expect((await uploadedFiles()).filter((file) => file.includes('refused'))).toEqual([]);
  });
});

describe('the per-file size limit', () => {
  let small: TestHost;
  const LIMIT = 1024;

  beforeAll(async () => {
    small = await startTestHost({ sitePort: undefined, maxFileBytes: LIMIT });
  });
  afterAll(() => small.stop());

  const sendFile = (key: string, bytes: number) => {
    const body = submissionBody(ALL_FIELDS_VALUES);
    body.append('attachment', new Blob([Buffer.alloc(bytes, 0x61)]), 'big.bin');
    return postSubmission(small.host.url, body, { key, formId: FORMS.allFields });
  };

  it('answers 413 FILE_TOO_LARGE for a file over the limit, and keeps nothing', async () => {
    const key = randomUUID();
    const res = await sendFile(key, LIMIT + 1);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ formSubmissionError: 'FILE_TOO_LARGE' });
    expect(storedRows(small.dataDir)).toHaveLength(0);
    const entries = await readdir(path.join(small.dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(() => []);
    expect(entries.filter((entry) => entry.isFile())).toEqual([]);
  });

  it('takes a file of exactly the limit', async () => {
    const key = randomUUID();
    const res = await sendFile(key, LIMIT);
    expect(res.status).toBe(200);
    expect(storedRows(small.dataDir).filter((row) => row.idempotency_key === key)).toHaveLength(1);
  });

  it('keeps serving on the same connection after refusing a file', async () => {
    expect((await sendFile(randomUUID(), LIMIT * 64)).status).toBe(413);
    expect((await postSubmission(small.host.url, submissionBody(), { key: randomUUID() })).status).toBe(200);
  });
});

describe('the limits on a whole submission', () => {
  let capped: TestHost;
  const MAX_BYTES = 16 * 1024;
  const MAX_FIELDS = 10;

  beforeAll(async () => {
    capped = await startTestHost({ sitePort: undefined, maxSubmissionBytes: MAX_BYTES, maxFields: MAX_FIELDS });
  });
  afterAll(() => capped.stop());

  const uploadsOf = async (dataDir: string) =>
    (await readdir(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(() => [])).filter((entry) => entry.isFile());
  /** A submission the form takes, but for its size. */
  const withFile = (bytes: number) => {
    const body = submissionBody(ALL_FIELDS_VALUES);
    body.append('attachment', new Blob([Buffer.alloc(bytes, 0x61)]), 'big.bin');
    return body;
  };

  it('answers 413 for a body over maxSubmissionBytes, and keeps nothing', async () => {
    const key = randomUUID();
    const res = await postSubmission(capped.host.url, withFile(MAX_BYTES), { key, formId: FORMS.allFields });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      status: 'error',
      message: expect.stringMatching(new RegExp(`^The submission must be at most ${MAX_BYTES.toLocaleString('en-US')} bytes \\(MAX_SUBMISSION_BYTES\\); Content-Length is [\\d,]+$`)) as unknown,
    });
    expect(storedRows(capped.dataDir).filter((row) => row.idempotency_key === key)).toEqual([]);
    expect(await uploadsOf(capped.dataDir)).toEqual([]);
    // The same submission with a smaller file fits.
    expect((await postSubmission(capped.host.url, withFile(MAX_BYTES / 2), { key, formId: FORMS.allFields })).status).toBe(200);
  });

  it('answers 413 for a body over the cap sent without Content-Length (chunked)', async () => {
    const encoded = new Response(withFile(MAX_BYTES));
    const contentType = encoded.headers.get('content-type') ?? '';
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const res = await fetch(`${capped.host.url}${submitPath(FORMS.allFields)}`, {
      method: 'POST',
      headers: { 'Content-Type': contentType, 'Idempotency-Key': randomUUID() },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('answers 413 for more fields than maxFields', async () => {
    const values = Object.fromEntries(Array.from({ length: MAX_FIELDS + 1 }, (_, index) => [`extra_${index}`, 'x']));
    const res = await postSubmission(capped.host.url, submissionBody({ ...CONTACT_VALUES, ...values }), { key: randomUUID() });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ status: 'error', message: `A submission may carry at most ${MAX_FIELDS} fields ("extra_${MAX_FIELDS - 5}" is one more)` });
  });

  it('answers 413 for more than 100 file parts, and keeps none of them', async () => {
    const body = submissionBody(ALL_FIELDS_VALUES);
    for (let index = 0; index <= 100; index += 1) body.append('attachment', new Blob(['x']), `f${index}.txt`);
    const res = await postSubmission(base, body, { key: randomUUID(), formId: FORMS.allFields });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ status: 'error', message: 'A submission may carry at most 100 files ("attachment" sent one more)' });
    expect((await uploadsOf(testHost.dataDir)).filter((entry) => /^f\d+\.txt$/.test(entry.name.replace(/^\d+-/, '')))).toEqual([]);
  });

  it('answers 413 for a field name over 200 bytes', async () => {
    const res = await postSubmission(base, submissionBody({ ...CONTACT_VALUES, ['n'.repeat(201)]: 'x' }), { key: randomUUID() });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ status: 'error', message: `A field name must be at most 200 bytes ("${'n'.repeat(40)}…" has 201)` });
  });
});

describe('a host with its own forms', () => {
  let own: TestHost;
  let formsDir: string;
  const redirectId = 'a1b2c3d4-5ed1-4000-8000-000000000001';
  const brokenId = 'a1b2c3d4-bad0-4000-8000-000000000001';

  beforeAll(async () => {
    formsDir = await makeTempDir('forms');
    await mkdir(path.join(formsDir, PORTAL_ID));
    const contact = JSON.parse(await readFile(path.join(FORMS_DIR, PORTAL_ID, `${FORMS.contact}.json`), 'utf8')) as {
      form: Record<string, unknown>;
    };
    contact.form.guid = redirectId;
    contact.form.redirectUrl = 'https://www.site-owner.example/thanks';
    await writeFile(path.join(formsDir, PORTAL_ID, `${redirectId}.json`), JSON.stringify(contact));
    await writeFile(path.join(formsDir, PORTAL_ID, `${brokenId}.json`), '{ "form": ');
    own = await startTestHost({ formsDir, sitePort: undefined });
  });
  afterAll(async () => {
    await own.stop();
    await rm(formsDir, { recursive: true, force: true });
  });

  it('answers the redirect URL instead of the inline message when the form has one', async () => {
    const res = await postSubmission(own.host.url, submissionBody(), { key: randomUUID(), formId: redirectId });
    expect(res.status).toBe(200);
    const body = (await res.json()) as SubmitSuccessWire;
    expect(body).toMatchObject({ formGuid: redirectId, redirectUrl: 'https://www.site-owner.example/thanks' });
    expect(body).not.toHaveProperty('inlineMessage');
  });

  it('answers 500 SERVER_ERROR when something fails on the host, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = storedRows(own.dataDir).length;
    const res = await postSubmission(own.host.url, submissionBody(), { key: randomUUID(), formId: brokenId });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ formSubmissionError: 'SERVER_ERROR' });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(storedRows(own.dataDir)).toHaveLength(before);
  });
});

describe('starting a host', () => {
  it('removes the uploads a stopped host process left half-received an hour ago, and keeps accepted ones and those of a process still receiving', async () => {
    const dataDir = await makeTempDir('data');
    const staging = path.join(dataDir, 'uploads', '.incoming');
    const gone = path.join(staging, '4101-gone-process', 'a-submission');
    await mkdir(gone, { recursive: true });
    await writeFile(path.join(gone, '1-partial.bin'), 'partial');
    const hourAgo = (Date.now() - STALE_STAGING_MS - 60_000) / 1000;
    for (const entry of [path.join(gone, '1-partial.bin'), gone, path.dirname(gone)]) await utimes(entry, hourAgo, hourAgo);
    // Another worker (or machine) receiving a long upload: its folders are old, the file it writes to is not.
    const receiving = path.join(staging, '4102-other-process', 'its-submission');
    await mkdir(receiving, { recursive: true });
    await writeFile(path.join(receiving, '1-growing.bin'), 'half');
    for (const entry of [path.join(receiving, '1-growing.bin'), receiving, path.dirname(receiving)]) await utimes(entry, hourAgo, hourAgo);
    await appendFile(path.join(receiving, '1-growing.bin'), ' of it');
    await mkdir(path.join(dataDir, 'uploads', 'accepted-key'), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads', 'accepted-key', '1-kept.txt'), 'kept');
    const own = await startTestHost({ sitePort: undefined, dataDir });
    try {
      const entries = await readdir(path.join(dataDir, 'uploads'), { recursive: true });
      expect(entries.sort()).toEqual([
        '.incoming',
        path.join('.incoming', '4102-other-process'),
        path.join('.incoming', '4102-other-process', 'its-submission'),
        path.join('.incoming', '4102-other-process', 'its-submission', '1-growing.bin'),
        'accepted-key',
        path.join('accepted-key', '1-kept.txt'),
      ]);
    } finally {
      await own.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
