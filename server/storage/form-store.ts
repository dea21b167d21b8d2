import { sql, type Generated, type Kysely, type Selectable } from 'kysely';
import type { SubmissionsTable } from './submission-store.js';

/** The `forms` table (migration 0004): one row per portal and form GUID (lower case). */
export interface FormsTable {
  id: Generated<number>;
  portal_id: string;
  guid: string;
  name: string;
  /** ISO 8601, UTC; null while the form is live. */
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

/** `form_versions`: the published versions, never changed once written. */
export interface FormVersionsTable {
  id: Generated<number>;
  form_id: number;
  /** 1, 2, … per form. */
  version: number;
  /** The wire definition text exactly as the definition route serves it. */
  definition_json: string;
  /** SHA-256 (hex) of the file this version was imported from; null when published otherwise. */
  source_sha256: string | null;
  published_at: string;
  published_by: string | null;
}

/** `form_drafts`: at most one draft per form. */
export interface FormDraftsTable {
  form_id: number;
  definition_json: string;
  /** SHA-256 of the `.draft.json` file last imported into this draft (kept when the draft is edited otherwise). */
  source_sha256: string | null;
  updated_at: string;
}

/** The forms tables, and the submissions their lead counts read. */
export type FormsDatabase = {
  submissions: SubmissionsTable;
  forms: FormsTable;
  form_versions: FormVersionsTable;
  form_drafts: FormDraftsTable;
};

/** The database or a transaction of it: every function here runs inside whichever it is given. */
export type FormsExecutor = Kysely<FormsDatabase>;

/** The host's database (any set of tables holding these) seen as the forms tables. */
export function asFormsDatabase<Tables>(connection: Kysely<Tables>): Kysely<FormsDatabase> {
  return connection.withTables<FormsDatabase>() as unknown as Kysely<FormsDatabase>;
}

export interface FormRow {
  id: number;
  portalId: string;
  guid: string;
  name: string;
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface VersionRow {
  version: number;
  definitionJson: string;
  sourceSha256: string | null;
  publishedAt: string;
  publishedBy: string | null;
}

export interface DraftRow {
  definitionJson: string;
  sourceSha256: string | null;
  updatedAt: string;
}

export interface FormLeadCounts {
  leads: number;
  lastLeadAt: string | null;
  leadsSince: number;
  /** Those marked as spam (the `spam` column of migration 0006). */
  spamLeads: number;
}

// Postgres answers a bigint (the ids) and a count as strings.
const toFormRow = (row: Selectable<FormsTable>): FormRow => ({
  id: Number(row.id),
  portalId: row.portal_id,
  guid: row.guid,
  name: row.name,
  archivedAt: row.archived_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toVersionRow = (row: Pick<Selectable<FormVersionsTable>, 'version' | 'definition_json' | 'source_sha256' | 'published_at' | 'published_by'>): VersionRow => ({
  version: Number(row.version),
  definitionJson: row.definition_json,
  sourceSha256: row.source_sha256,
  publishedAt: row.published_at,
  publishedBy: row.published_by,
});

export async function findForm(db: FormsExecutor, portalId: string, guid: string): Promise<FormRow | undefined> {
  const row = await db.selectFrom('forms').selectAll().where('portal_id', '=', portalId).where('guid', '=', guid).executeTakeFirst();
  return row === undefined ? undefined : toFormRow(row);
}

/**
 * The form's row, created (named `name`) when the portal has none under `guid`. The insert comes
 * first, so a transaction calling this takes SQLite's write lock at once, and a concurrent
 * insert of the same form on Postgres waits for the other to commit and then does nothing.
 */
export async function ensureForm(db: FormsExecutor, form: { portalId: string; guid: string; name: string; now: string }): Promise<{ row: FormRow; created: boolean }> {
  const inserted = await db
    .insertInto('forms')
    .values({ portal_id: form.portalId, guid: form.guid, name: form.name, archived_at: null, created_at: form.now, updated_at: form.now })
    .onConflict((conflict) => conflict.columns(['portal_id', 'guid']).doNothing())
    .executeTakeFirst();
  const row = await findForm(db, form.portalId, form.guid);
  if (row === undefined) throw new Error(`form ${form.portalId}/${form.guid} was neither found nor created`);
  return { row, created: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 };
}

/** `archivedAt`: a time archives the form, null takes it out of the archive, undefined leaves it. */
export async function updateFormRow(db: FormsExecutor, formId: number, changes: { name?: string; archivedAt?: string | null; now: string }): Promise<void> {
  await db
    .updateTable('forms')
    .set({
      updated_at: changes.now,
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.archivedAt === undefined ? {} : { archived_at: changes.archivedAt }),
    })
    .where('id', '=', formId)
    .execute();
}

export async function latestVersion(db: FormsExecutor, formId: number): Promise<VersionRow | undefined> {
  const row = await db
    .selectFrom('form_versions')
    .select(['version', 'definition_json', 'source_sha256', 'published_at', 'published_by'])
    .where('form_id', '=', formId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? undefined : toVersionRow(row);
}

/** The row id of the form's latest version, read without its text; undefined when it has none. */
export async function latestVersionId(db: FormsExecutor, formId: number): Promise<number | undefined> {
  const row = await db.selectFrom('form_versions').select('id').where('form_id', '=', formId).orderBy('version', 'desc').limit(1).executeTakeFirst();
  return row === undefined ? undefined : Number(row.id);
}

/** The text of the version row `id`, or undefined when there is no such row. */
export async function versionText(db: FormsExecutor, id: number): Promise<string | undefined> {
  return (await db.selectFrom('form_versions').select('definition_json').where('id', '=', id).executeTakeFirst())?.definition_json;
}

/** One version of the form, or undefined when it has no such version. */
export async function findVersionRow(db: FormsExecutor, formId: number, version: number): Promise<VersionRow | undefined> {
  const row = await db
    .selectFrom('form_versions')
    .select(['version', 'definition_json', 'source_sha256', 'published_at', 'published_by'])
    .where('form_id', '=', formId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row === undefined ? undefined : toVersionRow(row);
}

/** Every version of the form, oldest first. */
export async function listVersionRows(db: FormsExecutor, formId: number): Promise<VersionRow[]> {
  const rows = await db
    .selectFrom('form_versions')
    .select(['version', 'definition_json', 'source_sha256', 'published_at', 'published_by'])
    .where('form_id', '=', formId)
    .orderBy('version', 'asc')
    .execute();
  return rows.map(toVersionRow);
}

/** Versions whose successor was published after `since` (ISO): they were still live then. The latest is not among them. */
export async function versionsReplacedAfter(db: FormsExecutor, formId: number, since: string): Promise<VersionRow[]> {
  const rows = await db
    .selectFrom('form_versions as v')
    .innerJoin('form_versions as next', (join) => join.onRef('next.form_id', '=', 'v.form_id').on((eb) => eb('next.version', '=', eb('v.version', '+', 1))))
    .select(['v.version', 'v.definition_json', 'v.source_sha256', 'v.published_at', 'v.published_by'])
    .where('v.form_id', '=', formId)
    .where('next.published_at', '>', since)
    .orderBy('v.version', 'asc')
    .execute();
  return rows.map(toVersionRow);
}

/** The SHA-256 of the file the most recent imported version came from, undefined when none was imported. */
export async function lastImportedSha(db: FormsExecutor, formId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('form_versions')
    .select('source_sha256')
    .where('form_id', '=', formId)
    .where('source_sha256', 'is not', null)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.source_sha256 ?? undefined;
}

/** Writes version `latest + 1`; a concurrent writer of the same number fails on the unique (form, version). */
export async function insertNextVersion(
  db: FormsExecutor,
  formId: number,
  version: { definitionJson: (number: number) => string; sourceSha256: string | null; publishedAt: string; publishedBy: string | null },
): Promise<number> {
  const number = ((await latestVersion(db, formId))?.version ?? 0) + 1;
  await db
    .insertInto('form_versions')
    .values({
      form_id: formId,
      version: number,
      definition_json: version.definitionJson(number),
      source_sha256: version.sourceSha256,
      published_at: version.publishedAt,
      published_by: version.publishedBy,
    })
    .execute();
  return number;
}

export async function findDraft(db: FormsExecutor, formId: number): Promise<DraftRow | undefined> {
  const row = await db.selectFrom('form_drafts').select(['definition_json', 'source_sha256', 'updated_at']).where('form_id', '=', formId).executeTakeFirst();
  return row === undefined ? undefined : { definitionJson: row.definition_json, sourceSha256: row.source_sha256, updatedAt: row.updated_at };
}

/** Writes the form's draft; `sourceSha256` undefined keeps the one recorded (an edit that came from no file). */
export async function putDraft(db: FormsExecutor, formId: number, draft: { definitionJson: string; sourceSha256?: string; now: string }): Promise<void> {
  const sha = draft.sourceSha256 ?? null;
  await db
    .insertInto('form_drafts')
    .values({ form_id: formId, definition_json: draft.definitionJson, source_sha256: sha, updated_at: draft.now })
    .onConflict((conflict) =>
      conflict.column('form_id').doUpdateSet({
        definition_json: draft.definitionJson,
        updated_at: draft.now,
        ...(draft.sourceSha256 === undefined ? {} : { source_sha256: draft.sourceSha256 }),
      }),
    )
    .execute();
}

/** A portal's forms (archived ones too), by name. */
export async function listFormRows(db: FormsExecutor, portalId: string): Promise<FormRow[]> {
  const rows = await db.selectFrom('forms').selectAll().where('portal_id', '=', portalId).orderBy('name').orderBy('guid').execute();
  return rows.map(toFormRow);
}

/** Leads per form GUID of a portal: all of them, the time of the last, those stored after `since` (ISO), those marked as spam. */
export async function leadCountsByForm(db: FormsExecutor, portalId: string, since: string): Promise<Map<string, FormLeadCounts>> {
  const rows = await db
    .selectFrom('submissions')
    .where('portal_id', '=', portalId)
    .groupBy('form_id')
    .select((eb) => [
      'form_id',
      eb.fn.countAll<number | string>().as('leads'),
      eb.fn.max('created_at').as('last_lead_at'),
      eb.fn.sum<number | string | null>(eb.case().when('created_at', '>', since).then(1).else(0).end()).as('leads_since'),
      // `spam` is not in this module's view of the table (server/storage/lead-store.ts owns it).
      eb.fn.sum<number | string | null>(sql<number>`case when spam = 1 then 1 else 0 end`).as('spam_leads'),
    ])
    .execute();
  return new Map(
    rows.map((row) => [
      row.form_id,
      { leads: Number(row.leads), lastLeadAt: row.last_lead_at ?? null, leadsSince: Number(row.leads_since ?? 0), spamLeads: Number(row.spam_leads ?? 0) },
    ]),
  );
}

/** The latest version number of each of a portal's forms that has one, by form id. */
/** Each form of the portal's latest version: its number and definition text (forms never published are absent). */
export async function latestVersions(db: FormsExecutor, portalId: string): Promise<Map<number, { version: number; definitionJson: string }>> {
  const rows = await db
    .selectFrom('form_versions as v')
    .innerJoin('forms', 'forms.id', 'v.form_id')
    .where('forms.portal_id', '=', portalId)
    .where((eb) => eb('v.version', '=', eb.selectFrom('form_versions as later').whereRef('later.form_id', '=', 'v.form_id').select((inner) => inner.fn.max('later.version').as('latest'))))
    .select(['v.form_id', 'v.version', 'v.definition_json'])
    .execute();
  return new Map(rows.map((row) => [Number(row.form_id), { version: Number(row.version), definitionJson: row.definition_json }]));
}

/** The definition text of each of the portal's drafts, by form id. */
export async function draftTexts(db: FormsExecutor, portalId: string): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('form_drafts')
    .innerJoin('forms', 'forms.id', 'form_drafts.form_id')
    .where('forms.portal_id', '=', portalId)
    .select(['form_drafts.form_id', 'form_drafts.definition_json'])
    .execute();
  return new Map(rows.map((row) => [Number(row.form_id), row.definition_json]));
}

/** The portals that have forms, in order. */
export async function formPortalIds(db: FormsExecutor): Promise<string[]> {
  const rows = await db.selectFrom('forms').select('portal_id').distinct().orderBy('portal_id').execute();
  return rows.map((row) => row.portal_id);
}
