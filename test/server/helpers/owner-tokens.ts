import { issueOwnerToken } from '../../../server/domain/owner-access/owner-tokens.js';
import type { OpenDatabase } from '../../../server/storage/open-database.js';
import { createOwnerTokenStore } from '../../../server/storage/owner-token-store.js';

export const TOKEN_CREATED_AT = new Date('2026-03-01T09:00:00.000Z');

/** Stores a token in `database` and answers its secret. */
export async function issueTestToken(database: OpenDatabase, name: string, rights: { portalIds?: string[]; readOnly?: boolean } = {}): Promise<string> {
  const store = createOwnerTokenStore(database.db);
  const { secret } = await issueOwnerToken(store, { name, portalIds: rights.portalIds ?? [], readOnly: rights.readOnly ?? false }, TOKEN_CREATED_AT);
  return secret;
}
