import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEXT_LIMIT } from '../../../../../src/core/validation/limits.js';
import { readBodiesInRoutes, receiveMultipart, type MultipartResult, type ReceiveMultipartOptions } from '../../../../../server/routes/public/submit/receive-multipart.js';
import { RawConnection } from '../../../helpers/raw-connection.js';
import { rawRequest } from '../../../helpers/test-host.js';

const BOUNDARY = 'form-boundary';

/** The limits and file rule of the next read (reset before each test). */
let settings: Partial<ReceiveMultipartOptions> & { takesFiles: boolean };
let scratch: string;
let stagingDir: string;
/** Every read's result, in order: an aborted one has no one to answer. */
const results: MultipartResult[] = [];
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'receive-multipart-'));
  app = Fastify();
  await app.register(async (scope) => {
    await readBodiesInRoutes(scope);
    scope.post('/read', async (request, reply) => {
      const { takesFiles, ...limits } = settings;
      const result = await receiveMultipart(request, { stagingDir, contextField: 'hs_context', ...limits, acceptsFile: () => takesFiles });
      results.push(result);
      if (!result.ok) return reply.send(result);
      const { fields, contextJson, files } = result.submission;
      return reply.send({ ok: true, submission: { fields: Object.fromEntries(fields), contextJson: contextJson ?? null, files } });
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app.close();
  await rm(scratch, { recursive: true, force: true });
});
beforeEach(async () => {
  settings = { takesFiles: false };
  stagingDir = path.join(await mkdtemp(path.join(scratch, 'read-')), 'staging');
});

/** Posts `body`, multipart with BOUNDARY (with `declareLength`, its Content-Length; else chunked), and answers the read's result. */
async function read(body: string, declareLength = false): Promise<MultipartResult> {
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
  if (declareLength) headers['content-length'] = String(Buffer.byteLength(body));
  else headers['transfer-encoding'] = 'chunked';
  const res = await rawRequest(base, '/read', { method: 'POST', headers, body });
  return JSON.parse(res.text) as MultipartResult;
}

/** A whole multipart body: text parts, then file parts (name, file name, content). */
function multipart(fields: Array<[string, string]>, files: Array<[string, string, string]> = []): string {
  const parts = [
    ...fields.map(([name, value]) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`),
    ...files.map(([name, fileName, content]) => `Content-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n${content}`),
  ];
  return `${parts.map((part) => `--${BOUNDARY}\r\n${part}\r\n`).join('')}--${BOUNDARY}--\r\n`;
}

describe('receiveMultipart', () => {
  it.each([
    ['a file part it refuses', false, 'File part "upload" is not a file field of this form'],
    ['a file part it keeps', true, expect.stringMatching(/^Unexpected end of/) as unknown as string],
  ])('answers a body that ends inside %s as malformed, and keeps nothing', async (_name, takesFiles, message) => {
    settings = { takesFiles };
    // The body stops in the middle of a file part: no closing boundary.
    const body = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="firstname"\r\n\r\nAda\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="upload"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhalf a fi`;
    expect(await read(body, true)).toEqual({ ok: false, failure: 'malformed', message });
    expect(existsSync(stagingDir)).toBe(false);
  });

  it('answers a body that is not multipart/form-data as such, without reading it', async () => {
    const res = await rawRequest(base, '/read', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"firstname":"Ada"}' });
    expect(JSON.parse(res.text)).toEqual({ ok: false, failure: 'notMultipart', message: 'The body must be multipart/form-data' });
  });

  it('keeps text fields, joins a repeated name with ";", keeps hs_context apart and streams a file to the staging folder', async () => {
    settings = { takesFiles: true };
    const body = multipart([['firstname', 'Ada'], ['tag', 'a'], ['tag', 'b'], ['hs_context', '{"pageUrl":"https://x.example/"}']], [['upload', 'notes.txt', 'hello']]);
    expect(await read(body)).toEqual({
      ok: true,
      submission: {
        fields: { firstname: 'Ada', tag: 'a;b' },
        contextJson: '{"pageUrl":"https://x.example/"}',
        files: [{ field: 'upload', name: 'notes.txt', storedName: '1-notes.txt', size: 5, contentType: 'text/plain' }],
      },
    });
    expect(await readdir(stagingDir)).toEqual(['1-notes.txt']);
  });

  it('reads a file part for a field it does not take as a refusal naming the part, and keeps nothing', async () => {
    const body = multipart([['firstname', 'Ada']], [['message', 'note.txt', 'not for files']]);
    expect(await read(body)).toEqual({ ok: false, failure: 'malformed', message: 'File part "message" is not a file field of this form' });
    expect(existsSync(stagingDir)).toBe(false);
  });

  it('answers hs_context that is not JSON, or sent twice, as invalidContext', async () => {
    expect(await read(multipart([['hs_context', '{not json']]))).toEqual({ ok: false, failure: 'invalidContext', message: 'hs_context is not valid JSON' });
    expect(await read(multipart([['hs_context', '{}'], ['hs_context', '{}']]))).toEqual({ ok: false, failure: 'invalidContext', message: 'hs_context must be sent once' });
  });

  it('refuses a field named after a property every object has, which the parser cannot keep', async () => {
    expect(await read(multipart([['firstname', 'Ada'], ['constructor', 'x']]))).toMatchObject({ ok: false, failure: 'malformed', message: expect.stringMatching(/built-in property/) as unknown });
  });
});

describe('a disk that fails', () => {
  it('rejects (the host failed, not the body) and leaves nothing staged', async () => {
    settings = { takesFiles: true };
    // A file where the staging folder should be: it cannot be made.
    await rm(path.dirname(stagingDir), { recursive: true });
    await writeFile(path.dirname(stagingDir), 'in the way');
    const res = await rawRequest(base, '/read', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: multipart([], [['upload', 'a.txt', 'hello']]),
    });
    expect(res.status).toBe(500);
    expect(existsSync(stagingDir)).toBe(false);
  });
});

