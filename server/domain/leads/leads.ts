import type { AuditEntry, ErasureRecord, LeadSelection, LeadStore, StoredLead } from '../../storage/lead-store.js';
import { exportLeads, type ExportOptions, type PreparedExport } from './exports/export-leads.js';
import { decodeCursor, encodeCursor, formLeadSelection, leadSelection, pageLimit, type LeadFilter } from './lead-query.js';
import { removeLeadFiles } from './remove-lead-files.js';

/** Leads erased per transaction: a large erasure never holds the database's write lock for long. */
export const ERASE_BATCH = 1000;
/** Audit entries `listAudit` answers by default. */
export const DEFAULT_AUDIT_LIMIT = 100;

export interface LeadPage {
  /** Newest first. */
  leads: StoredLead[];
  /** Gives the next page to `listLeads`; null after the last. */
  nextCursor: string | null;
}

export interface ErasureResult {
  /** Leads erased; with `dryRun`, leads that would be. */
  count: number;
  /** Uploaded files removed (or already gone). */
  filesRemoved: number;
  /** Uploaded files that could not be removed (logged). */
  filesFailed: number;
}

export interface LeadsDependencies {
  store: LeadStore;
  /** Where the uploads are (`uploads/{key}/…`, as recorded in each lead). */
  dataDir: string;
  /** ms since the epoch (default `Date.now`): the time of audit entries. */
  now?: () => number;
  /** Where problems that do not stop a call go (a file left behind); default stderr. */
  log?: (line: string) => void;
}

export interface Leads {
  listLeads(query: LeadFilter & { cursor?: string | undefined; limit: number }): Promise<LeadPage>;
  getLead(conversionId: string): Promise<StoredLead | undefined>;
  /** False when no lead has that conversion id. */
  markSpam(conversionId: string, spam: boolean): Promise<boolean>;
  /** Erases one lead (its row, search entry and uploads) and audits it under `actor`, with its portal and form (whose owners may read the entry). */
  deleteLead(conversionId: string, actor: string): Promise<ErasureResult>;
  /** Erases a form's leads that `filter` selects (`dryRun`: only counts them). */
  deleteLeads(filter: LeadFilter, options: { dryRun: boolean; actor: string }): Promise<ErasureResult>;
  /** Erases every form's leads created before `cutoff` (an ISO time), audited under `actor`. */
  deleteLeadsBefore(cutoff: string, actor: string): Promise<ErasureResult>;
  listAudit(limit?: number): Promise<AuditEntry[]>;
  /** An export of a form's selected leads; the columns are decided before it resolves. */
  prepareExport(filter: LeadFilter, options: ExportOptions): Promise<PreparedExport>;
}

/** The site owner's leads: list, search, spam, erasure (audited, uploads removed), exports. */
export function createLeads(dependencies: LeadsDependencies): Leads {
  const { store, dataDir } = dependencies;
  const now = dependencies.now ?? Date.now;
  const log = dependencies.log ?? ((line: string) => console.error(`[forms-host] ${line}`));

  /** Erases batch after batch until none is left: each batch's rows, search entries and audit count commit together; its files go after. */
  const erase = async (selection: LeadSelection, record: Omit<ErasureRecord, 'createdAt' | 'entryId'>): Promise<ErasureResult> => {
    const result: ErasureResult = { count: 0, filesRemoved: 0, filesFailed: 0 };
    let entryId: number | undefined;
    const createdAt = new Date(now()).toISOString();
    for (;;) {
      const batch = await store.eraseBatch(selection, ERASE_BATCH, { ...record, createdAt, entryId });
      entryId = batch.entryId;
      result.count += batch.erased.length;
      const files = await removeLeadFiles(dataDir, batch.erased, log);
      result.filesRemoved += files.removed;
      result.filesFailed += files.failed;
      if (batch.erased.length < ERASE_BATCH) return result;
    }
  };

  return {
    async listLeads({ cursor, limit, ...filter }) {
      const size = pageLimit(limit);
      const beforeId = cursor === undefined ? undefined : decodeCursor(cursor);
      // One more than asked tells whether a next page exists.
      const leads = await store.page(leadSelection(filter), { beforeId, limit: size + 1 });
      const page = leads.slice(0, size);
      const last = page.at(-1);
      return { leads: page, nextCursor: leads.length > size && last !== undefined ? encodeCursor(last.id) : null };
    },

    getLead: (conversionId) => store.find(conversionId),

    markSpam: (conversionId, spam) => store.setSpam(conversionId, spam),

    async deleteLead(conversionId, actor) {
      const lead = await store.find(conversionId);
      if (lead === undefined) return { count: 0, filesRemoved: 0, filesFailed: 0 };
      const { portalId, formId } = lead;
      return erase({ conversionId }, { actor, action: 'delete', filter: { portalId, formId, conversionId } });
    },

    async deleteLeads(filter, { dryRun, actor }) {
      const selection = formLeadSelection(filter, 'an erasure by filter');
      if (dryRun) return { count: await store.count(selection), filesRemoved: 0, filesFailed: 0 };
      return erase(selection, { actor, action: 'delete', filter });
    },

    deleteLeadsBefore: (cutoff, actor) => erase({ createdTo: cutoff }, { actor, action: 'delete', filter: { createdTo: cutoff } }),

    listAudit: (limit = DEFAULT_AUDIT_LIMIT) => store.listAudit(limit),

    prepareExport: (filter, options) => exportLeads(store, filter, options),
  };
}
