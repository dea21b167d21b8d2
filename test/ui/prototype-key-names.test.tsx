// @vitest-environment jsdom
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCENT } from '../../src/core/style/design-tokens';
import { normalizeDefinition } from '../../src/core/definition/normalize-definition';
import { submissionValues } from '../../src/core/submission/submission-values';
import { readOptions } from '../../src/embed/read-options';
import { createFormEventBridge } from '../../src/embed/form-event-bridge';
import { okDefinition, wireDefinition, wireField, wireGroup, wireOptions } from '../store/wire-definition';
import { makeView, renderApp, storeAnswering } from './form-harness';
import { registerSanitizer } from './register-sanitizer';

/**
 * Field and option names that are also names of `Object.prototype` members or of its setter:
 * assigned into a plain object (`record[name] = …`), `__proto__` swaps the record's prototype
 * and `constructor` reads an inherited member instead of a missing entry.
 */
const NAMES = ['__proto__', 'constructor', 'prototype'] as const;

beforeAll(registerSanitizer);
afterEach(cleanup);

/** What `Object.prototype` holds, to compare after the form ran. */
const objectPrototypeShape = () => Object.getOwnPropertyNames(Object.prototype).sort().join(',');

/** Required text fields named after each name, a select and a checkbox list whose options are those names. */
function hostileNamesDefinition() {
  return wireDefinition({
    groups: [
      ...NAMES.map((name) => wireGroup([wireField({ name, label: `Label ${name}`, required: true })])),
      wireGroup([wireField({ name: 'choice', label: 'Choice', fieldType: 'select', required: true, options: wireOptions(...NAMES) })]),
      wireGroup([wireField({ name: 'many', label: 'Many', fieldType: 'checkbox', type: 'enumeration', options: wireOptions(...NAMES) })]),
    ],
  });
}

const ownKeys = (record: object) => Object.keys(record);

