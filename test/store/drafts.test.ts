import { describe, expect, it, vi } from 'vitest';
import { DRAFT_VERSION, draftKey, drafts } from '../../src/core/submission/drafts';
import { DRAFT_SAVE_DELAY_MS } from '../../src/store/submission-actions';
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
  submitUnreachable,
  throwingStorage,
  wireDefinition,
  wireDependent,
  wireField,
  wireFilter,
  wireGroup,
  wireOptions,
  type StoreHarness,
  type SubmitAnswer,
} from './wire-definition';

// As zustand's own vanilla tests do: the store must work without React.
vi.mock('react', () => ({}));

const KEY = `forms-embed:draft:${PORTAL_ID}:${FORM_GUID}`;

type MemoryStorage = ReturnType<typeof memoryStorage>;

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

/** What the storage holds under the form's key, parsed; undefined when nothing. */
const storedDraft = (storage: MemoryStorage): { version?: unknown; values?: unknown; idempotencyKey?: unknown } | undefined => {
  const text = storage.items.get(KEY);
  return text === undefined ? undefined : JSON.parse(text);
};

/** Puts a draft of this version into the storage, as an earlier page of the tab left it. */
const putDraft = (storage: MemoryStorage, values: Record<string, string>, idempotencyKey?: string) =>
  storage.items.set(KEY, JSON.stringify({ version: DRAFT_VERSION, values, idempotencyKey }));

