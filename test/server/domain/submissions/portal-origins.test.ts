import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeFailure } from '../../../../src/core/submission/submission-outcome.js';
import type { SubmitErrorWire } from '../../../../src/core/submission/submit-wire.js';
import { originAllowed, parsePortalOrigins, portalOriginsOf } from '../../../../server/domain/submissions/portal-origins.js';
import { ALL_FIELDS_VALUES, NATIVE_PAGE_ORIGIN, nativeSubmissionBody, postedBy, postSubmission, storedRows, submissionBody, submitPath } from '../../helpers/submissions.js';
import { FORMS, PORTAL_ID, rawRequest, startTestHost, type TestHost } from '../../helpers/test-host.js';

const SHOP = 'https://shop.site-owner.example';

describe('parsePortalOrigins', () => {
  it('reads portal ids to lists of origins', () => {
    expect(parsePortalOrigins('PORTAL_ORIGINS', `{"123456":["${NATIVE_PAGE_ORIGIN}","http://localhost:8080"],"7":[]}`)).toEqual({
      123456: [NATIVE_PAGE_ORIGIN, 'http://localhost:8080'],
      7: [],
    });
  });

  it.each([
    ['not JSON', '{123456:', /^PORTAL_ORIGINS must be JSON/],
    ['a list', '["https://a.example"]', /^PORTAL_ORIGINS must be a JSON object/],
    ['a portal id with letters', '{"abc":["https://a.example"]}', /"abc" is not a portal id/],
    ['origins that are not a list', '{"1":"https://a.example"}', /portal 1 must have a list of origins/],
    ['an origin that is not a string', '{"1":[42]}', /portal 1 must have a list of origins/],
    ['an origin with a path', '{"1":["https://a.example/form"]}', /"https:\/\/a.example\/form" is not an origin.*did you mean "https:\/\/a.example"/],
    ['a trailing slash', '{"1":["https://a.example/"]}', /did you mean "https:\/\/a.example"/],
    ['an upper-case host', '{"1":["https://A.example"]}', /did you mean "https:\/\/a.example"/],
    ['the default port', '{"1":["https://a.example:443"]}', /did you mean "https:\/\/a.example"/],
    ['another scheme', '{"1":["ftp://a.example"]}', /"ftp:\/\/a.example" is not an origin/],
    ['a bare host', '{"1":["a.example"]}', /"a.example" is not an origin/],
  ])('refuses %s with a message naming the setting', (_name, json, message) => {
    expect(() => parsePortalOrigins('PORTAL_ORIGINS', json)).toThrow(message);
    expect(() => parsePortalOrigins('PORTAL_ORIGINS', json)).toThrow(/PORTAL_ORIGINS/);
  });
});

describe('originAllowed', () => {
  const allowed = portalOriginsOf({ 1: [SHOP], 2: [] });

  it('takes any origin, or none, for a portal not listed', () => {
    expect(originAllowed(allowed, '3', 'https://anywhere.example')).toBe(true);
    expect(originAllowed(allowed, '3', undefined)).toBe(true);
  });

  it("takes only a listed portal's own origins, exactly", () => {
    expect(originAllowed(allowed, '1', SHOP)).toBe(true);
    expect(originAllowed(allowed, '1', `${SHOP}:8443`)).toBe(false);
    expect(originAllowed(allowed, '1', 'null')).toBe(false);
    expect(originAllowed(allowed, '1', undefined)).toBe(false);
    expect(originAllowed(allowed, '2', SHOP)).toBe(false);
  });
});

