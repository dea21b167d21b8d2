import type { DraftStorage } from '../store/drafts';

/** The page's localStorage, or undefined where reading it throws (sandboxed frames, blocked storage). */
export function pageStorage(win: Window): DraftStorage | undefined {
  try {
    return win.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** A random UUID from the page's crypto; a time-and-random id where `randomUUID` is missing (old browsers, http pages). */
export function newId(win: Window): string {
  const crypto = win.crypto as Crypto | undefined;
  if (crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
