import { describe, expect, it } from 'vitest';
import { validateField } from '../../../src/core/validation/validate-field';
import { validationTargets } from '../../../src/core/validation/validation-targets';
import { normalizedDefinition, validationContext } from '../builders';
import {
  legitimateInterestConsentJson, separateConsentJson, wireDefinition, wireDependent, wireField, wireFilter, wireGroup,
  wireOptions,
} from '../../store/wire-definition';

const consentMeta = (json: string) => [{ name: 'legalConsentOptions', value: json }];

/** Page 1: firstname (with dependents state, then state's own dependent city) and email; page 2: phone. */
function pagedGroups() {
  const city = wireField({ name: 'city', label: 'City' });
  const state = wireField({ name: 'state', label: 'State', dependentFieldFilters: [wireDependent(city, [wireFilter('IS_NOT_EMPTY')])] });
  const region = wireField({ name: 'region', label: 'Region' });
  return [
    wireGroup([
      wireField({
        name: 'country', label: 'Country', fieldType: 'select', options: wireOptions('US', 'NL'),
        dependentFieldFilters: [
          wireDependent(state, [wireFilter('SET_ANY', { strValues: ['US'] })]),
          wireDependent(region, [wireFilter('SET_ANY', { strValues: ['NL'] })]),
        ],
      }),
      wireField({ name: 'email', label: 'Email', required: true }),
    ]),
    wireGroup([], { richText: { content: '<p>Almost done</p>', type: 'TEXT' } }),
    wireGroup([wireField({ name: 'phone', label: 'Phone', fieldType: 'phonenumber' })], { isPageBreak: true }),
  ];
}

const summary = (targets: ReturnType<typeof validationTargets>) =>
  targets.map(({ field, page, groupIndex }) => [field.id, page, groupIndex]);

describe('validationTargets', () => {
  it('walks the groups in order, each field followed by its dependents (depth first)', () => {
    const definition = normalizedDefinition(wireDefinition({ groups: pagedGroups() }));
    expect(summary(validationTargets(definition))).toEqual([
      ['country', 1, 0],
      ['state', 1, 0],
      ['city', 1, 0],
      ['region', 1, 0],
      ['email', 1, 0],
      ['phone', 2, 2],
    ]);
  });

  it('hands out the definition fields themselves', () => {
    const definition = normalizedDefinition(wireDefinition({ groups: pagedGroups() }));
    for (const target of validationTargets(definition)) expect(target.field).toBe(definition.fields[target.field.id]);
  });

  it('adds the consent checkboxes on the last page, the required processing checkbox last', () => {
    const definition = normalizedDefinition(wireDefinition({ groups: pagedGroups(), metaData: consentMeta(separateConsentJson()) }));
    const targets = validationTargets(definition);
    expect(summary(targets)).toEqual([
      ['country', 1, 0],
      ['state', 1, 0],
      ['city', 1, 0],
      ['region', 1, 0],
      ['email', 1, 0],
      ['phone', 2, 2],
      ['LEGAL_CONSENT.subscription_type_4100001', 2, -1],
      ['LEGAL_CONSENT.subscription_type_4100002', 2, -1],
      ['LEGAL_CONSENT.processing', 2, -1],
    ]);
    const consent = targets.slice(-3).map(({ field }) => field);
    expect(consent.map(({ inputKind, fieldType, required }) => ({ inputKind, fieldType, required }))).toEqual([
      { inputKind: 'booleancheckbox', fieldType: 'booleancheckbox', required: true },
      { inputKind: 'booleancheckbox', fieldType: 'booleancheckbox', required: false },
      { inputKind: 'booleancheckbox', fieldType: 'booleancheckbox', required: true },
    ]);
    expect(consent[2]?.label).toBe('<p>I agree to the processing of my data.</p>');
  });

  it('puts the consent checkboxes on a page of their own after a trailing page break', () => {
    const groups = [...pagedGroups(), wireGroup([], { isPageBreak: true })];
    const definition = normalizedDefinition(wireDefinition({ groups, metaData: consentMeta(separateConsentJson()) }));
    expect(definition.pageCount).toBe(3);
    const pages = validationTargets(definition).filter(({ groupIndex }) => groupIndex === -1).map(({ page }) => page);
    expect(pages).toEqual([3, 3, 3]);
  });

  it('makes the required processing checkbox fail validation until it is ticked', () => {
    const definition = normalizedDefinition(wireDefinition({ groups: pagedGroups(), metaData: consentMeta(separateConsentJson()) }));
    const processing = validationTargets(definition).at(-1)!.field;
    expect(validateField(processing, false, validationContext())).toEqual([{ key: 'required' }]);
    expect(validateField(processing, true, validationContext())).toEqual([]);
  });

  it('adds only the communication checkboxes for implicit consent', () => {
    const implicit = JSON.stringify({ ...JSON.parse(separateConsentJson()), processingConsentType: 'IMPLICIT' });
    const definition = normalizedDefinition(wireDefinition({ groups: pagedGroups(), metaData: consentMeta(implicit) }));
    expect(validationTargets(definition).filter(({ groupIndex }) => groupIndex === -1).map(({ field }) => field.id)).toEqual([
      'LEGAL_CONSENT.subscription_type_4100001',
      'LEGAL_CONSENT.subscription_type_4100002',
    ]);
  });

  it('adds no checkbox for legitimate interest', () => {
    const definition = normalizedDefinition(wireDefinition({ groups: pagedGroups(), metaData: consentMeta(legitimateInterestConsentJson()) }));
    expect(validationTargets(definition).every(({ groupIndex }) => groupIndex !== -1)).toBe(true);
  });

  it('is empty for a form without fields', () => {
    expect(validationTargets(normalizedDefinition(wireDefinition({ groups: [] })))).toEqual([]);
  });
});
