import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMS, PORTAL_ID, rawRequest, startTestHost, type TestHost } from '../../helpers/test-host.js';

let testHost: TestHost;
let base: string;
const SITE_ORIGIN = 'https://www.site-owner.example';

beforeAll(async () => {
  testHost = await startTestHost({ optedOutEmails: ['Returning.Visitor@Example.com', 'lapsed@company.io'] });
  base = testHost.host.url;
});
afterAll(() => testHost.stop());

interface EmailCheck {
  email: string;
  success: boolean;
  emailShouldResubscribe: boolean;
  emailSuggestion: string | null;
  emailFree: boolean;
}

function checkPath(query: Record<string, string> = {}): string {
  const params = new URLSearchParams({ portalId: PORTAL_ID, formId: FORMS.contact, ...query });
  return `/emailcheck/v1/json-ext?${params.toString()}`;
}

async function check(email: string, query: Record<string, string> = {}, url = `${base}${checkPath(query)}`) {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: email });
}

async function checkJson(email: string, freemail = true): Promise<EmailCheck> {
  const res = await check(email, { includeFreemailSuggestions: String(freemail) });
  expect(res.status).toBe(200);
  return (await res.json()) as EmailCheck;
}

describe('POST /emailcheck/v1/json-ext', () => {
  it('answers 200 JSON with every field, for the trimmed address', async () => {
    const res = await check('  \n ada@company.com \t\n', { includeFreemailSuggestions: 'true' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      email: 'ada@company.com',
      success: true,
      emailShouldResubscribe: false,
      emailSuggestion: null,
      emailFree: false,
    });
  });

  it('accepts and ignores hs_static_app and hs_static_app_version', async () => {
    const res = await check('ada@company.com', { hs_static_app: 'forms-embed', hs_static_app_version: '1.0' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as EmailCheck).success).toBe(true);
  });

  it.each([
    ['ada@gmial.com', 'ada@gmail.com'],
    ['ada@gmal.com', 'ada@gmail.com'],
    ['ada@hotnail.com', 'ada@hotmail.com'],
    ['ada@yaho.com', 'ada@yahoo.com'],
    ['ada@outlok.com', 'ada@outlook.com'],
    ['ada@company.con', 'ada@company.com'],
  ])('suggests %s -> %s', async (email, suggestion) => {
    expect((await checkJson(email)).emailSuggestion).toBe(suggestion);
  });

  it.each(['ada@gmail.com', 'ada@analytical-engines.co.uk', 'ada@acme.com'])('suggests nothing for %s', async (email) => {
    expect((await checkJson(email)).emailSuggestion).toBeNull();
  });

  it('never steers to free mail unless includeFreemailSuggestions=true', async () => {
    expect((await checkJson('ada@gmial.com', false)).emailSuggestion).toBeNull();
    const withoutParameter = await check('ada@gmial.com', {});
    expect(((await withoutParameter.json()) as EmailCheck).emailSuggestion).toBeNull();
    // Fixing the top-level domain of a company domain still applies.
    expect((await checkJson('ada@company.con', false)).emailSuggestion).toBe('ada@company.com');
  });

  it.each([
    ['ada@gmail.com', true],
    ['ada@GMAIL.COM', true],
    ['ada@yahoo.co.uk', true],
    ['ada@analytical-engines.co.uk', false],
  ])('flags free mail: %s is %s', async (email, free) => {
    expect((await checkJson(email)).emailFree).toBe(free);
  });

  it.each([
    'ada.example.com',
    '@company.com',
    'ada@localhost',
    'ada@company..com',
    `ada@${'a'.repeat(64)}.com`,
    'ada@my_company.com',
    'ada@company.c',
    'ada@company.test',
    'ada@company.invalid',
    'ada@company.example',
  ])('answers success false for %s', async (email) => {
    const body = await checkJson(email);
    expect(body.success).toBe(false);
    expect(body.email).toBe(email);
  });

  it('flags a configured opted-out address, whatever its case', async () => {
    expect((await checkJson('returning.visitor@example.com')).emailShouldResubscribe).toBe(true);
    expect((await checkJson('LAPSED@Company.IO')).emailShouldResubscribe).toBe(true);
    expect((await checkJson('ada@company.com')).emailShouldResubscribe).toBe(false);
    // The demo list is replaced, not extended.
    expect((await checkJson('opted-out@example.org')).emailShouldResubscribe).toBe(false);
  });

  it('reflects the Origin for a cross-origin caller', async () => {
    const res = await fetch(`${base}${checkPath()}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: SITE_ORIGIN },
      body: 'ada@company.com',
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(res.headers.get('vary')).toMatch(/Origin/);
  });

  it('answers its preflight, allowing Content-Type', async () => {
    const res = await rawRequest(base, checkPath(), {
      method: 'OPTIONS',
      headers: { Origin: SITE_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(res.headers['access-control-allow-headers']).toMatch(/Content-Type/i);
  });
});

describe('bad email check requests', () => {
  it.each(['', '   \n'])('answers 400 JSON for the empty body %j', async (body) => {
    const res = await check(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'error', errorType: 'EMAIL_MISSING' });
  });

  it('answers 400 for a body over 1024 bytes', async () => {
    const res = await check(`${'a'.repeat(1015)}@gmail.com`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'error', errorType: 'EMAIL_TOO_LONG' });
  });

  it('takes a body of exactly 1024 bytes', async () => {
    const res = await check(`${'a'.repeat(1014)}@gmail.com`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as EmailCheck).success).toBe(false);
  });

  it.each([
    ['missing', `/emailcheck/v1/json-ext?formId=${FORMS.contact}`],
    ['empty', '/emailcheck/v1/json-ext?portalId='],
    ['not digits', '/emailcheck/v1/json-ext?portalId=12ab'],
  ])('answers 400 for a %s portalId', async (_name, requestPath) => {
    const res = await check('ada@company.com', {}, `${base}${requestPath}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'error', errorType: 'INVALID_PORTAL_ID' });
  });

  it('answers 404 to a GET', async () => {
    const res = await fetch(`${base}${checkPath()}`);
    expect(res.status).toBe(404);
  });
});
