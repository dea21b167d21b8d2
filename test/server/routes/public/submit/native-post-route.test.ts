import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_VALUES,
  NATIVE_INSTANCE as INSTANCE,
  NATIVE_PAGE_ORIGIN as PAGE_ORIGIN,
  nativeSubmissionBody as nativeBody,
  postedBy,
  postSubmission,
  storedRows,
  submissionBody,
} from '../../../helpers/submissions.js';
import { FORMS, startTestHost, type TestHost } from '../../../helpers/test-host.js';

let testHost: TestHost;
let base: string;

beforeAll(async () => {
  testHost = await startTestHost({ sitePort: undefined });
  base = testHost.host.url;
});
afterAll(() => testHost.stop());

const rowsWithKey = (key: string) => storedRows(testHost.dataDir).filter((row) => row.idempotency_key === key);

async function nativePost(body: FormData, formId: string = FORMS.contact) {
  const res = await postSubmission(base, body, { formId });
  const html = await res.text();
  return { res, html, posted: postedBy(html) };
}

describe('a native post into the hidden frame (no Idempotency-Key header)', () => {
  it('stores once per key and answers each send with a page posting the result to the exact page origin', async () => {
    const key = randomUUID();
    const first = await nativePost(nativeBody(key));
    const second = await nativePost(nativeBody(key));
    for (const { res } of [first, second]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
    expect(first.posted).toEqual([
      {
        targetOrigin: PAGE_ORIGIN,
        message: {
          accepted: true,
          formGuid: FORMS.contact,
          instanceId: INSTANCE,
          status: 200,
          conversionId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown as string,
          inlineMessage: '<p>Thanks for reaching out. We will get back to you within one working day.</p>',
          automaticLinker: true,
        },
      },
    ]);
    expect(second.posted).toEqual(first.posted);
    const rows = rowsWithKey(key);
    expect(rows).toHaveLength(1);
    // The wire fields are who asks, never values.
    expect(JSON.parse(rows[0]?.values_json ?? '{}')).toEqual(CONTACT_VALUES);
  });

  it('answers a refused submission with accepted false, its status and the host\'s errors, storing nothing', async () => {
    const key = randomUUID();
    const { res, posted } = await nativePost(nativeBody(key, { values: { ...CONTACT_VALUES, email: '' } }));
    expect(res.status).toBe(200);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.message).toMatchObject({
      accepted: false,
      formGuid: FORMS.contact,
      instanceId: INSTANCE,
      status: 400,
      formSubmissionError: 'MISSING_REQUIRED_FIELDS',
      validationResults: [{ fieldName: 'email', formSubmissionValidationType: 'REQUIRED_FIELD' }],
    });
    expect(rowsWithKey(key)).toHaveLength(0);
  });

  it('answers a form refused before its body is read (unpublished) with the same page', async () => {
    const { posted } = await nativePost(nativeBody(randomUUID()), FORMS.unpublished);
    expect(posted).toEqual([
      {
        targetOrigin: PAGE_ORIGIN,
        message: { accepted: false, formGuid: FORMS.unpublished, instanceId: INSTANCE, status: 400, formSubmissionError: 'FORM_NOT_PUBLISHED' },
      },
    ]);
  });

  it.each([
    ['no', null],
    ['a wildcard', '*'],
    ['a javascript:', 'javascript:alert(1)'],
    ['a path-carrying', `${PAGE_ORIGIN}/contact`],
    ['a file:', 'file:///etc'],
  ])('posts nothing and stores nothing for %s page origin', async (_name, origin) => {
    const key = randomUUID();
    const { res, html, posted } = await nativePost(nativeBody(key, { origin }));
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).not.toContain('<script');
    expect(posted).toEqual([]);
    expect(rowsWithKey(key)).toHaveLength(0);
  });

  it('escapes what the page posts and lets only its own script run', async () => {
    const instanceId = '</script><script>parent.postMessage("forged", "*")</script>&\u2028\u2029<!--';
    const { res, html, posted } = await nativePost(nativeBody(randomUUID(), { instanceId }));
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toMatch(/[\u2028\u2029&]|<!--/);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.message.instanceId).toBe(instanceId);
    const policy = res.headers.get('content-security-policy') ?? '';
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`script-src 'nonce-${nonce ?? 'missing'}'`);
    expect(policy).toContain("base-uri 'none'");
  });

  it('keeps a fetch send (header, no wire fields) answering JSON', async () => {
    const res = await postSubmission(base, submissionBody(), { key: randomUUID() });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
