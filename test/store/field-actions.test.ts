import { describe, expect, it, vi } from 'vitest';
import { INITIAL_INPUT_STATE, NO_ERRORS, withErrorsFrom } from '../../src/core/field-state';
import { STALE_CHANGE_DELAY_MS } from '../../src/store/field-actions';
import type { FormEvent } from '../../src/store/form-events';
import {
  fieldStateOf,
  loadedHarness,
  patchFieldState,
  separateConsentJson,
  textFieldsDefinition,
  wireDefinition,
  wireDependent,
  wireEmailField,
  wireField,
  wireFilter,
  wireGroup,
  wireOptions,
  wirePages,
} from './wire-definition';

// As zustand's own vanilla tests do: the store must work without React.
vi.mock('react', () => ({}));

const types = (events: readonly FormEvent[]) => events.map((event) => event.type);

/** Page 1: `a` (required) and `a2`; page 2: `b`; page 3: `c` (an email) and `d` (required). */
function threePages(more: Parameters<typeof wirePages>[1] = {}) {
  return wirePages(
    [
      [wireField({ name: 'a', label: 'A', required: true }), wireField({ name: 'a2', label: 'A2' })],
      [wireField({ name: 'b', label: 'B' })],
      [wireEmailField({}, { name: 'c', label: 'C' }), wireField({ name: 'd', label: 'D', required: true })],
    ],
    more,
  );
}

/** `plan` (select) equal to 'Pro' shows `seats`, a required text field. */
function dependentDefinition() {
  return wireDefinition({
    groups: [
      wireGroup([
        wireField({
          name: 'plan',
          type: 'enumeration',
          fieldType: 'select',
          options: wireOptions('Free', 'Pro'),
          dependentFieldFilters: [
            wireDependent(wireField({ name: 'seats', required: true }), [wireFilter('EQ', { strValue: 'Pro' })]),
          ],
        }),
      ]),
    ],
  });
}

describe('focusField', () => {
  it('sets focused and touched, and nothing else', async () => {
    const { store } = await loadedHarness(textFieldsDefinition(['a', 'b']));
    const other = store.getState().fields.b;
    store.getState().focusField('a');
    expect(fieldStateOf(store, 'a').inputState).toEqual({ ...INITIAL_INPUT_STATE, focused: true, touched: true });
    expect(fieldStateOf(store, 'a').errors).toEqual([]);
    expect(store.getState().fields.b).toBe(other);
  });

  it('notifies the interaction on the first focus in the form, once', async () => {
    const { store, events } = await loadedHarness(textFieldsDefinition(['a', 'b']));
    events.length = 0;
    store.getState().focusField('a');
    expect(events).toEqual([{ type: 'interaction' }]);
    store.getState().blurField('a');
    store.getState().focusField('a');
    store.getState().focusField('b');
    expect(events.filter((event) => event.type === 'interaction')).toHaveLength(1);
  });

  it('counts no focus of an unknown field as the first interaction', async () => {
    const { store, events } = await loadedHarness(textFieldsDefinition(['a']));
    events.length = 0;
    store.getState().focusField('nope');
    expect(events).toEqual([]);
    store.getState().focusField('a');
    expect(events).toEqual([{ type: 'interaction' }]);
  });

  it('keeps the interaction count per form: a second store notifies its own first focus', async () => {
    const first = await loadedHarness(textFieldsDefinition(['a']));
    const second = await loadedHarness(textFieldsDefinition(['a']));
    first.store.getState().focusField('a');
    second.store.getState().focusField('a');
    expect(first.events.filter((event) => event.type === 'interaction')).toHaveLength(1);
    expect(second.events.filter((event) => event.type === 'interaction')).toHaveLength(1);
  });
});

