import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmitErrorWire } from '../../../../src/core/submission/submit-wire.js';
import { CONTACT_VALUES, postSubmission, storedRows, submissionBody } from '../../helpers/submissions.js';
import { FORMS, startTestHost, type TestHost } from '../../helpers/test-host.js';

let testHost: TestHost;
let base: string;

beforeAll(async () => {
  testHost = await startTestHost({ sitePort: undefined });
  base = testHost.host.url;
});
afterAll(() => testHost.stop());

const CAPTCHA_VALUES = { firstname: 'Ada', email: 'ada@analytical-engines.co.uk', message: 'Hello' };
const rowsWithKey = (key: string) => storedRows(testHost.dataDir).filter((row) => row.idempotency_key === key);

async function issuedToken(): Promise<string> {
  const res = await fetch(`${base}/captcha/token?k=site-key`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

function sendCaptchaForm(token: string | undefined, key = randomUUID()) {
  const values: Record<string, string> = token === undefined ? CAPTCHA_VALUES : { ...CAPTCHA_VALUES, 'g-recaptcha-response': token };
  return { key, res: postSubmission(base, submissionBody(values), { key, formId: FORMS.captcha }) };
}

describe('the stand-in captcha provider', () => {
  it('serves the explicit-render script to every origin', async () => {
    const res = await fetch(`${base}/captcha/api.js?render=explicit&onload=cb&hl=en`, { headers: { Origin: 'https://www.site-owner.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const text = await res.text();
    expect(text).toContain('window.grecaptcha');
    expect(text).toContain("'error-callback'");
  });
});

describe('POST submit for a form with captchaEnabled', () => {
  it('stores a submission whose token the host issued, without the token among the values', async () => {
    const { key, res } = sendCaptchaForm(await issuedToken());
    expect((await res).status).toBe(200);
    const [row] = rowsWithKey(key);
    expect(JSON.parse(row?.values_json ?? '{}')).toEqual(CAPTCHA_VALUES);
  });

  it.each([
    ['no token', undefined],
    ['a forged token', `${Date.now() + 60_000}.bm9uY2U.forged-signature-forged-signature-forge`],
  ])('answers 400 RECAPTCHA_VALIDATION_ERROR for %s and stores nothing', async (_label, token) => {
    const { key, res } = sendCaptchaForm(token);
    const answer = await res;
    expect(answer.status).toBe(400);
    expect((await answer.json()) as SubmitErrorWire).toEqual({ formSubmissionError: 'RECAPTCHA_VALIDATION_ERROR' });
    expect(rowsWithKey(key)).toHaveLength(0);
  });

  it('does not ask for a token on a form without captcha', async () => {
    const key = randomUUID();
    expect((await postSubmission(base, submissionBody(CONTACT_VALUES), { key })).status).toBe(200);
  });
});
