import { Migrator, sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import { addLeadsSearchSpamAudit } from './leads-migration.js';
import { addSpamAndAttribution } from './spam-attribution-migration.js';
import { addAttributionIndexes } from './attribution-index-migration.js';
import { createOwnerSessions } from './owner-sessions-migration.js';
import { createOutboxAndWebhooks } from './outbox-migration.js';
import { createFormNotificationRecipients } from './notification-recipients-migration.js';

export type StorageDialect = 'sqlite' | 'postgres';

/** One change of the schema; `up` may build per dialect (column types differ). */
export interface HostMigration {
  /** Kysely runs migrations in the order of their names: keep the numeric prefix. */
  name: string;
  // Kysely<any>: a migration sees the schema as it was when the migration was written, not today's types.
  up(db: Kysely<any>, dialect: StorageDialect): Promise<void>;
}

/**
 * The submissions table and the tracking table, with the indexes the owner API reads by. Every
 * statement has `if not exists`: a `forms-host.sqlite` made before migrations existed (same
 * tables, same DDL) is adopted as it is. In SQLite `integer primary key` is the rowid; in
 * Postgres the id is a bigint identity.
 */
async function createSubmissionsAndTracking(db: Kysely<any>, dialect: StorageDialect): Promise<void> {
  const idType = dialect === 'postgres' ? 'bigint' : 'integer';
  const id = (column: ColumnDefinitionBuilder) => (dialect === 'postgres' ? column.generatedByDefaultAsIdentity().primaryKey() : column.primaryKey());
  await db.schema
    .createTable('submissions')
    .ifNotExists()
    .addColumn('id', idType, id)
    .addColumn('idempotency_key', 'text', (column) => column.notNull().unique())
    .addColumn('portal_id', 'text', (column) => column.notNull())
    .addColumn('form_id', 'text', (column) => column.notNull())
    .addColumn('conversion_id', 'text', (column) => column.notNull().unique())
    .addColumn('values_json', 'text', (column) => column.notNull())
    .addColumn('context_json', 'text')
    .addColumn('files_json', 'text', (column) => column.notNull())
    .addColumn('page_url', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  // The owner API lists one form's submissions, newest first.
  await db.schema.createIndex('submissions_by_form').ifNotExists().on('submissions').columns(['portal_id', 'form_id', 'id']).execute();

  await db.schema
    .createTable('tracking_hits')
    .ifNotExists()
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('portal_id', 'text')
    .addColumn('form_id', 'text')
    .addColumn('query_json', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  // The owner API reads one portal's (or form's) hits, newest first.
  await db.schema.createIndex('tracking_hits_by_form').ifNotExists().on('tracking_hits').columns(['portal_id', 'form_id', 'id']).execute();
}

/**
 * The rate limits' counters (server/storage/rate-limit-counter.ts): one row per limited
 * route, client and fixed window, counted by an upsert. `window_start` is milliseconds since the
 * epoch (a bigint: pg reads it back as a string, and the counter never reads it back).
 */
async function createRateLimitWindows(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('bucket', 'text', (column) => column.notNull())
    .addColumn('client', 'text', (column) => column.notNull())
    .addColumn('window_start', 'bigint', (column) => column.notNull())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('rate_limit_windows_pk', ['bucket', 'client', 'window_start'])
    .execute();
}

/**
 * The consent record of a submission (server/domain/submissions/consent-record.ts) as JSON: null for a
 * form without a consent block and for rows stored before it was kept.
 */
async function addConsentRecord(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('submissions').addColumn('consent_json', 'text').execute();
}

/**
 * The owner API's tokens (server/storage/owner-token-store.ts): a hash of each secret, never the
 * secret; `portal_ids_json` null for every portal; `read_only` 0 or 1 on both dialects. A name is
 * unique among live tokens only (a partial index), so a revoked name can be used again.
 */
async function createOwnerTokens(db: Kysely<any>, dialect: StorageDialect): Promise<void> {
  await db.schema
    .createTable('owner_tokens')
    .addColumn('id', dialect === 'postgres' ? 'bigint' : 'integer', (column) =>
      dialect === 'postgres' ? column.generatedByDefaultAsIdentity().primaryKey() : column.primaryKey(),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('secret_hash', 'text', (column) => column.notNull().unique())
    .addColumn('portal_ids_json', 'text')
    .addColumn('read_only', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('owner_tokens_live_name').unique().on('owner_tokens').column('name').where(sql.ref('revoked_at'), 'is', null).execute();
}

/**
 * The forms the host serves (server/storage/form-store.ts): a form per portal and GUID, its
 * published versions (numbered from 1, each the wire definition text exactly as served, never
 * changed once written; `source_sha256` is the SHA-256 of the file a version was imported from)
 * and at most one draft per form (`source_sha256`: the draft file last imported into it). A
 * submission records the version it was validated against (`form_version`, null before).
 */
async function createFormsAndVersions(db: Kysely<any>, dialect: StorageDialect): Promise<void> {
  const idType = dialect === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .createTable('forms')
    .addColumn('id', idType, (column) => (dialect === 'postgres' ? column.generatedByDefaultAsIdentity().primaryKey() : column.primaryKey()))
    .addColumn('portal_id', 'text', (column) => column.notNull())
    .addColumn('guid', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('forms_portal_guid', ['portal_id', 'guid'])
    .execute();
  await db.schema
    .createTable('form_versions')
    .addColumn('id', idType, (column) => (dialect === 'postgres' ? column.generatedByDefaultAsIdentity().primaryKey() : column.primaryKey()))
    .addColumn('form_id', idType, (column) => column.notNull().references('forms.id'))
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('definition_json', 'text', (column) => column.notNull())
    .addColumn('source_sha256', 'text')
    .addColumn('published_at', 'text', (column) => column.notNull())
    .addColumn('published_by', 'text')
    .addUniqueConstraint('form_versions_form_version', ['form_id', 'version'])
    .execute();
  await db.schema
    .createTable('form_drafts')
    .addColumn('form_id', idType, (column) => column.primaryKey().references('forms.id'))
    .addColumn('definition_json', 'text', (column) => column.notNull())
    .addColumn('source_sha256', 'text')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.alterTable('submissions').addColumn('form_version', 'integer').execute();
}

/**
 * The schema, oldest change first. A change is a new entry at the end (`{ name: '0002_…', up }`);
 * an entry that has run anywhere is never edited, since a database that ran it will not run it
 * again. A host that finds a migration in the database that this list lacks (an older version)
 * refuses to start. Note for new columns: pg answers a Postgres bigint as a string.
 */
export const MIGRATIONS: readonly HostMigration[] = [
  { name: '0001_submissions_and_tracking', up: createSubmissionsAndTracking },
  { name: '0002_rate_limit_windows', up: createRateLimitWindows },
  { name: '0003_consent_record', up: addConsentRecord },
  { name: '0004_forms_and_versions', up: createFormsAndVersions },
  { name: '0005_owner_tokens', up: createOwnerTokens },
  { name: '0006_leads_search_spam_audit', up: addLeadsSearchSpamAudit },
  { name: '0007_owner_sessions', up: createOwnerSessions },
  { name: '0008_outbox_and_webhooks', up: createOutboxAndWebhooks },
  { name: '0009_form_notification_recipients', up: createFormNotificationRecipients },
  { name: '0010_spam_and_attribution', up: addSpamAndAttribution },
  { name: '0011_attribution_indexes', up: addAttributionIndexes },
];

/**
 * Runs the migrations `db` has not run yet (Kysely records them in `kysely_migration`).
 * Several processes may start on one database at once: on Postgres Kysely runs the pending
 * migrations under an advisory lock, in one transaction, and creates its own two tables with
 * `if not exists`, treating a failure as success when the table is there afterwards (a
 * concurrent `create table` can fail on Postgres even so). On SQLite the caller's dialect makes
 * the run one `begin immediate` transaction (see open-database.ts), which serialises processes
 * the same way.
 */
export async function migrateToLatest(db: Kysely<any>, dialect: StorageDialect, migrations: readonly HostMigration[] = MIGRATIONS): Promise<void> {
  const provided: Record<string, Migration> = {};
  for (const migration of migrations) provided[migration.name] = { up: (database) => migration.up(database, dialect) };
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(provided) } });
  const { error, results } = await migrator.migrateToLatest();
  if (error === undefined) return;
  const failed = results?.find((result) => result.status === 'Error')?.migrationName;
  const reason = error instanceof Error ? error.message : String(error);
  throw new Error(failed === undefined ? `could not migrate the database: ${reason}` : `migration ${failed} failed: ${reason}`, { cause: error });
}
