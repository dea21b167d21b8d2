import type { Kysely } from 'kysely';
import type { StorageDialect } from './migrations.js';

/**
 * Migration 0007: the console's sign-in sessions (server/storage/owner-session-store.ts). A row
 * keeps the SHA-256 of the session id (the cookie's value is never stored), the session's CSRF
 * token, and what it was opened with: a stored token (`token_id`, so revoking the token ends its
 * sessions at once) or the configured `ADMIN_TOKEN` (`admin_check`: an HMAC of it keyed by the
 * session id, so a changed `ADMIN_TOKEN` ends its sessions, and the row alone reveals nothing of it).
 */
export async function createOwnerSessions(db: Kysely<any>, dialect: StorageDialect): Promise<void> {
  await db.schema
    .createTable('owner_sessions')
    .addColumn('id_hash', 'text', (column) => column.primaryKey())
    .addColumn('csrf_token', 'text', (column) => column.notNull())
    .addColumn('token_id', dialect === 'postgres' ? 'bigint' : 'integer', (column) => column.references('owner_tokens.id'))
    .addColumn('admin_check', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('last_seen_at', 'text', (column) => column.notNull())
    .execute();
  // Sign-in removes the sessions that ended on their own: they are found by age.
  await db.schema.createIndex('owner_sessions_by_last_seen').on('owner_sessions').column('last_seen_at').execute();
}
