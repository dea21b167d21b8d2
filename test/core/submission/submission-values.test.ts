import { describe, expect, it } from 'vitest';
import { submissionValues, submittedText } from '../../../src/core/submission/submission-values';
import { validationTargets } from '../../../src/core/validation/validation-targets';
import { fieldStatesFor, fileOfSize, normalizedDefinition } from '../builders';
import {
  separateConsentJson, wireDefinition, wireDependent, wireField, wireFilter, wireGroup, wireOptions, wirePages,
} from '../../store/wire-definition';
import type { FieldValue } from '../../../src/core/form-definition';

/** The values and files a submit of `raw` sends with the given field values. */
function submitted(
  raw: unknown,
  values: Record<string, FieldValue> = {},
  options: { hidden?: string[]; groupsShown?: boolean[] } = {},
) {
  const definition = normalizedDefinition(raw);
  const targets = validationTargets(definition);
  const fields = fieldStatesFor(targets, values, options.hidden);
  return submissionValues(targets, fields, options.groupsShown ?? definition.groups.map(() => true));
}

describe('submittedText', () => {
  it('trims text, joins a list with ";" (each item trimmed) and writes a single checkbox as true/false', () => {
    expect(submittedText('  Ada  ')).toBe('Ada');
    expect(submittedText([' a ', 'b', ' c'])).toBe('a;b;c');
    expect(submittedText([])).toBe('');
    expect(submittedText(true)).toBe('true');
    expect(submittedText(false)).toBe('false');
  });
});

