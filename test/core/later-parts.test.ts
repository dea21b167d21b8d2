import { describe, expect, it } from 'vitest';
import { normalizeDefinition } from '../../src/core/definition/normalize-definition';
import { needsLaterParts } from '../../src/core/later-parts';
import {
  separateConsentJson,
  textFieldsDefinition,
  wireDefinition,
  wireDependent,
  wireField,
  wireFilter,
  wireGroup,
} from '../store/wire-definition';

const definitionOf = (raw: unknown) => {
  const result = normalizeDefinition(raw);
  if (!result.ok) throw new Error(result.error);
  return result.value.definition;
};
const withField = (field: Record<string, unknown>) => definitionOf(wireDefinition({ groups: [wireGroup([field])] }));

describe('needsLaterParts', () => {
  it('is false for a form of plain fields, and for a dependent shown by its parent’s value alone', () => {
    expect(needsLaterParts(definitionOf(textFieldsDefinition(['firstname', 'email'])))).toBe(false);
    const unfiltered = wireField({ name: 'country', dependentFieldFilters: [wireDependent(wireField({ name: 'state' }))] });
    expect(needsLaterParts(withField(unfiltered))).toBe(false);
  });

  it('is true with legal consent, a filtered dependent, a rating field or a phone country dropdown', () => {
    const consent = wireDefinition({ groups: [wireGroup([wireField({ name: 'firstname' })])], metaData: [{ name: 'legalConsentOptions', value: separateConsentJson() }] });
    expect(needsLaterParts(definitionOf(consent))).toBe(true);
    const filtered = wireField({ name: 'country', dependentFieldFilters: [wireDependent(wireField({ name: 'state' }), [wireFilter('EQ', { strValue: 'US' })])] });
    expect(needsLaterParts(withField(filtered))).toBe(true);
    expect(needsLaterParts(withField(wireField({ name: 'score', fieldType: 'nps', type: 'enumeration' })))).toBe(true);
    expect(needsLaterParts(withField(wireField({ name: 'phone', fieldType: 'phonenumber', useCountryCodeSelect: true })))).toBe(true);
    expect(needsLaterParts(withField(wireField({ name: 'phone', fieldType: 'phonenumber' })))).toBe(false);
  });
});
