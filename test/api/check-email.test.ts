import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { formsApi } from '../../src/api';
import { APP_VERSION } from '../../src/api/app-version';
import { checkEmail, EMAIL_CHECK_TIMEOUT_MS, type CheckEmailParams } from '../../src/api/check-email';
import { MOCK_HOST, useMockFormsHost } from './mock-forms-host';

const HOST = MOCK_HOST;
const PATH = '/emailcheck/v1/json-ext';
const server = useMockFormsHost();

const params = (more: Partial<CheckEmailParams> = {}): CheckEmailParams => ({
  formsHost: HOST,
  portalId: 123456,
  formId: 'a1b2c3d4-0001-4000-8000-000000000001',
  email: '  ada@example.com \n',
  includeFreemailSuggestions: true,
  ...more,
});

interface Seen {
  method: string;
  url: URL;
  contentType: string | null;
  body: string;
}

/** Answers the email check with `body` (JSON unless a string) and records what it was sent. */
function answer(body: unknown, init: ResponseInit = {}) {
  const seen: Seen[] = [];
  server.use(
    http.all(`${HOST}${PATH}`, async ({ request }) => {
      seen.push({
        method: request.method,
        url: new URL(request.url),
        contentType: request.headers.get('content-type'),
        body: await request.text(),
      });
      return typeof body === 'string' ? new HttpResponse(body, init) : HttpResponse.json(body as JsonBodyType, init);
    }),
  );
  return seen;
}

const full = {
  email: 'ada@example.com',
  success: false,
  emailShouldResubscribe: true,
  emailSuggestion: 'ada@example.org',
  emailFree: true,
};