describe('setValue', () => {
  it('sets touched, updating and changed, keeping focused', async () => {
    const { store } = await loadedHarness(textFieldsDefinition(['a']));
    store.getState().focusField('a');
    store.getState().setValue('a', 'hello');
    expect(fieldStateOf(store, 'a')).toMatchObject({
      value: 'hello',
      inputState: { focused: true, touched: true, updating: true, changed: true, blurred: false },
    });
  });

  it('resets errors of every source, infos and the email request state', async () => {
    const { store } = await loadedHarness(textFieldsDefinition(['a']));
    patchFieldState(store, 'a', (state) => ({
      ...withErrorsFrom(
        withErrorsFrom(withErrorsFrom(state, 'rules', [{ key: 'required' }]), 'emailCheck', [{ key: 'invalidEmail' }]),
        'server',
        [{ key: 'BLOCKED_EMAIL' }],
      ),
      infos: [{ key: 'emailSuggestion', params: { email: 'x@y.com' } }],
      validationRequestState: 'FAILED',
    }));
    expect(fieldStateOf(store, 'a').errors).toHaveLength(3);
    store.getState().setValue('a', 'fine');
    expect(fieldStateOf(store, 'a')).toMatchObject({
      errors: [],
      errorsBySource: NO_ERRORS,
      infos: [],
      validationRequestState: 'NOT_REQUESTED',
    });
  });

  it('gives the new value the rules verdict at once (its showing is up to the input state)', async () => {
    const { store } = await loadedHarness(textFieldsDefinition(['email']));
    store.getState().setValue('email', 'ada@');
    expect(fieldStateOf(store, 'email').errorsBySource.rules).toEqual([{ key: 'invalidEmailFormat' }]);
    store.getState().setValue('email', 'ada@example.com');
    expect(fieldStateOf(store, 'email').errors).toEqual([]);
  });

  it(`clears updating ${STALE_CHANGE_DELAY_MS} ms after the change, not a millisecond earlier`, async () => {
    const { store, scheduler } = await loadedHarness(textFieldsDefinition(['a']));
    store.getState().setValue('a', 'h');
    scheduler.advance(999);
    expect(fieldStateOf(store, 'a').inputState.updating).toBe(true);
    scheduler.advance(1);
    expect(fieldStateOf(store, 'a').inputState).toEqual({ ...INITIAL_INPUT_STATE, touched: true, changed: true, updating: false });
    expect(fieldStateOf(store, 'a').value).toBe('h');
  });

  it('restarts the stale timer on a second change', async () => {
    const { store, scheduler } = await loadedHarness(textFieldsDefinition(['a']));
    store.getState().setValue('a', 'h');
    scheduler.advance(600);
    store.getState().setValue('a', 'he');
    scheduler.advance(999);
    expect(fieldStateOf(store, 'a').inputState.updating).toBe(true);
    scheduler.advance(1);
    expect(fieldStateOf(store, 'a').inputState.updating).toBe(false);
  });

  it('keeps one stale timer per field: a change of another field does not restart it', async () => {
    const { store, scheduler } = await loadedHarness(textFieldsDefinition(['a', 'b']));
    store.getState().setValue('a', 'x');
    scheduler.advance(500);
    store.getState().setValue('b', 'y');
    scheduler.advance(500);
    expect(fieldStateOf(store, 'a').inputState.updating).toBe(false);
    expect(fieldStateOf(store, 'b').inputState.updating).toBe(true);
    scheduler.advance(500);
    expect(fieldStateOf(store, 'b').inputState.updating).toBe(false);
  });

  it('re-evaluates the dependents of the changed field', async () => {
    const { store } = await loadedHarness(dependentDefinition());
    expect(fieldStateOf(store, 'seats').shown).toBe(false);
    store.getState().setValue('plan', 'Pro');
    expect(fieldStateOf(store, 'seats').shown).toBe(true);
    store.getState().setValue('plan', 'Free');
    expect(fieldStateOf(store, 'seats').shown).toBe(false);
  });
});

describe('blurField', () => {
  it('sets blurred and clears focused and updating', async () => {
    const { store, scheduler } = await loadedHarness(textFieldsDefinition(['a']));
    store.getState().focusField('a');
    store.getState().setValue('a', 'x');
    store.getState().blurField('a');
    expect(fieldStateOf(store, 'a').inputState).toEqual({ focused: false, updating: false, touched: true, blurred: true, changed: true });
    // The stale timer was cancelled: only the draft save is left.
    expect(scheduler.pendingCount()).toBe(1);
    const before = fieldStateOf(store, 'a');
    scheduler.advance(STALE_CHANGE_DELAY_MS);
    expect(fieldStateOf(store, 'a')).toBe(before);
  });

  it("runs the rules: a required empty field tabbed past gets 'required'", async () => {
    const { store } = await loadedHarness(wireDefinition({ groups: [wireGroup([wireField({ name: 'a', required: true })])] }));
    store.getState().focusField('a');
    expect(fieldStateOf(store, 'a').errors).toEqual([]);
    store.getState().blurField('a');
    expect(fieldStateOf(store, 'a').errors).toEqual([{ key: 'required' }]);
    expect(fieldStateOf(store, 'a').validated).toBe(false);
  });

  it('replaces only the rules errors: email-check and server errors stay', async () => {
    const { store } = await loadedHarness(textFieldsDefinition(['email']));
    store.getState().setValue('email', 'ada@example');
    patchFieldState(store, 'email', (state) =>
      withErrorsFrom(withErrorsFrom(state, 'emailCheck', [{ key: 'invalidEmail' }]), 'server', [{ key: 'BLOCKED_EMAIL' }]),
    );
    store.getState().blurField('email');
    expect(fieldStateOf(store, 'email').errors).toEqual([{ key: 'invalidEmailFormat' }, { key: 'invalidEmail' }, { key: 'BLOCKED_EMAIL' }]);
  });
});

