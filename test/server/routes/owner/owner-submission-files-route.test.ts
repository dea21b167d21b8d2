import { randomUUID } from 'node:crypto';
import { rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmitSuccessWire } from '../../../../src/core/submission/submit-wire.js';
import { openSubmissionStore, type StoredFile, type SubmissionStore } from '../../../../server/storage/submission-store.js';
import { STORAGE_BACKENDS } from '../../helpers/postgres.js';
import { ALL_FIELDS_VALUES, postSubmission, submissionBody } from '../../helpers/submissions.js';
import { FORMS, PORTAL_ID, makeTempDir, rawRequest, startTestHost, type TestHost } from '../../helpers/test-host.js';

const TOKEN = 'owner-token-9d2e7b41c0';

/** The uploads of one submission, in the order they are sent (and listed, and numbered). */
const UPLOADS = [
  { name: 'page.html', type: 'text/html', bytes: Buffer.from('<script>alert(document.cookie)</script>') },
  { name: 'logo.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
  { name: 'cv.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n', 'latin1') },
  { name: 'Résumé 履歴書.txt', type: 'text/plain', bytes: Buffer.from('plain text\n') },
  { name: 'pixel.png', type: 'image/png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255]) },
] as const;

function filePath(conversionId: string, index: number | string): string {
  return `/api/submissions/${conversionId}/files/${index}`;
}

describe.each(STORAGE_BACKENDS)('GET /api/submissions/{conversionId}/files/{n} on $name', (backend) => {
  let testHost: TestHost;
  let base: string;
  let conversionId: string;
  /** Another connection to the host's database, for rows no browser could send. */
  let writer: SubmissionStore;

  const ownerGet = (requestPath: string, token: string | null = TOKEN) =>
    rawRequest(base, requestPath, { headers: token === null ? {} : { Authorization: `Bearer ${token}` } });

  /** Stores a row with `files` as given, straight into the database: what a tampered row would say. */
  async function rowWithFiles(files: StoredFile[]): Promise<string> {
    const saved = await writer.saveOnce({
      idempotencyKey: randomUUID(), portalId: PORTAL_ID, formId: FORMS.allFields, values: {}, contextJson: null, files, pageUrl: null,
    });
    return saved.conversionId;
  }

  beforeAll(async () => {
    const database = await backend.migrated();
    testHost = await startTestHost({ sitePort: undefined, adminToken: TOKEN, ...database });
    base = testHost.host.url;
    writer = await openSubmissionStore({ dataDir: testHost.dataDir, ...database });
    const body = submissionBody(ALL_FIELDS_VALUES);
    for (const upload of UPLOADS) body.append('attachment', new Blob([upload.bytes], { type: upload.type }), upload.name);
    const res = await postSubmission(base, body, { key: randomUUID(), formId: FORMS.allFields });
    expect(res.status).toBe(200);
    conversionId = ((await res.json()) as SubmitSuccessWire).conversionId;
  });
  afterAll(async () => {
    await writer.close();
    await testHost.stop();
  });

  it('lists each file with its download URL in the owner API', async () => {
    const res = await ownerGet(`/api/submissions?portalId=${PORTAL_ID}&formId=${FORMS.allFields}`);
    const { submissions } = JSON.parse(res.text) as { submissions: { conversionId: string; files: Record<string, unknown>[] }[] };
    const listed = submissions.find((row) => row.conversionId === conversionId);
    expect(listed?.files.map(({ name, size, contentType, url }) => ({ name, size, contentType, url }))).toEqual(
      UPLOADS.map((upload, index) => ({ name: upload.name, size: upload.bytes.length, contentType: upload.type, url: filePath(conversionId, index) })),
    );
  });

  it('serves the exact bytes as an attachment, with these headers and no others of its own', async () => {
    const res = await ownerGet(filePath(conversionId, 2));
    expect(res.status).toBe(200);
    expect(res.body.equals(UPLOADS[2].bytes)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`,
      'content-length': String(UPLOADS[2].bytes.length),
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'cache-control': 'no-store',
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each([
    ['an HTML page', 0],
    ['an SVG image (it can hold script)', 1],
    ['a text file', 3],
  ])('serves %s as application/octet-stream', async (_name, index) => {
    const res = await ownerGet(filePath(conversionId, index));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.body.equals(UPLOADS[index]!.bytes)).toBe(true);
  });

  it('serves a PNG as image/png', async () => {
    const res = await ownerGet(filePath(conversionId, 4));
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.body.equals(UPLOADS[4].bytes)).toBe(true);
  });

  it('names an uploaded file with non-ASCII letters in UTF-8 (RFC 5987), with an ASCII fallback', async () => {
    const res = await ownerGet(filePath(conversionId, 3));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ ___.txt"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%E5%B1%A5%E6%AD%B4%E6%9B%B8.txt`,
    );
  });

  it('names a file with quotes, a backslash and a line break without breaking the header', async () => {
    const uploaded = (await writer.findByConversionId(conversionId))!.files[3]!;
    const row = await rowWithFiles([{ ...uploaded, name: 'Say "hi"\\\r\nSet-Cookie: x=1 (1)*\'.txt' }]);
    const res = await ownerGet(filePath(row, 0));
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Say _hi__Set-Cookie: x=1 (1)*'.txt"; filename*=UTF-8''Say%20%22hi%22%5CSet-Cookie%3A%20x%3D1%20%281%29%2A%27.txt`,
    );
    expect(res.body.equals(UPLOADS[3].bytes)).toBe(true);
  });

  it.each([
    ['no', null],
    ['a wrong', `${TOKEN}x`],
  ])('answers 401 with %s token, and sends no byte of the file', async (_name, token) => {
    const res = await ownerGet(filePath(conversionId, 2), token);
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer\b/);
    expect(res.body.includes(UPLOADS[2].bytes)).toBe(false);
  });

  it('answers 404 naming an unknown conversion id', async () => {
    const unknown = randomUUID();
    const res = await ownerGet(filePath(unknown, 0));
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toEqual({ status: 'error', message: `no submission has conversion id "${unknown}"` });
  });

  it('answers 404 naming an index past the last file', async () => {
    const res = await ownerGet(filePath(conversionId, UPLOADS.length));
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toEqual({
      status: 'error',
      message: `submission "${conversionId}" has no file ${UPLOADS.length} (it has ${UPLOADS.length})`,
    });
  });

  it.each(['x', '-1', '1.5', '1e2', '%20', '9999999999'])('answers 400 for the index %j', async (index) => {
    const res = await ownerGet(filePath(conversionId, index));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toMatchObject({ status: 'error', message: expect.stringContaining('must be a whole number from 0') as unknown });
  });

  it('answers 404 naming a file that is gone from DATA_DIR, and keeps serving', async () => {
    const gone = await rowWithFiles([{ field: 'attachment', name: 'lost.pdf', size: 3, contentType: 'application/pdf', path: `uploads/${randomUUID()}/1-lost.pdf` }]);
    const res = await ownerGet(filePath(gone, 0));
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toEqual({ status: 'error', message: `file 0 ("lost.pdf") of submission "${gone}" is missing from the host's storage` });
    expect((await ownerGet(filePath(conversionId, 2))).status).toBe(200);
  });

  it('never reads outside DATA_DIR, whatever path a row records', async () => {
    const outside = await makeTempDir('outside');
    const secret = path.join(outside, 'secret.txt');
    await writeFile(secret, 'top secret');
    const link = path.join(testHost.dataDir, 'uploads', 'link-out.txt');
    await symlink(secret, link);
    try {
      const relativeOut = path.relative(testHost.dataDir, secret);
      const paths = [relativeOut, secret, `uploads/../${relativeOut}`, 'uploads/link-out.txt', '', '.', 'uploads'];
      const row = await rowWithFiles(paths.map((recorded) => ({ field: 'attachment', name: 'x.txt', size: 10, contentType: 'text/plain', path: recorded })));
      for (const [index, recorded] of paths.entries()) {
        const res = await ownerGet(filePath(row, index));
        expect(res.status, recorded).toBe(404);
        expect(res.text, recorded).not.toContain('top secret');
      }
    } finally {
      await rm(outside, { recursive: true, force: true });
      await rm(link, { force: true });
    }
  });

  it('answers a conversion id with dots and slashes in it as unknown, never as a path', async () => {
    for (const id of ['..%2F..%2Fetc%2Fpasswd', '..', '%2e%2e']) {
      const res = await ownerGet(filePath(id, 0));
      expect(res.status, id).toBe(404);
      expect(JSON.parse(res.text), id).toMatchObject({ status: 'error', message: expect.stringContaining('no submission has conversion id') as unknown });
    }
  });
});

describe('GET /api/submissions/{conversionId}/files/{n} without a configured owner token', () => {
  let testHost: TestHost;
  beforeAll(async () => {
    testHost = await startTestHost({ sitePort: undefined });
  });
  afterAll(() => testHost.stop());

  it('answers as the other owner routes do, and serves nothing', async () => {
    const files = await rawRequest(testHost.host.url, filePath(randomUUID(), 0), { headers: { Authorization: 'Bearer anything' } });
    const list = await rawRequest(testHost.host.url, `/api/submissions?portalId=${PORTAL_ID}&formId=${FORMS.allFields}`, { headers: { Authorization: 'Bearer anything' } });
    expect(files.status).toBeGreaterThanOrEqual(400);
    expect(files.status).toBe(list.status);
    expect(files.text).toBe(list.text);
  });
});
