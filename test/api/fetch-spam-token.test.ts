import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fetchChallenge } from '../../src/api/fetch-challenge';
import { fetchSpamToken } from '../../src/api/fetch-spam-token';
import { challengeUrl, DEFAULT_MIN_TOKEN_AGE_MS, spamTokenUrl } from '../../src/core/spam/spam-wire';
import { MOCK_HOST, useMockFormsHost } from './mock-forms-host';

const server = useMockFormsHost();
const TOKEN_URL = spamTokenUrl(MOCK_HOST, 123456, 'a1b2c3d4-0001-4000-8000-000000000001');
const CHALLENGE_URL = challengeUrl(MOCK_HOST, 123456, 'a1b2c3d4-0001-4000-8000-000000000001');

describe('fetchSpamToken', () => {
  it('answers the token of the host and the age it announced', async () => {
    server.use(http.get(TOKEN_URL, () => HttpResponse.json({ token: 'signed', minAgeMs: 300 })));
    expect(await fetchSpamToken(TOKEN_URL)).toEqual({ ok: true, value: { token: 'signed', minAgeMs: 300 } });
    server.use(http.get(TOKEN_URL, () => HttpResponse.json({ token: 'signed', minAgeMs: 0 })));
    expect(await fetchSpamToken(TOKEN_URL)).toEqual({ ok: true, value: { token: 'signed', minAgeMs: 0 } });
  });

  it('answers the default age for a host that announces none, or one it cannot use', async () => {
    for (const answer of [{ token: 'signed' }, { token: 'signed', minAgeMs: -1 }, { token: 'signed', minAgeMs: '300' }]) {
      server.use(http.get(TOKEN_URL, () => HttpResponse.json(answer)));
      expect(await fetchSpamToken(TOKEN_URL)).toEqual({ ok: true, value: { token: 'signed', minAgeMs: DEFAULT_MIN_TOKEN_AGE_MS } });
    }
  });

  it('answers an error for an answer without a token, or a refusal', async () => {
    server.use(http.get(TOKEN_URL, () => HttpResponse.json({ token: '' })));
    expect(await fetchSpamToken(TOKEN_URL)).toMatchObject({ ok: false, error: { kind: 'parse' } });
    server.use(http.get(TOKEN_URL, () => HttpResponse.json({ message: 'resource not found' }, { status: 404 })));
    expect(await fetchSpamToken(TOKEN_URL)).toMatchObject({ ok: false, error: { kind: 'http', status: 404 } });
  });
});

describe('fetchChallenge', () => {
  it('answers the challenge, or an error for one it cannot solve', async () => {
    const challenge = { algorithm: 'SHA-256', challenge: 'AB12', maxnumber: 10, salt: 's', signature: 'x' };
    server.use(http.get(CHALLENGE_URL, () => HttpResponse.json(challenge)));
    expect(await fetchChallenge(CHALLENGE_URL)).toEqual({ ok: true, value: { ...challenge, challenge: 'ab12' } });
    server.use(http.get(CHALLENGE_URL, () => HttpResponse.json({ ...challenge, algorithm: 'SHA-512' })));
    expect(await fetchChallenge(CHALLENGE_URL)).toMatchObject({ ok: false, error: { kind: 'parse' } });
  });
});
