import { describe, expect, it, vi } from 'vitest';
import { draftKey, drafts } from '../../src/store/drafts';
import { DRAFT_SAVE_DELAY_MS } from '../../src/store/submission-actions';
import { fileOfSize } from '../core/builders';
import {
  deferred,
  fieldStateOf,
  FORM_GUID,
  knownVisitor,
  loadedHarness,
  memoryStorage,
  PORTAL_ID,
  settle,
  submitRefused,
  submitStored,
  throwingStorage,
  wireDefinition,
  wireField,
  wireGroup,
  wireOptions,
  type StoreHarness,
  type SubmitAnswer,
} from './wire-definition';

// As zustand's own vanilla tests do: the store must work without React.
vi.mock('react', () => ({}));

const KEY = `forms-embed:draft:${PORTAL_ID}:${FORM_GUID}`;

/** firstname, lastname (with a default), a password, a file and a checkbox list. */
function draftForm(top: Record<string, unknown> = {}) {
  return wireDefinition({
    groups: [
      wireGroup([
        wireField({ name: 'firstname', label: 'First name' }),
        wireField({ name: 'lastname', label: 'Last name', defaultValue: 'Default last' }),
        wireField({ name: 'password', label: 'Password' }),
      ]),
      wireGroup([
        wireField({ name: 'resume', label: 'CV', fieldType: 'file' }),
        wireField({ name: 'topics', label: 'Topics', type: 'enumeration', fieldType: 'checkbox', options: wireOptions('a', 'b', 'c') }),
      ]),
    ],
    top,
  });
}

const storedDraft = (storage: ReturnType<typeof memoryStorage>): unknown => {
  const text = storage.items.get(KEY);
  return text === undefined ? undefined : JSON.parse(text);
};

