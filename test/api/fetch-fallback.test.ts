import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fetchFallback } from '../../src/api/fetch-fallback';
import { formsApi } from '../../src/api';
import { MOCK_HOST, useMockFormsHost } from './mock-forms-host';

const BASE = MOCK_HOST;
const PATH = '/123456/a1b2c3d4-0001-4000-8000-000000000001.json.gz';
const server = useMockFormsHost();

describe('fetchFallback (spec 7.2)', () => {
  it('GETs {portalId}/{formId}.json.gz with the app parameters and parses its JSON', async () => {
    let seen: URL | undefined;
    server.use(
      http.get(`${BASE}${PATH}`, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ form: { guid: 'g' } });
      }),
    );
    expect(await fetchFallback(`${BASE}${PATH}`)).toEqual({ ok: true, value: { form: { guid: 'g' } } });
    expect(seen?.pathname).toBe(PATH);
    expect(seen?.searchParams.get('hs_static_app')).toBe('forms-embed');
  });

  it('returns a missing fallback as an http failure', async () => {
    server.use(http.get(`${BASE}${PATH}`, () => new HttpResponse('Not found', { status: 404 })));
    expect(await fetchFallback(`${BASE}${PATH}`)).toEqual({ ok: false, error: { kind: 'http', status: 404, body: 'Not found' } });
  });

  it('returns bad JSON as a parse failure and a network error as a network failure', async () => {
    server.use(
      http.get(`${BASE}/bad.json.gz`, () => HttpResponse.text('{"form":')),
      http.get(`${BASE}/down.json.gz`, () => HttpResponse.error()),
    );
    expect(await fetchFallback(`${BASE}/bad.json.gz`)).toMatchObject({ ok: false, error: { kind: 'parse' } });
    expect(await fetchFallback(`${BASE}/down.json.gz`)).toMatchObject({ ok: false, error: { kind: 'network' } });
  });

  it('is the fallback of the default api', () => {
    expect(formsApi.fetchFallback).toBe(fetchFallback);
  });
});