describe('checkEmail (spec 7.3)', () => {
  it('POSTs the trimmed address as text/plain to json-ext with exactly the expected query', async () => {
    const seen = answer(full);
    await checkEmail(params());
    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect(call?.method).toBe('POST');
    expect(call?.url.origin + (call?.url.pathname ?? '')).toBe(`${HOST}${PATH}`);
    expect([...(call?.url.searchParams ?? [])]).toEqual([
      ['portalId', '123456'],
      ['formId', 'a1b2c3d4-0001-4000-8000-000000000001'],
      ['includeFreemailSuggestions', 'true'],
      ['hs_static_app', 'forms-embed'],
      ['hs_static_app_version', APP_VERSION],
    ]);
    expect(call?.contentType).toBe('text/plain;charset=UTF-8');
    expect(call?.body).toBe('ada@example.com');
  });

  it('sends includeFreemailSuggestions=false and a string portal id as given', async () => {
    const seen = answer(full);
    await checkEmail(params({ portalId: '42', includeFreemailSuggestions: false }));
    expect(seen[0]?.url.searchParams.get('portalId')).toBe('42');
    expect(seen[0]?.url.searchParams.get('includeFreemailSuggestions')).toBe('false');
  });

  it('reads every member of the answer', async () => {
    answer(full);
    expect(await checkEmail(params())).toEqual({ ok: true, value: full });
    answer({ email: 'bob@gmail.com', success: true, emailShouldResubscribe: false, emailSuggestion: null, emailFree: true });
    expect(await checkEmail(params({ email: 'bob@gmail.com' }))).toEqual({
      ok: true,
      value: { email: 'bob@gmail.com', success: true, emailShouldResubscribe: false, emailSuggestion: undefined, emailFree: true },
    });
  });

  it('gives every missing member its default: the sent address, success true, no suggestion', async () => {
    answer({});
    expect(await checkEmail(params())).toEqual({
      ok: true,
      value: { email: 'ada@example.com', success: true, emailShouldResubscribe: false, emailSuggestion: undefined, emailFree: false },
    });
  });

  it('counts success as false only when it is literally false', async () => {
    for (const success of [null, 'false', 0, 'no', {}, [false]]) {
      answer({ success });
      const result = await checkEmail(params());
      expect(result.ok && result.value.success).toBe(true);
    }
    answer({ success: false });
    const blocked = await checkEmail(params());
    expect(blocked.ok && blocked.value.success).toBe(false);
  });

  it('gives a wrong-typed member its default', async () => {
    answer({ email: { at: 'x' }, emailShouldResubscribe: 1, emailSuggestion: ['x'], emailFree: 'yes' });
    expect(await checkEmail(params())).toEqual({
      ok: true,
      value: { email: 'ada@example.com', success: true, emailShouldResubscribe: false, emailSuggestion: undefined, emailFree: false },
    });
  });

  it("repairs 'true'/'false' strings in the other booleans, as every wire reader does", async () => {
    answer({ emailShouldResubscribe: 'true', emailFree: 'TRUE' });
    const result = await checkEmail(params());
    expect(result.ok && [result.value.emailShouldResubscribe, result.value.emailFree]).toEqual([true, true]);
  });

  it('treats an empty suggestion as no suggestion', async () => {
    answer({ emailSuggestion: '' });
    const result = await checkEmail(params());
    expect(result.ok && result.value.emailSuggestion).toBeUndefined();
  });

  it('returns an answer that is not a JSON object, or is empty, as {kind: parse}', async () => {
    for (const body of [[full], 'true', '"ada@example.com"', 'null', '']) {
      answer(body, { status: 200 });
      const result = await checkEmail(params());
      expect(result).toMatchObject({ ok: false, error: { kind: 'parse', status: 200 } });
    }
  });

  it('returns a body that is not JSON as {kind: parse}', async () => {
    answer('<html>Maintenance</html>', { status: 200 });
    const result = await checkEmail(params());
    expect(result).toMatchObject({ ok: false, error: { kind: 'parse', status: 200 } });
  });

  it('returns an error answer as {kind: http}, with Retry-After seconds or date in retryAfterMs', async () => {
    answer('{"status":"error"}', { status: 429, headers: { 'Retry-After': '10' } });
    expect(await checkEmail(params())).toEqual({
      ok: false,
      error: { kind: 'http', status: 429, body: '{"status":"error"}', retryAfterMs: 10_000 },
    });
    answer('down', { status: 503, headers: { 'Retry-After': new Date(Date.now() + 30_000).toUTCString() } });
    const result = await checkEmail(params());
    if (result.ok || result.error.kind !== 'http') throw new Error('expected an http failure');
    expect(result.error).toMatchObject({ status: 503, body: 'down' });
    expect(result.error.retryAfterMs).toBeGreaterThan(25_000);
    expect(result.error.retryAfterMs).toBeLessThanOrEqual(30_000);
  });

  it('returns a network error as {kind: network}', async () => {
    server.use(http.post(`${HOST}${PATH}`, () => HttpResponse.error()));
    const result = await checkEmail(params());
    expect(!result.ok && result.error.kind).toBe('network');
  });

  it(`times out after EMAIL_CHECK_TIMEOUT_MS (${EMAIL_CHECK_TIMEOUT_MS} ms)`, async () => {
    expect(EMAIL_CHECK_TIMEOUT_MS).toBe(5000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.post(`${HOST}${PATH}`, () => new Promise<never>(() => {})));
    let settled: unknown;
    const pending = checkEmail(params()).then((result) => {
      settled = result;
      return result;
    });
    await vi.advanceTimersByTimeAsync(EMAIL_CHECK_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ ok: false, error: { kind: 'timeout', timeoutMs: EMAIL_CHECK_TIMEOUT_MS } });
  });

  it("gives {kind: aborted} when the caller's signal aborts", async () => {
    server.use(http.post(`${HOST}${PATH}`, () => new Promise<never>(() => {})));
    const controller = new AbortController();
    const pending = checkEmail(params(), controller.signal);
    setTimeout(() => controller.abort(), 10);
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
  });

  it('is the checkEmail of formsApi', () => {
    expect(formsApi.checkEmail).toBe(checkEmail);
  });
});
