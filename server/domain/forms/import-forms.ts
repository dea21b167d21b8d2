import type { Kysely } from 'kysely';
import type { StorageDialect } from '../../storage/migrations.js';
import { ensureForm, findDraft, insertNextVersion, lastImportedSha, putDraft, updateFormRow, asFormsDatabase, type FormsDatabase, type FormsExecutor } from '../../storage/form-store.js';
import { underMigrationLock } from '../../storage/startup-lock.js';
import { readAllFormFiles, readFormFiles, type FormFiles } from './form-files.js';
import { formNameOf, versionText } from './wire-definition.js';

/** What an import did, one entry per change or skipped file (the host logs each). */
export type ImportEvent =
  | { event: 'versionPublished'; portalId: string; guid: string; version: number }
  | { event: 'draftImported'; portalId: string; guid: string }
  | { event: 'fileSkipped'; file: string; reason: string };

/** Who published a version that came from a file (`form_versions.published_by`). */
export const FILE_IMPORT_PUBLISHER = 'file import';

/**
 * Brings one form's files into the database, keyed by each file's SHA-256: a published file
 * whose hash differs from the last imported version's publishes a new version; a draft file
 * whose hash differs from the one last imported replaces the draft. An unchanged file changes
 * nothing, so what was edited in the database since survives. Runs inside the caller's transaction.
 */
export async function importFormFiles(db: FormsExecutor, files: FormFiles, now: Date): Promise<ImportEvent[]> {
  const source = files.published ?? files.draft;
  if (source === undefined) return [];
  const { portalId, guid } = files;
  const at = now.toISOString();
  const name = formNameOf(source.definition, guid);
  const { row, created } = await ensureForm(db, { portalId, guid, name, now: at });
  const events: ImportEvent[] = [];
  const published = files.published;
  if (published !== undefined && (await lastImportedSha(db, row.id)) !== published.sha256) {
    const version = await insertNextVersion(db, row.id, {
      definitionJson: (number) => versionText(published.definition, number),
      sourceSha256: published.sha256,
      publishedAt: at,
      publishedBy: FILE_IMPORT_PUBLISHER,
    });
    if (!created) await updateFormRow(db, row.id, { name, now: at });
    events.push({ event: 'versionPublished', portalId, guid, version });
  }
  const draft = files.draft;
  if (draft !== undefined && (await findDraft(db, row.id))?.sourceSha256 !== draft.sha256) {
    await putDraft(db, row.id, { definitionJson: draft.text, sourceSha256: draft.sha256, now: at });
    events.push({ event: 'draftImported', portalId, guid });
  }
  return events;
}

/**
 * The start's import of every definition under `formsDir`, in one transaction under the
 * migration lock: processes starting together import once (the later ones find every file
 * unchanged). A broken file is reported and skipped.
 */
export async function importFormsDir<Tables>(connection: Kysely<Tables>, dialect: StorageDialect, formsDir: string, now: Date): Promise<ImportEvent[]> {
  const db = asFormsDatabase(connection);
  const { forms, broken } = await readAllFormFiles(formsDir);
  const events: ImportEvent[] = broken.map((file) => ({ event: 'fileSkipped', file: file.file, reason: file.reason }));
  await underMigrationLock(db, dialect, async (trx) => {
    for (const form of forms) events.push(...(await importFormFiles(trx, form, now)));
  });
  return events;
}

/**
 * Imports a form the database lacks from its files, when a request names it (a file dropped
 * into FORMS_DIR while the host runs). Returns what changed; a broken file throws.
 */
export async function importFormOnDemand(db: Kysely<FormsDatabase>, formsDir: string, portalId: string, guid: string, now: Date): Promise<ImportEvent[]> {
  const files = await readFormFiles(formsDir, portalId, guid);
  if (files.published === undefined && files.draft === undefined) return [];
  return db.transaction().execute((trx) => importFormFiles(trx, files, now));
}
