import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The build pinned under `/v/{hash}/` (esbuild.config.ts `publishVersioned` writes dist/pinned.json). */
export interface PinnedBuild {
  /** Its embed.js, as a path on the host (`/v/0123abcd/embed.js`). */
  path: string;
  /** Its Subresource Integrity hash (`sha384-…`). */
  integrity: string;
}

/** What a site owner pastes to embed a published form: the URLs are absolute, on the host's public origin. */
export interface EmbedCode {
  portalId: string;
  formId: string;
  scriptUrl: string;
  pinned: { scriptUrl: string; integrity: string } | null;
}

export const PINNED_FILE = 'pinned.json';
const PINNED_PATH = /^\/v\/[0-9a-f]+\/embed\.js$/;
const INTEGRITY = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/** dist/pinned.json, or null when the build wrote none; a file that is not what the build writes is an error naming it. */
export async function readPinnedBuild(distDir: string): Promise<PinnedBuild | null> {
  const file = path.join(distDir, PINNED_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not JSON`);
  }
  const { path: pinnedPath, integrity } = (parsed ?? {}) as Partial<Record<keyof PinnedBuild, unknown>>;
  if (typeof pinnedPath !== 'string' || !PINNED_PATH.test(pinnedPath)) throw new Error(`${file} has no path like /v/{hash}/embed.js`);
  if (typeof integrity !== 'string' || !INTEGRITY.test(integrity)) throw new Error(`${file} has no integrity like sha384-…`);
  return { path: pinnedPath, integrity };
}

/**
 * The origin site owners' pages load the embed from: PUBLIC_URL when set (the host may sit
 * behind a proxy that the request does not reveal), else the origin the request came to.
 */
export function publicOrigin(publicUrl: string | undefined, request: { protocol: string; host: string }): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

export function embedCode(form: { portalId: string; formId: string }, origin: string, pinned: PinnedBuild | null): EmbedCode {
  return {
    portalId: form.portalId,
    formId: form.formId,
    scriptUrl: `${origin}/embed.js`,
    pinned: pinned === null ? null : { scriptUrl: `${origin}${pinned.path}`, integrity: pinned.integrity },
  };
}
