import { describe, expect, it, vi } from 'vitest';
import { normalizeDefinition } from '../../src/core/definition/normalize-definition';
import { createFieldStates } from '../../src/store/field-states';
import { fieldStateOf, knownVisitor, loadedHarness, wireDefinition, wireField, wireGroup } from './wire-definition';

// As zustand's own vanilla tests do: the store must work without React.
vi.mock('react', () => ({}));

/** `phone` with the country dropdown, `plain` without, on a form whose country is `countryCode`. */
const phoneForm = (countryCode: unknown, top: Record<string, unknown> = {}) =>
  wireDefinition({
    groups: [
      wireGroup([
        wireField({ name: 'phone', fieldType: 'phonenumber', useCountryCodeSelect: true }),
        wireField({ name: 'plain', fieldType: 'phone' }),
      ]),
    ],
    top: { countryCode, ...top },
  });

describe('the starting phone country', () => {
  it("is the definition's countryCode on phone fields with the dropdown, absent on others", async () => {
    const { store } = await loadedHarness(phoneForm('DE'));
    expect(fieldStateOf(store, 'phone').country).toEqual({ countryCode: 'DE', countryCodeExtension: '+49' });
    expect(fieldStateOf(store, 'plain').country).toBeUndefined();
  });

  it('is US when the definition names none or one the list does not have', async () => {
    const us = { countryCode: 'US', countryCodeExtension: '+1' };
    expect(fieldStateOf((await loadedHarness(phoneForm(undefined))).store, 'phone').country).toEqual(us);
    expect(fieldStateOf((await loadedHarness(phoneForm('ZZ'))).store, 'phone').country).toEqual(us);
  });

  it("is the country a known visitor's number dials", async () => {
    const { store } = await loadedHarness(phoneForm('DE', knownVisitor({ phone: '+44 20 7946 0000' })));
    expect(fieldStateOf(store, 'phone')).toMatchObject({
      value: '+44 20 7946 0000',
      country: { countryCode: 'GB', countryCodeExtension: '+44' },
    });
  });
});

describe('createFieldStates', () => {
  it('gives fields named __proto__ and constructor own states, also when no check lists them', () => {
    const normalized = normalizeDefinition(wireDefinition({ groups: [wireGroup([wireField({ name: '__proto__' }), wireField({ name: 'constructor' })])] }));
    if (!normalized.ok) throw new Error(normalized.error);
    // No validation targets: every state comes from the pass over the definition's fields.
    const states = createFieldStates(normalized.value.definition, [], {}, 0);
    expect(Object.keys(states)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(states)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(states, 'constructor')?.value).toMatchObject({ value: '' });
  });
});
