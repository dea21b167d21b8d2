import { isRecord, setEntry } from '../core/definition/wire-reader';

/** Browser storage as the store uses it (localStorage satisfies it); injected, and allowed to throw. */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where one form's draft lives: one entry per portal and form. */
export const draftKey = (portalId: number | string, formGuid: string): string => `forms-embed:draft:${portalId}:${formGuid}`;

/**
 * A visitor's typed values kept until the host confirms the submission, so a reload or a
 * crashed tab never throws them away. Storage that is missing, full or refused (private mode,
 * sandboxed frames) makes every call a quiet no-op: the form works without drafts.
 */
export function drafts(storage: DraftStorage | undefined, key: string) {
  const quietly = <T>(action: () => T, fallback: T): T => {
    if (!storage) return fallback;
    try {
      return action();
    } catch {
      return fallback;
    }
  };
  return {
    read(): Record<string, string> | undefined {
      return quietly(() => {
        const text = storage!.getItem(key);
        if (text === null) return undefined;
        const parsed: unknown = JSON.parse(text);
        if (!isRecord(parsed)) return undefined;
        const values: Record<string, string> = {};
        for (const [name, value] of Object.entries(parsed)) if (typeof value === 'string') setEntry(values, name, value);
        return values;
      }, undefined);
    },
    write(values: Record<string, string>): void {
      quietly(() => storage!.setItem(key, JSON.stringify(values)), undefined);
    },
    clear(): void {
      quietly(() => storage!.removeItem(key), undefined);
    },
  };
}
