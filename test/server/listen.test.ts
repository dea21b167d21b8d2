import { createServer, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { closeServer, drainServer, listen } from '../../server/listen.js';
import { RawConnection } from './helpers/raw-connection.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('drainServer', () => {
  it('ends a kept-alive connection right after an answer whose head went out before the drain began', async () => {
    let started!: () => void;
    const answerStarted = new Promise<void>((resolve) => (started = resolve));
    let pending: ServerResponse | undefined;
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': 9 });
      res.write('half ');
      pending = res;
      started();
    });
    // Without the drain ending it, the connection would stay open for a minute.
    server.keepAliveTimeout = 60_000;
    const url = await listen(server, 0, '127.0.0.1');
    cleanups.push(() => closeServer(server));
    const connection = await RawConnection.open(url);
    cleanups.push(async () => connection.destroy());
    connection.write('GET /stream HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await answerStarted;

    const drained = drainServer(server, 30_000);
    pending?.end('done');
    const answer = await connection.nextAnswer();
    expect(answer).toMatchObject({ status: 200, body: 'half done' });
    expect(answer.headers.connection).toBe('keep-alive');
    await connection.closed;
    expect(await drained).toBe(true);
  }, 5_000);
});
