import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedFixture } from '../../helpers/fixture-definitions.js';
import { FORMS, FORMS_DIR, PORTAL_ID, definitionPath, rawRequest, startTestHost, type TestHost } from '../../helpers/test-host.js';

let testHost: TestHost;
let base: string;

beforeAll(async () => {
  testHost = await startTestHost();
  base = testHost.host.url;
});
afterAll(() => testHost.stop());

async function fixtureText(fileName: string): Promise<string> {
  return readFile(path.join(FORMS_DIR, PORTAL_ID, fileName), 'utf8');
}

describe('GET /embed/v3/form/{portalId}/{formId}/json', () => {
  it('answers 200 with the imported fixture as JSON, naming its version in form.metaData', async () => {
    const res = await fetch(`${base}${definitionPath(FORMS.contact)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual(servedFixture(`${FORMS.contact}.json`));
    const body = JSON.parse(text) as { form: { guid: string; portalId: number } };
    expect(body.form.guid).toBe(FORMS.contact);
    expect(body.form.portalId).toBe(123456);
  });

  it('accepts and ignores hutk, hs_static_app and hs_static_app_version', async () => {
    const query = '?hutk=abc123&hs_static_app=forms-embed&hs_static_app_version=1.0';
    const res = await fetch(`${base}${definitionPath(FORMS.contact)}${query}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(await (await fetch(`${base}${definitionPath(FORMS.contact)}`)).text());
  });

  it('finds an upper-case form id', async () => {
    const res = await fetch(`${base}${definitionPath(FORMS.contact.toUpperCase())}`);
    expect(res.status).toBe(200);
  });

  it('serves the draft copy on /draft when there is one', async () => {
    const res = await fetch(`${base}${definitionPath(FORMS.contact, '/draft')}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(await fixtureText(`${FORMS.contact}.draft.json`));
  });

  it('serves the published definition on /draft when there is no draft', async () => {
    const res = await fetch(`${base}${definitionPath(FORMS.allFields, '/draft')}`);
    expect(res.status).toBe(200);
    expect(JSON.parse(await res.text())).toEqual(servedFixture(`${FORMS.allFields}.json`));
  });

  it('answers 404 resource not found for a form without a fixture', async () => {
    const res = await fetch(`${base}${definitionPath(FORMS.noFile)}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ status: 'error', message: 'resource not found' });
  });

  it('answers 404 for another portal', async () => {
    const res = await fetch(`${base}${definitionPath(FORMS.contact, '', '999')}`);
    expect(res.status).toBe(404);
  });
});

describe('unpublished forms', () => {
  it('answers 404 for form.isPublished false', async () => {
    const res = await fetch(`${base}${definitionPath(FORMS.unpublished)}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 'error', message: 'resource not found' });
  });

  it('answers 200 with allowUnpublished=true', async () => {
    const res = await fetch(`${base}${definitionPath(FORMS.unpublished)}?allowUnpublished=true`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { form: { isPublished: boolean } };
    expect(body.form.isPublished).toBe(false);
  });

  it('still answers 404 for any other allowUnpublished value', async () => {
    const res = await fetch(`${base}${definitionPath(FORMS.unpublished)}?allowUnpublished=1`);
    expect(res.status).toBe(404);
  });
});

describe('id validation', () => {
  it.each([
    ['12ab', FORMS.contact],
    ['-1', FORMS.contact],
    ['%31%32', FORMS.contact],
  ])('answers 400 for portal id %s', async (portalId, formId) => {
    const res = await fetch(`${base}/embed/v3/form/${portalId}/${formId}/json`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { status: string; message: string };
    expect(body.status).toBe('error');
    expect(body.message).toMatch(/portal id/i);
    // Must not read as an invalid form id to the embed.
    expect(body.message).not.toMatch(/form guid/i);
  });

  it.each([
    'not-a-guid',
    'a1b2c3d4-0001-4000-8000-00000000001',
    'a1b2c3d40001400080000000000000001',
    'g1b2c3d4-0001-4000-8000-000000000001',
    'a1b2c3d4-0001-4000-8000-000000000001x',
    'x'.repeat(150),
  ])('answers 400 "Invalid form guid" for form id %s', async (formId) => {
    const res = await fetch(`${base}${definitionPath(formId)}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { status: string; message: string };
    expect(body).toMatchObject({ status: 'error', message: 'Invalid form guid' });
  });

  it('checks ids on /draft too', async () => {
    const res = await fetch(`${base}${definitionPath('nope', '/draft')}`);
    expect(res.status).toBe(400);
  });
});

describe('compressed definitions', () => {
  it.each([
    ['', 'br, gzip, deflate', 'br', brotliDecompressSync],
    ['', 'gzip', 'gzip', gunzipSync],
    ['/draft', 'gzip, br', 'br', brotliDecompressSync],
  ] as const)('sends …/json%s that Accept-Encoding %j allows in %s, decoding to the same text, varying on it', async (suffix, acceptEncoding, encoding, decode) => {
    const plain = await rawRequest(base, definitionPath(FORMS.allFields, suffix));
    const res = await rawRequest(base, definitionPath(FORMS.allFields, suffix), { headers: { 'Accept-Encoding': acceptEncoding } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toBe('Origin, Accept-Encoding');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(plain.body.length / 3);
    expect(decode(res.body).toString('utf8')).toBe(plain.text);
  });

  it('sends the text itself, byte for byte, to a client that sends no Accept-Encoding', async () => {
    const res = await rawRequest(base, definitionPath(FORMS.contact, '/draft'));
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Origin, Accept-Encoding');
    expect(res.text).toBe(await fixtureText(`${FORMS.contact}.draft.json`));
  });

  it('compresses each text on its own: the draft is never sent for the published version', async () => {
    const draft = await rawRequest(base, definitionPath(FORMS.contact, '/draft'), { headers: { 'Accept-Encoding': 'br' } });
    expect(brotliDecompressSync(draft.body).toString('utf8')).toBe(await fixtureText(`${FORMS.contact}.draft.json`));
    const published = await rawRequest(base, definitionPath(FORMS.contact), { headers: { 'Accept-Encoding': 'br' } });
    expect(JSON.parse(brotliDecompressSync(published.body).toString('utf8'))).toEqual(servedFixture(`${FORMS.contact}.json`));
  });

  it('logs the bytes sent, compressed', async () => {
    const lines: string[] = [];
    const logged = await startTestHost({ sitePort: undefined, requestLog: (line) => lines.push(line) });
    try {
      const res = await rawRequest(logged.host.url, definitionPath(FORMS.allFields), { headers: { 'Accept-Encoding': 'br' } });
      expect(res.headers['content-encoding']).toBe('br');
      const entry = lines.map((line) => JSON.parse(line) as { requestId: string; bytes: number }).find(({ requestId }) => requestId === res.headers['x-request-id']);
      expect(entry?.bytes).toBe(res.body.length);
    } finally {
      await logged.stop();
    }
  });
});
