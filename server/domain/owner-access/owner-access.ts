import type { OwnerTokenStore } from '../../storage/owner-token-store.js';
import { ADMIN_TOKEN_NAME, allRightsPrincipal, tokenPrincipal, type OwnerPrincipal } from './owner-principal.js';
import { TOKEN_SECRET_PREFIX, hashTokenSecret, sameSecret } from './token-secret.js';

/** A token's last use is written at most once per this many ms. */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface OwnerAccess {
  /** The principal a bearer secret stands for; undefined for none, a wrong or a revoked one. */
  authenticate(bearer: string | undefined): Promise<OwnerPrincipal | undefined>;
  /** Whether the owner API is on: an `ADMIN_TOKEN` is configured or a live token exists. */
  isOn(): Promise<boolean>;
}

export interface OwnerAccessOptions {
  tokens: OwnerTokenStore;
  /** The configured `ADMIN_TOKEN`: every right, never stored. */
  adminToken: string | undefined;
  /** ms since the epoch. */
  now: () => number;
}

/**
 * Who may use the owner API. `ADMIN_TOKEN` is compared in constant time; a stored token is found
 * by the SHA-256 of its secret (an index lookup: the secret has 256 random bits, so nothing is
 * learnt from its timing).
 */
export function createOwnerAccess(options: OwnerAccessOptions): OwnerAccess {
  const { tokens, adminToken } = options;
  return {
    async authenticate(bearer) {
      if (bearer === undefined) return undefined;
      if (adminToken !== undefined && sameSecret(bearer, adminToken)) return allRightsPrincipal(ADMIN_TOKEN_NAME);
      if (!bearer.startsWith(TOKEN_SECRET_PREFIX)) return undefined;
      const token = await tokens.findLive(hashTokenSecret(bearer));
      if (token === undefined) return undefined;
      const now = options.now();
      await tokens.markUsed(token.id, new Date(now).toISOString(), new Date(now - LAST_USED_RESOLUTION_MS).toISOString());
      return tokenPrincipal(token);
    },
    async isOn() {
      return adminToken !== undefined || (await tokens.hasLive());
    },
  };
}