describe('drafts (the storage wrapper)', () => {
  it('keeps one entry per portal and form', () => {
    expect(draftKey(123456, FORM_GUID)).toBe(KEY);
    expect(draftKey('123456', FORM_GUID)).toBe(KEY);
  });

  it('writes, reads back and clears', () => {
    const storage = memoryStorage();
    const draft = drafts(storage, KEY);
    expect(draft.read()).toBeUndefined();
    draft.write({ firstname: 'Ada', topics: 'a;c' });
    expect(JSON.parse(storage.items.get(KEY)!)).toEqual({ firstname: 'Ada', topics: 'a;c' });
    expect(draft.read()).toEqual({ firstname: 'Ada', topics: 'a;c' });
    draft.clear();
    expect(storage.items.has(KEY)).toBe(false);
    expect(draft.read()).toBeUndefined();
  });

  it('reads something that is not a JSON object of strings as nothing, or keeps only the strings', () => {
    const storage = memoryStorage();
    const draft = drafts(storage, KEY);
    for (const text of ['not json', '[1,2]', '"Ada"', 'null', '42']) {
      storage.items.set(KEY, text);
      expect(draft.read()).toBeUndefined();
    }
    storage.items.set(KEY, JSON.stringify({ firstname: 'Ada', age: 36, list: ['x'], nothing: null }));
    expect(draft.read()).toEqual({ firstname: 'Ada' });
  });

  it('keeps a stored __proto__ key as plain data', () => {
    const storage = memoryStorage();
    storage.items.set(KEY, '{"__proto__":"x","polluted":"no","firstname":"Ada"}');
    const values = drafts(storage, KEY).read()!;
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(values, '__proto__')?.value).toBe('x');
    expect(values.firstname).toBe('Ada');
    storage.items.set(KEY, '{"__proto__":{"polluted":"yes"}}');
    expect(drafts(storage, KEY).read()).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('is a quiet no-op without storage, or with storage whose every method throws', () => {
    for (const storage of [undefined, throwingStorage()]) {
      const draft = drafts(storage, KEY);
      expect(draft.read()).toBeUndefined();
      expect(() => draft.write({ firstname: 'Ada' })).not.toThrow();
      expect(() => draft.clear()).not.toThrow();
    }
  });
});

describe('drafts in the store', () => {
  async function typed(harness: StoreHarness) {
    harness.store.getState().setValue('firstname', 'Ada');
    harness.store.getState().setValue('password', 'hunter2');
    harness.store.getState().setValue('resume', [fileOfSize(1000, 'cv.pdf')]);
    harness.store.getState().setValue('topics', ['a', 'c']);
    harness.scheduler.advance(DRAFT_SAVE_DELAY_MS);
    await settle();
  }

  it(`writes the typed values ${DRAFT_SAVE_DELAY_MS} ms after the last change, under forms-embed:draft:{portalId}:{guid}`, async () => {
    expect(DRAFT_SAVE_DELAY_MS).toBe(500);
    const storage = memoryStorage();
    const { store, scheduler } = await loadedHarness(draftForm(), {}, { storage });
    store.getState().setValue('firstname', 'Ad');
    scheduler.advance(300);
    store.getState().setValue('firstname', 'Ada');
    scheduler.advance(DRAFT_SAVE_DELAY_MS - 1);
    expect(storage.items.size).toBe(0);
    scheduler.advance(1);
    expect([...storage.items.keys()]).toEqual([KEY]);
    expect(storedDraft(storage)).toEqual({ firstname: 'Ada' });
  });

  it('keeps only the fields the visitor changed, never files or password-like fields; lists joined with ;', async () => {
    const storage = memoryStorage();
    const harness = await loadedHarness(draftForm(), {}, { storage });
    await typed(harness);
    expect(storedDraft(storage)).toEqual({ firstname: 'Ada', topics: 'a;c' });
  });

  it('restores the draft in a new store over the same storage, before URL and known values', async () => {
    const storage = memoryStorage();
    await typed(await loadedHarness(draftForm(), {}, { storage }));

    const again = await loadedHarness(
      draftForm(knownVisitor({ firstname: 'Known first', lastname: 'Known last', topics: 'b' })),
      { urlValues: { firstname: 'Url first', topics: 'b' } },
      { storage },
    );
    expect(fieldStateOf(again.store, 'firstname').value).toBe('Ada');
    expect(fieldStateOf(again.store, 'topics').value).toEqual(['a', 'c']);
    // Fields the draft does not hold start as they would without it.
    expect(fieldStateOf(again.store, 'lastname').value).toBe('Known last');
    expect(fieldStateOf(again.store, 'password').value).toBe('');
    expect(fieldStateOf(again.store, 'resume').value).toEqual([]);
  });

  it('keeps restored values in the draft when the visitor then changes another field', async () => {
    const storage = memoryStorage();
    await typed(await loadedHarness(draftForm(), {}, { storage }));
    const again = await loadedHarness(draftForm(), {}, { storage });
    again.store.getState().setValue('lastname', 'Lovelace');
    again.scheduler.advance(DRAFT_SAVE_DELAY_MS);
    expect(storedDraft(storage)).toEqual({ firstname: 'Ada', lastname: 'Lovelace', topics: 'a;c' });
  });

  it('never restores a password-like field, even when the storage holds one', async () => {
    const storage = memoryStorage();
    storage.items.set(KEY, JSON.stringify({ firstname: 'Ada', password: 'hunter2' }));
    const { store } = await loadedHarness(draftForm(), {}, { storage });
    expect(fieldStateOf(store, 'firstname').value).toBe('Ada');
    expect(fieldStateOf(store, 'password').value).toBe('');
  });

  it('keeps the values being sent at once, until the host confirms them', async () => {
    const storage = memoryStorage();
    const harness = await loadedHarness(draftForm(), {}, { storage });
    const answer = deferred<SubmitAnswer>();
    harness.api.submitForm.mockImplementationOnce(() => answer.promise);
    harness.store.getState().setValue('firstname', 'Ada');
    void harness.store.getState().submit();
    await settle();
    expect(storedDraft(storage)).toEqual({ firstname: 'Ada' });
    answer.resolve(submitStored());
    await settle();
    expect(storage.items.has(KEY)).toBe(false);
  });

  it('removes the draft on success, and a value typed just before does not bring it back', async () => {
    const storage = memoryStorage();
    const harness = await loadedHarness(draftForm(), {}, { storage });
    await typed(harness);
    harness.store.getState().setValue('firstname', 'Ada L.');
    await harness.store.getState().submit();
    expect(harness.store.getState().submission.response).not.toBeNull();
    expect(storage.items.has(KEY)).toBe(false);
    harness.scheduler.advance(10_000);
    expect(storage.items.has(KEY)).toBe(false);

    const next = await loadedHarness(draftForm(), {}, { storage });
    expect(fieldStateOf(next.store, 'firstname').value).toBe('');
  });

  it('keeps the draft when the submission fails', async () => {
    const storage = memoryStorage();
    const harness = await loadedHarness(draftForm(), {}, { storage });
    harness.api.submitForm.mockResolvedValue(submitRefused(400, { formSubmissionError: 'DELETED' }));
    await typed(harness);
    await harness.store.getState().submit();
    expect(harness.store.getState().submission.error).toBe(true);
    expect(storedDraft(storage)).toEqual({ firstname: 'Ada', topics: 'a;c' });
  });

  it('is not restored by a cookie reset', async () => {
    const storage = memoryStorage();
    await typed(await loadedHarness(draftForm(), {}, { storage }));
    const again = await loadedHarness(draftForm(), { hutk: 'cookie-123', urlValues: { firstname: 'Url first' } }, { storage });
    expect(fieldStateOf(again.store, 'firstname').value).toBe('Ada');
    again.store.getState().resetVisitor();
    expect(fieldStateOf(again.store, 'firstname').value).toBe('Url first');
    expect(fieldStateOf(again.store, 'topics').value).toEqual([]);
  });

  it.each([
    ['storage whose methods throw', () => throwingStorage()],
    ['no storage at all', () => undefined],
  ])('works with %s: load, typing, submit and success', async (_name, makeStorage) => {
    const storage = makeStorage();
    const harness = await loadedHarness(draftForm(), {}, { storage });
    expect(fieldStateOf(harness.store, 'firstname').value).toBe('');
    await typed(harness);
    expect(fieldStateOf(harness.store, 'firstname').value).toBe('Ada');
    await harness.store.getState().submit();
    expect(harness.api.submitForm).toHaveBeenCalledTimes(1);
    expect(harness.store.getState().submission.response).not.toBeNull();
    if (storage) {
      expect(storage.getItem).toHaveBeenCalled();
      expect(storage.setItem).toHaveBeenCalled();
      expect(storage.removeItem).toHaveBeenCalled();
    }
  });

  it('keeps a stored __proto__ key as plain data when restoring', async () => {
    const storage = memoryStorage();
    storage.items.set(KEY, '{"__proto__":"x","firstname":"Ada","constructor":"y"}');
    const { store } = await loadedHarness(draftForm(), {}, { storage });
    expect(fieldStateOf(store, 'firstname').value).toBe('Ada');
    expect(Object.getPrototypeOf(store.getState().fields)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).firstname).toBeUndefined();
  });
});