describe('drafts (the storage wrapper)', () => {
  it('keeps one entry per portal and form', () => {
    expect(draftKey(123456, FORM_GUID)).toBe(KEY);
    expect(draftKey('123456', FORM_GUID)).toBe(KEY);
  });

  it('writes {version, values, idempotencyKey}, reads it back and clears it', () => {
    const storage = memoryStorage();
    const draft = drafts(storage, KEY);
    expect(draft.read()).toBeUndefined();
    draft.write({ values: { firstname: 'Ada', topics: 'a;c' }, idempotencyKey: 'key-1' });
    expect(JSON.parse(storage.items.get(KEY)!)).toEqual({ version: 2, values: { firstname: 'Ada', topics: 'a;c' }, idempotencyKey: 'key-1' });
    expect(draft.read()).toEqual({ values: { firstname: 'Ada', topics: 'a;c' }, idempotencyKey: 'key-1' });
    draft.write({ values: { firstname: 'Ada' } });
    expect(draft.read()).toEqual({ values: { firstname: 'Ada' } });
    draft.clear();
    expect(storage.items.has(KEY)).toBe(false);
    expect(draft.read()).toBeUndefined();
  });

  it("reads the flat shape of earlier versions, another version, or what is not a draft as nothing", () => {
    const storage = memoryStorage();
    const draft = drafts(storage, KEY);
    const notDrafts = [
      JSON.stringify({ firstname: 'Ada' }),
      JSON.stringify({ version: 1, values: { firstname: 'Ada' } }),
      JSON.stringify({ version: DRAFT_VERSION, values: ['Ada'] }),
      JSON.stringify({ version: DRAFT_VERSION }),
      'not json', '[1,2]', '"Ada"', 'null', '42',
    ];
    for (const text of notDrafts) {
      storage.items.set(KEY, text);
      expect(draft.read()).toBeUndefined();
    }
  });

  it('keeps only string values, and only a non-empty string as the key', () => {
    const storage = memoryStorage();
    const draft = drafts(storage, KEY);
    storage.items.set(KEY, JSON.stringify({ version: DRAFT_VERSION, values: { firstname: 'Ada', age: 36, list: ['x'], nothing: null }, idempotencyKey: 42 }));
    expect(draft.read()).toEqual({ values: { firstname: 'Ada' } });
    putDraft(storage, { firstname: 'Ada' }, '');
    expect(draft.read()).toEqual({ values: { firstname: 'Ada' } });
  });

  it('keeps a stored __proto__ key as plain data', () => {
    const storage = memoryStorage();
    storage.items.set(KEY, `{"version":${DRAFT_VERSION},"values":{"__proto__":"x","polluted":"no","firstname":"Ada"}}`);
    const values = drafts(storage, KEY).read()!.values;
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(values, '__proto__')?.value).toBe('x');
    expect(values.firstname).toBe('Ada');
    storage.items.set(KEY, `{"version":${DRAFT_VERSION},"values":{"__proto__":{"polluted":"yes"}}}`);
    expect(drafts(storage, KEY).read()).toEqual({ values: {} });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("reading removes the same key from the leftover storage unread, and nothing else there", () => {
    const storage = memoryStorage();
    const leftover = memoryStorage();
    leftover.items.set(KEY, JSON.stringify({ firstname: 'Previous visitor', email: 'previous@example.com' }));
    leftover.items.set('other-key', 'kept');
    const getItem = vi.spyOn(leftover, 'getItem');
    expect(drafts(storage, KEY, leftover).read()).toBeUndefined();
    expect(leftover.items.has(KEY)).toBe(false);
    expect(leftover.items.get('other-key')).toBe('kept');
    expect(getItem).not.toHaveBeenCalled();
  });

  it('is a quiet no-op without storage, or with storage whose every method throws', () => {
    for (const storage of [undefined, throwingStorage()]) {
      const draft = drafts(storage, KEY, throwingStorage());
      expect(draft.read()).toBeUndefined();
      expect(() => draft.write({ values: { firstname: 'Ada' } })).not.toThrow();
      expect(() => draft.clear()).not.toThrow();
    }
  });
});

describe('drafts in the store', () => {
  async function typed(harness: StoreHarness) {
    harness.store.getState().setValue('firstname', 'Ada');
    harness.store.getState().setValue('password', 'hunter2');
    harness.store.getState().setValue('resume', [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })]);
    harness.store.getState().setValue('topics', ['a', 'c']);
    harness.scheduler.advance(DRAFT_SAVE_DELAY_MS);
    await settle();
  }

  it(`writes the typed values ${DRAFT_SAVE_DELAY_MS} ms after the last change to the tab's storage, never to the leftover one`, async () => {
    expect(DRAFT_SAVE_DELAY_MS).toBe(500);
    const storage = memoryStorage();
    const leftoverDraftStorage = memoryStorage();
    const { store, scheduler } = await loadedHarness(draftForm(), {}, { storage, leftoverDraftStorage });
    store.getState().setValue('firstname', 'Ad');
    scheduler.advance(300);
    store.getState().setValue('firstname', 'Ada');
    scheduler.advance(DRAFT_SAVE_DELAY_MS - 1);
    expect(storage.items.size).toBe(0);
    scheduler.advance(1);
    expect([...storage.items.keys()]).toEqual([KEY]);
    expect(storedDraft(storage)).toEqual({ version: DRAFT_VERSION, values: { firstname: 'Ada' } });
    expect(leftoverDraftStorage.items.size).toBe(0);
  });

  it('writes a change still waiting for its delay at once when asked (the page is being left), and only once', async () => {
    const storage = memoryStorage();
    const { store, scheduler } = await loadedHarness(draftForm(), {}, { storage });
    store.getState().setValue('firstname', 'Ada');
    store.getState().saveDraftNow();
    expect(storedDraft(storage)).toEqual({ version: DRAFT_VERSION, values: { firstname: 'Ada' } });
    // Its timer went with it: the draft is not written again when the delay would have ended.
    storage.items.delete(KEY);
    scheduler.advance(DRAFT_SAVE_DELAY_MS);
    expect(storage.items.size).toBe(0);
  });

  it('writes nothing when asked with no change waiting: a draft the host confirmed is not brought back', async () => {
    const storage = memoryStorage();
    const harness = await loadedHarness(draftForm(), {}, { storage });
    harness.store.getState().saveDraftNow();
    expect(storage.items.size).toBe(0);
    harness.store.getState().setValue('firstname', 'Ada');
    harness.api.submitForm.mockResolvedValue(submitStored());
    await harness.store.getState().submit();
    await settle();
    expect(harness.store.getState().submission.response).not.toBeNull();
    expect(storage.items.has(KEY)).toBe(false);
    harness.store.getState().saveDraftNow();
    expect(storage.items.has(KEY)).toBe(false);
  });

  it('removes a draft an earlier version left in the leftover storage at load, and does not restore it', async () => {
    const leftoverDraftStorage = memoryStorage();
    leftoverDraftStorage.items.set(KEY, JSON.stringify({ firstname: 'Previous visitor' }));
    const { store } = await loadedHarness(draftForm(), {}, { leftoverDraftStorage });
    expect(leftoverDraftStorage.items.has(KEY)).toBe(false);
    expect(fieldStateOf(store, 'firstname').value).toBe('');
  });

  it('keeps only the fields the visitor changed, never files or password-like fields; lists joined with ;', async () => {
    const storage = memoryStorage();
    const harness = await loadedHarness(draftForm(), {}, { storage });
    await typed(harness);
    expect(storedDraft(storage)?.values).toEqual({ firstname: 'Ada', topics: 'a;c' });
  });

  it('never keeps a field the definition hides: hidden inputs, a dependent whose condition fails, a smart group left out', async () => {
    const hidingForm = wireDefinition({
      groups: [
        wireGroup([
          wireField({ name: 'firstname' }),
          wireField({ name: 'source', fieldType: 'hidden' }),
          wireField({ name: 'campaign', hidden: true }),
          wireField({
            name: 'plan',
            type: 'enumeration',
            fieldType: 'select',
            options: wireOptions('Free', 'Pro'),
            dependentFieldFilters: [wireDependent(wireField({ name: 'seats' }), [wireFilter('EQ', { strValue: 'Pro' })])],
          }),
        ]),
        wireGroup([wireField({ name: 'company' })], { isSmartGroup: true }),
      ],
      top: knownVisitor({ company: 'Acme' }, ['company']),
    });
    const storage = memoryStorage();
    const { store, scheduler } = await loadedHarness(hidingForm, {}, { storage });
    expect(store.getState().groupsShown).toEqual([true, false]);
    const state = store.getState();
    state.setValue('firstname', 'Ada');
    state.setValue('source', 'set by the page');
    state.setValue('campaign', 'set by the page');
    state.setValue('company', 'Set by the page');
    state.setValue('plan', 'Pro');
    state.setValue('seats', '12');
    scheduler.advance(DRAFT_SAVE_DELAY_MS);
    expect(storedDraft(storage)?.values).toEqual({ firstname: 'Ada', plan: 'Pro', seats: '12' });

    store.getState().setValue('plan', 'Free');
    expect(fieldStateOf(store, 'seats').shown).toBe(false);
    scheduler.advance(DRAFT_SAVE_DELAY_MS);
    expect(storedDraft(storage)?.values).toEqual({ firstname: 'Ada', plan: 'Free' });
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
    expect(storedDraft(storage)?.values).toEqual({ firstname: 'Ada', lastname: 'Lovelace', topics: 'a;c' });
  });

  it('never restores a password-like field, even when the storage holds one', async () => {
    const storage = memoryStorage();
    putDraft(storage, { firstname: 'Ada', password: 'hunter2' });
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
    expect(storedDraft(storage)?.values).toEqual({ firstname: 'Ada' });
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

  it('a value typed while the call is open does not bring the draft back once the host stored it', async () => {
    const storage = memoryStorage();
    const harness = await loadedHarness(draftForm(), {}, { storage });
    const answer = deferred<SubmitAnswer>();
    harness.api.submitForm.mockImplementationOnce(() => answer.promise);
    harness.store.getState().setValue('firstname', 'Ada');
    void harness.store.getState().submit();
    await settle();
    harness.store.getState().setValue('firstname', 'Ada L.');
    answer.resolve(submitStored());
    await settle();
    expect(harness.store.getState().submission.response).not.toBeNull();
    harness.scheduler.advance(DRAFT_SAVE_DELAY_MS);
    expect(storage.items.has(KEY)).toBe(false);
  });

  it('keeps the draft when the submission is refused', async () => {
    const storage = memoryStorage();
    const harness = await loadedHarness(draftForm(), {}, { storage });
    harness.api.submitForm.mockResolvedValue(submitRefused(400, { formSubmissionError: 'DELETED' }));
    await typed(harness);
    await harness.store.getState().submit();
    expect(harness.store.getState().submission.error).toBe(true);
    expect(storedDraft(storage)?.values).toEqual({ firstname: 'Ada', topics: 'a;c' });
  });

  it('is deleted by a cookie reset: the next load of the page restores nothing of it', async () => {
    const storage = memoryStorage();
    const known = knownVisitor({ email: 'known@example.com' });
    const harness = await loadedHarness(draftForm(known), { hutk: 'cookie-123', urlValues: { firstname: 'Url first' } }, { storage });
    await typed(harness);
    expect(storedDraft(storage)?.values).toEqual({ firstname: 'Ada', topics: 'a;c' });

    harness.store.getState().resetVisitor();
    expect(storage.items.has(KEY)).toBe(false);
    expect(fieldStateOf(harness.store, 'firstname').value).toBe('Url first');
    expect(fieldStateOf(harness.store, 'topics').value).toEqual([]);
    // A draft save that was due does not bring it back either.
    harness.scheduler.advance(DRAFT_SAVE_DELAY_MS);
    expect(storage.items.has(KEY)).toBe(false);

    const reloaded = await loadedHarness(draftForm(), {}, { storage });
    expect(fieldStateOf(reloaded.store, 'firstname').value).toBe('');
    expect(fieldStateOf(reloaded.store, 'topics').value).toEqual([]);
  });

  it('after a cookie reset keeps only what the next visitor typed, none of the restored fields', async () => {
    const storage = memoryStorage();
    putDraft(storage, { firstname: 'Previous', topics: 'a' });
    const harness = await loadedHarness(draftForm(), { hutk: 'cookie-123' }, { storage });
    expect(fieldStateOf(harness.store, 'firstname').value).toBe('Previous');
    harness.store.getState().resetVisitor();
    harness.store.getState().setValue('lastname', 'Next');
    harness.scheduler.advance(DRAFT_SAVE_DELAY_MS);
    expect(storedDraft(storage)?.values).toEqual({ lastname: 'Next' });
  });

  it('is deleted on unmount, and a draft save that was due does not bring it back', async () => {
    const storage = memoryStorage();
    const harness = await loadedHarness(draftForm(), {}, { storage });
    await typed(harness);
    harness.store.getState().setValue('lastname', 'Lovelace');
    harness.store.getState().dispose();
    expect(storage.items.has(KEY)).toBe(false);
    harness.scheduler.advance(DRAFT_SAVE_DELAY_MS);
    expect(storage.items.has(KEY)).toBe(false);
  });

  it.each([
    ['storage whose methods throw', () => throwingStorage()],
    ['no storage at all', () => undefined],
  ])('works with %s: load, typing, submit and success', async (_name, makeStorage) => {
    const storage = makeStorage();
    const leftoverDraftStorage = makeStorage();
    const harness = await loadedHarness(draftForm(), {}, { storage, leftoverDraftStorage });
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
    if (leftoverDraftStorage) expect(leftoverDraftStorage.removeItem).toHaveBeenCalled();
  });

  it('keeps a stored __proto__ key as plain data when restoring', async () => {
    const storage = memoryStorage();
    storage.items.set(KEY, `{"version":${DRAFT_VERSION},"values":{"__proto__":"x","firstname":"Ada","constructor":"y"}}`);
    const { store } = await loadedHarness(draftForm(), {}, { storage });
    expect(fieldStateOf(store, 'firstname').value).toBe('Ada');
    expect(Object.getPrototypeOf(store.getState().fields)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).firstname).toBeUndefined();
  });
});

