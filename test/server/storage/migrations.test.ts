import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, type HostMigration } from '../../../server/storage/migrations.js';
import { DATABASE_FILE_NAME, openDatabase, type OpenDatabaseOptions } from '../../../server/storage/open-database.js';
import { openSubmissionStore, type NewSubmission } from '../../../server/storage/submission-store.js';
import { createTrackingStore } from '../../../server/storage/tracking-store.js';
import { STORAGE_BACKENDS, createTestDatabase, type StorageBackend } from '../helpers/postgres.js';
import { FORMS, PORTAL_ID, makeTempDir } from '../helpers/test-host.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDataDir(): Promise<string> {
  const dir = await makeTempDir('migrations');
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function freshDatabase(backend: StorageBackend): Promise<OpenDatabaseOptions> {
  return { dataDir: await tempDataDir(), ...(await backend.fresh()) };
}

/** Opens `options`' database with `migrations` (default: the host's) and closes it after the test. */
async function open(options: OpenDatabaseOptions, migrations?: readonly HostMigration[]) {
  const database = await openDatabase({ ...options, migrations });
  cleanups.push(() => database.close());
  return database;
}

// Kysely<any>: the tests read Kysely's own table and the tables of test migrations, which the host's types do not know.
async function migrationNames(db: Kysely<any>): Promise<string[]> {
  const rows = await db.selectFrom('kysely_migration').select('name').orderBy('name').execute();
  return rows.map((row: { name: string }) => row.name);
}

async function tableNames(db: Kysely<any>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  // SQLite's FTS5 keeps a search table's data in tables of its own (`submissions_search_data`, …).
  return tables.map((table) => table.name).filter((name) => !name.startsWith('submissions_search_')).sort();
}

const HOST_TABLES = ['audit_log', 'form_drafts', 'form_notification_recipients', 'form_versions', 'forms', 'host_secrets', 'kysely_migration', 'kysely_migration_lock', 'outbox_attempts', 'outbox_events', 'owner_sessions', 'owner_tokens', 'rate_limit_windows', 'spam_token_uses', 'submissions', 'submissions_search', 'tracking_hits', 'webhook_endpoints'];
/** Tables of the migrations after the first, which the host before migrations did not have. */
const ADDED_BY_LATER_MIGRATIONS = new Set(['host_secrets', 'spam_token_uses', 'rate_limit_windows', 'webhook_endpoints', 'webhook_endpoints_by_portal', 'outbox_events', 'outbox_events_due', 'outbox_events_by_endpoint', 'outbox_events_by_conversion', 'outbox_attempts', 'outbox_attempts_by_event', 'form_notification_recipients', 'forms', 'form_versions', 'form_drafts', 'owner_tokens', 'owner_tokens_live_name', 'owner_sessions', 'owner_sessions_by_last_seen', 'audit_log', 'submissions_spam_by_form', 'submissions_by_form_time', 'submissions_by_time', 'submissions_search', 'submissions_search_config', 'submissions_search_data', 'submissions_search_docsize', 'submissions_search_idx', 'submissions_search_delete', 'submissions_by_form_source', 'submissions_by_form_campaign']);
/** Columns of the migrations after the first, which SQLite appends to their table's definition. */
const COLUMNS_ADDED_BY_LATER_MIGRATIONS = [', "consent_json" text', ', "form_version" integer', ', "spam" integer default 0 not null', ', "spam_reason" text', ', "attribution_json" text'];
const madeBeforeMigrations = (rows: unknown[]) =>
  rows
    .filter((row) => !ADDED_BY_LATER_MIGRATIONS.has((row as { name: string }).name))
    .map((row) => {
      const { sql: made } = row as { sql: string };
      return { ...(row as object), sql: COLUMNS_ADDED_BY_LATER_MIGRATIONS.reduce((text, column) => text.replace(column, ''), made) };
    });
const HOST_MIGRATIONS = MIGRATIONS.map((migration) => migration.name);

function submission(key: string): NewSubmission {
  return { idempotencyKey: key, portalId: PORTAL_ID, formId: FORMS.contact, values: { email: `${key}@example.com` }, contextJson: null, files: [], pageUrl: null };
}

const CHILD = fileURLToPath(new URL('../helpers/open-database-process.ts', import.meta.url));

/**
 * Starts `count` processes that each open `options`' database, lets them all load first, then
 * tells them to open at the same moment; resolves with each one's exit code and stderr.
 */
