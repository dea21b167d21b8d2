import { createServer, request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, closeServer } from '../../server/listen.js';
import { BODY_TOO_LARGE, readTextBody } from '../../server/read-body.js';

const LIMIT = 16;
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    readTextBody(req, LIMIT).then(
      (body) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body === BODY_TOO_LARGE ? { tooLarge: true } : { text: body }));
      },
      () => res.destroy(),
    );
  });
  base = await listen(server, 0, '127.0.0.1');
});
afterAll(() => closeServer(server));

/** Posts the chunks one by one without a Content-Length (chunked), like a streaming client. */
function postChunks(chunks: Buffer[]): Promise<unknown> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method: 'POST', path: '/', agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve(JSON.parse(text)));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('readTextBody', () => {
  it('answers the body as text', async () => {
    const res = await fetch(base, { method: 'POST', body: 'ada@example.com' });
    expect(await res.json()).toEqual({ text: 'ada@example.com' });
  });

  it('answers an empty body as an empty string', async () => {
    const res = await fetch(base, { method: 'POST' });
    expect(await res.json()).toEqual({ text: '' });
  });

  it('takes a body of exactly the limit', async () => {
    const res = await fetch(base, { method: 'POST', body: 'x'.repeat(LIMIT) });
    expect(await res.json()).toEqual({ text: 'x'.repeat(LIMIT) });
  });

  it('answers too large for a declared length past the limit', async () => {
    const res = await fetch(base, { method: 'POST', body: 'x'.repeat(LIMIT + 1) });
    expect(await res.json()).toEqual({ tooLarge: true });
  });

  it('answers too large for a chunked body once it passes the limit', async () => {
    const chunk = Buffer.from('x'.repeat(10));
    expect(await postChunks([chunk, chunk, chunk])).toEqual({ tooLarge: true });
  });

  it('decodes UTF-8 split across chunks', async () => {
    const bytes = Buffer.from('zoë@exämple.de', 'utf8');
    expect(await postChunks([bytes.subarray(0, 3), bytes.subarray(3, 10), bytes.subarray(10)])).toEqual({
      text: 'zoë@exämple.de',
    });
  });
});