describe('the idempotency key travels with the draft', () => {
  const keysSent = (harness: StoreHarness) => harness.api.submitForm.mock.calls.map(([params]) => params.idempotencyKey);

  /** A loaded form with firstname typed, over `storage`; its new keys are `{prefix}-1`, `{prefix}-2`, … */
  async function typedForm(storage: MemoryStorage, prefix: string) {
    let ids = 0;
    const harness = await loadedHarness(draftForm(), {}, { storage, newId: () => `${prefix}-${(ids += 1)}` });
    harness.store.getState().setValue('firstname', 'Ada');
    return harness;
  }

  /** Submits and lets every retry run out unanswered: the host may have stored it. */
  async function submitAnswerLost(harness: StoreHarness) {
    harness.api.submitForm.mockResolvedValue(submitUnreachable());
    const submitting = harness.store.getState().submit();
    for (let i = 0; i < 10; i += 1) {
      harness.scheduler.advance(30_000);
      await settle();
    }
    await submitting;
    expect(harness.store.getState().submission).toMatchObject({ requested: false, error: true });
  }

  it('is written with the values before the send goes out', async () => {
    const storage = memoryStorage();
    const harness = await typedForm(storage, 'first');
    const draftsAtSend: unknown[] = [];
    harness.api.submitForm.mockImplementationOnce(() => {
      draftsAtSend.push(storedDraft(storage));
      return Promise.resolve(submitRefused(400, { formSubmissionError: 'DELETED' }));
    });
    await harness.store.getState().submit();
    expect(draftsAtSend).toEqual([{ version: DRAFT_VERSION, values: { firstname: 'Ada' }, idempotencyKey: 'first-1' }]);
    expect(keysSent(harness)).toEqual(['first-1']);
  });

  it('comes back with the draft after a reload, and the next submit reuses it', async () => {
    const storage = memoryStorage();
    await submitAnswerLost(await typedForm(storage, 'first'));

    const reloaded = await loadedHarness(draftForm(), {}, { storage, newId: () => 'second-1' });
    expect(fieldStateOf(reloaded.store, 'firstname').value).toBe('Ada');
    await reloaded.store.getState().submit();
    expect(keysSent(reloaded)).toEqual(['first-1']);
    expect(reloaded.store.getState().submission.response).not.toBeNull();
  });

  it('is kept across a refusal and a value change, in the draft as in memory', async () => {
    const storage = memoryStorage();
    const harness = await typedForm(storage, 'first');
    harness.api.submitForm.mockResolvedValueOnce(submitRefused(400, { formSubmissionError: 'DELETED' }));
    await harness.store.getState().submit();
    expect(storedDraft(storage)?.idempotencyKey).toBe('first-1');

    harness.store.getState().setValue('firstname', 'Ada L.');
    harness.scheduler.advance(DRAFT_SAVE_DELAY_MS);
    expect(storedDraft(storage)).toEqual({ version: DRAFT_VERSION, values: { firstname: 'Ada L.' }, idempotencyKey: 'first-1' });

    const reloaded = await loadedHarness(draftForm(), {}, { storage, newId: () => 'second-1' });
    await reloaded.store.getState().submit();
    expect(keysSent(reloaded)).toEqual(['first-1']);
  });

  it('is cleared when the host stored the submission: the next submission gets a new key', async () => {
    const storage = memoryStorage();
    const harness = await typedForm(storage, 'first');
    await harness.store.getState().submit();
    expect(storage.items.has(KEY)).toBe(false);

    const next = await typedForm(storage, 'second');
    await next.store.getState().submit();
    expect(keysSent(next)).toEqual(['second-1']);
  });

  it('is cleared by a cookie reset: the next visitor submits under a new key', async () => {
    const storage = memoryStorage();
    const harness = await typedForm(storage, 'first');
    await submitAnswerLost(harness);
    harness.store.getState().resetVisitor();
    expect(storage.items.has(KEY)).toBe(false);

    harness.store.getState().setValue('firstname', 'Grace');
    harness.api.submitForm.mockResolvedValue(submitStored());
    await harness.store.getState().submit();
    expect(keysSent(harness).at(-1)).toBe('first-2');
  });

  it('is cleared on unmount: a later form over the same storage submits under a new key', async () => {
    const storage = memoryStorage();
    const harness = await typedForm(storage, 'first');
    await submitAnswerLost(harness);
    harness.store.getState().dispose();
    expect(storage.items.has(KEY)).toBe(false);

    const next = await typedForm(storage, 'second');
    await next.store.getState().submit();
    expect(keysSent(next)).toEqual(['second-1']);
  });
});
