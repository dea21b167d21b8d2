import type { Generated, Kysely, Selectable } from 'kysely';

/** What the embed reported (spec 7.5, 7.9, 7.12, 7.13), one row per request the host accepted. */
export interface TrackingHitsTable {
  id: Generated<number>;
  /** Which beacon: see `TRACKING_HIT_NAMES`. */
  name: string;
  /** Set when the request named a valid portal (hubId for viral links) and form. */
  portal_id: string | null;
  form_id: string | null;
  /** The request's query as `{ name: value }` JSON. */
  query_json: string;
  /** ISO 8601, UTC. */
  created_at: string;
}

export type TrackingDatabase = {
  tracking_hits: TrackingHitsTable;
};

export const TRACKING_HIT_NAMES = ['counter', 'pixel', 'error-report', 'viral-tracking', 'viral-click'] as const;
export type TrackingHitName = (typeof TRACKING_HIT_NAMES)[number];

export interface NewTrackingHit {
  name: TrackingHitName;
  portalId: string | null;
  formId: string | null;
  query: Readonly<Record<string, string>>;
}

export interface TrackingHit extends NewTrackingHit {
  createdAt: string;
}

export interface TrackingFilter {
  portalId: string;
  formId?: string | undefined;
  name?: TrackingHitName | undefined;
  limit: number;
}

export interface TrackingStore {
  record(hit: NewTrackingHit): Promise<void>;
  /** A portal's hits (optionally one form's, one beacon's), newest first. */
  list(filter: TrackingFilter): Promise<TrackingHit[]>;
}

function toHit(row: Selectable<TrackingHitsTable>): TrackingHit {
  return {
    name: row.name as TrackingHitName,
    portalId: row.portal_id,
    formId: row.form_id,
    query: JSON.parse(row.query_json) as Record<string, string>,
    createdAt: row.created_at,
  };
}

/**
 * The tracking table over the host's open database (the submissions store owns and closes it;
 * the table is made by server/storage/migrations.ts).
 */
export function createTrackingStore<Tables>(connection: Kysely<Tables>): TrackingStore {
  const db = connection.withTables<TrackingDatabase>() as unknown as Kysely<TrackingDatabase>;

  return {
    async record(hit) {
      await db
        .insertInto('tracking_hits')
        .values({
          name: hit.name,
          portal_id: hit.portalId,
          form_id: hit.formId,
          query_json: JSON.stringify(hit.query),
          created_at: new Date().toISOString(),
        })
        .execute();
    },

    async list(filter) {
      let query = db.selectFrom('tracking_hits').selectAll().where('portal_id', '=', filter.portalId);
      if (filter.formId !== undefined) query = query.where('form_id', '=', filter.formId);
      if (filter.name !== undefined) query = query.where('name', '=', filter.name);
      const rows = await query.orderBy('id', 'desc').limit(filter.limit).execute();
      return rows.map(toHit);
    },
  };
}
