import { rm } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthRoutes } from '../../server/routes/health.js';
import type { RouteContext } from '../../server/router.js';
import { openSubmissionStore } from '../../server/storage/submission-store.js';
import { STORAGE_BACKENDS } from './helpers/postgres.js';
import { makeTempDir, rawRequest, startTestHost, type TestHost } from './helpers/test-host.js';

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
    const store = await openSubmissionStore({ dataDir, ...(await backend.fresh()) });
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
    const readyz = healthRoutes(store).find((route) => route.name === 'readyz')!;
    const answer: { status?: number; body?: string } = {};
    const res = {
      writeHead(status: number) {
        answer.status = status;
        return this;
      },
      end(body: Buffer) {
        answer.body = body.toString('utf8');
      },
    } as unknown as ServerResponse;
    await readyz.handle({ res } as RouteContext);
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body ?? '{}')).toMatchObject({ status: 'unavailable', reason: expect.stringMatching(/^database: /) });
  });
});
