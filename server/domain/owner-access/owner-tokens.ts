import { isPortalId } from '../../../src/core/form-ids.js';
import type { OwnerToken, OwnerTokenStore, TokenPortals } from '../../storage/owner-token-store.js';
import { hashTokenSecret, newTokenSecret } from './token-secret.js';

/** A token's name: what the owner lists and revokes it by. */
const TOKEN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Bad input to a token operation: its message names what is wrong. */
export class OwnerTokenError extends Error {
  override name = 'OwnerTokenError';
}

export interface TokenRequest {
  name: string;
  /** Portal ids the token may reach; empty: every portal. */
  portalIds: readonly string[];
  readOnly: boolean;
}

export interface IssuedToken {
  token: OwnerToken;
  /** The secret: shown to the owner once, never stored. */
  secret: string;
}

function checkName(name: string): void {
  if (!TOKEN_NAME.test(name)) {
    throw new OwnerTokenError(`a token name is 1-64 letters, digits, ".", "_" or "-", starting with a letter or digit; got "${name}"`);
  }
}

function tokenPortals(portalIds: readonly string[]): TokenPortals {
  for (const portalId of portalIds) {
    if (!isPortalId(portalId)) throw new OwnerTokenError(`a portal id is digits only; got "${portalId}"`);
  }
  return portalIds.length === 0 ? 'all' : [...new Set(portalIds)];
}

/** Makes a token and keeps its hash; refuses a name a live token has. */
export async function issueOwnerToken(store: OwnerTokenStore, request: TokenRequest, now: Date): Promise<IssuedToken> {
  checkName(request.name);
  const portals = tokenPortals(request.portalIds);
  const secret = newTokenSecret();
  const token = await store.insert({ name: request.name, secretHash: hashTokenSecret(secret), portals, readOnly: request.readOnly, createdAt: now.toISOString() });
  if (token === undefined) throw new OwnerTokenError(`a live token is already named "${request.name}": choose another name, or revoke that one first`);
  return { token, secret };
}

/** Revokes the live token of that name: from now on it is refused. */
export async function revokeOwnerToken(store: OwnerTokenStore, name: string, now: Date): Promise<OwnerToken> {
  const revoked = await store.revoke(name, now.toISOString());
  if (revoked === undefined) throw new OwnerTokenError(`no live token is named "${name}" (npm run owner -- token list shows them)`);
  return revoked;
}
