import type { IncomingMessage } from 'node:http';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readMultipart } from '../../../server/uploads/read-multipart.js';

const BOUNDARY = 'form-boundary';

/** A request whose body is `body`, multipart with BOUNDARY (with `declareLength`, its Content-Length; else as if chunked). */
function requestOf(body: string, declareLength = false): IncomingMessage {
  const req = new PassThrough() as unknown as IncomingMessage & PassThrough;
  req.headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
  if (declareLength) req.headers['content-length'] = String(Buffer.byteLength(body));
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

/** A whole multipart body: text parts, then file parts (name, file name, content). */
function multipart(fields: Array<[string, string]>, files: Array<[string, string, string]> = []): string {
  const parts = [
    ...fields.map(([name, value]) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`),
    ...files.map(([name, fileName, content]) => `Content-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n${content}`),
  ];
  return `${parts.map((part) => `--${BOUNDARY}\r\n${part}\r\n`).join('')}--${BOUNDARY}--\r\n`;
}

describe('readMultipart limits', () => {
  const small = multipart([['firstname', 'Ada']], [['upload', 'a.txt', 'x'.repeat(2000)]]);
  const bodyBytes = Buffer.byteLength(small);

  it('takes a body of exactly maxBodyBytes', async () => {
    const result = await readMultipart(requestOf(small, true), { ...options(true), maxBodyBytes: bodyBytes });
    expect(result).toMatchObject({ ok: true, submission: { files: [{ size: 2000 }] } });
  });

  it('refuses a body whose Content-Length is over maxBodyBytes before reading it', async () => {
    const opts = { ...options(true), maxBodyBytes: bodyBytes - 1 };
    const result = await readMultipart(requestOf(small, true), opts);
    expect(result).toMatchObject({ ok: false, failure: 'bodyTooLarge', message: `The submission is larger than ${bodyBytes - 1} bytes` });
    expect(existsSync(opts.stagingDir)).toBe(false);
  });

  it('refuses a body without Content-Length once more than maxBodyBytes arrived, deleting what it staged', async () => {
    const opts = { ...options(true), maxBodyBytes: bodyBytes - 1 };
    const result = await readMultipart(requestOf(small), opts);
    expect(result).toMatchObject({ ok: false, failure: 'bodyTooLarge' });
    expect(existsSync(opts.stagingDir)).toBe(false);
  });

  it('refuses more than maxFields fields, and takes exactly that many', async () => {
    const fields = (count: number) => Array.from({ length: count }, (_, index): [string, string] => [`field_${index}`, 'x']);
    expect(await readMultipart(requestOf(multipart(fields(5))), { ...options(false), maxFields: 5 })).toMatchObject({ ok: true });
    expect(await readMultipart(requestOf(multipart(fields(6))), { ...options(false), maxFields: 5 })).toMatchObject({
      ok: false,
      failure: 'tooManyFields',
    });
  });

  it('refuses more than maxFiles file parts, deleting what it staged', async () => {
    const files = (count: number) => Array.from({ length: count }, (_, index): [string, string, string] => ['upload', `f${index}.txt`, 'data']);
    expect(await readMultipart(requestOf(multipart([], files(3))), { ...options(true), maxFiles: 3 })).toMatchObject({ ok: true });
    const opts = { ...options(true), maxFiles: 3 };
    expect(await readMultipart(requestOf(multipart([], files(4))), opts)).toMatchObject({ ok: false, failure: 'tooManyFiles' });
    expect(existsSync(opts.stagingDir)).toBe(false);
  });

  it('refuses a field name longer than 200 bytes', async () => {
    expect(await readMultipart(requestOf(multipart([['n'.repeat(201), 'x']])), options(false))).toMatchObject({
      ok: false,
      failure: 'fieldTooLarge',
    });
    expect(await readMultipart(requestOf(multipart([['n'.repeat(200), 'x']])), options(false))).toMatchObject({ ok: true });
  });
});
