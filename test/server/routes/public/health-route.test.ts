import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { healthRoutes } from '../../../../server/routes/public/health.js';
import { openSubmissionStore } from '../../../../server/storage/submission-store.js';
import { STORAGE_BACKENDS } from '../../helpers/postgres.js';
import { makeTempDir, rawRequest, startTestHost, type TestHost } from '../../helpers/test-host.js';

let testHost: TestHost;

beforeAll(async () => {
  testHost = await startTestHost({ sitePort: undefined });
});
afterAll(() => testHost.stop());

describe('health routes', () => {
  it.each([
    ['/healthz', { status: 'ok', pid: process.pid }],
    ['/readyz', { status: 'ready' }],
  ])('%s answers 200 while the host and its database serve', async (path, body) => {
    const res = await rawRequest(testHost.host.url, path);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual(body);
  });

  it.each(STORAGE_BACKENDS)('/readyz answers 503 when the database ($name) does not answer', async (backend) => {
    const dataDir = await makeTempDir('health');
    const store = await openSubmissionStore({ dataDir, ...(await backend.migrated()) });
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
    // The routes alone, over the closed store: no host could start over it.
    const app = Fastify();
    await app.register(healthRoutes, { host: { store } });
    try {
      const res = await app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', reason: expect.stringMatching(/^database: /) });
    } finally {
      await app.close();
    }
  });
});
