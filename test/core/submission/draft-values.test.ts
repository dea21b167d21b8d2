import { describe, expect, it } from 'vitest';
import { draftValues } from '../../../src/core/submission/draft-values';
import type { FieldValue } from '../../../src/core/form-definition';
import { validationTargets } from '../../../src/core/validation/validation-targets';
import { fieldStatesFor, fileOfSize, inputState, normalizedDefinition } from '../builders';
import { wireDependent, wireField, wireFilter, wireGroup, wireDefinition, wireOptions, wirePages } from '../../store/wire-definition';

/**
 * What a draft of `raw` keeps when the visitor changed every field in `values` (or, with
 * `restored`, had them back from a draft without changing them).
 */
function kept(
  raw: unknown,
  values: Record<string, FieldValue>,
  options: { hidden?: string[]; groupsShown?: boolean[]; restored?: string[] } = {},
) {
  const definition = normalizedDefinition(raw);
  const targets = validationTargets(definition);
  const fields = fieldStatesFor(targets, values, options.hidden);
  const restored = new Set(options.restored ?? []);
  for (const id of Object.keys(values)) {
    if (!restored.has(id)) fields[id] = { ...fields[id]!, inputState: inputState({ changed: true }) };
  }
  return draftValues({ targets, fields, groupsShown: options.groupsShown ?? definition.groups.map(() => true) }, restored);
}

describe('draftValues', () => {
  it('keeps changed and restored fields of every page as text, lists joined with ;, and nothing untouched', () => {
    const raw = wirePages([
      [wireField({ name: 'firstname' }), wireField({ name: 'lastname' })],
      [wireField({ name: 'topics', type: 'enumeration', fieldType: 'checkbox', options: wireOptions('a', 'b') }), wireField({ name: 'company' })],
    ]);
    expect(kept(raw, { firstname: ' Ada ', topics: ['a', 'b'], company: 'Acme' }, { restored: ['company'] })).toEqual({
      firstname: 'Ada',
      topics: 'a;b',
      company: 'Acme',
    });
  });

  it('never keeps a file or a password-like field', () => {
    const raw = wireDefinition({
      groups: [wireGroup([wireField({ name: 'firstname' }), wireField({ name: 'password' }), wireField({ name: 'pin' }), wireField({ name: 'cv', fieldType: 'file' })])],
    });
    expect(kept(raw, { firstname: 'Ada', password: 'hunter2', pin: '1234', cv: [fileOfSize(10)] })).toEqual({ firstname: 'Ada' });
  });

  it('never keeps a field the definition hides: hidden inputs (flag or type), dependents not shown, hidden smart groups', () => {
    const raw = wireDefinition({
      groups: [
        wireGroup([
          wireField({ name: 'firstname' }),
          wireField({ name: 'source', fieldType: 'hidden' }),
          wireField({ name: 'campaign', hidden: true }),
          wireField({
            name: 'plan',
            dependentFieldFilters: [wireDependent(wireField({ name: 'seats' }), [wireFilter('EQ', { strValue: 'Pro' })])],
          }),
        ]),
        wireGroup([wireField({ name: 'company' })], { isSmartGroup: true }),
      ],
    });
    const values = { firstname: 'Ada', source: 'ad', campaign: 'spring', plan: 'Free', seats: '3', company: 'Acme' };
    expect(kept(raw, values, { hidden: ['seats'], groupsShown: [true, false] })).toEqual({ firstname: 'Ada', plan: 'Free' });
    // Restored does not make a hidden field keepable either.
    expect(kept(raw, values, { hidden: ['seats'], groupsShown: [true, false], restored: Object.keys(values) })).toEqual({ firstname: 'Ada', plan: 'Free' });
  });
});
