import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMS, FORMS_DIR, PORTAL_ID, rawRequest, startTestHost, type TestHost } from '../../helpers/test-host.js';

let testHost: TestHost;
let base: string;

beforeAll(async () => {
  testHost = await startTestHost();
  base = testHost.host.url;
});
afterAll(() => testHost.stop());

const fallbackPath = (formId: string, portalId = PORTAL_ID): string => `/${portalId}/${formId}.json.gz`;

describe('GET /{portalId}/{formId}.json.gz', () => {
  it('sends the definition gzipped with Content-Encoding gzip', async () => {
    const res = await rawRequest(base, fallbackPath(FORMS.contact));
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const primary = await rawRequest(base, `/embed/v3/form/${PORTAL_ID}/${FORMS.contact}/json`);
    expect(gunzipSync(res.body).toString('utf8')).toBe(primary.text);
  });

  it('is decoded transparently by fetch, as in a browser', async () => {
    const res = await fetch(`${base}${fallbackPath(FORMS.contact)}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { form: { guid: string } };
    expect(body.form.guid).toBe(FORMS.contact);
  });

  it('answers 404 when there is no definition', async () => {
    const res = await fetch(`${base}${fallbackPath(FORMS.noFile)}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 'error', message: 'resource not found' });
  });

  it('answers 404 for ids that cannot name a file', async () => {
    expect((await fetch(`${base}${fallbackPath('not-a-guid')}`)).status).toBe(404);
    expect((await fetch(`${base}${fallbackPath(FORMS.contact, 'abc')}`)).status).toBe(404);
  });

  it('keeps unpublished forms behind allowUnpublished=true', async () => {
    expect((await fetch(`${base}${fallbackPath(FORMS.unpublished)}`)).status).toBe(404);
    expect((await fetch(`${base}${fallbackPath(FORMS.unpublished)}?allowUnpublished=true`)).status).toBe(200);
  });
});

describe('fallback-only pair', () => {
  it('the primary call fails with 500', async () => {
    const res = await fetch(`${base}/embed/v3/form/${PORTAL_ID}/${FORMS.fallbackWorks}/json`);
    expect(res.status).toBe(500);
  });

  it('the fallback call serves {formId}.fallback.json', async () => {
    const res = await rawRequest(base, fallbackPath(FORMS.fallbackWorks));
    expect(res.status).toBe(200);
    const expected = await readFile(path.join(FORMS_DIR, PORTAL_ID, `${FORMS.fallbackWorks}.fallback.json`), 'utf8');
    expect(gunzipSync(res.body).toString('utf8')).toBe(expected);
    expect((JSON.parse(expected) as { form: { guid: string } }).form.guid).toBe(FORMS.fallbackWorks);
  });

  it('a slow primary has a fallback that answers at once', async () => {
    const res = await fetch(`${base}${fallbackPath(FORMS.slowWithFallback)}`, { signal: AbortSignal.timeout(2000) });
    expect(res.status).toBe(200);
  });
});

describe('primary and fallback both fail', () => {
  it('the 500 fixture without a fallback copy fails on the fallback route too', async () => {
    const res = await fetch(`${base}${fallbackPath(FORMS.bothFail)}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBe(500);
  });
});