describe('goToPage forward', () => {
  it('stays on the page when a field on it fails: validated, summary, events, no page change', async () => {
    const { store, events } = await loadedHarness(threePages());
    events.length = 0;
    store.getState().goToPage(2);
    expect(store.getState().currentPage).toBe(1);
    expect(fieldStateOf(store, 'a')).toMatchObject({ validated: true, errors: [{ key: 'required' }] });
    expect(fieldStateOf(store, 'a2').validated).toBe(true);
    // Fields of other pages are not checked by Next.
    expect(fieldStateOf(store, 'd')).toMatchObject({ validated: false, errors: [] });
    const problems = [{ fieldId: 'a', page: 1, message: { key: 'required' }, missing: true }];
    expect(store.getState().errorSummary).toEqual({ problems, attempt: 1 });
    expect(events).toEqual([{ type: 'beforeValidation' }, { type: 'failedValidation', problems }]);
  });

  it('moves on once the page passes, clearing the summary', async () => {
    const { store, events } = await loadedHarness(threePages());
    store.getState().goToPage(2);
    store.getState().setValue('a', 'filled');
    events.length = 0;
    store.getState().goToPage(2);
    expect(store.getState().currentPage).toBe(2);
    expect(store.getState().errorSummary).toBeNull();
    expect(events).toEqual([{ type: 'beforeValidation' }, { type: 'pageChange', page: 2, previousPage: 1 }]);
  });

  it('checks only the current page: a required empty field on a later page does not hold Next', async () => {
    const { store } = await loadedHarness(threePages());
    store.getState().setValue('a', 'filled');
    store.getState().goToPage(2);
    store.getState().goToPage(3);
    expect(store.getState().currentPage).toBe(3);
  });

  it('never validates going back', async () => {
    const raw = wirePages([[wireField({ name: 'a' })], [wireField({ name: 'b', required: true })]]);
    const { store, events } = await loadedHarness(raw);
    store.getState().goToPage(2);
    events.length = 0;
    store.getState().goToPage(1);
    expect(store.getState().currentPage).toBe(1);
    expect(types(events)).toEqual(['pageChange']);
    expect(fieldStateOf(store, 'b')).toMatchObject({ validated: false, errors: [] });
    expect(store.getState().errorSummary).toBeNull();
  });

  it('keeps the values of other pages, and a submit counts them', async () => {
    const { store } = await loadedHarness(threePages());
    store.getState().setValue('a', 'first');
    store.getState().goToPage(2);
    store.getState().setValue('b', 'second');
    store.getState().goToPage(3);
    store.getState().setValue('c', 'not-an-email');
    store.getState().goToPage(1);
    expect(fieldStateOf(store, 'b').value).toBe('second');
    expect(fieldStateOf(store, 'c').value).toBe('not-an-email');
    expect(store.getState().validateForSubmit()).toBe(false);
    expect(store.getState().errorSummary?.problems.map((problem) => problem.fieldId)).toEqual(['c', 'd']);
    store.getState().setValue('c', 'ada@example.com');
    store.getState().setValue('d', 'last');
    expect(store.getState().validateForSubmit()).toBe(true);
  });
});

