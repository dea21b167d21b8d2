import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { rm } from 'node:fs/promises';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkEmail } from '../../../src/api/check-email.js';
import { submitForm } from '../../../src/api/submit-form.js';
import { judgeFailure } from '../../../src/core/submission/submission-outcome.js';
import type { FormsHostOptions } from '../../../server/host-options.js';
import { databaseRateLimitStore } from '../../../server/http/rate-limit.js';
import type { RateLimitCounter } from '../../../server/storage/rate-limit-counter.js';
import { DATABASE_FILE_NAME } from '../../../server/storage/submission-store.js';
import {
  CONTACT_VALUES,
  CONTEXT,
  nativeSubmissionBody,
  postedBy,
  postSubmission,
  storedRows,
  submissionBody,
} from '../helpers/submissions.js';
import { FORMS, PORTAL_ID, makeTempDir, startTestHost, type TestHost } from '../helpers/test-host.js';

/** A window boundary: a test that starts here knows how many seconds its window has left. */
const WINDOW_START = Date.UTC(2030, 0, 1, 12, 0, 0);
const LIMIT = { limit: 3, windowSeconds: 60 };

/** A clock the tests move instead of waiting. */
function testClock() {
  let now = WINDOW_START;
  return {
    now: () => now,
    /** Moves to `seconds` into the next window and answers its start. */
    nextWindow(seconds = 0): number {
      now = (Math.floor(now / 60_000) + 1) * 60_000 + seconds * 1000;
      return now;
    },
  };
}

const hosts: TestHost[] = [];
async function hostWith(overrides: Partial<FormsHostOptions>): Promise<TestHost> {
  const host = await startTestHost({ sitePort: undefined, ...overrides });
  hosts.push(host);
  return host;
}
afterAll(async () => {
  for (const host of hosts.splice(0)) await host.stop();
});

const submitFrom = (base: string, client: string | undefined, key: string = randomUUID()) =>
  postSubmission(base, submissionBody(), { key, headers: client === undefined ? {} : { 'X-Forwarded-For': client } });

/** The embed's own submit call, as a visitor's browser sends it. */
const embedSubmit = (base: string, key: string) =>
  submitForm({
    submissionsHost: base,
    portalId: PORTAL_ID,
    formGuid: FORMS.contact,
    values: Object.entries(CONTACT_VALUES).map(([name, value]) => ({ name, value })),
    files: [],
    hsContext: CONTEXT,
    idempotencyKey: key,
  });

const keysStored = (dataDir: string) => new Set(storedRows(dataDir).map((row) => row.idempotency_key));

