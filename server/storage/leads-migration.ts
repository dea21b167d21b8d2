import { sql, type Kysely } from 'kysely';
import { addSearchEntries } from './lead-search.js';
import type { StorageDialect } from './migrations.js';

/** Rows indexed per statement while the migration indexes the leads stored before it. */
const BACKFILL_BATCH = 1000;

/**
 * Migration 0006: what the owner's lead list reads by (server/storage/lead-store.ts).
 * - `spam` (0 or 1 on both dialects, default 0), indexed with the form and id for the Spam tab;
 * - an index on the form and `created_at` for date filters, and one on `created_at` alone for
 *   retention, which erases across every form;
 * - the search index (server/storage/lead-search.ts): SQLite an FTS5 table without a copy of the
 *   text (`content=''`), whose erased words are really removed (`secure-delete`), and a trigger
 *   that drops a row's entry with the row; Postgres a table of `tsvector`s with a GIN index,
 *   whose foreign key drops an entry with its row;
 * - `audit_log`: who erased what (the filter as JSON), how many, when;
 * and indexes the leads already stored.
 */
export async function addLeadsSearchSpamAudit(db: Kysely<any>, dialect: StorageDialect): Promise<void> {
  await db.schema.alterTable('submissions').addColumn('spam', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('submissions_spam_by_form').on('submissions').columns(['portal_id', 'form_id', 'spam', 'id']).execute();
  await db.schema.createIndex('submissions_by_form_time').on('submissions').columns(['portal_id', 'form_id', 'created_at']).execute();
  await db.schema.createIndex('submissions_by_time').on('submissions').column('created_at').execute();

  if (dialect === 'postgres') {
    await db.schema
      .createTable('submissions_search')
      .addColumn('id', 'bigint', (column) => column.primaryKey().references('submissions.id').onDelete('cascade'))
      .addColumn('body', sql`tsvector`, (column) => column.notNull())
      .execute();
    await db.schema.createIndex('submissions_search_body').on('submissions_search').using('gin').column('body').execute();
  } else {
    await sql`create virtual table submissions_search using fts5(body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0')`.execute(db);
    await sql`insert into submissions_search (submissions_search, rank) values ('secure-delete', 1)`.execute(db);
    await sql`create trigger submissions_search_delete after delete on submissions begin delete from submissions_search where rowid = old.id; end`.execute(db);
  }

  await db.schema
    .createTable('audit_log')
    .addColumn('id', dialect === 'postgres' ? 'bigint' : 'integer', (column) =>
      dialect === 'postgres' ? column.generatedByDefaultAsIdentity().primaryKey() : column.primaryKey(),
    )
    .addColumn('actor', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('filter_json', 'text', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  for (let after = 0; ; ) {
    const rows = await db
      .selectFrom('submissions')
      .select(['id', 'values_json'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BACKFILL_BATCH)
      .execute();
    await addSearchEntries(
      db,
      dialect,
      rows.map((row: { id: number | string; values_json: string }) => ({ id: Number(row.id), values: JSON.parse(row.values_json) as Record<string, string> })),
    );
    const last = rows.at(-1);
    if (last === undefined || rows.length < BACKFILL_BATCH) return;
    after = Number(last.id);
  }
}
