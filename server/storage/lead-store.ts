import type { ExpressionBuilder, Generated, Kysely, Selectable } from 'kysely';
import type { AttributionParam } from '../../src/core/attribution/attribution.js';
import { matchesAttribution } from './attribution-match.js';
import { matchesSearch } from './lead-search.js';
import { asOutboxDatabase, forgetLeadEvents } from './outbox-store.js';
import type { StorageDialect } from './migrations.js';
import { toStoredSubmission, type StoredFile, type StoredSubmission, type SubmissionsTable } from './submission-store.js';

/** `submissions` with the columns of the later migrations (spam: 0006, server/storage/leads-migration.ts). */
type LeadsTable = SubmissionsTable;

/** Who erased what: one row per erasure (a delete by the owner, a retention run). */
export interface AuditLogTable {
  id: Generated<number>;
  /** The owner token's name, or `retention`. */
  actor: string;
  /** What was done: `delete`. */
  action: string;
  /** The filter that chose the leads, as JSON. */
  filter_json: string;
  /** Leads erased. */
  count: number;
  /** ISO 8601, UTC. */
  created_at: string;
}

type LeadsDatabase = {
  submissions: LeadsTable;
  audit_log: AuditLogTable;
};

/** Which leads a call is about; every condition given must hold (none: every lead). */
export interface LeadSelection {
  portalId?: string | undefined;
  formId?: string | undefined;
  conversionId?: string | undefined;
  /** ISO 8601 (as stored): created at or after. */
  createdFrom?: string | undefined;
  /** ISO 8601: created before (exclusive). */
  createdTo?: string | undefined;
  /** `searchTerms(q)` (server/storage/lead-search.ts); absent or empty: no search. */
  search?: readonly string[][] | undefined;
  spam?: boolean | undefined;
  /** Values the lead's attribution must hold exactly (`utm_source`, `utm_campaign`, …); a lead without attribution has none. */
  attribution?: Partial<Record<AttributionParam, string>> | undefined;
}

export interface StoredLead extends StoredSubmission {
  spam: boolean;
  /** The form version it was checked against; null on rows stored before versions. */
  formVersion: number | null;
}

/** What an erasure leaves to remove once its transaction committed: the lead's uploads. */
export interface ErasedLead {
  idempotencyKey: string;
  files: StoredFile[];
}

export interface AuditEntry {
  id: number;
  actor: string;
  action: string;
  filter: unknown;
  count: number;
  createdAt: string;
}

export interface ErasureRecord {
  actor: string;
  action: string;
  filter: unknown;
  createdAt: string;
  /** The entry an earlier batch of the same erasure made, to add this batch's count to. */
  entryId?: number | undefined;
}

export interface LeadStore {
  /** Up to `limit` leads, newest first (by id), those below `beforeId` when given. */
  page(selection: LeadSelection, options: { beforeId?: number | undefined; limit: number }): Promise<StoredLead[]>;
  /** Up to `limit` leads, oldest first, with `afterId` < id <= `upToId`: what an export reads a batch at a time. */
  batch(selection: LeadSelection, options: { afterId: number; upToId: number; limit: number }): Promise<StoredLead[]>;
  /** The highest id among the selected leads; 0 when none. */
  lastId(selection: LeadSelection): Promise<number>;
  count(selection: LeadSelection): Promise<number>;
  find(conversionId: string): Promise<StoredLead | undefined>;
  /** False when no lead has that conversion id. */
  setSpam(conversionId: string, spam: boolean): Promise<boolean>;
  /**
   * Erases up to `limit` of the selected leads (oldest first) in one transaction: the rows, their
   * search entries, their outbox rows not yet sent (and the bodies of those sent), and the audit entry (made, or `record.entryId`'s count raised; none when
   * nothing was erased). The uploads are the caller's to remove after.
   */
  eraseBatch(selection: LeadSelection, limit: number, record: ErasureRecord): Promise<{ erased: ErasedLead[]; entryId: number | undefined }>;
  /** The audit log, newest first. */
  listAudit(limit: number): Promise<AuditEntry[]>;
}

/**
 * What is written with a lead's spam mark and erasure, in their transactions (its outbox rows,
 * server/domain/outbox/lead-events.ts); `committed` runs after.
 */
export interface LeadChangeHooks {
  /** A lead marked not spam is treated as newly stored. */
  created(trx: Kysely<any>, conversionId: string): Promise<unknown>;
  markedSpam(trx: Kysely<any>, lead: { portalId: string; formId: string; conversionId: string }): Promise<void>;
  erased(trx: Kysely<any>, leads: readonly { portalId: string; formId: string; conversionId: string }[]): Promise<void>;
  committed(): void;
}

function toLead(row: Selectable<LeadsTable>): StoredLead {
  return { ...toStoredSubmission(row), spam: Number(row.spam) === 1, formVersion: row.form_version === null ? null : Number(row.form_version) };
}