describe('validateForSubmit', () => {
  it('checks every page: problems on pages 1 and 3 in visitor order, with page and missing', async () => {
    const { store, events } = await loadedHarness(threePages());
    store.getState().setValue('c', 'not-an-email');
    events.length = 0;
    expect(store.getState().validateForSubmit()).toBe(false);
    const problems = [
      { fieldId: 'a', page: 1, message: { key: 'required' }, missing: true },
      { fieldId: 'c', page: 3, message: { key: 'invalidEmailFormat' }, missing: false },
      { fieldId: 'd', page: 3, message: { key: 'required' }, missing: true },
    ];
    expect(store.getState().errorSummary).toEqual({ problems, attempt: 1 });
    expect(events).toEqual([{ type: 'beforeValidation' }, { type: 'failedValidation', problems }]);
    for (const id of ['a', 'a2', 'b', 'c', 'd']) expect(fieldStateOf(store, id).validated).toBe(true);
    expect(store.getState().currentPage).toBe(1);
  });

  it('counts the attempts of failed submits', async () => {
    const { store } = await loadedHarness(threePages());
    store.getState().validateForSubmit();
    expect(store.getState().errorSummary?.attempt).toBe(1);
    store.getState().validateForSubmit();
    expect(store.getState().errorSummary?.attempt).toBe(2);
    store.getState().setValue('a', 'filled');
    store.getState().validateForSubmit();
    expect(store.getState().errorSummary).toMatchObject({ attempt: 3, problems: [{ fieldId: 'd' }] });
  });

  it('is true with no summary when everything passes, clearing an earlier summary', async () => {
    const { store, events } = await loadedHarness(threePages());
    store.getState().validateForSubmit();
    store.getState().setValue('a', 'x');
    store.getState().setValue('d', 'y');
    events.length = 0;
    expect(store.getState().validateForSubmit()).toBe(true);
    expect(store.getState().errorSummary).toBeNull();
    expect(types(events)).toEqual(['beforeValidation']);
  });

  it('does not check a hidden dependent, and checks it once shown', async () => {
    const { store } = await loadedHarness(dependentDefinition());
    expect(store.getState().validateForSubmit()).toBe(true);
    store.getState().setValue('plan', 'Pro');
    expect(store.getState().validateForSubmit()).toBe(false);
    expect(store.getState().errorSummary?.problems).toEqual([{ fieldId: 'seats', page: 1, message: { key: 'required' }, missing: true }]);
  });

  it('does not check the fields of a hidden smart group', async () => {
    const raw = wireDefinition({
      groups: [
        wireGroup([wireField({ name: 'firstname' })]),
        wireGroup([wireField({ name: 'company', required: true })], { isSmartGroup: true }),
      ],
      // The host knows the company but sends no value for it.
      top: { hasKnownProperties: true, knownSmartFields: ['company'] },
    });
    const known = await loadedHarness(raw);
    expect(known.store.getState().groupsShown).toEqual([true, false]);
    expect(known.store.getState().validateForSubmit()).toBe(true);

    const smartOff = await loadedHarness(raw, { deactivateSmartForm: true });
    expect(smartOff.store.getState().validateForSubmit()).toBe(false);
    expect(smartOff.store.getState().errorSummary?.problems.map((problem) => problem.fieldId)).toEqual(['company']);
  });

  it('does not check hidden inputs', async () => {
    const raw = wireDefinition({ groups: [wireGroup([wireField({ name: 'source', fieldType: 'hidden', required: true })])] });
    const { store } = await loadedHarness(raw);
    expect(store.getState().validateForSubmit()).toBe(true);
  });

  it('checks the required consent checkboxes of separate consent, on the last page', async () => {
    const { store } = await loadedHarness(threePages({ metaData: [{ name: 'legalConsentOptions', value: separateConsentJson() }] }));
    store.getState().setValue('a', 'x');
    store.getState().setValue('d', 'y');
    expect(store.getState().validateForSubmit()).toBe(false);
    expect(store.getState().errorSummary?.problems).toEqual([
      { fieldId: 'LEGAL_CONSENT.subscription_type_4100001', page: 3, message: { key: 'required' }, missing: true },
      { fieldId: 'LEGAL_CONSENT.processing', page: 3, message: { key: 'required' }, missing: true },
    ]);
    store.getState().setValue('LEGAL_CONSENT.subscription_type_4100001', true);
    store.getState().setValue('LEGAL_CONSENT.processing', true);
    expect(store.getState().validateForSubmit()).toBe(true);
  });

  it('is false before the definition is loaded', async () => {
    const { store } = await loadedHarness(threePages());
    store.setState({ load: { status: 'loading' } });
    expect(store.getState().validateForSubmit()).toBe(false);
  });
});

