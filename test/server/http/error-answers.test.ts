import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerNotFound, registerErrorAnswers } from '../../../server/http/error-answers.js';
import { rawRequest, startTestHost, type TestHost } from '../helpers/test-host.js';

describe('error answers', () => {
  const app = Fastify();
  registerErrorAnswers(app);
  app.setNotFoundHandler(answerNotFound);
  app.get('/broken', () => {
    throw new Error('the database is gone');
  });
  app.get('/refused', () => {
    throw Object.assign(new Error('Too many requests: try again in 7 s'), { statusCode: 429, errorType: 'RATE_LIMIT_EXCEEDED' });
  });
  afterAll(() => app.close());

  it('answers what the host did wrong 500, saying nothing of it, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await app.inject('/broken');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ status: 'error', message: 'Internal server error' });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(logged).toHaveBeenCalledTimes(1);
      expect(JSON.parse(String(logged.mock.calls[0]?.[0]))).toMatchObject({ level: 'error', method: 'GET', path: '/broken', message: 'the database is gone' });
    } finally {
      logged.mockRestore();
    }
  });

  it('answers what the request did wrong with its status, message and error type', async () => {
    const res = await app.inject('/refused');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ status: 'error', message: 'Too many requests: try again in 7 s', errorType: 'RATE_LIMIT_EXCEEDED' });
  });

  it('answers a path no route serves 404 in the same shape', async () => {
    const res = await app.inject('/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'resource not found' });
  });
});

describe('on the host', () => {
  let testHost: TestHost;
  const lines: string[] = [];
  beforeAll(async () => {
    testHost = await startTestHost({ sitePort: undefined, requestLog: (line) => lines.push(line) });
  });
  afterAll(() => testHost.stop());

  it('answers a path that is not well-formed (bad percent-encoding) 400, named and logged as any request', async () => {
    const res = await rawRequest(testHost.host.url, '/embed/v3/form/%E0%A4%A/x/json');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({ status: 'error', message: 'Bad path' });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    await expect.poll(() => lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.requestId === id)).toMatchObject([
      { status: 400, route: null, path: '/embed/v3/form/%E0%A4%A/x/json' },
    ]);
  });
});
