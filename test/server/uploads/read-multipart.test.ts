import type { IncomingMessage } from 'node:http';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { TEXT_LIMIT } from '../../../src/core/validation/limits.js';
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
    ['a file part it refuses', false, 'File part "upload" is not a file field of this form'],
    ['a file part it keeps', true, 'Unexpected end of form'],
  ])('answers a body that ends inside %s as malformed, and nothing is thrown past it', async (_name, acceptsFile, message) => {
    // The body stops in the middle of a file part: no closing boundary.
    const body = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="firstname"\r\n\r\nAda\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="upload"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhalf a fi`;
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      const result = await readMultipart(requestOf(body), options(acceptsFile));
      expect(result).toMatchObject({ ok: false, failure: 'malformed', message });
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

describe('readMultipart file names', () => {
  it('reads a quote the browser wrote as %22 back as a quote', async () => {
    const body = multipart([['firstname', 'Ada']], [['upload', 'Say %22hi%22.txt', 'hello']]);
    const result = await readMultipart(requestOf(body), options(true));
    expect(result).toMatchObject({ ok: true, submission: { files: [{ name: 'Say "hi".txt', storedName: '1-Say_hi_.txt' }] } });
  });
});

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
    expect(result).toMatchObject({
      ok: false,
      failure: 'bodyTooLarge',
      message: `The submission must be at most ${(bodyBytes - 1).toLocaleString('en-US')} bytes (MAX_SUBMISSION_BYTES); Content-Length is ${bodyBytes.toLocaleString('en-US')}`,
    });
    expect(existsSync(opts.stagingDir)).toBe(false);
  });

  it('refuses a body without Content-Length once more than maxBodyBytes arrived, deleting what it staged', async () => {
    const opts = { ...options(true), maxBodyBytes: bodyBytes - 1 };
    const result = await readMultipart(requestOf(small), opts);
    expect(result).toMatchObject({ ok: false, failure: 'bodyTooLarge', message: expect.stringMatching(/must be at most [\d,]+ bytes \(MAX_SUBMISSION_BYTES\); more than that was sent$/) as unknown });
    expect(existsSync(opts.stagingDir)).toBe(false);
  });

  it('refuses more than maxFields fields, and takes exactly that many', async () => {
    const fields = (count: number) => Array.from({ length: count }, (_, index): [string, string] => [`field_${index}`, 'x']);
    expect(await readMultipart(requestOf(multipart(fields(5))), { ...options(false), maxFields: 5 })).toMatchObject({ ok: true });
    expect(await readMultipart(requestOf(multipart(fields(6))), { ...options(false), maxFields: 5 })).toEqual({
      ok: false,
      failure: 'tooManyFields',
      message: 'A submission may carry at most 5 fields ("field_5" is one more)',
    });
  });

  it('refuses more than maxFiles file parts, deleting what it staged', async () => {
    const files = (count: number) => Array.from({ length: count }, (_, index): [string, string, string] => ['upload', `f${index}.txt`, 'data']);
    expect(await readMultipart(requestOf(multipart([], files(3))), { ...options(true), maxFiles: 3 })).toMatchObject({ ok: true });
    const opts = { ...options(true), maxFiles: 3 };
    expect(await readMultipart(requestOf(multipart([], files(4))), opts)).toEqual({
      ok: false,
      failure: 'tooManyFiles',
      message: 'A submission may carry at most 3 files ("upload" sent one more)',
    });
    expect(existsSync(opts.stagingDir)).toBe(false);
  });

  it('refuses a field name longer than 200 bytes', async () => {
    expect(await readMultipart(requestOf(multipart([['n'.repeat(201), 'x']])), options(false))).toEqual({
      ok: false,
      failure: 'fieldTooLarge',
      message: `A field name must be at most 200 bytes ("${'n'.repeat(40)}…" has 201)`,
    });
    expect(await readMultipart(requestOf(multipart([['n'.repeat(200), 'x']])), options(false))).toMatchObject({ ok: true });
  });

  describe('a text field under 65,536 characters, counted as the form counts them', () => {
    const tooLong = (given: string) => ({
      ok: false,
      failure: 'fieldTooLarge',
      message: `Field "message" must be under 65,536 characters (${given} given)`,
    });

    it('takes 65,535 characters and refuses 65,536, naming the field and the limit', async () => {
      expect(await readMultipart(requestOf(multipart([['message', 'a'.repeat(TEXT_LIMIT - 1)]])), options(false))).toMatchObject({ ok: true });
      expect(await readMultipart(requestOf(multipart([['message', 'a'.repeat(TEXT_LIMIT)]])), options(false))).toEqual(tooLong('65,536'));
    });

    it('counts a character of four UTF-8 bytes and two UTF-16 units once', async () => {
      // '😀' is U+1F600: 65,535 of them are 131,070 UTF-16 units and 262,140 bytes, still 65,535 characters.
      const taken = await readMultipart(requestOf(multipart([['message', '😀'.repeat(TEXT_LIMIT - 1)]])), options(false));
      expect(taken.ok && taken.submission.fields.get('message')).toBe('😀'.repeat(TEXT_LIMIT - 1));
      expect(await readMultipart(requestOf(multipart([['message', 'é'.repeat(TEXT_LIMIT)]])), options(false))).toEqual(tooLong('65,536'));
      expect(await readMultipart(requestOf(multipart([['message', '😀'.repeat(TEXT_LIMIT)]])), options(false))).toEqual(tooLong('65,536'));
    });

    it('does not count leading and trailing spaces, which the form trims too', async () => {
      const padded = `  ${'a'.repeat(TEXT_LIMIT - 1)}\r\n`;
      expect(await readMultipart(requestOf(multipart([['message', padded]])), options(false))).toMatchObject({ ok: true });
    });

    it('refuses a part far over the limit without reading it whole', async () => {
      expect(await readMultipart(requestOf(multipart([['message', '😀'.repeat(TEXT_LIMIT * 2)]])), options(false))).toEqual(
        tooLong('more than 65,535'),
      );
    });
  });
});
