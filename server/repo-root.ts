import { fileURLToPath } from 'node:url';

/**
 * Where the repository root is from this module: one folder up from `server/`, or what the build
 * of the bundled host (`scripts/build/host-bundle.ts`) says from the folder it writes to.
 */
declare const __HOST_REPO_ROOT__: string | undefined;

/** The repository root: relative settings such as FORMS_DIR, and the host's data files, resolve against it, not the cwd. */
export const REPO_ROOT = fileURLToPath(new URL(typeof __HOST_REPO_ROOT__ === 'string' ? __HOST_REPO_ROOT__ : '..', import.meta.url));
