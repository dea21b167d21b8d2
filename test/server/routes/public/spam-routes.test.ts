import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPAM_TOKEN_FIELD, challengeUrl, spamTokenUrl, type SpamTokenWire } from '../../../../src/core/spam/spam-wire.js';
import { CHALLENGE_MAX_NUMBER } from '../../../../server/domain/spam/proof-of-work.js';
import { timeTokens } from '../../../../server/domain/spam/time-token.js';
import { FORMS, PORTAL_ID, definitionPath, rawRequest, startTestHost, type TestHost } from '../../helpers/test-host.js';
import { TEST_SPAM_TOKEN_SECRET } from '../../helpers/spam-tokens.js';
import { postSubmission, storedRows, submissionBody } from '../../helpers/submissions.js';

const OTHER_SITE = 'https://www.site-owner.example';
const NOW = Date.UTC(2026, 2, 10, 12);

let testHost: TestHost;
beforeAll(async () => {
  testHost = await startTestHost({ sitePort: undefined, spamClock: () => NOW });
});
afterAll(() => testHost.stop());

const pathOf = (url: string) => url.slice(testHost.host.url.length);
const routes = [
  { name: 'spam-token', path: (portalId: string, formId: string) => pathOf(spamTokenUrl(testHost.host.url, portalId, formId)) },
  { name: 'challenge', path: (portalId: string, formId: string) => pathOf(challengeUrl(testHost.host.url, portalId, formId)) },
];

describe('GET …/spam-token', () => {
  it('answers a time token for the form, issued now, and the age it must reach (2 s by default), uncached, to a page of any site', async () => {
    const res = await rawRequest(testHost.host.url, pathOf(spamTokenUrl(testHost.host.url, PORTAL_ID, FORMS.contact)), { headers: { origin: OTHER_SITE } });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['access-control-allow-origin']).toBe(OTHER_SITE);
    const { token, minAgeMs } = JSON.parse(res.text) as SpamTokenWire;
    expect(minAgeMs).toBe(2_000);
    const tokens = timeTokens(Buffer.from(TEST_SPAM_TOKEN_SECRET));
    expect(tokens.verify(token, FORMS.contact, NOW + 2_000)).toMatchObject({ ok: true });
    expect(tokens.verify(token, FORMS.contact, NOW + 1_999)).toMatchObject({ ok: false, reason: 'sent sooner than 2 s after the form showed' });
  });

  it('is never part of the definition answer', async () => {
    const definition = await rawRequest(testHost.host.url, definitionPath(FORMS.contact));
    expect(definition.status).toBe(200);
    expect(definition.text).not.toMatch(/hs_form_token|"token"/);
  });
});

describe('a host whose time tokens must be 300 ms old (SPAM_TOKEN_MIN_AGE_MS)', () => {
  let clock = NOW;
  let shorter: TestHost;
  beforeAll(async () => {
    shorter = await startTestHost({ sitePort: undefined, spamTokenMinAgeMs: 300, spamClock: () => clock });
  });
  afterAll(() => shorter.stop());

  const issued = async () => JSON.parse((await rawRequest(shorter.host.url, `/embed/v3/form/${PORTAL_ID}/${FORMS.contact}/spam-token`)).text) as SpamTokenWire;
  const sendWith = async (token: string, key: string) => {
    const body = submissionBody();
    body.append(SPAM_TOKEN_FIELD, token);
    expect((await postSubmission(shorter.host.url, body, { key })).status).toBe(200);
  };

  it('announces that age with each token', async () => {
    expect(await issued()).toEqual({ token: expect.any(String) as string, minAgeMs: 300 });
  });

  it('admits a lead with a token 300 ms old, and stores one sent sooner as spam, saying so', async () => {
    clock = NOW;
    const [young, aged] = [await issued(), await issued()];
    clock = NOW + 299;
    await sendWith(young.token, 'sent-at-299-ms');
    clock = NOW + 300;
    await sendWith(aged.token, 'sent-at-300-ms');
    expect(storedRows(shorter.dataDir).map((row) => ({ key: row.idempotency_key, spam: row.spam, reason: row.spam_reason }))).toEqual([
      { key: 'sent-at-299-ms', spam: 1, reason: 'sent sooner than 0.3 s after the form showed' },
      { key: 'sent-at-300-ms', spam: 0, reason: null },
    ]);
  });
});

