import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { StorageDialect } from './migrations.js';

/**
 * The search index over a lead's values. Both dialects index the same words, made here rather
 * than by the database's own parser (Postgres would keep `ada@example.com` as one word): each
 * value is folded (lower case, accents off) and cut at everything that is not a letter or a
 * digit, so `ada@analytical-engines.co.uk` is found by `ada`, `analytical`, `engines` or `ada@ana`.
 * Both keep them in a table of their own, `submissions_search`, one entry per submission, dropped
 * with its row: SQLite an FTS5 table (rowid = the submission's id; a trigger drops the entry),
 * Postgres a `tsvector` (`simple` configuration, GIN index; the foreign key cascades).
 */

/** Characters of a lead's values indexed at most: a huge message must never make a submission fail to store. */
export const SEARCH_TEXT_LIMIT = 65_536;

/** The words of a text, folded: lower case, without accents, cut at every character that is not a letter or a digit. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** What the index holds for a lead: the words of its values, space-separated. */
export function searchText(values: Readonly<Record<string, string>>): string {
  return searchWords(Object.values(values).join(' ').slice(0, SEARCH_TEXT_LIMIT)).join(' ');
}

/**
 * A search as groups of words: one group per space-separated term of `q`, its words adjacent in
 * the lead, the last one a prefix (`ada@exa` is `ada` then a word starting `exa`). Every group
 * must match. Empty when `q` holds no letter or digit.
 */
export function searchTerms(q: string): string[][] {
  return q
    .split(/\s+/)
    .map(searchWords)
    .filter((words) => words.length > 0);
}

/** FTS5 syntax: each group a quoted phrase with a prefix star, groups joined by AND (the words hold only letters and digits). */
function ftsQuery(terms: readonly string[][]): string {
  return terms.map((words) => `"${words.join(' ')}"*`).join(' AND ');
}

/** tsquery syntax: each group's words joined by `<->` (adjacent), the last one `:*` (a prefix), groups by `&`. */
function tsQuery(terms: readonly string[][]): string {
  return terms.map((words) => `(${words.map((word, index) => `'${word}'${index === words.length - 1 ? ':*' : ''}`).join(' <-> ')})`).join(' & ');
}

/** A condition on `submissions`: the lead matches every group of `terms` (which must not be empty). */
export function matchesSearch(dialect: StorageDialect, terms: readonly string[][]): Expression<SqlBool> {
  return dialect === 'postgres'
    ? sql<SqlBool>`submissions.id in (select id from submissions_search where body @@ to_tsquery('simple', ${tsQuery(terms)}))`
    : sql<SqlBool>`submissions.id in (select rowid from submissions_search where submissions_search match ${ftsQuery(terms)})`;
}

/** Indexes a lead just stored, in the transaction that stored it. */
export async function addSearchEntry(db: Kysely<any>, dialect: StorageDialect, id: number, values: Readonly<Record<string, string>>): Promise<void> {
  const text = searchText(values);
  if (dialect === 'postgres') {
    await sql`insert into submissions_search (id, body) values (${id}, to_tsvector('simple', ${text}))`.execute(db);
  } else {
    await sql`insert into submissions_search (rowid, body) values (${id}, ${text})`.execute(db);
  }
}

/** Indexes many leads at once (the migration that made the index; a benchmark's seed). */
export async function addSearchEntries(
  db: Kysely<any>,
  dialect: StorageDialect,
  leads: readonly { id: number; values: Readonly<Record<string, string>> }[],
): Promise<void> {
  if (leads.length === 0) return;
  const ids = leads.map((lead) => lead.id);
  const texts = leads.map((lead) => searchText(lead.values));
  if (dialect === 'postgres') {
    await sql`insert into submissions_search (id, body)
      select id, to_tsvector('simple', body) from unnest(${ids}::bigint[], ${texts}::text[]) as entry (id, body)`.execute(db);
    return;
  }
  const rows = leads.map((_, index) => sql`(${ids[index]}, ${texts[index]})`);
  await sql`insert into submissions_search (rowid, body) values ${sql.join(rows)}`.execute(db);
}