describe('field and option names of Object.prototype members', () => {
  it('normalise, render, validate and submit as plain names; Object.prototype and every record keep their prototypes', async () => {
    const before = objectPrototypeShape();
    const raw = hostileNamesDefinition();

    const normalized = normalizeDefinition(raw);
    if (!normalized.ok) throw new Error(normalized.error);
    const { definition } = normalized.value;
    expect(ownKeys(definition.fields)).toEqual([...NAMES, 'choice', 'many']);
    expect(Object.getPrototypeOf(definition.fields)).toBe(Object.prototype);
    expect(definition.fields.choice?.options.map((option) => option.value)).toEqual([...NAMES]);

    const { store, api, load } = storeAnswering(okDefinition(raw));
    await act(() => load());
    const { container } = renderApp(store, makeView());
    const form = container.querySelector('form')!;
    for (const name of NAMES) expect(form.querySelector(`input[name="${name}"]`)).not.toBeNull();
    expect(Array.from(form.querySelectorAll<HTMLOptionElement>('select[name=choice] option')).map((option) => option.value)).toEqual(['', ...NAMES]);

    // Every field starts with its own state.
    const fields = () => store.getState().fields;
    expect(ownKeys(fields())).toEqual(expect.arrayContaining([...NAMES, 'choice', 'many']));
    expect(Object.getPrototypeOf(fields())).toBe(Object.prototype);

    // An empty submit finds each required field missing, by its own name.
    await act(() => store.getState().submit());
    expect(api.submitForm).not.toHaveBeenCalled();
    expect(store.getState().errorSummary?.problems.map((problem) => problem.fieldId)).toEqual([...NAMES, 'choice']);
    for (const name of NAMES) {
      expect(Object.getOwnPropertyDescriptor(fields(), name)?.value.errors).toEqual([expect.objectContaining({ key: 'required' })]);
      expect(form.querySelector(`input[name="${name}"]`)?.getAttribute('aria-invalid')).toBe('true');
    }
    expect(Object.getPrototypeOf(fields())).toBe(Object.prototype);

    // Typed values and chosen options named like the members travel as plain values.
    for (const name of NAMES) fireEvent.change(form.querySelector(`input[name="${name}"]`)!, { target: { value: `typed ${name}` } });
    fireEvent.change(form.querySelector('select[name=choice]')!, { target: { value: '__proto__' } });
    fireEvent.click(form.querySelector('input[name=many][value=constructor]')!);
    fireEvent.click(form.querySelector('input[name=many][value=__proto__]')!);
    expect(Object.getPrototypeOf(fields())).toBe(Object.prototype);

    const { values } = submissionValues(store.getState().targets, fields(), store.getState().groupsShown);
    expect(values).toEqual([
      ...NAMES.map((name) => ({ name, value: `typed ${name}` })),
      { name: 'choice', value: '__proto__' },
      { name: 'many', value: 'constructor;__proto__' },
    ]);

    await act(() => store.getState().submit());
    expect(api.submitForm).toHaveBeenCalledTimes(1);
    expect(api.submitForm.mock.calls[0]?.[0].values).toEqual(values);
    expect(store.getState().submission.response?.conversionId).toBe('conversion-1');

    // The site owner's onFormSubmitted reads the values by name, each its own entry.
    let submitted: Record<string, string> = {};
    const bridge = createFormEventBridge({
      win: window,
      callbacks: { onFormSubmitted: (_form, data) => void (submitted = (data as { submissionValues: Record<string, string> }).submissionValues) },
      instanceKey: '0',
      formElement: () => null,
    });
    bridge.notify({ type: 'submitted', response: { conversionId: 'c', formGuid: 'g' }, values });
    expect(Object.getPrototypeOf(submitted)).toBe(Object.prototype);
    for (const name of NAMES) expect(Object.getOwnPropertyDescriptor(submitted, name)?.value).toBe(`typed ${name}`);

    expect(objectPrototypeShape()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a theme named after those members renders with the default accent', async () => {
    for (const themeName of NAMES) {
      const { store, load } = storeAnswering(okDefinition(wireDefinition({ groups: [wireGroup([wireField({ name: 'email', label: 'Email' })])], form: { themeName } })));
      await act(() => load());
      const { container } = renderApp(store, makeView());
      const form = container.querySelector('form')!;
      expect(form.style.getPropertyValue('--hsf-accent')).toBe(DEFAULT_ACCENT);
      expect(form.style.getPropertyValue('--hsf-accent-text')).toBe('#ffffff');
      cleanup();
    }
  });

  it('readOptions keeps those keys as own entries of nested option objects, changing no prototype', () => {
    const before = objectPrototypeShape();
    const options = JSON.parse(
      '{"portalId":"1","formId":"f",' +
        '"translations":{"constructor":{"required":"r"},"prototype":{"__proto__":"x"},"en":{"__proto__":{"polluted":"yes"},"constructor":"c"}},' +
        '"style":{"__proto__":{"polluted":"yes"},"constructor":"red","labelTextColor":"#123456"},' +
        '"validationOptions":{"__proto__":{"polluted":"yes"},"lang":"de"},' +
        '"properties":{"__proto__":{"polluted":"yes"}},' +
        '"extraSubmissionMetadata":{"__proto__":{"polluted":"yes"},"campaign":"spring"},' +
        '"__proto__":{"onRenderError":"not a callback","polluted":"yes"},"constructor":"x"}',
    ) as unknown;
    const { context, callbacks, warnings } = readOptions(options);
    expect(ownKeys(context.translations)).toEqual(['constructor', 'prototype', 'en']);
    for (const messages of Object.values(context.translations)) expect(Object.getPrototypeOf(messages)).toBe(Object.prototype);
    expect(ownKeys(context.translations.en!)).toEqual(['constructor']);
    expect(Object.getOwnPropertyDescriptor(context.translations.prototype, '__proto__')?.value).toBe('x');
    // The style object keeps known keys only.
    expect(context.style).toEqual({ labelTextColor: '#123456' });
    expect(Object.getPrototypeOf(context.style)).toBe(Object.prototype);
    expect(context.validationOptions.lang).toBe('de');
    expect(Object.getPrototypeOf(context.extraSubmissionMetadata)).toBe(Object.prototype);
    expect(context.extraSubmissionMetadata.campaign).toBe('spring');
    expect(callbacks).toEqual({});
    expect(warnings).toEqual(expect.arrayContaining(['Unsupported option "__proto__" is ignored', 'Unsupported option "constructor" is ignored']));
    expect(objectPrototypeShape()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
