// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { autocompleteHint } from '../../src/ui/fields/autocomplete-hint';

describe('autocompleteHint', () => {
  it.each([
    ['phone', 'tel'],
    ['mobilephone', 'tel'],
    ['email', 'email'],
    ['company', 'organization'],
    ['fax', 'tel'],
    ['firstname', 'given-name'],
    ['lastname', 'family-name'],
    ['jobtitle', 'organization-title'],
    ['salutation', 'honorific-prefix'],
    ['state', 'address-level1'],
    ['address', 'street-address'],
    ['city', 'address-level2'],
    ['country', 'country-name'],
  ])('maps %s to %s', (name, hint) => {
    expect(autocompleteHint(name)).toBe(hint);
  });

  it('ignores case', () => {
    expect(autocompleteHint('FirstName')).toBe('given-name');
  });

  it('gives no hint for unknown names', () => {
    expect(autocompleteHint('favourite_colour')).toBeUndefined();
    expect(autocompleteHint('toString')).toBeUndefined();
  });
});