async function openInProcesses(count: number, options: OpenDatabaseOptions): Promise<{ code: number | null; stderr: string }[]> {
  const children = Array.from({ length: count }, () => spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(options)], { stdio: 'pipe' }));
  const exits = children.map(
    (child) =>
      new Promise<{ code: number | null; stderr: string }>((resolve) => {
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
        child.on('close', (code) => resolve({ code, stderr }));
      }),
  );
  const ready = (child: (typeof children)[number]) =>
    new Promise<void>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout });
      lines.once('line', (line) => (line === 'ready' ? resolve() : reject(new Error(`child said ${line}`))));
      child.once('close', () => reject(new Error('child ended before it was ready')));
    });
  await Promise.all(children.map(ready));
  for (const child of children) child.stdin.end('go\n');
  return Promise.all(exits);
}

describe('migrations on Postgres', () => {
  it('lets four hosts (four pools) open one fresh database at the same moment, and makes the schema once', async () => {
    // Several rounds: the hosts' `create table if not exists` of Kysely's own tables collide in most rounds.
    for (let round = 0; round < 3; round++) {
      const options = { dataDir: await tempDataDir(), databaseUrl: await createTestDatabase() };
      const stores = await Promise.all(Array.from({ length: 4 }, () => openSubmissionStore(options)));
      cleanups.push(() => Promise.all(stores.map((store) => store.close())).then(() => undefined));
      expect(await migrationNames(stores[0]!.db)).toEqual(HOST_MIGRATIONS);
      expect(await tableNames(stores[1]!.db)).toEqual(HOST_TABLES);
      await stores[2]!.saveOnce(submission(`round-${round}`));
      expect(await stores[3]!.count()).toBe(1);
    }
  });
});

describe.each(STORAGE_BACKENDS)('migrations on $name', (backend) => {
  it('lets three host processes open one fresh database at the same moment, and makes the schema once', async () => {
    const options = await freshDatabase(backend);
    const exits = await openInProcesses(3, options);
    expect(exits).toEqual([0, 1, 2].map(() => ({ code: 0, stderr: '' })));
    const { db } = await open(options);
    expect(await migrationNames(db)).toEqual(HOST_MIGRATIONS);
    expect(await tableNames(db)).toEqual(HOST_TABLES);
  });

  it('runs a migration added later once, on a database that ran the earlier ones, and then refuses older hosts', async () => {
    const options = await freshDatabase(backend);
    await (await open(options)).close();
    // No `if not exists`: running it twice would fail. Named to sort after every migration of the host.
    const notes: HostMigration = { name: '9001_notes', up: (db) => db.schema.createTable('notes').addColumn('text', 'text').execute() };
    await (await open(options, [...MIGRATIONS, notes])).close();
    const { db } = await open(options, [...MIGRATIONS, notes]);
    expect(await migrationNames(db)).toEqual([...HOST_MIGRATIONS, '9001_notes']);
    expect(await tableNames(db)).toEqual([...HOST_TABLES, 'notes'].sort());
    // A host that does not know the later migration (an older version) refuses the database.
    await expect(openDatabase(options)).rejects.toThrow(/previously executed migration 9001_notes is missing/);
  });

  it('refuses to open when a migration fails, naming it, and keeps nothing of it', async () => {
    const options = await freshDatabase(backend);
    await (await open(options)).close();
    const broken: HostMigration = {
      name: '9001_broken',
      async up(db) {
        await db.schema.createTable('half_made').addColumn('text', 'text').execute();
        throw new Error('the second step failed');
      },
    };
    await expect(openDatabase({ ...options, migrations: [...MIGRATIONS, broken] })).rejects.toThrow(
      /^Could not open the database .*: migration 9001_broken failed: the second step failed$/,
    );
    // The migration ran in a transaction that was rolled back (SQLite's DDL is transactional too).
    const { db } = await open(options);
    expect(await migrationNames(db)).toEqual(HOST_MIGRATIONS);
    expect(await tableNames(db)).toEqual(HOST_TABLES);
  });
});

/** The schema as the host made it before it had migrations, statement for statement. */
const SCHEMA_BEFORE_MIGRATIONS = [
  'create table if not exists "submissions" ("id" integer primary key, "idempotency_key" text not null unique, "portal_id" text not null, "form_id" text not null, "conversion_id" text not null unique, "values_json" text not null, "context_json" text, "files_json" text not null, "page_url" text, "created_at" text not null)',
  'create index if not exists "submissions_by_form" on "submissions" ("portal_id", "form_id", "id")',
  'create table if not exists "tracking_hits" ("id" integer primary key, "name" text not null, "portal_id" text, "form_id" text, "query_json" text not null, "created_at" text not null)',
  'create index if not exists "tracking_hits_by_form" on "tracking_hits" ("portal_id", "form_id", "id")',
];

