import { sql, type Kysely } from 'kysely';
import type { StorageDialect } from './migrations.js';

/** The attribution keys the lead list filters by (`source=`, `campaign=`), each with its index. */
const INDEXED = [
  { param: 'utm_source', index: 'submissions_by_form_source' },
  { param: 'utm_campaign', index: 'submissions_by_form_campaign' },
] as const;

/**
 * Migration 0011: the lead list's attribution filters read an index, not every lead's JSON. One
 * index per filtered key, on the form, the key's value in `attribution_json` and the id (a
 * filtered page newest first is one index range), over the very expression
 * `server/storage/attribution-match.ts` queries by: an index on an expression serves only a query
 * that repeats it. Leads without attribution index a null.
 */
export async function addAttributionIndexes(db: Kysely<any>, dialect: StorageDialect): Promise<void> {
  for (const { param, index } of INDEXED) {
    const value =
      dialect === 'postgres'
        ? sql`(attribution_json::jsonb ->> ${sql.lit(param)})`
        : sql`json_extract(attribution_json, ${sql.lit(`$.${param}`)})`;
    await sql`create index ${sql.id(index)} on submissions (portal_id, form_id, ${value}, id)`.execute(db);
  }
}
