import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../src/core/submission/submit-wire.js';
import { RawConnection } from '../helpers/raw-connection.js';
import { postSubmission, submissionBody, submitPath } from '../helpers/submissions.js';
import { FORMS, FORMS_DIR, PORTAL_ID, definitionPath, makeTempDir, rawRequest, startTestHost, type TestHost } from '../helpers/test-host.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** A form whose definition file cannot be read: its submit answers 500. */
const BROKEN_FORM = 'a1b2c3d4-bad0-4000-8000-000000000002';

let testHost: TestHost;
let formsDir: string;
const lines: string[] = [];
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
/** The log line of the answer with this id (each request has one). */
const entryOf = (requestId: string | string[] | null | undefined) => entries().filter((entry) => entry.requestId === requestId);

beforeAll(async () => {
  formsDir = await makeTempDir('forms');
  await mkdir(path.join(formsDir, PORTAL_ID));
  const contact = path.join(PORTAL_ID, `${FORMS.contact}.json`);
  await writeFile(path.join(formsDir, contact), await readFile(path.join(FORMS_DIR, contact)));
  await writeFile(path.join(formsDir, PORTAL_ID, `${BROKEN_FORM}.json`), '{ "form": ');
  testHost = await startTestHost({ sitePort: undefined, formsDir, requestLog: (line) => lines.push(line) });
});
afterAll(async () => {
  await testHost.stop();
  await rm(formsDir, { recursive: true, force: true });
});

describe('the request log', () => {
  it('writes one JSON line per request once it is answered, with its id, route, status, duration, bytes and client', async () => {
    const res = await rawRequest(testHost.host.url, definitionPath(FORMS.contact));
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    const [entry, ...more] = entryOf(id);
    expect(more).toEqual([]);
    expect(entry).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown as string,
      level: 'info',
      requestId: id,
      method: 'GET',
      path: definitionPath(FORMS.contact),
      route: 'form-definition',
      status: 200,
      ms: expect.any(Number) as unknown as number,
      bytes: res.body.length,
      client: '127.0.0.1',
    });
    expect(entry?.ms).toBeGreaterThanOrEqual(0);
    expect(String(entry?.ms)).toMatch(/^\d+(\.\d)?$/);
  });

  it('logs the path without its query: a query can carry a visitor’s data', async () => {
    const res = await rawRequest(testHost.host.url, `${definitionPath(FORMS.contact)}?hutk=visitor-cookie-value&email=ada%40example.com`);
    const [entry] = entryOf(res.headers['x-request-id']);
    expect(entry?.path).toBe(definitionPath(FORMS.contact));
    // Its random request id is left out: a UUID's hex digits may spell "ada".
    expect(JSON.stringify({ ...entry, requestId: undefined })).not.toMatch(/visitor-cookie-value|ada/);
  });

  it('gives every request its own id, echoed on every answer: 200, 404, preflight, submission', async () => {
    const answers = [
      await rawRequest(testHost.host.url, '/healthz'),
      // No route takes a POST here.
      await rawRequest(testHost.host.url, '/no/such/thing', { method: 'POST' }),
      await rawRequest(testHost.host.url, submitPath(), {
        method: 'OPTIONS',
        headers: { Origin: 'https://www.site-owner.example', 'Access-Control-Request-Method': 'POST' },
      }),
    ];
    const submitted = await postSubmission(testHost.host.url, submissionBody(), { key: randomUUID() });
    const ids = [...answers.map((res) => res.headers['x-request-id']), submitted.headers.get('x-request-id')];
    expect(answers.map((res) => res.status)).toEqual([200, 404, 204]);
    expect(submitted.status).toBe(200);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.map((id) => entryOf(id).map((entry) => [entry.route, entry.status]))).toEqual([
      [['healthz', 200]],
      [[null, 404]],
      [[null, 204]],
      [['submit-form', 200]],
    ]);
  });

  it('keeps a valid X-Request-Id the caller sent, and replaces one that is not', async () => {
    const given = 'lb-7f3a.2_x';
    const kept = await rawRequest(testHost.host.url, '/healthz', { headers: { 'X-Request-Id': given } });
    expect(kept.headers['x-request-id']).toBe(given);
    expect(entryOf(given)).toHaveLength(1);
    for (const invalid of ['has space', 'a/b', 'x'.repeat(129), '"quoted"']) {
      const replaced = await rawRequest(testHost.host.url, '/healthz', { headers: { 'X-Request-Id': invalid } });
      expect(replaced.headers['x-request-id']).toMatch(UUID);
      expect(entryOf(invalid)).toEqual([]);
    }
    const longest = 'y'.repeat(128);
    expect((await rawRequest(testHost.host.url, '/healthz', { headers: { 'X-Request-Id': longest } })).headers['x-request-id']).toBe(longest);
  });

  it('answers a failing request 500 with its id, and logs the error as a JSON line with that id and the stack', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await postSubmission(testHost.host.url, submissionBody(), { key: randomUUID(), formId: BROKEN_FORM });
      expect(res.status).toBe(500);
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(UUID);
      expect(logged).toHaveBeenCalledTimes(1);
      const error = JSON.parse(String(logged.mock.calls[0]?.[0])) as Record<string, unknown>;
      expect(error).toMatchObject({ level: 'error', requestId: id, method: 'POST', path: submitPath(BROKEN_FORM) });
      expect(error.stack).toMatch(/SyntaxError[\s\S]*fixture-store/);
      expect(entryOf(id)).toMatchObject([{ status: 500, route: 'submit-form' }]);
    } finally {
      logged.mockRestore();
    }
  });

  it('logs a request whose client went away before the answer, as aborted with status 0', async () => {
    const connection = await RawConnection.open(testHost.host.url);
    const given = `gone-${randomUUID()}`;
    connection.write(
      `POST ${submitPath()} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=b\r\n` +
        `Content-Length: 1000\r\n${IDEMPOTENCY_HEADER}: ${randomUUID()}\r\nX-Request-Id: ${given}\r\nExpect: 100-continue\r\n\r\n`,
    );
    // The interim answer: the host has taken the request in.
    expect((await connection.nextAnswer()).status).toBe(100);
    connection.destroy();
    await expect.poll(() => entryOf(given)).toHaveLength(1);
    expect(entryOf(given)[0]).toMatchObject({ status: 0, aborted: true, bytes: null, route: 'submit-form' });
  });
});

describe('a host without a request log', () => {
  it('still gives every answer an id', async () => {
    const quiet = await startTestHost({ sitePort: undefined });
    try {
      const before = lines.length;
      const res = await rawRequest(quiet.host.url, '/healthz');
      expect(res.headers['x-request-id']).toMatch(UUID);
      expect(lines).toHaveLength(before);
    } finally {
      await quiet.stop();
    }
  });
});