describe('a SQLite database made before migrations', () => {
  it('is adopted as it is: its rows stay, its keys are still known, and new writes work', async () => {
    const dataDir = await tempDataDir();
    const file = path.join(dataDir, DATABASE_FILE_NAME);
    const old = new Database(file);
    old.pragma('journal_mode = WAL');
    for (const statement of SCHEMA_BEFORE_MIGRATIONS) old.exec(statement);
    old
      .prepare(
        `insert into submissions (idempotency_key, portal_id, form_id, conversion_id, values_json, context_json, files_json, page_url, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run('old-key', PORTAL_ID, FORMS.contact, 'old-conversion', '{"email":"old@example.com"}', null, '[]', null, '2025-01-02T03:04:05.000Z');
    old.prepare('insert into tracking_hits (name, portal_id, form_id, query_json, created_at) values (?, ?, ?, ?, ?)').run(
      'pixel',
      PORTAL_ID,
      FORMS.contact,
      '{"event":"view"}',
      '2025-01-02T03:04:05.000Z',
    );
    const schemaBefore = old.prepare("select name, sql from sqlite_master where name not like 'sqlite_%' order by name").all();
    old.close();

    const store = await openSubmissionStore({ dataDir });
    cleanups.push(() => store.close());
    const { submissions } = await store.list({ portalId: PORTAL_ID, formId: FORMS.contact, limit: 10, offset: 0 });
    // A row stored before consent records were kept has none.
    expect(submissions).toEqual([
      expect.objectContaining({ id: 1, idempotencyKey: 'old-key', conversionId: 'old-conversion', values: { email: 'old@example.com' }, consent: null }),
    ]);
    expect(await store.saveOnce(submission('old-key'))).toEqual({ stored: false, conversionId: 'old-conversion', spam: false });
    expect((await store.saveOnce(submission('new-key'))).stored).toBe(true);
    expect(await store.count()).toBe(2);
    const tracking = createTrackingStore(store.db);
    await tracking.record({ name: 'counter', portalId: PORTAL_ID, formId: FORMS.contact, query: { key: 'k' } });
    expect((await tracking.list({ portalId: PORTAL_ID, limit: 10 })).map((hit) => hit.name)).toEqual(['counter', 'pixel']);

    expect(await migrationNames(store.db)).toEqual(HOST_MIGRATIONS);
    const raw = new Database(file, { readonly: true });
    try {
      // Beyond Kysely's two tables and those of later migrations, the host's tables and indexes are those of before.
      const schemaAfter = raw.prepare("select name, sql from sqlite_master where name not like 'sqlite_%' and name not like 'kysely_%' order by name").all();
      expect(madeBeforeMigrations(schemaAfter)).toEqual(schemaBefore);
      expect(schemaAfter.length).toBe(schemaBefore.length + ADDED_BY_LATER_MIGRATIONS.size);
    } finally {
      raw.close();
    }
  });
});

describe('a new SQLite database', () => {
  it('gets the same tables as the host made before migrations, and those of later migrations', async () => {
    const dataDir = await tempDataDir();
    await (await openDatabase({ dataDir })).close();
    const made = new Database(path.join(dataDir, DATABASE_FILE_NAME), { readonly: true });
    const reference = new Database(':memory:');
    try {
      for (const statement of SCHEMA_BEFORE_MIGRATIONS) reference.exec(statement);
      const schema = (database: Database.Database) =>
        database.prepare("select type, name, sql from sqlite_master where name not like 'sqlite_%' and name not like 'kysely_%' order by name").all();
      expect(madeBeforeMigrations(schema(made))).toEqual(schema(reference));
    } finally {
      made.close();
      reference.close();
    }
  });
});

it('makes the ids bigint identities on Postgres', async () => {
  const databaseUrl = await createTestDatabase();
  const { db } = await open({ dataDir: await tempDataDir(), databaseUrl });
  const { rows } = await sql<{ table_name: string; data_type: string; is_identity: string }>`
    select table_name, data_type, is_identity from information_schema.columns
    where table_schema = 'public' and column_name = 'id' and table_name in ('submissions', 'tracking_hits') order by table_name`.execute(db);
  expect(rows).toEqual([
    { table_name: 'submissions', data_type: 'bigint', is_identity: 'YES' },
    { table_name: 'tracking_hits', data_type: 'bigint', is_identity: 'YES' },
  ]);
});
