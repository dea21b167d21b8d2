import type { DraftStorage } from '../core/submission/drafts';

/** One of the page's storages, or undefined where reading it throws (sandboxed frames, blocked storage). */
function storageOf(win: Window, name: 'localStorage' | 'sessionStorage'): DraftStorage | undefined {
  try {
    return win[name] ?? undefined;
  } catch {
    return undefined;
  }
}

/** The page's localStorage: kept across tabs and visits (the device id; drafts of earlier versions). */
export const pageStorage = (win: Window): DraftStorage | undefined => storageOf(win, 'localStorage');

/** The tab's sessionStorage: survives a reload of the tab and ends with it (drafts). */
export const tabStorage = (win: Window): DraftStorage | undefined => storageOf(win, 'sessionStorage');

/** A random UUID from the page's crypto; a time-and-random id where `randomUUID` is missing (old browsers, http pages). */
export function newId(win: Window): string {
  const crypto = win.crypto as Crypto | undefined;
  if (crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