describe('receiveMultipart file names', () => {
  it('reads a quote the browser wrote as %22 back as a quote', async () => {
    settings = { takesFiles: true };
    const body = multipart([['firstname', 'Ada']], [['upload', 'Say %22hi%22.txt', 'hello']]);
    expect(await read(body)).toMatchObject({ ok: true, submission: { files: [{ name: 'Say "hi".txt', storedName: '1-Say_hi_.txt' }] } });
  });

  it('drops the path a browser may send and reads UTF-8 names', async () => {
    settings = { takesFiles: true };
    const body = multipart([], [['upload', '../Résumé (final).csv', 'a,b']]);
    expect(await read(body)).toMatchObject({ ok: true, submission: { files: [{ name: 'Résumé (final).csv', storedName: '1-Resume_final_.csv' }] } });
  });

  it('skips an empty file input (a part with an empty file name)', async () => {
    settings = { takesFiles: true };
    expect(await read(multipart([['firstname', 'Ada']], [['upload', '', '']]))).toMatchObject({ ok: true, submission: { files: [] } });
  });
});

describe('receiveMultipart limits', () => {
  const small = multipart([['firstname', 'Ada']], [['upload', 'a.txt', 'x'.repeat(2000)]]);
  const bodyBytes = Buffer.byteLength(small);

  it('takes a body of exactly maxBodyBytes', async () => {
    settings = { takesFiles: true, maxBodyBytes: bodyBytes };
    expect(await read(small, true)).toMatchObject({ ok: true, submission: { files: [{ size: 2000 }] } });
  });

  it('refuses a body whose Content-Length is over maxBodyBytes before reading it', async () => {
    settings = { takesFiles: true, maxBodyBytes: bodyBytes - 1 };
    expect(await read(small, true)).toEqual({
      ok: false,
      failure: 'bodyTooLarge',
      message: `The submission must be at most ${(bodyBytes - 1).toLocaleString('en-US')} bytes (MAX_SUBMISSION_BYTES); Content-Length is ${bodyBytes.toLocaleString('en-US')}`,
    });
    expect(existsSync(stagingDir)).toBe(false);
  });

  it('refuses a body without Content-Length once more than maxBodyBytes arrived, deleting what it staged', async () => {
    settings = { takesFiles: true, maxBodyBytes: bodyBytes - 1 };
    expect(await read(small)).toMatchObject({ ok: false, failure: 'bodyTooLarge', message: expect.stringMatching(/must be at most [\d,]+ bytes \(MAX_SUBMISSION_BYTES\); more than that was sent$/) as unknown });
    expect(existsSync(stagingDir)).toBe(false);
  });

  it('takes a file of exactly maxFileBytes and refuses one byte more, deleting what it staged', async () => {
    settings = { takesFiles: true, maxFileBytes: 1000 };
    expect(await read(multipart([], [['upload', 'a.txt', 'x'.repeat(1000)]]))).toMatchObject({ ok: true, submission: { files: [{ size: 1000 }] } });
    stagingDir = path.join(scratch, 'over-the-file-limit');
    expect(await read(multipart([], [['upload', 'a.txt', 'x'.repeat(1001)]]))).toEqual({ ok: false, failure: 'fileTooLarge', message: 'A file is larger than 1000 bytes' });
    expect(existsSync(stagingDir)).toBe(false);
  });

  it('refuses more than maxFields fields, and takes exactly that many', async () => {
    const fields = (count: number) => Array.from({ length: count }, (_, index): [string, string] => [`field_${index}`, 'x']);
    settings = { takesFiles: false, maxFields: 5 };
    expect(await read(multipart(fields(5)))).toMatchObject({ ok: true });
    expect(await read(multipart(fields(6)))).toEqual({ ok: false, failure: 'tooManyFields', message: 'A submission may carry at most 5 fields ("field_5" is one more)' });
    expect(await read(multipart(fields(9)))).toEqual({ ok: false, failure: 'tooManyFields', message: 'A submission may carry at most 5 fields ("field_5" is one more)' });
  });

  it('refuses more than maxFiles file parts, deleting what it staged', async () => {
    const files = (count: number) => Array.from({ length: count }, (_, index): [string, string, string] => ['upload', `f${index}.txt`, 'data']);
    settings = { takesFiles: true, maxFiles: 3 };
    expect(await read(multipart([], files(3)))).toMatchObject({ ok: true });
    stagingDir = path.join(scratch, 'too-many-files');
    expect(await read(multipart([], files(4)))).toEqual({ ok: false, failure: 'tooManyFiles', message: 'A submission may carry at most 3 files ("upload" sent one more)' });
    expect(existsSync(stagingDir)).toBe(false);
  });

  it('refuses a field name longer than 200 bytes', async () => {
    expect(await read(multipart([['n'.repeat(201), 'x']]))).toEqual({
      ok: false,
      failure: 'fieldTooLarge',
      message: `A field name must be at most 200 bytes ("${'n'.repeat(40)}…" has 201)`,
    });
    expect(await read(multipart([['n'.repeat(200), 'x']]))).toMatchObject({ ok: true });
  });

  describe('a text field under 65,536 characters, counted as the form counts them', () => {
    const tooLong = (given: string) => ({
      ok: false,
      failure: 'fieldTooLarge',
      message: `Field "message" must be under 65,536 characters (${given} given)`,
    });

    it('takes 65,535 characters and refuses 65,536, naming the field and the limit', async () => {
      expect(await read(multipart([['message', 'a'.repeat(TEXT_LIMIT - 1)]]))).toMatchObject({ ok: true });
      expect(await read(multipart([['message', 'a'.repeat(TEXT_LIMIT)]]))).toEqual(tooLong('65,536'));
    });

    it('counts a character of four UTF-8 bytes and two UTF-16 units once', async () => {
      // '😀' is U+1F600: 65,535 of them are 131,070 UTF-16 units and 262,140 bytes, still 65,535 characters.
      expect(await read(multipart([['message', '😀'.repeat(TEXT_LIMIT - 1)]]))).toMatchObject({ ok: true, submission: { fields: { message: '😀'.repeat(TEXT_LIMIT - 1) } } });
      expect(await read(multipart([['message', 'é'.repeat(TEXT_LIMIT)]]))).toEqual(tooLong('65,536'));
      expect(await read(multipart([['message', '😀'.repeat(TEXT_LIMIT)]]))).toEqual(tooLong('65,536'));
    });

    it('does not count leading and trailing spaces, which the form trims too', async () => {
      expect(await read(multipart([['message', `  ${'a'.repeat(TEXT_LIMIT - 1)}\r\n`]]))).toMatchObject({ ok: true });
    });

    it('refuses a part far over the limit without reading it whole', async () => {
      expect(await read(multipart([['message', '😀'.repeat(TEXT_LIMIT * 2)]]))).toEqual(tooLong('more than 65,535'));
    });
  });
});

describe('a client that goes away in the middle of a file', () => {
  it('leaves no staged file', async () => {
    settings = { takesFiles: true };
    const before = results.length;
    const connection = await RawConnection.open(base);
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="upload"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n${'x'.repeat(4096)}`;
    connection.write(
      `POST /read HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${head.length + 100_000}\r\n\r\n${head}`,
    );
    // The file is being written when the client goes.
    await expect.poll(() => readdir(stagingDir).catch(() => []), { timeout: 5_000, interval: 20 }).toEqual(['1-big.bin']);
    connection.destroy();
    await expect.poll(() => results.length, { timeout: 5_000, interval: 20 }).toBe(before + 1);
    expect(results[before]).toMatchObject({ ok: false, failure: 'aborted' });
    expect(existsSync(stagingDir)).toBe(false);
  });
});
