import { writeFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORMS, PORTAL_ID, definitionPath, makeTempDir, rawRequest, startTestHost, type TestHost,
} from './helpers/test-host.js';

let testHost: TestHost;
let base: string;

beforeAll(async () => {
  testHost = await startTestHost();
  base = testHost.host.url;
});
afterAll(() => testHost.stop());

// One row per line of the definition-load table of spec section 8.
const ERROR_TABLE = [
  { name: 'not found', formId: FORMS.notFound, status: 404, marker: 'resource not found' },
  { name: 'invalid form id', formId: FORMS.invalidGuid, status: 400, marker: 'form guid' },
  { name: 'unsupported type', formId: FORMS.notEmbeddable, status: 400, marker: 'you cannot embed this type of form' },
  { name: 'bot block', formId: FORMS.bot, status: 400, marker: 'IP_ADDRESS_IS_PROBABLY_A_BOT' },
  { name: 'period ended', formId: FORMS.periodEnded, status: 400, marker: 'SUBMISSION_PERIOD_ENDED' },
  { name: 'rate limited', formId: FORMS.rateLimited, status: 429, marker: 'RATE_LIMIT_EXCEEDED' },
] as const;

const KNOWN_MARKERS = ERROR_TABLE.map((row) => row.marker);

describe('error-table fixtures', () => {
  it.each(ERROR_TABLE)('$name: answers $status with "$marker" in the body', async ({ formId, status, marker }) => {
    const res = await fetch(`${base}${definitionPath(formId)}`);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await res.text();
    expect(text).toContain(marker);
    expect(JSON.parse(text)).toMatchObject({ status: 'error' });
  });

  it('the 500 fixture carries no known marker, so the embed falls back', async () => {
    const res = await fetch(`${base}${definitionPath(FORMS.bothFail)}`);
    expect(res.status).toBe(500);
    const text = await res.text();
    for (const marker of KNOWN_MARKERS) expect(text).not.toContain(marker);
  });

  it('answers the same directive on /draft', async () => {
    const res = await fetch(`${base}${definitionPath(FORMS.bot, '/draft')}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('IP_ADDRESS_IS_PROBABLY_A_BOT');
  });
});

describe('slow and hanging fixtures', () => {
  it('the slow fixture has not answered after 300 ms; the host stays healthy after the client gives up', async () => {
    await expect(
      fetch(`${base}${definitionPath(FORMS.slow)}`, { signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow();
    const res = await fetch(`${base}${definitionPath(FORMS.contact)}`);
    expect(res.status).toBe(200);
  });

  it('the hanging fixture never answers until the client gives up', async () => {
    await expect(
      fetch(`${base}${definitionPath(FORMS.hanging)}`, { signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow();
    const res = await fetch(`${base}${definitionPath(FORMS.contact)}`);
    expect(res.status).toBe(200);
  });

  it('close() does not wait for slow or hanging requests', async () => {
    const own = await startTestHost();
    const pending = [FORMS.slow, FORMS.hanging].map((id) =>
      rawRequest(own.host.url, definitionPath(id)).catch((error: unknown) => error),
    );
    // Let both requests reach the host before closing it.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const started = Date.now();
    await own.stop();
    expect(Date.now() - started).toBeLessThan(2000);
    const outcomes = await Promise.all(pending);
    for (const outcome of outcomes) expect(outcome).toBeInstanceOf(Error);
  });

  it('answers a delayed directive after its delay', async () => {
    const formsDir = await makeTempDir('forms');
    const id = 'a1b2c3d4-d0d0-4000-8000-000000000001';
    await mkdir(path.join(formsDir, PORTAL_ID));
    await writeFile(
      path.join(formsDir, PORTAL_ID, `${id}.json`),
      JSON.stringify({ __respond: { status: 503, body: { status: 'error', message: 'later' }, delayMs: 200 } }),
    );
    const own = await startTestHost({ formsDir });
    try {
      const started = Date.now();
      const res = await fetch(`${own.host.url}${definitionPath(id)}`);
      expect(Date.now() - started).toBeGreaterThanOrEqual(180);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'error', message: 'later' });
    } finally {
      await own.stop();
      await rm(formsDir, { recursive: true, force: true });
    }
  });
});
