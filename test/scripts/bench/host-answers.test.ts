import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { timeHostAnswers } from '../../../scripts/bench/host-answers';

describe("the bench's host answer times", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A host that answers each path after `delayMs[path]`, counting asks and the encodings they accept. */
  async function slowHost(delayMs: Record<string, number>) {
    const asks: { path: string; acceptEncoding: string | undefined; connection: string | undefined }[] = [];
    server = createServer((request, response) => {
      const path = request.url ?? '';
      asks.push({ path, acceptEncoding: request.headers['accept-encoding'], connection: request.headers.connection });
      if (!(path in delayMs)) return void response.writeHead(404).end();
      setTimeout(() => response.end('body'), delayMs[path]);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asks };
  }

  it('asks each path 50 times on new connections, brotli accepted, and answers the median per label', async () => {
    const host = await slowHost({ '/fast.js': 0, '/slow.js': 30 });
    const figures = await timeHostAnswers(host.url, [
      { label: 'fast', path: '/fast.js' },
      { label: 'slow', path: '/slow.js' },
    ]);
    expect(figures.map(({ label }) => label)).toEqual(['fast', 'slow']);
    expect(figures[1]!.medianMs).toBeGreaterThanOrEqual(29);
    expect(figures[0]!.medianMs).toBeLessThan(figures[1]!.medianMs);
    expect(host.asks.filter(({ path }) => path === '/slow.js')).toHaveLength(50);
    expect(host.asks.every(({ acceptEncoding, connection }) => acceptEncoding?.includes('br') && connection === 'close')).toBe(true);
  });

  it('stops at an answer that is not a 200, naming it', async () => {
    const host = await slowHost({});
    await expect(timeHostAnswers(host.url, [{ label: 'missing', path: '/missing.js' }])).rejects.toThrow(`GET ${host.url}/missing.js answered 404`);
  });
});
