import { createHash } from 'node:crypto';
import { readFileSync, statSync, type Stats } from 'node:fs';
import { boundedCache, type CacheLimits } from '../domain/prerender/bounded-cache.js';
import type { ContentEncoding } from './content-encoding.js';
import { PRECOMPRESSED } from './precompressed-files.js';
import { resolveSafePath } from './safe-paths.js';

/** A build file as kept: its bytes and its compressed copies (those the build wrote), and its entity tag. */
export interface BuildFile {
  /** The file's bytes (null) and each compressed copy the build wrote beside it. */
  copies: ReadonlyMap<ContentEncoding | null, Buffer>;
  /** A strong tag of the file's content: the same bytes rebuilt keep it, so browsers keep their copy. */
  etag: string;
}

interface KeptFile extends BuildFile {
  /** Size and time of the file and of each copy when read ('-': no such copy), to see a rebuild. */
  stamp: string;
}

/** Every build file kept together; a build of the embed holds some 4 MB of them with their copies. */
export const BUILD_FILES_LIMITS: CacheLimits = { entries: 1000, bytes: 64 * 1024 * 1024 };
/** A file larger than this (a source map) is left to be read from disk. */
const LARGEST_KEPT_FILE_BYTES = 4 * 1024 * 1024;

const statOrNull = (filePath: string): Stats | null => statSync(filePath, { throwIfNoEntry: false }) ?? null;
const stampOf = (stats: Stats | null): string => (stats?.isFile() ? `${stats.size}:${stats.mtimeMs}` : '-');

/**
 * The build's files (dist/) answered from memory. The loader, its runtime and its chunks are on
 * every visitor's way to a usable form, and a file server that looks each one up on disk per
 * request (@fastify/static lists a folder per path segment to check its spelling, and stats
 * every compressed copy in every root) spends 3-4 ms of the host's event loop and a dozen
 * thread-pool round trips on each, which a busy machine stretches to tens of ms. Kept here, a file
 * costs a few synchronous stats to see that it is still the one read: a rebuild while the host
 * runs is served at once. `find` answers undefined for a path with no regular file (or one too
 * large to keep): the file server answers that as before.
 */
export function buildFiles(distDir: string, limits: CacheLimits = BUILD_FILES_LIMITS) {
  const cache = boundedCache<string, KeptFile>(limits);

  /** Reads the file and the copies `copyStats` (in `PRECOMPRESSED` order) found on disk. */
  function read(filePath: string, copyStats: (Stats | null)[], stamp: string): KeptFile {
    const copies = new Map<ContentEncoding | null, Buffer>([[null, readFileSync(filePath)]]);
    PRECOMPRESSED.forEach(({ encoding, suffix }, index) => {
      if (copyStats[index]?.isFile()) copies.set(encoding, readFileSync(filePath + suffix));
    });
    const etag = `"${createHash('sha256').update(copies.get(null)!).digest('base64url').slice(0, 22)}"`;
    return { copies, etag, stamp };
  }

  return {
    /** The kept file at `pathname` (as requested, still percent-encoded), read anew when it changed on disk. */
    find(pathname: string): BuildFile | undefined {
      const filePath = resolveSafePath(distDir, pathname);
      if (filePath === null) return undefined;
      const file = statOrNull(filePath);
      if (!file?.isFile() || file.size > LARGEST_KEPT_FILE_BYTES) return undefined;
      const copyStats = PRECOMPRESSED.map(({ suffix }) => statOrNull(filePath + suffix));
      const stamp = [file, ...copyStats].map(stampOf).join(' ');
      const kept = cache.get(filePath);
      if (kept?.stamp === stamp) return kept;
      const fresh = read(filePath, copyStats, stamp);
      cache.set(filePath, fresh, [...fresh.copies.values()].reduce((bytes, copy) => bytes + copy.length, 0));
      return fresh;
    },
    /** Files kept now. */
    get size(): number {
      return cache.size;
    },
  };
}
