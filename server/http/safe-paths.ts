import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The decoded segments of a request path (still percent-encoded on input), or null when the
 * path tries to climb out: `..` or `.` segments (also percent-encoded), encoded separators,
 * NUL, backslashes, drive letters, hidden files and absolute-looking `//` paths.
 */
export function safePathSegments(pathname: string): string[] | null {
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return null;
  if (pathname.includes('\\') || pathname.includes('\0')) return null;
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    // A leading dot covers `.`, `..` and dotfiles; the rest are separators in disguise.
    if (segment.startsWith('.') || /[/\\\0:]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

/** Maps a request path to a file inside `root`, or null when the path tries to leave it. */
export function resolveSafePath(root: string, pathname: string): string | null {
  const segments = safePathSegments(pathname);
  if (segments === null) return null;
  const base = path.resolve(root);
  const full = path.resolve(base, ...segments);
  // Belt and braces: whatever the checks above missed must still land under root.
  if (full !== base && !full.startsWith(base + path.sep)) return null;
  return full;
}

/** The file's bytes, or null when it is missing or not a regular file. */
export async function readFileIfExists(filePath: string): Promise<Buffer | null> {
  try {
    return await readFile(filePath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
    throw error;
  }
}