describe('submissionValues (spec 7.7)', () => {
  it("sends every page's values in the order a visitor meets them, not only the current page's", () => {
    const raw = wirePages([
      [wireField({ name: 'firstname' }), wireField({ name: 'lastname' })],
      [wireField({ name: 'email' })],
      [wireField({ name: 'company' })],
    ]);
    const { values, files } = submitted(raw, { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', company: 'Acme' });
    expect(values).toEqual([
      { name: 'firstname', value: 'Ada' },
      { name: 'lastname', value: 'Lovelace' },
      { name: 'email', value: 'ada@example.com' },
      { name: 'company', value: 'Acme' },
    ]);
    expect(files).toEqual([]);
  });

  it('sends empty fields as an empty string', () => {
    const { values } = submitted(wirePages([[wireField({ name: 'firstname' })], [wireField({ name: 'email' })]]), { email: 'ada@example.com' });
    expect(values).toEqual([
      { name: 'firstname', value: '' },
      { name: 'email', value: 'ada@example.com' },
    ]);
  });

  it("joins a multi-value checkbox list with ';', trims each value and the text values", () => {
    const raw = wireDefinition({
      groups: [
        wireGroup([
          wireField({ name: 'topics', type: 'enumeration', fieldType: 'checkbox', options: wireOptions('a', 'b', 'c') }),
          wireField({ name: 'firstname' }),
        ]),
      ],
    });
    expect(submitted(raw, { topics: [' a', 'c '], firstname: '  Ada \n' }).values).toEqual([
      { name: 'topics', value: 'a;c' },
      { name: 'firstname', value: 'Ada' },
    ]);
  });

  it("sends a single checkbox as 'true' or 'false'", () => {
    const raw = wireDefinition({
      groups: [
        wireGroup([
          wireField({ name: 'ticked', type: 'bool', fieldType: 'booleancheckbox' }),
          wireField({ name: 'unticked', type: 'bool', fieldType: 'booleancheckbox' }),
        ]),
      ],
    });
    expect(submitted(raw, { ticked: true, unticked: false }).values).toEqual([
      { name: 'ticked', value: 'true' },
      { name: 'unticked', value: 'false' },
    ]);
  });

  it('includes hidden inputs, which a visitor never sees', () => {
    const raw = wireDefinition({
      groups: [wireGroup([wireField({ name: 'firstname' }), wireField({ name: 'source', fieldType: 'hidden', defaultValue: 'ad' })])],
    });
    expect(submitted(raw, { firstname: 'Ada', source: 'campaign-7' }).values).toEqual([
      { name: 'firstname', value: 'Ada' },
      { name: 'source', value: 'campaign-7' },
    ]);
  });

  it('leaves out a dependent field that is not shown, keeps a shown one right after its parent', () => {
    const raw = wireDefinition({
      groups: [
        wireGroup([
          wireField({
            name: 'source',
            type: 'enumeration',
            fieldType: 'select',
            options: wireOptions('Search', 'Other'),
            dependentFieldFilters: [
              wireDependent(wireField({ name: 'source_other' }), [wireFilter('EQ', { strValue: 'Other' })]),
              wireDependent(wireField({ name: 'source_search' }), [wireFilter('EQ', { strValue: 'Search' })]),
            ],
          }),
          wireField({ name: 'firstname' }),
        ]),
      ],
    });
    const { values } = submitted(
      raw,
      { source: 'Other', source_other: 'A podcast', source_search: 'stale answer', firstname: 'Ada' },
      { hidden: ['source_search'] },
    );
    expect(values).toEqual([
      { name: 'source', value: 'Other' },
      { name: 'source_other', value: 'A podcast' },
      { name: 'firstname', value: 'Ada' },
    ]);
  });

  it('leaves out the fields of a hidden smart group', () => {
    const raw = wireDefinition({
      groups: [
        wireGroup([wireField({ name: 'email' })]),
        wireGroup([wireField({ name: 'company' }), wireField({ name: 'jobtitle' })], { isSmartGroup: true }),
        wireGroup([wireField({ name: 'firstname' })]),
      ],
    });
    const values = { email: 'ada@example.com', company: 'Acme', jobtitle: 'Engineer', firstname: 'Ada' };
    expect(submitted(raw, values, { groupsShown: [true, false, true] }).values).toEqual([
      { name: 'email', value: 'ada@example.com' },
      { name: 'firstname', value: 'Ada' },
    ]);
    expect(submitted(raw, values, { groupsShown: [true, true, true] }).values.map((value) => value.name)).toEqual([
      'email', 'company', 'jobtitle', 'firstname',
    ]);
  });

  it('puts chosen files in `files` (one entry per file), never in `values`; an empty file field sends nothing', () => {
    const raw = wireDefinition({
      groups: [
        wireGroup([
          wireField({ name: 'resume', fieldType: 'file' }),
          wireField({ name: 'photos', fieldType: 'file' }),
          wireField({ name: 'empty_upload', fieldType: 'file' }),
          wireField({ name: 'firstname' }),
        ]),
      ],
    });
    const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const one = new File(['1'], 'one.png', { type: 'image/png' });
    const two = new File(['22'], 'two.png', { type: 'image/png' });
    const { values, files, unsendable } = submitted(raw, { resume: [cv], photos: [one, two], empty_upload: [], firstname: 'Ada' });
    expect(values).toEqual([{ name: 'firstname', value: 'Ada' }]);
    expect(files).toEqual([
      { name: 'resume', file: cv },
      { name: 'photos', file: one },
      { name: 'photos', file: two },
    ]);
    expect(unsendable).toEqual([]);
  });

  it('names a file field holding something that is not a file the browser can send, never dropping it quietly', () => {
    const raw = wireDefinition({
      groups: [
        wireGroup([
          wireField({ name: 'resume', fieldType: 'file' }),
          wireField({ name: 'photos', fieldType: 'file' }),
          wireField({ name: 'notes', fieldType: 'file' }),
          wireField({ name: 'cleared', fieldType: 'file' }),
        ]),
      ],
    });
    const photo = new File(['1'], 'one.png', { type: 'image/png' });
    const { files, unsendable } = submitted(raw, {
      // A file-shaped record (what a store restored from text would hold), not a file.
      resume: [fileOfSize(1200, 'cv.pdf')],
      photos: [photo, fileOfSize(10, 'two.png')],
      notes: 'a text value in a file field',
      cleared: '',
    });
    expect(unsendable).toEqual(['resume', 'photos', 'notes']);
    expect(files).toEqual([]);
  });

  it('includes the legal-consent checkboxes, after the fields, as true/false', () => {
    const raw = wireDefinition({
      groups: [wireGroup([wireField({ name: 'email' })])],
      metaData: [{ name: 'legalConsentOptions', value: separateConsentJson() }],
    });
    const { values } = submitted(raw, {
      email: 'ada@example.com',
      'LEGAL_CONSENT.subscription_type_4100001': true,
      'LEGAL_CONSENT.subscription_type_4100002': false,
      'LEGAL_CONSENT.processing': true,
    });
    expect(values).toEqual([
      { name: 'email', value: 'ada@example.com' },
      { name: 'LEGAL_CONSENT.subscription_type_4100001', value: 'true' },
      { name: 'LEGAL_CONSENT.subscription_type_4100002', value: 'false' },
      { name: 'LEGAL_CONSENT.processing', value: 'true' },
    ]);
  });
});

describe('submissionValues: legal consent of each type (spec 3 "Legal consent", COMPAT.md)', () => {
  const withConsent = (consent: Record<string, unknown>) =>
    wireDefinition({
      groups: [wireGroup([wireField({ name: 'email' })])],
      metaData: [{ name: 'legalConsentOptions', value: JSON.stringify(consent) }],
    });
  const consentParts = (values: { name: string; value: string }[]) => values.filter((value) => value.name.startsWith('LEGAL_CONSENT.'));

  it('separate consent (REQUIRED_CHECKBOX): the processing checkbox and one boolean per communication type, unticked ones as false', () => {
    const { values } = submitted(
      wireDefinition({
        groups: [wireGroup([wireField({ name: 'email' })])],
        metaData: [{ name: 'legalConsentOptions', value: separateConsentJson() }],
      }),
      { email: 'ada@example.com', 'LEGAL_CONSENT.subscription_type_4100001': true, 'LEGAL_CONSENT.subscription_type_4100002': false, 'LEGAL_CONSENT.processing': true },
    );
    expect(consentParts(values)).toEqual([
      { name: 'LEGAL_CONSENT.subscription_type_4100001', value: 'true' },
      { name: 'LEGAL_CONSENT.subscription_type_4100002', value: 'false' },
      { name: 'LEGAL_CONSENT.processing', value: 'true' },
    ]);
  });

  it('implicit consent: one boolean per communication type named by communicationTypeId, no processing checkbox', () => {
    const raw = withConsent({
      processingConsentType: 'IMPLICIT',
      communicationConsentCheckboxes: [{ communicationTypeId: 777, label: '<p>News</p>', required: false }],
      isLegitimateInterest: false,
    });
    expect(consentParts(submitted(raw, { email: 'ada@example.com', 'LEGAL_CONSENT.subscription_type_777': true }).values)).toEqual([
      { name: 'LEGAL_CONSENT.subscription_type_777', value: 'true' },
    ]);
    expect(consentParts(submitted(raw, { email: 'ada@example.com', 'LEGAL_CONSENT.subscription_type_777': false }).values)).toEqual([
      { name: 'LEGAL_CONSENT.subscription_type_777', value: 'false' },
    ]);
  });

  it('legitimate interest: no consent part at all, its subscription types and legal basis included (the host holds them)', () => {
    const raw = withConsent({
      processingConsentType: 'IMPLICIT',
      communicationConsentCheckboxes: [{ communicationTypeId: 888, label: '<p>Ignored</p>', required: true }],
      isLegitimateInterest: true,
      legitimateInterestLegalBasis: 'LEGITIMATE_INTEREST_PQL',
      legitimateInterestSubscriptionTypes: ['888', '999'],
    });
    expect(consentParts(submitted(raw, { email: 'ada@example.com' }).values)).toEqual([]);
  });
});