describe('GET …/challenge', () => {
  it('answers an ALTCHA challenge, uncached, to a page of any site', async () => {
    const res = await rawRequest(testHost.host.url, pathOf(challengeUrl(testHost.host.url, PORTAL_ID, FORMS.contact)), { headers: { origin: OTHER_SITE } });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['access-control-allow-origin']).toBe(OTHER_SITE);
    expect(JSON.parse(res.text)).toEqual({
      algorithm: 'SHA-256',
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: CHALLENGE_MAX_NUMBER,
      salt: expect.stringContaining('?expires='),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });
});

describe.each(routes)('GET …/$name', (route) => {
  it('refuses bad ids with a 400 naming them', async () => {
    const badPortal = await rawRequest(testHost.host.url, route.path('12a', FORMS.contact));
    expect(badPortal.status).toBe(400);
    expect(JSON.parse(badPortal.text)).toMatchObject({ errorType: 'INVALID_PORTAL_ID' });
    const badGuid = await rawRequest(testHost.host.url, route.path(PORTAL_ID, 'not-a-guid'));
    expect(badGuid.status).toBe(400);
    expect(JSON.parse(badGuid.text)).toMatchObject({ errorType: 'INVALID_FORM_GUID' });
    // Percent-encoded digits are no portal id.
    expect((await rawRequest(testHost.host.url, route.path('%31%32', FORMS.contact))).status).toBe(400);
  });

  it('answers 404 for a form the host does not take submissions for', async () => {
    for (const formId of [FORMS.notFound, FORMS.unpublished]) {
      const res = await rawRequest(testHost.host.url, route.path(PORTAL_ID, formId));
      expect(res.status).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await rawRequest(testHost.host.url, route.path('999', FORMS.contact))).status).toBe(404);
  });

  it('answers a preflight from another site', async () => {
    const res = await rawRequest(testHost.host.url, route.path(PORTAL_ID, FORMS.contact), {
      method: 'OPTIONS',
      headers: { origin: OTHER_SITE, 'access-control-request-method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(OTHER_SITE);
  });
});

describe('the spam secret of a host without SPAM_TOKEN_SECRET', () => {
  it('is made at first start and kept: a token issued before a restart admits a lead after it', async () => {
    const first = await startTestHost({ sitePort: undefined, spamTokenSecret: undefined, spamClock: () => NOW });
    try {
      const issued = await rawRequest(first.host.url, `/embed/v3/form/${PORTAL_ID}/${FORMS.contact}/spam-token`);
      const { token } = JSON.parse(issued.text) as { token: string };
      // Not the test hosts' shared secret: the host made its own.
      expect(timeTokens(Buffer.from(TEST_SPAM_TOKEN_SECRET)).verify(token, FORMS.contact, NOW + 5_000)).toMatchObject({ ok: false });
      await first.host.close();
      const restarted = await startTestHost({ sitePort: undefined, spamTokenSecret: undefined, spamClock: () => NOW + 5_000, dataDir: first.dataDir });
      try {
        const body = submissionBody();
        body.append(SPAM_TOKEN_FIELD, token);
        expect((await postSubmission(restarted.host.url, body, { key: 'after-restart' })).status).toBe(200);
        expect(storedRows(first.dataDir).map((row) => ({ key: row.idempotency_key, spam: row.spam, reason: row.spam_reason }))).toEqual([
          { key: 'after-restart', spam: 0, reason: null },
        ]);
      } finally {
        await restarted.stop();
      }
    } finally {
      await first.stop();
    }
  });
});
