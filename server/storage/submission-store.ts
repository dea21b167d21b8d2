import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, type Generated, type Selectable } from 'kysely';

/** The database file inside DATA_DIR. */
export const DATABASE_FILE_NAME = 'forms-host.sqlite';

/** The `submissions` table as Kysely sees it; JSON columns hold text. */
export interface SubmissionsTable {
  id: Generated<number>;
  /** The embed's `Idempotency-Key`: the same on every retry of one submission. */
  idempotency_key: string;
  portal_id: string;
  form_id: string;
  /** A random UUID made when the submission is first stored. */
  conversion_id: string;
  /** `{ fieldName: text }`, multi-values joined with ';'. */
  values_json: string;
  /** `hs_context` as the embed sent it; null when it sent none. */
  context_json: string | null;
  /** `StoredFile[]`. */
  files_json: string;
  page_url: string | null;
  /** ISO 8601, UTC. */
  created_at: string;
}

export interface SubmissionsDatabase {
  submissions: SubmissionsTable;
}

/** A file part saved under DATA_DIR. */
export interface StoredFile {
  /** The form field it was sent for. */
  field: string;
  /** The file name the visitor's browser gave. */
  name: string;
  size: number;
  contentType: string;
  /** Where it is, relative to DATA_DIR, with '/' separators. */
  path: string;
}

export interface NewSubmission {
  idempotencyKey: string;
  portalId: string;
  formId: string;
  values: Readonly<Record<string, string>>;
  /** The `hs_context` JSON text as received (kept byte for byte), or null. */
  contextJson: string | null;
  files: readonly StoredFile[];
  pageUrl: string | null;
}

export interface StoredSubmission {
  id: number;
  idempotencyKey: string;
  portalId: string;
  formId: string;
  conversionId: string;
  values: Record<string, string>;
  /** `hs_context` parsed; null when none was sent. */
  context: unknown;
  files: StoredFile[];
  pageUrl: string | null;
  createdAt: string;
}

export interface SaveResult {
  /** False when a submission with the same idempotency key was already stored: nothing was written. */
  stored: boolean;
  /** The conversion id of the stored row (the first one's on a repeat). */
  conversionId: string;
}

export interface ListQuery {
  portalId: string;
  formId: string;
  limit: number;
  offset: number;
  /** 'newest' (default) lists by id descending, 'oldest' ascending. */
  order?: 'newest' | 'oldest';
}

export interface SubmissionPage {
  /** Every stored submission of the form, whatever the page. */
  total: number;
  submissions: StoredSubmission[];
}

export interface SubmissionStore {
  /** The database file. */
  readonly file: string;
  /** The open connection, shared by the other tables of the host (server/storage/tracking-store.ts). */
  readonly db: Kysely<SubmissionsDatabase>;
  /** Stores a submission unless one with the same idempotency key is stored already. */
  saveOnce(submission: NewSubmission): Promise<SaveResult>;
  list(query: ListQuery): Promise<SubmissionPage>;
  /** Every stored submission, or a form's. */
  count(filter?: { portalId: string; formId: string }): Promise<number>;
  close(): Promise<void>;
}

function toStoredSubmission(row: Selectable<SubmissionsTable>): StoredSubmission {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    portalId: row.portal_id,
    formId: row.form_id,
    conversionId: row.conversion_id,
    values: JSON.parse(row.values_json) as Record<string, string>,
    context: row.context_json === null ? null : (JSON.parse(row.context_json) as unknown),
    files: JSON.parse(row.files_json) as StoredFile[],
    pageUrl: row.page_url,
    createdAt: row.created_at,
  };
}

async function createSchema(db: Kysely<SubmissionsDatabase>): Promise<void> {
  await db.schema
    .createTable('submissions')
    .ifNotExists()
    .addColumn('id', 'integer', (column) => column.primaryKey())
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
  await db.schema
    .createIndex('submissions_by_form')
    .ifNotExists()
    .on('submissions')
    .columns(['portal_id', 'form_id', 'id'])
    .execute();
}

/**
 * Opens (creating when needed) `{dataDir}/forms-host.sqlite`, the one owner of the submissions
 * database. WAL lets the owner API read while a submission is written; `synchronous = FULL`
 * syncs every commit, so a submission the host confirmed survives a crash or power loss.
 * Queries go through Kysely, so another dialect (Postgres) can replace SQLite later.
 */
export async function openSubmissionStore(options: { dataDir: string }): Promise<SubmissionStore> {
  mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, DATABASE_FILE_NAME);
  const database = new Database(file);
  let db: Kysely<SubmissionsDatabase>;
  try {
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = FULL');
    // Another process (a backup, an inspection with the sqlite3 shell) may hold a lock briefly.
    database.pragma('busy_timeout = 5000');
    db = new Kysely<SubmissionsDatabase>({ dialect: new SqliteDialect({ database }) });
    await createSchema(db);
  } catch (error) {
    database.close();
    throw error;
  }

  const formFilter = (filter: { portalId: string; formId: string }) =>
    db.selectFrom('submissions').where('portal_id', '=', filter.portalId).where('form_id', '=', filter.formId);

  return {
    file,
    db,

    saveOnce(submission) {
      return db.transaction().execute(async (trx) => {
        const conversionId = randomUUID();
        await trx
          .insertInto('submissions')
          .values({
            idempotency_key: submission.idempotencyKey,
            portal_id: submission.portalId,
            form_id: submission.formId,
            conversion_id: conversionId,
            values_json: JSON.stringify(submission.values),
            context_json: submission.contextJson,
            files_json: JSON.stringify(submission.files),
            page_url: submission.pageUrl,
            created_at: new Date().toISOString(),
          })
          .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
          .execute();
        const row = await trx
          .selectFrom('submissions')
          .select('conversion_id')
          .where('idempotency_key', '=', submission.idempotencyKey)
          .executeTakeFirstOrThrow();
        return { stored: row.conversion_id === conversionId, conversionId: row.conversion_id };
      });
    },

    list(query) {
      return db.transaction().execute(async (trx) => {
        const filter = { portalId: query.portalId, formId: query.formId };
        const { total } = await trx
          .selectFrom('submissions')
          .where('portal_id', '=', filter.portalId)
          .where('form_id', '=', filter.formId)
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow();
        const rows = await trx
          .selectFrom('submissions')
          .selectAll()
          .where('portal_id', '=', filter.portalId)
          .where('form_id', '=', filter.formId)
          .orderBy('id', query.order === 'oldest' ? 'asc' : 'desc')
          .limit(query.limit)
          .offset(query.offset)
          .execute();
        return { total: Number(total), submissions: rows.map(toStoredSubmission) };
      });
    },

    async count(filter) {
      const base = filter ? formFilter(filter) : db.selectFrom('submissions');
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return Number(total);
    },

    close: once(() => db.destroy()),
  };
}

function once(action: () => Promise<void>): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () => (pending ??= action());
}
