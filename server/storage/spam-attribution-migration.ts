import type { Kysely } from 'kysely';
import type { StorageDialect } from './migrations.js';

/**
 * Migration 0010: spam without a third party, and where each lead came from.
 *
 * - `submissions.spam_reason`: why the host stored a lead as spam (honeypot, time token, proof of
 *   work, captcha); null for a lead it accepted as a person's, and for one the owner marked;
 * - `submissions.attribution_json`: the lead's first touch (`Attribution`), null when none was recorded;
 * - `host_secrets`: secrets every worker shares and that survive deploys (`spam_token`: the time
 *   token's HMAC key, made at first start);
 * - `spam_token_uses`: each time token (by its id) that admitted a stored lead, and under which
 *   idempotency key, so a token replayed under another key is caught.
 */
export async function addSpamAndAttribution(db: Kysely<any>, _dialect: StorageDialect): Promise<void> {
  await db.schema.alterTable('submissions').addColumn('spam_reason', 'text').execute();
  await db.schema.alterTable('submissions').addColumn('attribution_json', 'text').execute();
  await db.schema
    .createTable('host_secrets')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('spam_token_uses')
    .addColumn('token_id', 'text', (column) => column.primaryKey())
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}
