import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { StorageDialect } from './migrations.js';

/**
 * Migration 0008: webhook endpoints and the outbox (server/storage/outbox-store.ts).
 * - `webhook_endpoints`: one per portal and form (`form_guid` null: every form of the portal),
 *   its events as a JSON array, the current secret and, while a rotation's grace lasts, the
 *   previous one with its expiry (ms since the epoch); `enabled` 0 or 1 on both dialects.
 * - `outbox_events`: what is to be sent, written in the transaction that stores the lead. `id` is
 *   the `webhook-id` (`msg_…`); `due_at` and `locked_until` are ms since the epoch (bigints: pg
 *   answers them as strings); `payload_json` is emptied when the lead is erased.
 * - `outbox_attempts`: every attempt of an event, kept for the delivery log.
 */
export async function createOutboxAndWebhooks(db: Kysely<any>, dialect: StorageDialect): Promise<void> {
  const idType = dialect === 'postgres' ? 'bigint' : 'integer';
  const identity = (column: ColumnDefinitionBuilder) => (dialect === 'postgres' ? column.generatedByDefaultAsIdentity().primaryKey() : column.primaryKey());
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', idType, identity)
    .addColumn('portal_id', 'text', (column) => column.notNull())
    .addColumn('form_guid', 'text')
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('events_json', 'text', (column) => column.notNull())
    .addColumn('secret', 'text', (column) => column.notNull())
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_expires_at', 'bigint')
    .addColumn('enabled', 'integer', (column) => column.notNull())
    .addColumn('disabled_reason', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  // A stored lead looks up the endpoints of its portal (and form).
  await db.schema.createIndex('webhook_endpoints_by_portal').on('webhook_endpoints').columns(['portal_id', 'form_guid']).execute();

  await db.schema
    .createTable('outbox_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('endpoint_id', idType)
    .addColumn('conversion_id', 'text')
    .addColumn('portal_id', 'text', (column) => column.notNull())
    .addColumn('form_guid', 'text')
    .addColumn('event', 'text', (column) => column.notNull())
    .addColumn('payload_json', 'text')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('due_at', 'bigint', (column) => column.notNull())
    .addColumn('locked_until', 'bigint')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  // The dispatcher's claim: pending rows, soonest due first, whose lease is free.
  await db.schema.createIndex('outbox_events_due').on('outbox_events').columns(['status', 'due_at', 'locked_until']).execute();
  // The delivery log of an endpoint, newest first; an erased lead's events.
  await db.schema.createIndex('outbox_events_by_endpoint').on('outbox_events').columns(['endpoint_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('outbox_events_by_conversion').on('outbox_events').column('conversion_id').execute();

  await db.schema
    .createTable('outbox_attempts')
    .addColumn('id', idType, identity)
    .addColumn('event_id', 'text', (column) => column.notNull())
    .addColumn('at', 'text', (column) => column.notNull())
    .addColumn('status', 'integer')
    .addColumn('duration_ms', 'integer', (column) => column.notNull())
    .addColumn('response_snippet', 'text', (column) => column.notNull())
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('outbox_attempts_by_event').on('outbox_attempts').columns(['event_id', 'id']).execute();
}
