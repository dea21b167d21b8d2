import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** Where uploads wait until their submission is accepted; '.' keeps it apart from every key. */
const STAGING_FOLDER = '.incoming';

/**
 * A staging folder in which nothing changed for this long belongs to a host process that is
 * gone: no upload stays silent for an hour (a file being received changes at every write).
 */
export const STALE_STAGING_MS = 60 * 60 * 1000;

/**
 * A host process's own staging folder: several processes (workers, or machines sharing
 * DATA_DIR) stage side by side, so none removes another's half-received upload.
 */
export function ownStagingDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', STAGING_FOLDER, `${process.pid}-${randomUUID()}`);
}

/** The newest change time of a folder and of everything in it; 0 when it is gone. */
async function lastChange(folder: string): Promise<number> {
  try {
    const entries = await readdir(folder, { recursive: true });
    const times = await Promise.all(
      [folder, ...entries.map((entry) => path.join(folder, entry))].map((entry) => stat(entry).then((info) => info.mtimeMs, () => 0)),
    );
    return Math.max(...times);
  } catch {
    return 0;
  }
}

/**
 * Removes the uploads that stopped host processes left half-received: every staging folder in
 * which nothing changed for `STALE_STAGING_MS`. Fresher ones may belong to a process still
 * receiving (another worker, another machine), so they stay. Called before the host takes requests.
 */
export async function clearStagedUploads(dataDir: string): Promise<void> {
  const staging = path.join(dataDir, 'uploads', STAGING_FOLDER);
  const folders = await readdir(staging).catch(() => []);
  for (const folder of folders) {
    const target = path.join(staging, folder);
    if (Date.now() - (await lastChange(target)) >= STALE_STAGING_MS) await rm(target, { recursive: true, force: true });
  }
}

/**
 * Moves the accepted uploads to `uploads/{key}`. A folder already there came from an earlier
 * send of the same submission (same key): it is kept and this copy is dropped.
 */
export async function placeUploads(stagingDir: string, finalDir: string): Promise<void> {
  await mkdir(path.dirname(finalDir), { recursive: true });
  try {
    await rename(stagingDir, finalDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    await rm(stagingDir, { recursive: true, force: true });
  }
}
