import type { FormStore, FormStoreState } from '../store/create-form-store';

export interface FieldSubscriptions {
  /** Calls `listener` whenever the state of `fieldId` is replaced; returns the unsubscribe. */
  subscribe(fieldId: string, listener: () => void): () => void;
}

const byStore = new WeakMap<FormStore, FieldSubscriptions>();

/**
 * Per-field change notification over one store listener. A keystroke replaces one field's
 * state; instead of every field's hook running its selector (thousands on a long form), the
 * listener compares the fields the store says it touched (or, for bulk updates, every field)
 * by identity and wakes only the listeners of those replaced.
 */
export function fieldSubscriptions(store: FormStore): FieldSubscriptions {
  const existing = byStore.get(store);
  if (existing) return existing;
  const listeners = new Map<string, Set<() => void>>();
  let unsubscribeStore: (() => void) | undefined;

  const wake = (fieldId: string) => {
    const set = listeners.get(fieldId);
    if (set) for (const listener of [...set]) listener();
  };

  const onStoreChange = (next: FormStoreState, previous: FormStoreState) => {
    if (next.fields === previous.fields) return;
    // A keystroke names the fields it may have replaced: look at those alone.
    const ids = next.fieldsChange?.fields === next.fields ? next.fieldsChange.ids : listeners.keys();
    for (const fieldId of [...ids]) {
      if (next.fields[fieldId] !== previous.fields[fieldId]) wake(fieldId);
    }
  };

  const subscriptions: FieldSubscriptions = {
    subscribe(fieldId, listener) {
      let set = listeners.get(fieldId);
      if (!set) listeners.set(fieldId, (set = new Set()));
      set.add(listener);
      unsubscribeStore ??= store.subscribe(onStoreChange);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(fieldId);
        if (listeners.size === 0 && unsubscribeStore) {
          unsubscribeStore();
          unsubscribeStore = undefined;
        }
      };
    },
  };
  byStore.set(store, subscriptions);
  return subscriptions;
}
