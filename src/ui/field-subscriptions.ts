import type { FieldState } from '../core/field-state';
import type { FormStore, FormStoreState } from '../store/create-form-store';

export interface FieldSubscriptions {
  /** Calls `listener` whenever the state of `fieldId` is replaced; returns the unsubscribe. */
  subscribe(fieldId: string, listener: () => void): () => void;
}

const byStore = new WeakMap<FormStore, FieldSubscriptions>();

/**
 * Per-field change notification over one store listener. A keystroke replaces one field's
 * state (in place in the fields record, see `FormStoreState.fields`); instead of every field's
 * hook running its selector (thousands on a long form), the listener compares the fields the
 * store says it touched (or, when the record itself was replaced, every field listened to)
 * with the state each was last woken for, and wakes only the listeners of those replaced.
 */
export function fieldSubscriptions(store: FormStore): FieldSubscriptions {
  const existing = byStore.get(store);
  if (existing) return existing;
  const listeners = new Map<string, Set<() => void>>();
  /** The state each listened-to field had when its listeners last heard of it. */
  const seen = new Map<string, FieldState | undefined>();
  let unsubscribeStore: (() => void) | undefined;

  const wake = (fieldId: string) => {
    const set = listeners.get(fieldId);
    if (set) for (const listener of [...set]) listener();
  };

  const onStoreChange = (next: FormStoreState, previous: FormStoreState) => {
    let ids: Iterable<string>;
    if (next.fields !== previous.fields) ids = listeners.keys();
    // A keystroke names the fields it may have replaced: look at those alone.
    else if (next.fieldsChange && next.fieldsChange !== previous.fieldsChange) ids = next.fieldsChange.ids;
    else return;
    for (const fieldId of [...ids]) {
      const state = next.fields[fieldId];
      if (!listeners.has(fieldId) || state === seen.get(fieldId)) continue;
      seen.set(fieldId, state);
      wake(fieldId);
    }
  };

  const subscriptions: FieldSubscriptions = {
    subscribe(fieldId, listener) {
      let set = listeners.get(fieldId);
      if (!set) {
        listeners.set(fieldId, (set = new Set()));
        seen.set(fieldId, store.getState().fields[fieldId]);
      }
      set.add(listener);
      unsubscribeStore ??= store.subscribe(onStoreChange);
      return () => {
        set.delete(listener);
        if (set.size === 0) {
          listeners.delete(fieldId);
          seen.delete(fieldId);
        }
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
