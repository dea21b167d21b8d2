import type { IncomingMessage } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readMultipart } from '../../../server/uploads/read-multipart.js';

const BOUNDARY = 'form-boundary';

/** A request whose body is `body`, multipart with BOUNDARY. */
function requestOf(body: string): IncomingMessage {
  const req = new PassThrough() as unknown as IncomingMessage & PassThrough;
  req.headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
  (req as { complete: boolean }).complete = true;
  queueMicrotask(() => req.end(body));
  return req;
}

const options = (acceptsFile: boolean) => ({
  stagingDir: path.join(mkdtempSync(path.join(tmpdir(), 'read-multipart-')), 'staging'),
  contextField: 'hs_context',
  acceptsFile: () => acceptsFile,
});

describe('readMultipart', () => {
  it.each([
    ['a file part it skips', false],
    ['a file part it keeps', true],
  ])('answers a body that ends inside %s as malformed, and nothing is thrown past it', async (_name, acceptsFile) => {
    // The body stops in the middle of a file part: no closing boundary.
    const body = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="firstname"\r\n\r\nAda\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="upload"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhalf a fi`;
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      const result = await readMultipart(requestOf(body), options(acceptsFile));
      expect(result).toMatchObject({ ok: false, failure: 'malformed', message: 'Unexpected end of form' });
      // The file stream's own error is emitted on a later tick than the parser's: let those run.
      await new Promise((done) => setImmediate(done));
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
    }
  });
});
