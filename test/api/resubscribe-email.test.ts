import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { formsApi } from '../../src/api';
import { APP_VERSION } from '../../src/api/app-version';
import { EMAIL_CHECK_TIMEOUT_MS } from '../../src/api/check-email';
import { resubscribeEmail, type ResubscribeEmailParams } from '../../src/api/resubscribe-email';
import { MOCK_HOST, useMockFormsHost } from './mock-forms-host';

const HOST = MOCK_HOST;
const PATH = '/emailcheck/v1/form-resubscribe';
const server = useMockFormsHost();

const params = (more: Partial<ResubscribeEmailParams> = {}): ResubscribeEmailParams => ({
  formsHost: HOST,
  portalId: 123456,
  formId: 'a1b2c3d4-0001-4000-8000-000000000001',
  email: ' ada@example.com  ',
  pageTitle: 'Contact us & more: 100%',
  pageUrl: 'https://example.com/contact?utm_source=a&x=1#top',
  ...more,
});

interface Seen {
  method: string;
  url: URL;
  contentType: string | null;
  body: string;
}

function answer(body: string | null, init: ResponseInit = {}) {
  const seen: Seen[] = [];
  server.use(
    http.all(`${HOST}${PATH}`, async ({ request }) => {
      seen.push({
        method: request.method,
        url: new URL(request.url),
        contentType: request.headers.get('content-type'),
        body: await request.text(),
      });
      return new HttpResponse(body, init);
    }),
  );
  return seen;
}

describe('resubscribeEmail (spec 7.4)', () => {
  it('POSTs the trimmed address as text/plain to form-resubscribe with the page title and URL encoded', async () => {
    const seen = answer('{}', { status: 200 });
    expect(await resubscribeEmail(params())).toEqual({ ok: true, value: undefined });
    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect(call?.method).toBe('POST');
    expect(call?.url.origin + (call?.url.pathname ?? '')).toBe(`${HOST}${PATH}`);
    expect(call?.url.search).toBe(
      '?portalId=123456&formId=a1b2c3d4-0001-4000-8000-000000000001' +
        '&resub_form_name=Contact+us+%26+more%3A+100%25' +
        '&resub_form_address=https%3A%2F%2Fexample.com%2Fcontact%3Futm_source%3Da%26x%3D1%23top' +
        `&hs_static_app=forms-embed&hs_static_app_version=${encodeURIComponent(APP_VERSION)}`,
    );
    expect([...(call?.url.searchParams ?? [])]).toEqual([
      ['portalId', '123456'],
      ['formId', 'a1b2c3d4-0001-4000-8000-000000000001'],
      ['resub_form_name', 'Contact us & more: 100%'],
      ['resub_form_address', 'https://example.com/contact?utm_source=a&x=1#top'],
      ['hs_static_app', 'forms-embed'],
      ['hs_static_app_version', APP_VERSION],
    ]);
    expect(call?.contentType).toBe('text/plain;charset=UTF-8');
    expect(call?.body).toBe('ada@example.com');
  });

  it('succeeds on any 2xx, whatever its body', async () => {
    for (const [body, status] of [[null, 204], ['', 200], ['OK', 200], ['<html></html>', 201]] as const) {
      answer(body, { status });
      expect(await resubscribeEmail(params())).toEqual({ ok: true, value: undefined });
    }
  });

  it('returns an error answer as {kind: http}, with Retry-After seconds or date in retryAfterMs', async () => {
    answer('busy', { status: 429, headers: { 'Retry-After': '7' } });
    expect(await resubscribeEmail(params())).toEqual({
      ok: false,
      error: { kind: 'http', status: 429, body: 'busy', retryAfterMs: 7_000 },
    });
    answer('down', { status: 503, headers: { 'Retry-After': new Date(Date.now() + 30_000).toUTCString() } });
    const result = await resubscribeEmail(params());
    if (result.ok || result.error.kind !== 'http') throw new Error('expected an http failure');
    expect(result.error).toMatchObject({ status: 503, body: 'down' });
    expect(result.error.retryAfterMs).toBeGreaterThan(25_000);
    expect(result.error.retryAfterMs).toBeLessThanOrEqual(30_000);
    answer('nope', { status: 400 });
    expect(await resubscribeEmail(params())).toEqual({ ok: false, error: { kind: 'http', status: 400, body: 'nope' } });
  });

  it('returns a network error as {kind: network}', async () => {
    server.use(http.post(`${HOST}${PATH}`, () => HttpResponse.error()));
    const result = await resubscribeEmail(params());
    expect(!result.ok && result.error.kind).toBe('network');
  });

  it(`times out after ${EMAIL_CHECK_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.post(`${HOST}${PATH}`, () => new Promise<never>(() => {})));
    let settled: unknown;
    const pending = resubscribeEmail(params()).then((result) => {
      settled = result;
      return result;
    });
    await vi.advanceTimersByTimeAsync(EMAIL_CHECK_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ ok: false, error: { kind: 'timeout', timeoutMs: 5000 } });
  });

  it("gives {kind: aborted} when the caller's signal aborts", async () => {
    server.use(http.post(`${HOST}${PATH}`, () => new Promise<never>(() => {})));
    const controller = new AbortController();
    const pending = resubscribeEmail(params(), controller.signal);
    setTimeout(() => controller.abort(), 10);
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
  });

  it('is the resubscribeEmail of formsApi', () => {
    expect(formsApi.resubscribeEmail).toBe(resubscribeEmail);
  });
});
