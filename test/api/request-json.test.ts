import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { describeApiError, parseRetryAfter, requestJson, TEXT_PLAIN } from '../../src/api/request-json';
import { MOCK_HOST, useMockFormsHost } from './mock-forms-host';

const BASE = MOCK_HOST;
const server = useMockFormsHost();

/** Answers with what it was sent: method, body and headers. */
function echo() {
  server.use(
    http.all(`${BASE}/echo`, async ({ request: incoming }) =>
      HttpResponse.json({
        method: incoming.method,
        body: await incoming.text(),
        headers: Object.fromEntries(incoming.headers.entries()),
      }),
    ),
  );
}

function slow() {
  server.use(
    http.all(`${BASE}/slow`, async () => {
      await delay(2000);
      return HttpResponse.json({});
    }),
  );
}

describe('requestJson', () => {
  it('GETs by default and parses the JSON body', async () => {
    echo();
    const result = await requestJson(`${BASE}/echo`, { timeoutMs: 1000 });
    expect(result.ok && result.value.status).toBe(200);
    expect(result.ok && (result.value.json as { method: string }).method).toBe('GET');
  });

  it('sends the method, body, content type and headers it is given', async () => {
    echo();
    const result = await requestJson(`${BASE}/echo`, {
      method: 'POST',
      body: 'ada@example.com',
      contentType: TEXT_PLAIN,
      headers: { 'X-Extra': 'yes' },
      timeoutMs: 1000,
    });
    if (!result.ok) throw new Error('expected an answer');
    const seen = result.value.json as { method: string; body: string; headers: Record<string, string> };
    expect(seen.method).toBe('POST');
    expect(seen.body).toBe('ada@example.com');
    expect(seen.headers['content-type']).toBe('text/plain;charset=UTF-8');
    expect(seen.headers['x-extra']).toBe('yes');
  });

  it('lets contentType replace a Content-Type given in headers, whatever its case', async () => {
    echo();
    const result = await requestJson(`${BASE}/echo`, {
      method: 'POST',
      body: 'x',
      contentType: 'text/plain',
      headers: { 'content-TYPE': 'application/json' },
      timeoutMs: 1000,
    });
    expect(result.ok && (result.value.json as { headers: Record<string, string> }).headers['content-type']).toBe('text/plain');
  });

  it('answers a 2xx with an empty or blank body with json: null', async () => {
    server.use(
      http.get(`${BASE}/204`, () => new HttpResponse(null, { status: 204 })),
      http.get(`${BASE}/empty`, () => new HttpResponse('', { status: 200 })),
      http.get(`${BASE}/blank`, () => new HttpResponse(' \n', { status: 201 })),
    );
    expect(await requestJson(`${BASE}/204`, { timeoutMs: 1000 })).toEqual({ ok: true, value: { status: 204, json: null } });
    expect(await requestJson(`${BASE}/empty`, { timeoutMs: 1000 })).toEqual({ ok: true, value: { status: 200, json: null } });
    expect(await requestJson(`${BASE}/blank`, { timeoutMs: 1000 })).toEqual({ ok: true, value: { status: 201, json: null } });
  });

  it('returns a non-2xx answer as {kind: http} with its body and no retryAfterMs without the header', async () => {
    server.use(http.get(`${BASE}/missing`, () => new HttpResponse('resource not found', { status: 404 })));
    const result = await requestJson(`${BASE}/missing`, { timeoutMs: 1000 });
    expect(result).toEqual({ ok: false, error: { kind: 'http', status: 404, body: 'resource not found' } });
    expect(!result.ok && 'retryAfterMs' in result.error).toBe(false);
  });

  it('reads Retry-After seconds into retryAfterMs', async () => {
    server.use(
      http.get(`${BASE}/busy`, () =>
        HttpResponse.json({ status: 'error' }, { status: 429, headers: { 'Retry-After': '120' } }),
      ),
    );
    expect(await requestJson(`${BASE}/busy`, { timeoutMs: 1000 })).toEqual({
      ok: false,
      error: { kind: 'http', status: 429, body: '{"status":"error"}', retryAfterMs: 120_000 },
    });
  });

  it('reads a Retry-After HTTP date into retryAfterMs', async () => {
    const at = new Date(Date.now() + 60_000).toUTCString();
    server.use(http.get(`${BASE}/busy`, () => new HttpResponse('later', { status: 503, headers: { 'Retry-After': at } })));
    const result = await requestJson(`${BASE}/busy`, { timeoutMs: 1000 });
    if (result.ok || result.error.kind !== 'http') throw new Error('expected an http failure');
    expect(result.error.status).toBe(503);
    expect(result.error.body).toBe('later');
    // The date has whole seconds only, and some time passes before it is read.
    expect(result.error.retryAfterMs).toBeGreaterThan(55_000);
    expect(result.error.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('leaves retryAfterMs out when Retry-After cannot be read', async () => {
    server.use(http.get(`${BASE}/busy`, () => new HttpResponse('', { status: 429, headers: { 'Retry-After': 'soon' } })));
    expect(await requestJson(`${BASE}/busy`, { timeoutMs: 1000 })).toEqual({
      ok: false,
      error: { kind: 'http', status: 429, body: '' },
    });
  });

  it('returns a 2xx body that is not JSON as {kind: parse} with the status', async () => {
    server.use(http.get(`${BASE}/html`, () => HttpResponse.text('<html>Maintenance</html>', { status: 200 })));
    const result = await requestJson(`${BASE}/html`, { timeoutMs: 1000 });
    if (result.ok || result.error.kind !== 'parse') throw new Error('expected a parse failure');
    expect(result.error.status).toBe(200);
    expect(result.error.message.length).toBeGreaterThan(0);
  });

  it('passes on a network error', async () => {
    server.use(http.get(`${BASE}/down`, () => HttpResponse.error()));
    const result = await requestJson(`${BASE}/down`, { timeoutMs: 1000 });
    expect(!result.ok && result.error.kind).toBe('network');
  });

  it('passes on a timeout', async () => {
    slow();
    expect(await requestJson(`${BASE}/slow`, { timeoutMs: 50 })).toEqual({ ok: false, error: { kind: 'timeout', timeoutMs: 50 } });
  });

  it("passes on an abort by the caller's signal", async () => {
    slow();
    const controller = new AbortController();
    const pending = requestJson(`${BASE}/slow`, { method: 'POST', timeoutMs: 5000, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
  });

  it('never throws, even for a URL fetch cannot use', async () => {
    await expect(requestJson('::::', { timeoutMs: 1000 })).resolves.toMatchObject({ ok: false, error: { kind: 'network' } });
  });
});

describe('parseRetryAfter', () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0);

  it('reads delay-seconds, padding allowed', () => {
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter('30', now)).toBe(30_000);
    expect(parseRetryAfter(' 5 ', now)).toBe(5_000);
  });

  it('reads an HTTP date relative to now, a past one as 0', () => {
    expect(parseRetryAfter('Wed, 01 Jan 2025 12:02:00 GMT', now)).toBe(120_000);
    expect(parseRetryAfter('Wednesday, 01-Jan-25 12:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 12:00:00 GMT', now)).toBe(0);
  });

  it('gives undefined when absent or unreadable', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
    expect(parseRetryAfter('1.5', now)).toBeUndefined();
    expect(parseRetryAfter('2025-01-01', now)).toBeUndefined();
    expect(parseRetryAfter('Mon, 99 Foo 2025 GMT', now)).toBeUndefined();
  });
});

describe('describeApiError', () => {
  it('gives one line per kind', () => {
    expect(describeApiError({ kind: 'network', message: 'Failed to fetch' })).toBe('Network error: Failed to fetch');
    expect(describeApiError({ kind: 'timeout', timeoutMs: 5000 })).toBe('Timeout: no answer within 5000 ms');
    expect(describeApiError({ kind: 'aborted' })).toBe('Aborted by the caller');
    expect(describeApiError({ kind: 'http', status: 500, body: 'oops' })).toBe('HTTP 500: oops');
    expect(describeApiError({ kind: 'http', status: 429, body: 'busy', retryAfterMs: 30_000 })).toBe(
      'HTTP 429 (retry after 30000 ms): busy',
    );
    expect(describeApiError({ kind: 'parse', status: 200, message: 'Unexpected token' })).toBe(
      'JSON parse error (HTTP 200): Unexpected token',
    );
  });

  it('keeps a long body to 200 characters', () => {
    expect(describeApiError({ kind: 'http', status: 502, body: 'x'.repeat(500) })).toBe(`HTTP 502: ${'x'.repeat(200)}`);
  });
});
