// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FormStore } from '../../src/store/create-form-store';
import { FieldContainer } from '../../src/ui/FieldContainer';
import { FormContext } from '../../src/ui/form-store-context';
import type { FormViewOptions } from '../../src/ui/form-view-options';
import { ok } from '../../src/core/result';
import { EMAIL_CHECK_DEBOUNCE_MS } from '../../src/store/email-check-actions';
import {
  emailAnswer,
  FORM_GUID,
  loadedHarness,
  patchFieldState,
  textFieldsDefinition,
  wireEmailField,
  wireDefinition,
  wireDependent,
  wireField,
  wireFilter,
  wireGroup,
  wireOptions,
} from '../store/wire-definition';
import { INSTANCE, loadedStore, makeView } from './form-harness';
import { registerSanitizer } from './register-sanitizer';

const FORM_KEY = `${FORM_GUID}_${INSTANCE}`;

beforeAll(registerSanitizer);
afterEach(cleanup);

function renderFields(store: FormStore, fieldIds: string[], view: FormViewOptions = makeView()) {
  const load = store.getState().load;
  if (load.status !== 'loaded') throw new Error('render fields of a loaded form');
  const renders: Record<string, number> = Object.fromEntries(fieldIds.map((id) => [id, 0]));
  const onRender: ProfilerOnRenderCallback = (id) => {
    renders[id] = (renders[id] ?? 0) + 1;
  };
  const utils = render(
    <FormContext.Provider value={{ store, view }}>
      {fieldIds.map((fieldId) => (
        <Profiler key={fieldId} id={fieldId} onRender={onRender}>
          <FieldContainer fieldId={fieldId} formKey={FORM_KEY} definition={load.definition} />
        </Profiler>
      ))}
    </FormContext.Provider>,
  );
  return { ...utils, renders };
}

const inputOf = (fieldId: string) => document.getElementById(`${fieldId}-${FORM_KEY}`) as HTMLInputElement | null;

describe('FieldContainer: per-field rendering', () => {
  it('re-renders only the field being typed into', async () => {
    const store = await loadedStore(textFieldsDefinition(['alpha', 'bravo', 'charlie']));
    const { renders } = renderFields(store, ['alpha', 'bravo', 'charlie']);
    expect(renders).toEqual({ alpha: 1, bravo: 1, charlie: 1 });

    const user = userEvent.setup();
    await user.type(inputOf('alpha')!, 'Ada');

    expect(inputOf('alpha')?.value).toBe('Ada');
    expect(store.getState().fields.alpha?.value).toBe('Ada');
    // One render per keystroke at least (plus focus).
    expect(renders.alpha).toBeGreaterThanOrEqual(1 + 3);
    expect(renders.bravo).toBe(1);
    expect(renders.charlie).toBe(1);
  });

  it('after a submit check replaces the fields record, re-renders the fields it changed and keeps following keystrokes', async () => {
    const store = await loadedStore(
      wireDefinition({ groups: [wireGroup([wireField({ name: 'alpha', label: 'Alpha', required: true }), wireField({ name: 'bravo', label: 'Bravo' })])] }),
    );
    const { renders } = renderFields(store, ['alpha', 'bravo']);
    const record = store.getState().fields;
    act(() => void store.getState().validateForSubmit());
    expect(store.getState().fields).not.toBe(record);
    expect(screen.getByText('Please complete this required field.')).toBeTruthy();
    expect(renders.alpha).toBe(2);

    const user = userEvent.setup();
    await user.type(inputOf('alpha')!, 'A');
    expect(screen.queryByText('Please complete this required field.')).toBeNull();
    expect(renders.alpha).toBeGreaterThan(2);
  });

  it('reports focus and blur to the store', async () => {
    const store = await loadedStore(textFieldsDefinition(['alpha', 'bravo']));
    renderFields(store, ['alpha', 'bravo']);
    const user = userEvent.setup();
    await user.click(inputOf('alpha')!);
    expect(store.getState().fields.alpha?.inputState).toMatchObject({ focused: true, touched: true });
    await user.click(inputOf('bravo')!);
    expect(store.getState().fields.alpha?.inputState).toMatchObject({ focused: false, blurred: true });
    expect(store.getState().fields.bravo?.inputState.focused).toBe(true);
  });

  it('renders the field markup with the instance-suffixed ids', async () => {
    const store = await loadedStore(textFieldsDefinition(['firstname']));
    const { container } = renderFields(store, ['firstname']);
    const wrapper = container.querySelector('div.hs_firstname.hs-firstname.hs-fieldtype-text.field.hs-form-field');
    expect(wrapper).not.toBeNull();
    const label = wrapper?.querySelector('label');
    expect(label?.id).toBe(`label-firstname-${FORM_KEY}`);
    expect(label?.getAttribute('for')).toBe(`firstname-${FORM_KEY}`);
    expect(label?.textContent).toBe('FIRSTNAME');
    expect(inputOf('firstname')?.name).toBe('firstname');
  });

  it('renders nothing for an id the definition does not have', async () => {
    const store = await loadedStore(textFieldsDefinition(['a']));
    const { container } = renderFields(store, ['nope']);
    expect(container.innerHTML).toBe('');
  });
});

