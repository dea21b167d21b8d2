import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canConnect } from './helpers/raw-connection.js';
import { FORMS, PORTAL_ID, definitionPath, makeTempDir, rawRequest, startTestHost, type TestHost } from './helpers/test-host.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('startFormsHost', () => {
  it('listens on a free port when given port 0 and answers on its url', async () => {
    const own = await startTestHost();
    cleanups.push(() => own.stop());
    expect(own.host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${own.host.url}${definitionPath(FORMS.contact)}`)).status).toBe(200);
  });

  it('close() stops both listeners, and a second close() is harmless', async () => {
    const own = await startTestHost();
    const { url, siteUrl } = own.host;
    expect(await canConnect(url)).toBe(true);
    expect(await canConnect(siteUrl ?? '')).toBe(true);
    // A kept-alive connection must not hold close() up.
    await fetch(`${url}/embed.js`);
    await own.stop();
    await own.host.close();
    expect(await canConnect(url)).toBe(false);
    expect(await canConnect(siteUrl ?? '')).toBe(false);
  });

  it('rejects when the port is taken', async () => {
    const first = await startTestHost({ sitePort: undefined });
    cleanups.push(() => first.stop());
    const port = Number(new URL(first.host.url).port);
    await expect(startTestHost({ port })).rejects.toThrow(/EADDRINUSE/);
  });
});

describe('errors and unknown routes', () => {
  it('answers 404 JSON for an unknown route', async () => {
    const own = await startTestHost({ sitePort: undefined });
    cleanups.push(() => own.stop());
    for (const requestPath of ['/api/unknown', '/embed/v3/form/123456', '/nothing.png']) {
      const res = await rawRequest(own.host.url, requestPath);
      expect(res.status, requestPath).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(res.text)).toEqual({ status: 'error', message: 'resource not found' });
    }
  });

  it('answers 404 JSON to a method no route takes', async () => {
    const own = await startTestHost({ sitePort: undefined });
    cleanups.push(() => own.stop());
    const res = await rawRequest(own.host.url, definitionPath(FORMS.contact), { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toMatchObject({ status: 'error' });
  });

  it('answers 500 JSON when a handler fails, logs it and keeps serving', async () => {
    const formsDir = await makeTempDir('forms');
    const brokenId = 'a1b2c3d4-bad0-4000-8000-000000000001';
    const goodId = 'a1b2c3d4-600d-4000-8000-000000000001';
    await mkdir(path.join(formsDir, PORTAL_ID));
    await writeFile(path.join(formsDir, PORTAL_ID, `${brokenId}.json`), '{ "form": ');
    await writeFile(path.join(formsDir, PORTAL_ID, `${goodId}.json`), JSON.stringify({ form: { guid: goodId } }));
    const own = await startTestHost({ formsDir, sitePort: undefined });
    cleanups.push(async () => {
      await own.stop();
      await rm(formsDir, { recursive: true, force: true });
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const broken = await rawRequest(own.host.url, definitionPath(brokenId), { headers: { Origin: 'https://a.example' } });
    expect(broken.status).toBe(500);
    expect(JSON.parse(broken.text)).toEqual({ status: 'error', message: 'Internal server error' });
    expect(broken.headers['access-control-allow-origin']).toBe('https://a.example');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain(brokenId);

    const malformedDirectiveId = 'a1b2c3d4-bad0-4000-8000-000000000002';
    await writeFile(path.join(formsDir, PORTAL_ID, `${malformedDirectiveId}.json`), '{"__respond": {"status": "soon"}}');
    expect((await rawRequest(own.host.url, definitionPath(malformedDirectiveId))).status).toBe(500);

    const good = await rawRequest(own.host.url, definitionPath(goodId));
    expect(good.status).toBe(200);
  });

  it('serves a fixture dropped in while running at once, and its edit after the next start', async () => {
    const formsDir = await makeTempDir('forms');
    const dataDir = await makeTempDir('data');
    const id = 'a1b2c3d4-ed17-4000-8000-000000000001';
    await mkdir(path.join(formsDir, PORTAL_ID));
    cleanups.push(async () => {
      await rm(formsDir, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    });
    const first = await startTestHost({ formsDir, dataDir, sitePort: undefined });
    const file = path.join(formsDir, PORTAL_ID, `${id}.json`);
    await writeFile(file, JSON.stringify({ form: { guid: id, submitText: 'One', metaData: [] } }));
    const served = async (host: TestHost) => (await fetch(`${host.host.url}${definitionPath(id)}`)).json();
    expect(await served(first)).toMatchObject({ form: { submitText: 'One', metaData: [{ name: 'formVersion', value: '1' }] } });
    await writeFile(file, JSON.stringify({ form: { guid: id, submitText: 'Two', metaData: [] } }));
    // Served from the database: the file is read again at the next start.
    expect(await served(first)).toMatchObject({ form: { submitText: 'One' } });
    await first.stop();

    const second = await startTestHost({ formsDir, dataDir, sitePort: undefined });
    cleanups.push(() => second.stop());
    expect(await served(second)).toMatchObject({ form: { submitText: 'Two', metaData: [{ name: 'formVersion', value: '2' }] } });
  });
});
