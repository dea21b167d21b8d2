import { afterEach, describe, expect, it } from 'vitest';
import { retryUnanswered } from '../../../scripts/load/retry-unanswered';
import { embedWouldRetry, recordConfirmation, type LoadTally } from '../../../scripts/load/submission-load';
import { CONTACT_SUBMIT_PATH, LOAD_PORTAL_ID, MULTIPART_CONTENT_TYPE, submissionBody } from '../../../scripts/submission-body';
import { IDEMPOTENCY_HEADER } from '../../../src/core/submission/submit-wire';
import { storedRows } from '../../server/helpers/submissions';
import { startTestHost, type TestHost } from '../../server/helpers/test-host';

const hosts: TestHost[] = [];
afterEach(async () => {
  for (const host of hosts.splice(0)) await host.stop();
});

async function host(overrides: Parameters<typeof startTestHost>[0] = {}): Promise<TestHost> {
  const started = await startTestHost({ sitePort: undefined, ...overrides });
  hosts.push(started);
  return started;
}

function emptyTally(): LoadTally {
  return { sent: new Map(), confirmed: new Map(), retriedAnswers: 0, repeatsSent: 0, conversionMismatches: 0 };
}

describe('retryUnanswered: the visitors whose sends got no answer during the load', () => {
  it('sends each unanswered submission again under its key and body, until confirmed; a stored one keeps its first conversion id', async () => {
    const testHost = await host();
    const tally = emptyTally();
    for (const [n, key] of ['load_t-lost', 'load_t-stored-unanswered', 'load_t-confirmed'].entries()) tally.sent.set(key, { key, n });
    // Stored, but its answer never reached the load (its worker died after the commit).
    const first = await fetch(`${testHost.host.url}${CONTACT_SUBMIT_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': MULTIPART_CONTENT_TYPE, [IDEMPOTENCY_HEADER]: 'load_t-stored-unanswered' },
      body: submissionBody('load_t-stored-unanswered', 1),
    });
    const firstConversionId = ((await first.json()) as { conversionId: string }).conversionId;
    // Confirmed during the run: not sent again.
    const confirmed = await fetch(`${testHost.host.url}${CONTACT_SUBMIT_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': MULTIPART_CONTENT_TYPE, [IDEMPOTENCY_HEADER]: 'load_t-confirmed' },
      body: submissionBody('load_t-confirmed', 2),
    });
    recordConfirmation(tally, 'load_t-confirmed', await confirmed.text());

    expect(await retryUnanswered(testHost.host.url, tally)).toEqual({ resent: 2, confirmed: 2, givenUp: 0 });
    expect([...tally.confirmed.keys()].sort()).toEqual(['load_t-confirmed', 'load_t-lost', 'load_t-stored-unanswered']);
    expect(tally.confirmed.get('load_t-stored-unanswered')).toBe(firstConversionId);
    expect(tally.conversionMismatches).toBe(0);
    const rows = storedRows(testHost.dataDir);
    expect(rows.map((row) => row.idempotency_key).sort()).toEqual(['load_t-confirmed', 'load_t-lost', 'load_t-stored-unanswered']);
    // The body sent again is the first send's: the stored values are those of its number.
    expect(JSON.parse(rows.find((row) => row.idempotency_key === 'load_t-lost')!.values_json)).toMatchObject({ firstname: 'Ada 0' });
  });

  it('gives up on an answer the embed would not send again (a refusal), after one send', async () => {
    // The portal takes no page origin: every submission is refused with 403.
    const testHost = await host({ portalOrigins: { [LOAD_PORTAL_ID]: [] } });
    const tally = emptyTally();
    tally.sent.set('load_t-refused', { key: 'load_t-refused', n: 0 });
    expect(await retryUnanswered(testHost.host.url, tally)).toEqual({ resent: 1, confirmed: 0, givenUp: 1 });
    expect(tally.confirmed.size).toBe(0);
    expect(storedRows(testHost.dataDir)).toEqual([]);
  });
});

describe('the load tally', () => {
  it('retries what the embed retries: 429 and 5xx, not the other refusals', () => {
    expect([429, 500, 502, 503].map((status) => embedWouldRetry(status, '{}'))).toEqual([true, true, true, true]);
    expect([400, 403, 404, 413, 415].map((status) => embedWouldRetry(status, '{"formSubmissionError":"SUBMISSION_NOT_ALLOWED"}'))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(embedWouldRetry(503, 'not json')).toBe(true);
  });

  it("keeps a key's first conversion id and counts a later answer naming another", () => {
    const tally = emptyTally();
    recordConfirmation(tally, 'k', '{"conversionId":"first"}');
    recordConfirmation(tally, 'k', '{"conversionId":"first"}');
    expect(tally.conversionMismatches).toBe(0);
    recordConfirmation(tally, 'k', '{"conversionId":"other"}');
    expect(tally.confirmed.get('k')).toBe('first');
    expect(tally.conversionMismatches).toBe(1);
  });
});