describe('FieldContainer: dependent fields', () => {
  const definition = () =>
    wireDefinition({
      groups: [
        wireGroup([
          wireField({
            name: 'source',
            label: 'How did you hear about us?',
            type: 'enumeration',
            fieldType: 'select',
            options: wireOptions('Search', 'Other'),
            dependentFieldFilters: [
              wireDependent(wireField({ name: 'source_other', label: 'Where exactly?' }), [wireFilter('EQ', { strValue: 'Other' })]),
            ],
          }),
        ]),
      ],
    });

  it('appears after choosing the parent value and disappears after clearing it', async () => {
    const store = await loadedStore(definition());
    const { container } = renderFields(store, ['source']);
    const select = inputOf('source') as unknown as HTMLSelectElement;
    expect(container.querySelector('div.hs-dependent-field')).not.toBeNull();
    expect(inputOf('source_other')).toBeNull();

    const user = userEvent.setup();
    await user.selectOptions(select, 'Other');
    const dependent = inputOf('source_other');
    expect(dependent).not.toBeNull();
    expect(screen.getByText('Where exactly?')).toBeTruthy();
    // The dependent follows its parent inside div.hs-dependent-field.
    expect(dependent?.closest('div.hs-dependent-field')?.querySelector('select')).toBe(select);

    await user.selectOptions(select, 'Search');
    expect(inputOf('source_other')).toBeNull();
    await user.selectOptions(select, 'Other');
    expect(inputOf('source_other')).not.toBeNull();
    await user.selectOptions(select, '');
    expect(inputOf('source_other')).toBeNull();
    expect(store.getState().fields.source_other?.shown).toBe(false);
  });
});

describe('FieldContainer: hidden fields', () => {
  it('renders only an input type=hidden, with its value', async () => {
    const store = await loadedStore(
      wireDefinition({
        groups: [
          wireGroup([
            wireField({ name: 'utm_source', label: 'UTM source', fieldType: 'hidden', defaultValue: 'newsletter', description: 'Help' }),
            wireField({ name: 'lead_source', label: 'Lead source', hidden: true, defaultValue: 'web' }),
          ]),
        ],
      }),
    );
    const { container } = renderFields(store, ['utm_source', 'lead_source']);
    expect(container.children).toHaveLength(2);
    for (const element of Array.from(container.children)) {
      expect(element.tagName).toBe('INPUT');
      expect((element as HTMLInputElement).type).toBe('hidden');
    }
    expect(inputOf('utm_source')?.value).toBe('newsletter');
    expect(inputOf('lead_source')?.value).toBe('web');
    expect(container.querySelector('label, legend, .hs-form-field')).toBeNull();
  });
});

