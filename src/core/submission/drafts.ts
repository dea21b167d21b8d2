import { isRecord, setEntry } from '../definition/wire-reader';

/** Browser storage as the store uses it (sessionStorage and localStorage satisfy it); injected, and allowed to throw. */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where one form's draft lives: one entry per portal and form. */
export const draftKey = (portalId: number | string, formGuid: string): string => `forms-embed:draft:${portalId}:${formGuid}`;

/** What a draft holds: the kept values and, once a submit made one, the submission's idempotency key. */
export interface Draft {
  values: Record<string, string>;
  idempotencyKey?: string;
}

/**
 * Marks the stored shape `{ version, values, idempotencyKey? }`. Earlier versions kept a flat
 * record of values in localStorage; that shape is never read (see `leftover` below).
 */
export const DRAFT_VERSION = 2;

/**
 * A visitor's draft kept until the host confirms the submission, so a reload of the tab never
 * throws the typed values (or the key they are sent under) away. `storage` is the tab's own
 * (sessionStorage: it ends with the tab). `leftover` is where earlier versions kept drafts
 * (localStorage, shared by every tab and kept forever): reading removes the entry there unread,
 * so what a visitor left on a shared computer goes away. Storage that is missing, full or
 * refused (private mode, sandboxed frames) makes every call a quiet no-op: the form works
 * without drafts.
 */
export function drafts(storage: DraftStorage | undefined, key: string, leftover?: DraftStorage) {
  const quietly = <T>(on: DraftStorage | undefined, action: (store: DraftStorage) => T): T | undefined => {
    try {
      return on && action(on);
    } catch {
      return undefined;
    }
  };
  return {
    read(): Draft | undefined {
      quietly(leftover, (store) => store.removeItem(key));
      return quietly(storage, (store) => draftOf(JSON.parse(store.getItem(key) ?? 'null')));
    },
    write({ values, idempotencyKey }: Draft): void {
      quietly(storage, (store) => store.setItem(key, JSON.stringify({ version: DRAFT_VERSION, values, idempotencyKey })));
    },
    clear(): void {
      quietly(storage, (store) => store.removeItem(key));
    },
  };
}

/** A stored draft of this version, keeping only string values and a non-empty key; anything else is nothing. */
function draftOf(parsed: unknown): Draft | undefined {
  if (!isRecord(parsed) || parsed.version !== DRAFT_VERSION || !isRecord(parsed.values)) return undefined;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed.values)) if (typeof value === 'string') setEntry(values, name, value);
  const { idempotencyKey } = parsed;
  return { values, idempotencyKey: typeof idempotencyKey === 'string' && idempotencyKey ? idempotencyKey : undefined };
}
