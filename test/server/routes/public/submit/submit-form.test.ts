import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../../../src/core/submission/submit-wire.js';
import { RawConnection } from '../../../helpers/raw-connection.js';
import { ALL_FIELDS_VALUES, nativeSubmissionBody, NATIVE_PAGE_ORIGIN, postedBy, postSubmission, storedRows, submissionBody, submitPath } from '../../../helpers/submissions.js';
import { FORMS, startTestHost, type TestHost } from '../../../helpers/test-host.js';

/** Files under DATA_DIR/uploads/.incoming, where uploads wait until their submission is stored. */
async function stagedFiles(dataDir: string): Promise<string[]> {
  const entries = await readdir(path.join(dataDir, 'uploads', '.incoming'), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('the submit rate limit (SUBMIT_RATE_LIMIT)', () => {
  let limited: TestHost;

  beforeAll(async () => {
    // The host's clock stands still: the limit's windows are aligned on the clock, and three sends
    // that straddled a minute's end would be counted in two windows.
    const now = Date.now();
    limited = await startTestHost({ sitePort: undefined, submitRateLimit: { limit: 1, windowSeconds: 60 }, clock: () => now });
  });
  afterAll(() => limited.stop());

  it('answers a send over the limit 429 TOO_MANY_REQUESTS with Retry-After, a native post with its result page, storing nothing', async () => {
    expect((await postSubmission(limited.host.url, submissionBody(), { key: randomUUID() })).status).toBe(200);

    const key = randomUUID();
    const refused = await postSubmission(limited.host.url, submissionBody(), { key });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ formSubmissionError: 'TOO_MANY_REQUESTS' });

    const nativeKey = randomUUID();
    const native = await postSubmission(limited.host.url, nativeSubmissionBody(nativeKey));
    expect(native.status).toBe(200);
    expect(postedBy(await native.text())).toEqual([
      {
        targetOrigin: NATIVE_PAGE_ORIGIN,
        message: expect.objectContaining({ accepted: false, status: 429, formSubmissionError: 'TOO_MANY_REQUESTS' }) as unknown,
      },
    ]);
    const keys = storedRows(limited.dataDir).map((row) => row.idempotency_key);
    expect(keys).not.toContain(key);
    expect(keys).not.toContain(nativeKey);
  });
});

describe('a submission sent with Expect: 100-continue', () => {
  let capped: TestHost;
  const MAX_BYTES = 16 * 1024;

  beforeAll(async () => {
    capped = await startTestHost({ sitePort: undefined, maxSubmissionBytes: MAX_BYTES });
  });
  afterAll(() => capped.stop());

  it('is refused 413 by its Content-Length alone, before any of its body is sent', async () => {
    const connection = await RawConnection.open(capped.host.url);
    try {
      connection.write(
        `POST ${submitPath()} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=b\r\n` +
          `Content-Length: ${MAX_BYTES + 1}\r\n${IDEMPOTENCY_HEADER}: ${randomUUID()}\r\nExpect: 100-continue\r\n\r\n`,
      );
      let answer = await connection.nextAnswer();
      if (answer.status === 100) answer = await connection.nextAnswer();
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 'error', message: expect.stringMatching(/Content-Length is 16,385$/) as unknown });
    } finally {
      connection.destroy();
    }
  });
});

describe('the submit route on a host without limits', () => {
  let own: TestHost;

  beforeAll(async () => {
    own = await startTestHost({ sitePort: undefined });
  });
  afterAll(() => own.stop());

  it('takes the submit path with a trailing slash too', async () => {
    const key = randomUUID();
    const res = await fetch(`${own.host.url}${submitPath()}/`, { method: 'POST', body: submissionBody(), headers: { [IDEMPOTENCY_HEADER]: key } });
    expect(res.status).toBe(200);
    expect(storedRows(own.dataDir).map((row) => row.idempotency_key)).toEqual([key]);
  });

  it('leaves no staged file and no row of a client that goes away in the middle of an upload', async () => {
    const boundary = 'gone-boundary';
    const values = Object.entries(ALL_FIELDS_VALUES).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const head = `${values.join('')}--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n${'x'.repeat(4096)}`;
    const key = randomUUID();
    const connection = await RawConnection.open(own.host.url);
    connection.write(
      `POST ${submitPath(FORMS.allFields)} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${head.length + 100_000}\r\n${IDEMPOTENCY_HEADER}: ${key}\r\n\r\n${head}`,
    );
    await expect.poll(() => stagedFiles(own.dataDir), { timeout: 5_000, interval: 20 }).toEqual(['1-cv.pdf']);
    connection.destroy();
    await expect.poll(() => stagedFiles(own.dataDir), { timeout: 5_000, interval: 20 }).toEqual([]);
    expect(storedRows(own.dataDir).filter((row) => row.idempotency_key === key)).toEqual([]);
  });
});
