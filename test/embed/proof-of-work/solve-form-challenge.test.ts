import { createChallenge, verifySolution } from 'altcha-lib';
import { http, HttpResponse } from 'msw';
import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { challengeUrl } from '../../../src/core/spam/spam-wire';
import { solveFormChallenge } from '../../../src/embed/proof-of-work/solve-form-challenge';
import { MOCK_HOST, useMockFormsHost } from '../../api/mock-forms-host';

const server = useMockFormsHost();
const CHALLENGE_URL = challengeUrl(MOCK_HOST, 123456, 'a1b2c3d4-0001-4000-8000-000000000001');
const HMAC_KEY = 'host key';

/** A window as solveFormChallenge reads it: a secure context with the browser's crypto, or a plain-http page without. */
const pageWindow = (secure: boolean) => ({ isSecureContext: secure, crypto: secure ? webcrypto : {}, MessageChannel }) as unknown as Window;

describe('solveFormChallenge', () => {
  it.each([
    ['with the browser crypto on a secure page', true],
    ['with the JavaScript SHA-256 on a plain-http page', false],
  ])('answers a payload the host verifies with altcha-lib, %s', async (_, secure) => {
    const challenge = await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 3000 });
    server.use(http.get(CHALLENGE_URL, () => HttpResponse.json(challenge)));
    const payload = await solveFormChallenge(pageWindow(secure), CHALLENGE_URL);
    expect(payload).toBeDefined();
    expect(await verifySolution(payload!, HMAC_KEY)).toBe(true);
  });

  it('answers nothing when the host gives no challenge', async () => {
    server.use(http.get(CHALLENGE_URL, () => HttpResponse.json({ message: 'resource not found' }, { status: 404 })));
    expect(await solveFormChallenge(pageWindow(true), CHALLENGE_URL)).toBeUndefined();
  });
});
