import { randomUUID } from 'node:crypto';
import { sql, type Generated, type Kysely, type Selectable } from 'kysely';
import type { Attribution } from '../../src/core/attribution/attribution.js';
import type { ConsentRecord } from '../domain/submissions/consent-record.js';
import { addSearchEntry } from './lead-search.js';
import { openDatabase, type HostDatabase, type OpenDatabaseOptions, type StorageDialect } from './open-database.js';

export { DATABASE_FILE_NAME } from './open-database.js';

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
  /** `ConsentRecord` (migration 0003); null without a consent block, and on rows stored before. */
  consent_json: string | null;
  /** The form version the submission was checked against (migration 0004); null on rows stored before. */
  form_version: number | null;
  /** 1: spam (stored so by the host, or marked by the owner); 0: not (migration 0006). */
  spam: Generated<number>;
  /** Why the host stored it as spam (migration 0010); null when it did not. */
  spam_reason: string | null;
  /** `Attribution` (migration 0010); null when none was recorded. */
  attribution_json: string | null;
}

/** Spam checks' bookkeeping (migration 0010): which time token admitted which stored lead. */
export interface SpamTokenUsesTable {
  token_id: string;
  idempotency_key: string;
  created_at: string;
}

export interface SubmissionsDatabase {
  submissions: SubmissionsTable;
  spam_token_uses: SpamTokenUsesTable;
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
  /** What the visitor saw and chose in the form's consent block; null (or absent) without one. */
  consent?: ConsentRecord | null;
  /** When the host accepted it (the consent record's time too); now when absent. */
  acceptedAt?: Date;
  /** The form version it was checked against (server/domain/forms/submission-rules.ts). */
  formVersion?: number | null;
  /** Why the host's spam checks refused it as a person's (it is stored as spam); null or absent: they passed. */
  spamReason?: string | null;
  /**
   * The ids of the one-use proofs that admit it (its time token, its proof-of-work challenge). Each
   * admits one stored lead: a lead stored under another idempotency key with one already used is
   * stored as spam (`TOKEN_REUSED_REASON`).
   */
  spamTokenIds?: readonly string[] | undefined;
  /** Where it came from (first touch), already cleaned; null or absent: none recorded. */
  attribution?: Attribution | null;
}

/** The spam reason of a lead whose time token or proof of work had admitted another stored lead. */
export const TOKEN_REUSED_REASON = 'its time token or proof of work was used already by another submission (a replay)';

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
  consent: ConsentRecord | null;
  /** Why the host stored it as spam; null when it did not (see `spam` of a lead for the owner's mark). */
  spamReason: string | null;
  attribution: Attribution | null;
}

