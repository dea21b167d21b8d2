/**
 * The forms host as one built program (`dist/host/main.mjs`, what `npm start` runs): the host's
 * code and the embed code it shares, bundled into a few files, with the packages it uses imported
 * from node_modules. It starts in about half the time of `server/main.ts` under tsx (here 1.5
 * CPU-s against 3, listening after 1.0 s against 1.8), and so does each worker replaced after a
 * crash. It is split at its dynamic imports: React is then first loaded when the host first
 * pre-renders a form, after `server/default-node-env.ts` chose its build (a bundled static
 * import would be evaluated before any of the bundle's own code).
 */
import { mkdirSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { isProcessRunning } from '../process-running.js';

/** The bundled host's entry file in the folder it is built into. */
export const HOST_ENTRY_FILE = 'main.mjs';

/** Builds the host from `repoRoot`'s sources into `outdir` (emptied first), which must lie inside `repoRoot` (its packages resolve from there); answers the entry's path. */
export function buildHostBundle(outdir: string, repoRoot: string): string {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  // The bundle finds the repository root (forms, public files, data) relative to its own folder,
  // as Node names it: without symbolic links (a node_modules linked in from elsewhere).
  const toRoot = path.relative(realpathSync(outdir), realpathSync(repoRoot)).split(path.sep).join('/');
  buildSync({
    entryPoints: { main: path.join(repoRoot, 'server', 'main.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    define: { __HOST_REPO_ROOT__: JSON.stringify(toRoot === '' ? './' : `${toRoot}/`) },
    logLevel: 'warning',
  });
  return path.join(outdir, HOST_ENTRY_FILE);
}

/**
 * A bundle of the current sources for this process alone (tests and scripts that start the host
 * as `npm start` does): built once, in `node_modules/.cache/forms-host/{pid}`, and removed at
 * exit; folders left by processes that no longer run are removed on the way.
 */
let ownBundle: string | undefined;
export function hostBundleOfThisProcess(repoRoot: string): string {
  if (ownBundle) return ownBundle;
  const parent = path.join(repoRoot, 'node_modules', '.cache', 'forms-host');
  for (const entry of safeReaddir(parent)) {
    if (/^\d+$/.test(entry) && !isProcessRunning(Number(entry))) rmSync(path.join(parent, entry), { recursive: true, force: true });
  }
  const outdir = path.join(parent, String(process.pid));
  ownBundle = buildHostBundle(outdir, repoRoot);
  process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
  return ownBundle;
}

const safeReaddir = (folder: string): string[] => {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
};
