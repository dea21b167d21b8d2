import { err, ok, type Result } from '../core/result';
import { readChallenge, type ProofOfWorkChallenge } from '../core/spam/proof-of-work';
import { requestJson, type ApiError } from './request-json';
import { SPAM_TOKEN_TIMEOUT_MS } from './fetch-spam-token';

/**
 * `GET {formsHost}/embed/v3/form/{portalId}/{formGuid}/challenge` (`core/spam/spam-wire.ts`):
 * an ALTCHA challenge from the forms host itself (no third party). Never throws.
 */
export async function fetchChallenge(url: string, signal?: AbortSignal): Promise<Result<ProofOfWorkChallenge, ApiError>> {
  const response = await requestJson(url, { timeoutMs: SPAM_TOKEN_TIMEOUT_MS, signal });
  if (!response.ok) return response;
  const challenge = readChallenge(response.value.json);
  return challenge ? ok(challenge) : err({ kind: 'parse', status: response.value.status, message: 'expected an ALTCHA SHA-256 challenge' });
}