describe('revealField', () => {
  it("moves to the field's page, asks for focus with an increasing seq, and notifies the page change", async () => {
    const { store, events } = await loadedHarness(threePages());
    events.length = 0;
    store.getState().revealField('d');
    expect(store.getState()).toMatchObject({ currentPage: 3, focusRequest: { fieldId: 'd', seq: 1 } });
    expect(events).toEqual([{ type: 'pageChange', page: 3, previousPage: 1 }]);

    store.getState().revealField('c');
    expect(store.getState()).toMatchObject({ currentPage: 3, focusRequest: { fieldId: 'c', seq: 2 } });
    expect(events).toHaveLength(1);

    store.getState().revealField('a');
    expect(store.getState()).toMatchObject({ currentPage: 1, focusRequest: { fieldId: 'a', seq: 3 } });
    expect(events.at(-1)).toEqual({ type: 'pageChange', page: 1, previousPage: 3 });
  });

  it('repeats a request for the same field with a new seq (focus moves again)', async () => {
    const { store } = await loadedHarness(threePages());
    store.getState().revealField('a');
    const first = store.getState().focusRequest;
    store.getState().revealField('a');
    expect(store.getState().focusRequest).toEqual({ fieldId: 'a', seq: (first?.seq ?? 0) + 1 });
  });

  it('does not validate the pages it skips', async () => {
    const { store, events } = await loadedHarness(threePages());
    events.length = 0;
    store.getState().revealField('d');
    expect(types(events)).not.toContain('beforeValidation');
    expect(fieldStateOf(store, 'a').validated).toBe(false);
  });

  it('does nothing for an unknown field', async () => {
    const { store, events } = await loadedHarness(threePages());
    const before = store.getState();
    events.length = 0;
    store.getState().revealField('nope');
    expect(store.getState()).toBe(before);
    expect(events).toEqual([]);
  });
});

describe('the phone country', () => {
  /** `phone` with the country dropdown, `plain` without, on a form whose country is `countryCode`. */
  const phoneForm = (countryCode = 'DE') =>
    wireDefinition({
      groups: [
        wireGroup([
          wireField({ name: 'phone', fieldType: 'phonenumber', useCountryCodeSelect: true }),
          wireField({ name: 'plain', fieldType: 'phonenumber' }),
        ]),
      ],
      top: { countryCode },
    });

  it('follows a dial code the visitor types and stores a value that is only the code as empty', async () => {
    const { store } = await loadedHarness(phoneForm());
    store.getState().setValue('phone', '+31 20 123');
    expect(fieldStateOf(store, 'phone')).toMatchObject({ value: '+31 20 123', country: { countryCode: 'NL', countryCodeExtension: '+31' } });
    store.getState().setValue('phone', '+44 ');
    expect(fieldStateOf(store, 'phone')).toMatchObject({ value: '', country: { countryCode: 'GB', countryCodeExtension: '+44' } });
  });

  it('records a chosen country and rewrites the dial code of the value', async () => {
    const { store } = await loadedHarness(phoneForm());
    store.getState().setValue('phone', '+49 30 1234');
    store.getState().chooseCountry('phone', 'GB');
    expect(fieldStateOf(store, 'phone')).toMatchObject({
      value: '+44 30 1234',
      country: { countryCode: 'GB', countryCodeExtension: '+44' },
      inputState: { changed: true },
    });
  });

  it('keeps the chosen one of the regions sharing a code while the visitor types', async () => {
    const { store } = await loadedHarness(phoneForm('US'));
    store.getState().chooseCountry('phone', 'CA');
    store.getState().setValue('phone', '+1 416 555');
    expect(fieldStateOf(store, 'phone')).toMatchObject({ value: '+1 416 555', country: { countryCode: 'CA', countryCodeExtension: '+1' } });
  });

  it('ignores an unknown country and fields without the dropdown', async () => {
    const { store } = await loadedHarness(phoneForm());
    const phone = fieldStateOf(store, 'phone');
    const plain = fieldStateOf(store, 'plain');
    store.getState().chooseCountry('phone', 'ZZ');
    store.getState().chooseCountry('plain', 'GB');
    expect(fieldStateOf(store, 'phone')).toBe(phone);
    expect(fieldStateOf(store, 'plain')).toBe(plain);
    store.getState().setValue('plain', '+44 20');
    expect(fieldStateOf(store, 'plain').country).toBeUndefined();
  });
});
