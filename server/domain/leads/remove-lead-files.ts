import { rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { ErasedLead } from '../../storage/lead-store.js';
import { storedFilePath } from '../uploads/stored-file-path.js';

export interface FileRemoval {
  removed: number;
  /** Files that could not be removed (each logged): the erasure itself stands. */
  failed: number;
}

/**
 * Removes the uploads of erased leads, after their rows are gone: each recorded file (only inside
 * DATA_DIR, as the download route reads them), then its folder (`uploads/{key}/`) once empty.
 * A file already gone counts as removed; one that cannot be removed is logged, never thrown.
 */
export async function removeLeadFiles(dataDir: string, leads: readonly ErasedLead[], log: (line: string) => void): Promise<FileRemoval> {
  const result: FileRemoval = { removed: 0, failed: 0 };
  for (const lead of leads) {
    const folders = new Set<string>();
    for (const file of lead.files) {
      const located = await storedFilePath(dataDir, file.path);
      if (!located.ok) {
        if (located.problem === 'missing') result.removed += 1;
        else {
          result.failed += 1;
          log(`erased lead ${lead.idempotencyKey}: its file ${file.path} lies outside DATA_DIR and was left alone`);
        }
        continue;
      }
      try {
        await rm(located.path, { force: true });
        result.removed += 1;
        folders.add(path.dirname(located.path));
      } catch (error) {
        result.failed += 1;
        log(`erased lead ${lead.idempotencyKey}: could not remove its file ${file.path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    // Only an empty folder goes: whatever else is in it was not this lead's to remove.
    for (const folder of folders) await rmdir(folder).catch(() => undefined);
  }
  return result;
}
