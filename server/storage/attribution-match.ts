import { sql, type Expression, type SqlBool } from 'kysely';
import type { AttributionParam } from '../../src/core/attribution/attribution.js';
import type { StorageDialect } from './migrations.js';

/**
 * A lead whose stored attribution (`submissions.attribution_json`, JSON text) has `value` as
 * `param`, exactly; a lead without attribution never matches. The key is written into the SQL
 * (it is one of the fixed `ATTRIBUTION_PARAMS`, never input) so that the expression is the one
 * migration 0011 indexes for `utm_source` and `utm_campaign` (server/storage/attribution-index-migration.ts).
 */
export function matchesAttribution(dialect: StorageDialect, param: AttributionParam, value: string): Expression<SqlBool> {
  return dialect === 'postgres'
    ? sql<SqlBool>`(submissions.attribution_json::jsonb ->> ${sql.lit(param)}) = ${value}`
    : sql<SqlBool>`json_extract(submissions.attribution_json, ${sql.lit(`$.${param}`)}) = ${value}`;
}