describe('the submit call with an origin allowlist', () => {
  let listed: TestHost;
  let unlisted: TestHost;

  beforeAll(async () => {
    [listed, unlisted] = await Promise.all([
      startTestHost({ sitePort: undefined, portalOrigins: { [PORTAL_ID]: [NATIVE_PAGE_ORIGIN, SHOP] } }),
      startTestHost({ sitePort: undefined, portalOrigins: { 999: [SHOP] } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([listed.stop(), unlisted.stop()]);
  });

  const keysIn = (testHost: TestHost) => new Set(storedRows(testHost.dataDir).map((row) => row.idempotency_key));
  const submitFrom = (testHost: TestHost, origin: string | undefined, key: string, body: FormData = submissionBody(), formId?: string) =>
    postSubmission(testHost.host.url, body, { key, ...(formId === undefined ? {} : { formId }), headers: origin === undefined ? {} : { Origin: origin } });

  it("stores a submission from one of the portal's origins", async () => {
    for (const origin of [NATIVE_PAGE_ORIGIN, SHOP]) {
      const key = randomUUID();
      expect((await submitFrom(listed, origin, key)).status).toBe(200);
      expect(keysIn(listed).has(key)).toBe(true);
    }
  });

  it.each([
    ['another origin', 'https://elsewhere.example'],
    ['a look-alike origin', `${NATIVE_PAGE_ORIGIN}.evil.example`],
    ['an opaque origin', 'null'],
    ['no Origin', undefined],
  ])('refuses %s with 403 SUBMISSION_NOT_ALLOWED and stores nothing', async (_name, origin) => {
    const key = randomUUID();
    const res = await submitFrom(listed, origin, key);
    expect(res.status).toBe(403);
    const body = (await res.json()) as SubmitErrorWire;
    expect(body).toEqual({ formSubmissionError: 'SUBMISSION_NOT_ALLOWED' });
    // The embed shows "This form cannot be submitted. Please contact the site owner." and does not retry.
    expect(judgeFailure({ kind: 'answered', status: res.status, body }, { captchaInUse: false })).toMatchObject({
      retry: false,
      code: 'SUBMISSION_NOT_ALLOWED',
    });
    expect(keysIn(listed).has(key)).toBe(false);
  });

  it('keeps no upload of a refused submission', async () => {
    // A submission the form takes: only the origin refuses it.
    const body = submissionBody(ALL_FIELDS_VALUES);
    body.append('attachment', new Blob([Buffer.alloc(4096, 0x61)]), 'cv.pdf');
    const res = await submitFrom(listed, 'https://elsewhere.example', randomUUID(), body, FORMS.allFields);
    expect(res.status).toBe(403);
    const files = await readdir(path.join(listed.dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(() => []);
    expect(files.filter((entry) => entry.isFile())).toEqual([]);
  });

  it('answers a native post from another origin with the result page (accepted false, 403), storing nothing', async () => {
    const key = randomUUID();
    const res = await postSubmission(listed.host.url, nativeSubmissionBody(key), { headers: { Origin: 'https://elsewhere.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(postedBy(await res.text())).toEqual([
      {
        targetOrigin: NATIVE_PAGE_ORIGIN,
        message: expect.objectContaining({ accepted: false, status: 403, formSubmissionError: 'SUBMISSION_NOT_ALLOWED' }) as unknown,
      },
    ]);
    expect(keysIn(listed).has(key)).toBe(false);
  });

  it('stores a native post from an allowed origin', async () => {
    const key = randomUUID();
    const res = await postSubmission(listed.host.url, nativeSubmissionBody(key), { headers: { Origin: NATIVE_PAGE_ORIGIN } });
    expect(postedBy(await res.text())[0]?.message).toMatchObject({ accepted: true, status: 200 });
    expect(keysIn(listed).has(key)).toBe(true);
  });

  it('leaves the preflight as it was: the refusal comes with the submission', async () => {
    const res = await rawRequest(listed.host.url, submitPath(), {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'idempotency-key' },
    });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://elsewhere.example');
  });

  it('takes submissions from any page, or none, for a portal it does not list', async () => {
    for (const origin of ['https://elsewhere.example', undefined]) {
      const key = randomUUID();
      expect((await submitFrom(unlisted, origin, key)).status).toBe(200);
      expect(keysIn(unlisted).has(key)).toBe(true);
    }
  });
});