export interface SaveResult {
  /** False when a submission with the same idempotency key was already stored: nothing was written. */
  stored: boolean;
  /** The conversion id of the stored row (the first one's on a repeat). */
  conversionId: string;
  /** Whether the stored row is spam (the first one's on a repeat). */
  spam: boolean;
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

/** The rows stored under one idempotency key (one, unless the key's uniqueness were broken). */
export interface KeyCopies {
  key: string;
  copies: number;
  /** The conversion id of the first row. */
  conversionId: string;
}

export interface SubmissionStore {
  readonly dialect: StorageDialect;
  /** Where the rows are, for logs: the SQLite file, or the Postgres URL with its password masked. */
  readonly description: string;
  /** The open connection (SQLite) or pool (Postgres), shared by the other tables of the host (server/storage/tracking-store.ts). */
  readonly db: Kysely<HostDatabase>;
  /** Stores a submission unless one with the same idempotency key is stored already. */
  saveOnce(submission: NewSubmission): Promise<SaveResult>;
  list(query: ListQuery): Promise<SubmissionPage>;
  /** The submission stored under a conversion id, or undefined when none is. */
  findByConversionId(conversionId: string): Promise<StoredSubmission | undefined>;
  /** Every stored submission, or a form's. */
  count(filter?: { portalId: string; formId: string }): Promise<number>;
  /** The stored keys that start with `prefix` (case-sensitive), ordered by key: what a load run checks. */
  keysWithPrefix(prefix: string): Promise<KeyCopies[]>;
  close(): Promise<void>;
}

export function toStoredSubmission(row: Selectable<SubmissionsTable>): StoredSubmission {
  return {
    // Postgres answers a bigint as a string.
    id: Number(row.id),
    idempotencyKey: row.idempotency_key,
    portalId: row.portal_id,
    formId: row.form_id,
    conversionId: row.conversion_id,
    values: JSON.parse(row.values_json) as Record<string, string>,
    context: row.context_json === null ? null : (JSON.parse(row.context_json) as unknown),
    files: JSON.parse(row.files_json) as StoredFile[],
    pageUrl: row.page_url,
    createdAt: row.created_at,
    consent: row.consent_json === null ? null : (JSON.parse(row.consent_json) as ConsentRecord),
    spamReason: row.spam_reason ?? null,
    attribution: row.attribution_json ? (JSON.parse(row.attribution_json) as Attribution) : null,
  };
}

/**
 * Records that the submission's one-use proofs admit it; the spam reason when one had already
 * admitted a lead stored under another idempotency key (a replay), else null. The same key again
 * (a retry of one submission) is no reuse.
 */
async function tokenReused(trx: Kysely<HostDatabase>, submission: NewSubmission): Promise<string | null> {
  let reused = false;
  for (const tokenId of submission.spamTokenIds ?? []) {
    await trx
      .insertInto('spam_token_uses')
      .values({ token_id: tokenId, idempotency_key: submission.idempotencyKey, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('token_id').doNothing())
      .execute();
    const use = await trx.selectFrom('spam_token_uses').select('idempotency_key').where('token_id', '=', tokenId).executeTakeFirstOrThrow();
    if (use.idempotency_key !== submission.idempotencyKey) reused = true;
  }
  return reused ? TOKEN_REUSED_REASON : null;
}

/** What is written with every new lead (its outbox rows, server/domain/outbox/lead-events.ts). */
export interface LeadStoredHook {
  /** Runs in the transaction that stores a new lead; a throw undoes the lead. True when it wrote something to act on. */
  written(trx: Kysely<HostDatabase>, lead: { conversionId: string; portalId: string; formId: string }): Promise<boolean>;
  /** Runs once that transaction committed, when `written` said it wrote something. */
  committed(): void;
}

/**
 * Opens the host's database (server/storage/open-database.ts: SQLite in `dataDir`, or Postgres
 * at `databaseUrl`) and the submissions store over it; close() closes the database.
 */
export async function openSubmissionStore(options: OpenDatabaseOptions, hooks: { leadStored?: LeadStoredHook } = {}): Promise<SubmissionStore> {
  const { db, dialect, description, close } = await openDatabase(options);

  const formFilter = (filter: { portalId: string; formId: string }) =>
    db.selectFrom('submissions').where('portal_id', '=', filter.portalId).where('form_id', '=', filter.formId);

  return {
    dialect,
    description,
    db,

    // One transaction, READ COMMITTED on Postgres: an insert of a key that another transaction is
    // inserting waits for it; once it commits ours does nothing, and the select (a new snapshot)
    // sees its row. In SQLite the insert takes the write lock, so sends are serialised anyway.
    async saveOnce(submission) {
      const saved = await db.transaction().execute(async (trx) => {
        const conversionId = randomUUID();
        const spamReason = submission.spamReason ?? (await tokenReused(trx, submission));
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
            created_at: (submission.acceptedAt ?? new Date()).toISOString(),
            consent_json: submission.consent ? JSON.stringify(submission.consent) : null,
            form_version: submission.formVersion ?? null,
            spam: spamReason === null ? 0 : 1,
            spam_reason: spamReason,
            attribution_json: submission.attribution ? JSON.stringify(submission.attribution) : null,
          })
          .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
          .execute();
        const row = await trx
          .selectFrom('submissions')
          .select(['id', 'conversion_id', 'spam'])
          .where('idempotency_key', '=', submission.idempotencyKey)
          .executeTakeFirstOrThrow();
        const stored = row.conversion_id === conversionId;
        // The lead is searchable from the moment it is stored, never half indexed.
        if (stored) await addSearchEntry(trx, dialect, Number(row.id), submission.values);
        // Its notifications are written with it, or neither is (a spam lead has none: lead-events.ts).
        const notified = stored ? ((await hooks.leadStored?.written(trx, { conversionId, portalId: submission.portalId, formId: submission.formId })) ?? false) : false;
        return { stored, conversionId: row.conversion_id, spam: Number(row.spam) === 1, notified };
      });
      if (saved.notified) hooks.leadStored?.committed();
      return { stored: saved.stored, conversionId: saved.conversionId, spam: saved.spam };
    },

    list(query) {
      // One snapshot for the total and the page: Postgres's READ COMMITTED would take one per
      // statement (SQLite ignores the level; its read transaction is one snapshot already).
      return db.transaction().setIsolationLevel('repeatable read').execute(async (trx) => {
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

    async findByConversionId(conversionId) {
      const row = await db.selectFrom('submissions').selectAll().where('conversion_id', '=', conversionId).executeTakeFirst();
      return row === undefined ? undefined : toStoredSubmission(row);
    },

    async count(filter) {
      const base = filter ? formFilter(filter) : db.selectFrom('submissions');
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return Number(total);
    },

    async keysWithPrefix(prefix) {
      // substr compares characters as stored on both dialects; a range (key >= prefix) would follow
      // the Postgres database's collation, which may order punctuation unlike the code points.
      const rows = await db
        .selectFrom('submissions')
        .where(sql<string>`substr(idempotency_key, 1, ${[...prefix].length})`, '=', prefix)
        .groupBy('idempotency_key')
        .orderBy('idempotency_key')
        .select((eb) => ['idempotency_key', eb.fn.countAll<number>().as('copies'), eb.fn.min('conversion_id').as('conversion_id')])
        .execute();
      return rows.map((row) => ({ key: row.idempotency_key, copies: Number(row.copies), conversionId: row.conversion_id }));
    },

    close,
  };
}
