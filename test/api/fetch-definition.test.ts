import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fetchDefinition } from '../../src/api/fetch-definition';
import { fetchFallback } from '../../src/api/fetch-fallback';
import { getJsonDefinition } from '../../src/api/get-json-definition';
import { DEFINITION_LOAD_BUDGET_MS } from '../../src/core/definition-request';
import { MOCK_HOST, useMockFormsHost } from './mock-forms-host';

const BASE = MOCK_HOST;
const URL_PATH = '/embed/v3/form/123456/a1b2c3d4-0001-4000-8000-000000000001/json';
const server = useMockFormsHost();

const definition = { form: { guid: 'a1b2c3d4-0001-4000-8000-000000000001', portalId: 123456, formFieldGroups: [] } };

describe('fetchDefinition (spec 7.1)', () => {
  it('GETs the URL with the app parameters and parses the JSON body', async () => {
    let seen: URL | undefined;
    let method = '';
    server.use(
      http.get(`${BASE}${URL_PATH}`, ({ request }) => {
        seen = new URL(request.url);
        method = request.method;
        return HttpResponse.json(definition);
      }),
    );
    const result = await fetchDefinition(`${BASE}${URL_PATH}?hutk=abc`);
    expect(result).toEqual({ ok: true, value: definition });
    expect(method).toBe('GET');
    expect(seen?.searchParams.get('hutk')).toBe('abc');
    expect(seen?.searchParams.get('hs_static_app')).toBe('forms-embed');
    expect(seen?.searchParams.has('hs_static_app_version')).toBe(true);
  });

  it('returns an HTTP error as {kind: http, status, body}', async () => {
    server.use(
      http.get(`${BASE}${URL_PATH}`, () =>
        HttpResponse.json({ status: 'error', message: 'Invalid form guid' }, { status: 400 }),
      ),
    );
    expect(await fetchDefinition(`${BASE}${URL_PATH}`)).toEqual({
      ok: false,
      error: { kind: 'http', status: 400, body: '{"status":"error","message":"Invalid form guid"}' },
    });
  });

  it('returns a 404 and a 500 as http failures', async () => {
    server.use(
      http.get(`${BASE}/404`, () => new HttpResponse('resource not found', { status: 404 })),
      http.get(`${BASE}/500`, () => new HttpResponse('', { status: 500 })),
    );
    expect(await fetchDefinition(`${BASE}/404`)).toEqual({ ok: false, error: { kind: 'http', status: 404, body: 'resource not found' } });
    expect(await fetchDefinition(`${BASE}/500`)).toEqual({ ok: false, error: { kind: 'http', status: 500, body: '' } });
  });

  it('returns a body that is not JSON as {kind: parse}', async () => {
    server.use(http.get(`${BASE}${URL_PATH}`, () => HttpResponse.text('<html>Maintenance</html>')));
    const result = await fetchDefinition(`${BASE}${URL_PATH}`);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('parse');
      expect(result.error.kind === 'parse' && result.error.message.length).toBeGreaterThan(0);
    }
  });

  it('returns a network error as {kind: network}', async () => {
    server.use(http.get(`${BASE}${URL_PATH}`, () => HttpResponse.error()));
    const result = await fetchDefinition(`${BASE}${URL_PATH}`);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('network');
  });

  it('returns a caller abort as a network failure with the message "aborted"', async () => {
    server.use(http.get(`${BASE}${URL_PATH}`, () => new Promise<never>(() => {})));
    const controller = new AbortController();
    const pending = fetchDefinition(`${BASE}${URL_PATH}`, controller.signal);
    setTimeout(() => controller.abort(), 10);
    expect(await pending).toEqual({ ok: false, error: { kind: 'network', message: 'aborted' } });
  });

  /** Resolves the call at the latest after `ms` of fake time, recording whether it settled before. */
  async function settlesAfter(call: Promise<unknown>, ms: number) {
    let settled: unknown;
    const pending = call.then((result) => (settled = result));
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    return pending;
  }

  it(`times out after the whole load budget by default (DEFINITION_LOAD_BUDGET_MS, ${DEFINITION_LOAD_BUDGET_MS} ms) with {kind: timeout}`, async () => {
    expect(DEFINITION_LOAD_BUDGET_MS).toBe(10000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get(`${BASE}${URL_PATH}`, () => new Promise<never>(() => {})));
    expect(await settlesAfter(getJsonDefinition(`${BASE}${URL_PATH}`), DEFINITION_LOAD_BUDGET_MS)).toEqual({
      ok: false,
      error: { kind: 'timeout', timeoutMs: DEFINITION_LOAD_BUDGET_MS },
    });
  });

  it('the primary and the fallback call time out after the time they are given (what is left of the budget)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get(`${BASE}/*`, () => new Promise<never>(() => {})));
    expect(await settlesAfter(fetchDefinition(`${BASE}${URL_PATH}`, undefined, 4000), 4000)).toEqual({
      ok: false,
      error: { kind: 'timeout', timeoutMs: 4000 },
    });
    expect(await settlesAfter(fetchFallback(`${BASE}/123456/form.json.gz`, undefined, 2500), 2500)).toEqual({
      ok: false,
      error: { kind: 'timeout', timeoutMs: 2500 },
    });
  });

  it('never throws', async () => {
    await expect(fetchDefinition('::::')).resolves.toMatchObject({ ok: false });
  });
});
