import { realpath } from 'node:fs/promises';
import path from 'node:path';

/** Why a stored file cannot be read: its recorded path leaves DATA_DIR, or nothing is there. */
export type StoredFileProblem = 'outside' | 'missing';

/**
 * The absolute path of an upload recorded relative to DATA_DIR, only when it stays inside
 * DATA_DIR: a recorded path with `..`, an absolute one, or a link out of the folder is refused,
 * so no row, however written, can make the host read another file.
 */
export async function storedFilePath(dataDir: string, relative: string): Promise<{ ok: true; path: string } | { ok: false; problem: StoredFileProblem }> {
  if (relative === '' || relative.includes('\0') || path.isAbsolute(relative) || path.win32.isAbsolute(relative)) return { ok: false, problem: 'outside' };
  const root = path.resolve(dataDir);
  const candidate = path.resolve(root, relative);
  if (!isInside(root, candidate)) return { ok: false, problem: 'outside' };
  let real: string;
  try {
    real = await realpath(candidate);
  } catch {
    return { ok: false, problem: 'missing' };
  }
  // Links are followed before the check: the file itself must be inside DATA_DIR too.
  const realRoot = await realpath(root).catch(() => root);
  return isInside(realRoot, real) ? { ok: true, path: real } : { ok: false, problem: 'outside' };
}

function isInside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}