/** The leads of the host's open database (the submissions store owns and closes it; migration 0006 made the tables). */
export function createLeadStore<Tables>(connection: Kysely<Tables>, dialect: StorageDialect, hooks?: LeadChangeHooks): LeadStore {
  const db = connection.withTables<LeadsDatabase>() as unknown as Kysely<LeadsDatabase>;

  const selected = (selection: LeadSelection) => (eb: ExpressionBuilder<LeadsDatabase, 'submissions'>) => {
    const conditions = [];
    if (selection.portalId !== undefined) conditions.push(eb('submissions.portal_id', '=', selection.portalId));
    if (selection.formId !== undefined) conditions.push(eb('submissions.form_id', '=', selection.formId));
    if (selection.conversionId !== undefined) conditions.push(eb('submissions.conversion_id', '=', selection.conversionId));
    if (selection.createdFrom !== undefined) conditions.push(eb('submissions.created_at', '>=', selection.createdFrom));
    if (selection.createdTo !== undefined) conditions.push(eb('submissions.created_at', '<', selection.createdTo));
    if (selection.spam !== undefined) conditions.push(eb('submissions.spam', '=', selection.spam ? 1 : 0));
    if (selection.search !== undefined && selection.search.length > 0) conditions.push(matchesSearch(dialect, selection.search));
    for (const [param, value] of Object.entries(selection.attribution ?? {}) as [AttributionParam, string | undefined][]) {
      if (value !== undefined) conditions.push(matchesAttribution(dialect, param, value));
    }
    return eb.and(conditions);
  };
  return {
    async page(selection, { beforeId, limit }) {
      let query = db.selectFrom('submissions').selectAll('submissions').where(selected(selection));
      if (beforeId !== undefined) query = query.where('submissions.id', '<', beforeId);
      const rows = await query.orderBy('submissions.id', 'desc').limit(limit).execute();
      return rows.map(toLead);
    },

    async batch(selection, { afterId, upToId, limit }) {
      const rows = await db
        .selectFrom('submissions')
        .selectAll('submissions')
        .where(selected(selection))
        .where('submissions.id', '>', afterId)
        .where('submissions.id', '<=', upToId)
        .orderBy('submissions.id')
        .limit(limit)
        .execute();
      return rows.map(toLead);
    },

    async lastId(selection) {
      const row = await db
        .selectFrom('submissions')
        .where(selected(selection))
        .select((eb) => eb.fn.max('submissions.id').as('last'))
        .executeTakeFirst();
      return Number(row?.last ?? 0);
    },

    async count(selection) {
      const { total } = await db
        .selectFrom('submissions')
        .where(selected(selection))
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(total);
    },

    async find(conversionId) {
      const row = await db.selectFrom('submissions').selectAll('submissions').where('submissions.conversion_id', '=', conversionId).executeTakeFirst();
      return row === undefined ? undefined : toLead(row);
    },

    async setSpam(conversionId, spam) {
      const outcome = await db.transaction().execute(async (trx) => {
        // Only a change of the mark is an event: the update takes only a row marked otherwise, so
        // two owners marking one lead at once send it once.
        const changed = await trx
          .updateTable('submissions')
          .set({ spam: spam ? 1 : 0 })
          .where('conversion_id', '=', conversionId)
          .where('spam', '=', spam ? 0 : 1)
          .returning(['portal_id', 'form_id'])
          .executeTakeFirst();
        if (changed === undefined) {
          const found = await trx.selectFrom('submissions').select('id').where('conversion_id', '=', conversionId).executeTakeFirst();
          return found === undefined ? 'unknown' : 'unchanged';
        }
        if (spam) await hooks?.markedSpam(trx, { portalId: changed.portal_id, formId: changed.form_id, conversionId });
        else await hooks?.created(trx, conversionId);
        return 'changed';
      });
      if (outcome === 'changed') hooks?.committed();
      return outcome !== 'unknown';
    },

    async eraseBatch(selection, limit, record) {
      const batch = await db.transaction().execute(async (trx) => {
        const chosen = trx.selectFrom('submissions').select('submissions.id').where(selected(selection)).orderBy('submissions.id').limit(limit);
        // SQLite's trigger (migration 0006) drops each row's search entry; Postgres's is a column of the row.
        const rows = await trx
          .deleteFrom('submissions')
          .where('id', 'in', chosen)
          .returning(['idempotency_key', 'files_json', 'portal_id', 'form_id', 'conversion_id'])
          .execute();
        if (rows.length === 0) return { erased: [], entryId: record.entryId };
        // Whoever erases: what the outbox kept of these leads goes with them.
        await forgetLeadEvents(
          asOutboxDatabase(trx as unknown as Kysely<unknown>),
          rows.map((row) => row.conversion_id),
        );
        await hooks?.erased(
          trx,
          rows.map((row) => ({ portalId: row.portal_id, formId: row.form_id, conversionId: row.conversion_id })),
        );
        let entryId = record.entryId;
        if (entryId === undefined) {
          const entry = await trx
            .insertInto('audit_log')
            .values({ actor: record.actor, action: record.action, filter_json: JSON.stringify(record.filter), count: rows.length, created_at: record.createdAt })
            .returning('id')
            .executeTakeFirstOrThrow();
          entryId = Number(entry.id);
        } else {
          await trx
            .updateTable('audit_log')
            .set((eb) => ({ count: eb('count', '+', rows.length) }))
            .where('id', '=', entryId)
            .execute();
        }
        const erased = rows.map((row) => ({ idempotencyKey: row.idempotency_key, files: JSON.parse(row.files_json) as StoredFile[] }));
        return { erased, entryId };
      });
      if (batch.erased.length > 0) hooks?.committed();
      return batch;
    },

    async listAudit(limit) {
      const rows = await db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
      return rows.map((row) => ({
        id: Number(row.id),
        actor: row.actor,
        action: row.action,
        filter: JSON.parse(row.filter_json) as unknown,
        count: Number(row.count),
        createdAt: row.created_at,
      }));
    },
  };
}