describe('the submit limit (behind a trusted proxy)', () => {
  let testHost: TestHost;
  const clock = testClock();

  beforeAll(async () => {
    testHost = await hostWith({ submitRateLimit: LIMIT, trustProxy: true, clock: clock.now });
  });

  it('refuses the send after the limit with 429, Retry-After, TOO_MANY_REQUESTS, and stores nothing for it', async () => {
    clock.nextWindow(15);
    const client = '203.0.113.10';
    for (let send = 0; send < LIMIT.limit; send += 1) expect((await submitFrom(testHost.host.url, client)).status).toBe(200);
    const key = randomUUID();
    const refused = await submitFrom(testHost.host.url, client, key);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    // Cross-origin, the embed only sees Retry-After because it is exposed.
    expect(refused.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
    expect(await refused.json()).toEqual({ formSubmissionError: 'TOO_MANY_REQUESTS' });
    expect(keysStored(testHost.dataDir).has(key)).toBe(false);
  });

  it('answers what the embed reads as TOO_MANY_REQUESTS, worth sending again after Retry-After', async () => {
    // The embed's call sends no X-Forwarded-For: its client is the socket peer (127.0.0.1).
    const seconds = 50;
    clock.nextWindow(60 - seconds);
    for (let send = 0; send < LIMIT.limit; send += 1) expect((await embedSubmit(testHost.host.url, randomUUID())).ok).toBe(true);
    const result = await embedSubmit(testHost.host.url, randomUUID());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const verdict = judgeFailure(result.error, { captchaInUse: false });
    expect(verdict).toMatchObject({ retry: true, retryAfterMs: seconds * 1000, code: 'TOO_MANY_REQUESTS' });
  });

  it('leaves another client alone, and lets the client in again in the next window', async () => {
    clock.nextWindow(1);
    for (let send = 0; send < LIMIT.limit; send += 1) await submitFrom(testHost.host.url, '203.0.113.20');
    expect((await submitFrom(testHost.host.url, '203.0.113.20')).status).toBe(429);
    expect((await submitFrom(testHost.host.url, '203.0.113.21')).status).toBe(200);
    clock.nextWindow();
    const key = randomUUID();
    expect((await submitFrom(testHost.host.url, '203.0.113.20', key)).status).toBe(200);
    expect(keysStored(testHost.dataDir).has(key)).toBe(true);
  });

  it('counts an IPv6 client by its /64', async () => {
    clock.nextWindow(1);
    for (let send = 0; send < LIMIT.limit; send += 1) {
      expect((await submitFrom(testHost.host.url, `2001:db8:7:7::${send + 1}`)).status).toBe(200);
    }
    expect((await submitFrom(testHost.host.url, '2001:db8:7:7:ffff::1')).status).toBe(429);
    expect((await submitFrom(testHost.host.url, '2001:db8:7:8::1')).status).toBe(200);
  });

  it('answers a native post over the limit with the result page, status 429 and TOO_MANY_REQUESTS', async () => {
    clock.nextWindow(1);
    for (let send = 0; send < LIMIT.limit; send += 1) await submitFrom(testHost.host.url, '203.0.113.30');
    const key = randomUUID();
    const res = await postSubmission(testHost.host.url, nativeSubmissionBody(key), { headers: { 'X-Forwarded-For': '203.0.113.30' } });
    expect(res.status).toBe(200);
    const [posted] = postedBy(await res.text());
    expect(posted?.message).toMatchObject({ accepted: false, status: 429, formSubmissionError: 'TOO_MANY_REQUESTS' });
    expect(keysStored(testHost.dataDir).has(key)).toBe(false);
  });
});

describe('the submit limit without a trusted proxy', () => {
  it('ignores X-Forwarded-For: a client that forges it is still counted by its socket', async () => {
    const clock = testClock();
    const testHost = await hostWith({ submitRateLimit: LIMIT, clock: clock.now });
    for (let send = 0; send < LIMIT.limit; send += 1) {
      expect((await submitFrom(testHost.host.url, `203.0.113.${40 + send}`)).status).toBe(200);
    }
    expect((await submitFrom(testHost.host.url, '203.0.113.99')).status).toBe(429);
  });
});

describe('the email check limit', () => {
  it('refuses the check after the limit with 429 and Retry-After, which the embed takes as no verdict; the next window checks again', async () => {
    const clock = testClock();
    const testHost = await hostWith({ emailCheckRateLimit: LIMIT, clock: clock.now });
    clock.nextWindow(30);
    const check = () =>
      checkEmail({ formsHost: testHost.host.url, portalId: PORTAL_ID, formId: FORMS.contact, email: 'ada@example.com', includeFreemailSuggestions: false });
    for (let send = 0; send < LIMIT.limit; send += 1) expect((await check()).ok).toBe(true);
    const refused = await fetch(`${testHost.host.url}/emailcheck/v1/json-ext?portalId=${PORTAL_ID}`, { method: 'POST', body: 'ada@example.com' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toMatchObject({ status: 'error', errorType: 'RATE_LIMIT_EXCEEDED' });
    // What the embed's call makes of it: a failed call (the field shows no verdict), not an answer.
    expect(await check()).toMatchObject({ ok: false, error: { kind: 'http', status: 429, retryAfterMs: 30_000 } });
    clock.nextWindow();
    expect(await check()).toMatchObject({ ok: true, value: { success: true } });
  });

  it('counts apart from the submit limit', async () => {
    const clock = testClock();
    const testHost = await hostWith({ emailCheckRateLimit: LIMIT, submitRateLimit: LIMIT, clock: clock.now });
    for (let send = 0; send < LIMIT.limit; send += 1) await fetch(`${testHost.host.url}/emailcheck/v1/json-ext?portalId=${PORTAL_ID}`, { method: 'POST', body: 'ada@example.com' });
    expect((await submitFrom(testHost.host.url, undefined)).status).toBe(200);
  });
});

describe('hosts over one database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await makeTempDir('shared-limit');
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('share the count: no host keeps one of its own', async () => {
    const clock = testClock();
    const [first, second] = [await hostWith({ dataDir, submitRateLimit: LIMIT, clock: clock.now }), await hostWith({ dataDir, submitRateLimit: LIMIT, clock: clock.now })];
    if (!first || !second) throw new Error('two hosts expected');
    expect((await submitFrom(first.host.url, undefined)).status).toBe(200);
    expect((await submitFrom(second.host.url, undefined)).status).toBe(200);
    expect((await submitFrom(first.host.url, undefined)).status).toBe(200);
    expect((await submitFrom(second.host.url, undefined)).status).toBe(429);
    expect((await submitFrom(first.host.url, undefined)).status).toBe(429);
  });
});

describe('a limiter that cannot count', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lets the submission through and logs the failure with the request id', async () => {
    const testHost = await hostWith({ submitRateLimit: { limit: 1, windowSeconds: 60 } });
    // The counters' table is gone: every count fails.
    const database = new Database(path.join(testHost.dataDir, DATABASE_FILE_NAME));
    database.exec('DROP TABLE rate_limit_windows');
    database.close();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const keys = [randomUUID(), randomUUID()];
    // Only the counting's failures: the host's other work (its outbox dispatcher) may log too.
    const countingFailures = () => logged.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('rate_limit_windows'));
    for (const key of keys) {
      const res = await submitFrom(testHost.host.url, undefined, key);
      expect(res.status).toBe(200);
      const line = JSON.parse(countingFailures().at(-1) ?? '{}') as Record<string, unknown>;
      expect(line).toMatchObject({ level: 'error', requestId: res.headers.get('x-request-id'), method: 'POST' });
      expect(line.message).toMatch(/rate_limit_windows/);
    }
    expect(countingFailures()).toHaveLength(2);
    const stored = keysStored(testHost.dataDir);
    expect(keys.every((key) => stored.has(key))).toBe(true);
  });
});

describe('the store on the database', () => {
  it("prunes the bucket's older windows on one request in 100", async () => {
    const pruned: Array<[string, number]> = [];
    const counter: RateLimitCounter = {
      hit: () => Promise.resolve(1),
      prune: (bucket, windowStart) => {
        pruned.push([bucket, windowStart]);
        return Promise.resolve();
      },
    };
    const Store = databaseRateLimitStore(counter, () => WINDOW_START + 5_000);
    const store = new Store({}).child({ bucket: 'submit' });
    const count = () => new Promise<void>((resolve) => store.incr('198.51.100.7', () => resolve(), LIMIT.windowSeconds * 1000));
    for (let request = 0; request < 99; request += 1) await count();
    expect(pruned).toEqual([]);
    await count();
    expect(pruned).toEqual([['submit', WINDOW_START]]);
  });
});
