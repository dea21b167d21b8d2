import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { APP_NAME, APP_VERSION } from '../../src/api/app-version';
import { request, withAppParameters } from '../../src/api/request';
import { MOCK_HOST, useMockFormsHost } from './mock-forms-host';

const BASE = MOCK_HOST;
const server = useMockFormsHost();

/** Answers every GET on BASE with what it was asked for: URL and method. */
function echo() {
  server.use(
    http.all(`${BASE}/*`, ({ request: incoming }) =>
      HttpResponse.json({ url: incoming.url, method: incoming.method }),
    ),
  );
}

describe('withAppParameters (spec 7.16)', () => {
  it('adds the app name and version to a URL without a query', () => {
    expect(withAppParameters(`${BASE}/a`)).toBe(
      `${BASE}/a?hs_static_app=${APP_NAME}&hs_static_app_version=${encodeURIComponent(APP_VERSION)}`,
    );
    expect(APP_NAME).toBe('forms-embed');
  });

  it('appends them to an existing query', () => {
    const url = new URL(withAppParameters(`${BASE}/a?hutk=x&allowUnpublished=true`));
    expect(url.searchParams.get('hutk')).toBe('x');
    expect(url.searchParams.get('allowUnpublished')).toBe('true');
    expect(url.searchParams.get('hs_static_app')).toBe('forms-embed');
    expect(url.searchParams.get('hs_static_app_version')).toBe(APP_VERSION);
  });

  it('keeps the parameters in the query when the URL has a fragment', () => {
    const url = new URL(withAppParameters(`${BASE}/a?x=1#section`));
    expect(url.hash).toBe('#section');
    expect(url.searchParams.get('x')).toBe('1');
    expect(url.searchParams.get('hs_static_app')).toBe('forms-embed');
  });
});

describe('request', () => {
  it('sends the app parameters on every call, with and without a query', async () => {
    echo();
    const plain = await request(`${BASE}/embed/v3/form/1/x/json`, { timeoutMs: 1000 });
    const withQuery = await request(`${BASE}/embed/v3/form/1/x/json?hutk=abc`, { timeoutMs: 1000 });
    if (!plain.ok || !withQuery.ok) throw new Error('expected answers');
    const plainUrl = new URL((JSON.parse(plain.value.text) as { url: string }).url);
    const queryUrl = new URL((JSON.parse(withQuery.value.text) as { url: string }).url);
    expect(plainUrl.pathname).toBe('/embed/v3/form/1/x/json');
    expect(plainUrl.searchParams.get('hs_static_app')).toBe('forms-embed');
    expect(plainUrl.searchParams.get('hs_static_app_version')).toBe(APP_VERSION);
    expect(queryUrl.searchParams.get('hutk')).toBe('abc');
    expect(queryUrl.searchParams.get('hs_static_app')).toBe('forms-embed');
    expect(queryUrl.searchParams.get('hs_static_app_version')).toBe(APP_VERSION);
  });

  it('answers with status, ok and text', async () => {
    server.use(http.get(`${BASE}/text`, () => HttpResponse.text('hello', { status: 200 })));
    expect(await request(`${BASE}/text`, { timeoutMs: 1000 })).toEqual({
      ok: true,
      value: { status: 200, ok: true, text: 'hello', retryAfter: null },
    });
  });

  it('hands back an HTTP error answer as a response, not as a failure', async () => {
    server.use(http.get(`${BASE}/missing`, () => HttpResponse.json({ message: 'resource not found' }, { status: 404 })));
    expect(await request(`${BASE}/missing`, { timeoutMs: 1000 })).toEqual({
      ok: true,
      value: { status: 404, ok: false, text: '{"message":"resource not found"}', retryAfter: null },
    });
  });

  it('hands back the Retry-After header as given', async () => {
    server.use(
      http.get(`${BASE}/busy`, () => new HttpResponse('slow down', { status: 429, headers: { 'Retry-After': '30' } })),
    );
    expect(await request(`${BASE}/busy`, { timeoutMs: 1000 })).toEqual({
      ok: true,
      value: { status: 429, ok: false, text: 'slow down', retryAfter: '30' },
    });
  });

  it('uses the method, body and headers it is given', async () => {
    server.use(
      http.post(`${BASE}/emailcheck`, async ({ request: incoming }) =>
        HttpResponse.json({ body: await incoming.text(), type: incoming.headers.get('content-type') }),
      ),
    );
    const result = await request(`${BASE}/emailcheck`, {
      method: 'POST',
      body: 'ada@example.com',
      headers: { 'Content-Type': 'text/plain' },
      timeoutMs: 1000,
    });
    expect(result.ok && JSON.parse(result.value.text)).toEqual({ body: 'ada@example.com', type: 'text/plain' });
  });

  it('turns a network error into {kind: network}', async () => {
    server.use(http.get(`${BASE}/down`, () => HttpResponse.error()));
    const result = await request(`${BASE}/down`, { timeoutMs: 1000 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('network');
      expect(result.error.kind === 'network' && typeof result.error.message).toBe('string');
    }
  });

  it('gives up after timeoutMs with {kind: timeout}', async () => {
    server.use(
      http.get(`${BASE}/slow`, async () => {
        await delay(2000);
        return HttpResponse.json({});
      }),
    );
    const started = Date.now();
    const result = await request(`${BASE}/slow`, { timeoutMs: 50 });
    expect(result).toEqual({ ok: false, error: { kind: 'timeout', timeoutMs: 50 } });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('gives {kind: aborted} when the caller aborts', async () => {
    server.use(
      http.get(`${BASE}/slow`, async () => {
        await delay(2000);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = request(`${BASE}/slow`, { timeoutMs: 5000, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
  });

  it('gives {kind: aborted} without calling the host when the caller signal is already aborted', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/anything`, () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    controller.abort();
    expect(await request(`${BASE}/anything`, { timeoutMs: 1000, signal: controller.signal })).toEqual({
      ok: false,
      error: { kind: 'aborted' },
    });
    expect(calls).toBe(0);
  });

  it('never throws, even for a URL fetch cannot use', async () => {
    const result = await request('not a url at all', { timeoutMs: 1000 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('network');
  });
});