describe('FieldContainer: errors', () => {
  async function withError() {
    const store = await loadedStore(textFieldsDefinition(['email', 'other']));
    const view = makeView({ errorMessageClass: 'my-errors', errorClass: 'is-wrong' });
    const utils = renderFields(store, ['email', 'other'], view);
    /** Errors a submit found: the field is validated, so they show whatever its input state. */
    const setCheckedErrors = () =>
      act(() => {
        const state = store.getState().fields.email!;
        store.setState({
          fields: { ...store.getState().fields, email: { ...state, validated: true, errors: [{ key: 'required' }, { key: 'invalidEmail' }] } },
        });
      });
    return { store, ...utils, setCheckedErrors };
  }

  it('shows the errors of a checked field in ul.hs-error-msgs, with aria-invalid and aria-describedby', async () => {
    const { container, setCheckedErrors } = await withError();
    expect(container.querySelector('ul.hs-error-msgs')).toBeNull();
    expect(inputOf('email')?.getAttribute('aria-invalid')).toBeNull();
    setCheckedErrors();
    const list = container.querySelector(`ul.hs-error-msgs#errors-email-${FORM_KEY}`);
    expect(list).not.toBeNull();
    expect(list?.classList.contains('inputs-list')).toBe(true);
    expect(list?.classList.contains('my-errors')).toBe(true);
    expect(Array.from(list?.querySelectorAll('label.hs-error-msg') ?? []).map((label) => label.textContent)).toEqual([
      'Please complete this required field.',
      'Please enter a valid email address.',
    ]);
    const input = inputOf('email');
    expect(input?.className).toBe('hs-input is-wrong');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(input?.getAttribute('aria-describedby')).toContain(`errors-email-${FORM_KEY}`);
    expect(container.querySelectorAll('ul.hs-error-msgs')).toHaveLength(1);
  });

  it('keeps a typed field\'s format error hidden while the visitor types, and shows it when they leave', async () => {
    const { container } = await withError();
    const user = userEvent.setup();
    await user.type(inputOf('email')!, 'not-an-email');
    expect(container.querySelector('ul.hs-error-msgs')).toBeNull();
    expect(inputOf('email')?.getAttribute('aria-invalid')).toBeNull();
    await user.click(inputOf('other')!);
    expect(container.querySelector('label.hs-error-msg')?.textContent).toBe('Email must be formatted correctly.');
    expect(inputOf('email')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('clears them when the visitor types a valid value', async () => {
    const { container, setCheckedErrors } = await withError();
    setCheckedErrors();
    const user = userEvent.setup();
    await user.type(inputOf('email')!, 'ada@example.com');
    await user.click(inputOf('other')!);
    expect(container.querySelector('ul.hs-error-msgs')).toBeNull();
  });
});

describe('FieldContainer: infos', () => {
  const emailForm = () => wireDefinition({ groups: [wireGroup([wireEmailField(), wireField({ name: 'firstname', label: 'First name' })])] });

  it('shows the email suggestion of the store as a button whose click puts the suggested address in the store', async () => {
    const store = await loadedStore(emailForm());
    const { container } = renderFields(store, ['email', 'firstname']);
    act(() => {
      store.getState().setValue('email', 'ada@gmial.com');
      patchFieldState(store, 'email', (state) => ({ ...state, infos: [{ key: 'emailSuggestion', params: { email: 'ada@gmail.com' } }] }));
    });
    const button = screen.getByRole('button', { name: 'Did you mean ada@gmail.com?' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.closest('ul.hs-info-msgs > li > span.hs-info-msg')).not.toBeNull();
    expect(container.querySelector('.hs_email ul.hs-info-msgs')?.contains(button)).toBe(true);

    await userEvent.setup().click(button);
    expect(store.getState().fields.email?.value).toBe('ada@gmail.com');
    expect(inputOf('email')?.value).toBe('ada@gmail.com');
    expect(screen.queryByRole('button', { name: /Did you mean/ })).toBeNull();
  });

  it('applies a suggestion the live check answered, from the keyboard', async () => {
    const { store, api, scheduler } = await loadedHarness(emailForm());
    api.checkEmail.mockImplementation((params) =>
      Promise.resolve(ok(emailAnswer({ email: params.email, emailSuggestion: params.email === 'ada@gmial.com' ? 'ada@gmail.com' : undefined }))),
    );
    renderFields(store, ['email', 'firstname']);
    const user = userEvent.setup();
    await user.type(inputOf('email')!, 'ada@gmial.com');
    act(() => scheduler.advance(EMAIL_CHECK_DEBOUNCE_MS));
    const button = await screen.findByRole('button', { name: 'Did you mean ada@gmail.com?' });
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(store.getState().fields.email?.value).toBe('ada@gmail.com');
    expect(inputOf('email')?.value).toBe('ada@gmail.com');
  });

  it('offers the resubscribe button, then tells the visitor to check their email', async () => {
    const { store, api } = await loadedHarness(emailForm());
    renderFields(store, ['email', 'firstname']);
    act(() => {
      store.getState().setValue('email', 'ada@example.com');
      patchFieldState(store, 'email', (state) => ({ ...state, infos: [{ key: 'resubscribeMessage' }] }));
    });
    await userEvent.setup().click(screen.getByRole('button', { name: /opted out of email communication/ }));
    expect(await screen.findByText('Please check your email to opt back in.')).toBeTruthy();
    expect(api.resubscribeEmail).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /opted out/ })).toBeNull();
  });
});
