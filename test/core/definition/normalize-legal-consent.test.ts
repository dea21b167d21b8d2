import { describe, expect, it } from 'vitest';
import { normalizeLegalConsent } from '../../../src/core/definition/normalize-legal-consent';
import { createWireReader } from '../../../src/core/definition/wire-reader';

const PATH = 'form.metaData.legalConsentOptions';

const wireConsent = {
  communicationConsentCheckboxes: [
    { communicationTypeId: 4_539_261, label: 'I agree to receive <b>marketing</b> emails.', required: false },
  ],
  communicationConsentText: '<p>We would like to contact you.</p>',
  processingConsentType: 'REQUIRED_CHECKBOX',
  processingConsentText: '<p>To provide the content requested, we need to store your data.</p>',
  processingConsentCheckboxLabel: '<p>I agree to allow Example Co to store and process my data.</p>',
  privacyPolicyText: '<p>See our <a href="https://example.com/privacy">privacy policy</a>.</p>',
  isLegitimateInterest: false,
};

describe('normalizeLegalConsent', () => {
  it('parses the JSON string of a separate-consent block', () => {
    const reader = createWireReader();
    const consent = normalizeLegalConsent(JSON.stringify(wireConsent), PATH, reader);
    expect(consent).toEqual({
      type: 'separate',
      processingConsentType: 'REQUIRED_CHECKBOX',
      isLegitimateInterest: false,
      communicationConsentCheckboxes: [
        { communicationTypeId: '4539261', label: 'I agree to receive <b>marketing</b> emails.', required: false },
      ],
      communicationConsentText: '<p>We would like to contact you.</p>',
      processingConsentText: '<p>To provide the content requested, we need to store your data.</p>',
      processingConsentCheckboxLabel: '<p>I agree to allow Example Co to store and process my data.</p>',
      processingConsentFooterText: '',
      privacyPolicyText: '<p>See our <a href="https://example.com/privacy">privacy policy</a>.</p>',
      legitimateInterestLegalBasis: '',
      legitimateInterestSubscriptionTypes: [],
    });
    expect(reader.warnings).toEqual([]);
  });

  it('derives the consent type', () => {
    const typeOf = (options: object) => normalizeLegalConsent(JSON.stringify(options), PATH, createWireReader())?.type;
    expect(typeOf({ processingConsentType: 'IMPLICIT' })).toBe('implicit');
    expect(typeOf({})).toBe('implicit');
    expect(typeOf({ processingConsentType: 'required_checkbox' })).toBe('separate');
    expect(typeOf({ processingConsentType: 'REQUIRED_CHECKBOX', isLegitimateInterest: true })).toBe('legitimateInterest');
  });

  it('defaults the processing type to IMPLICIT and reads legitimate-interest members', () => {
    const consent = normalizeLegalConsent(
      JSON.stringify({
        isLegitimateInterest: true,
        legitimateInterestLegalBasis: 'LEGITIMATE_INTEREST_PQL',
        legitimateInterestSubscriptionTypes: [123, '456'],
      }),
      PATH,
      createWireReader(),
    );
    expect(consent?.processingConsentType).toBe('IMPLICIT');
    expect(consent?.legitimateInterestLegalBasis).toBe('LEGITIMATE_INTEREST_PQL');
    expect(consent?.legitimateInterestSubscriptionTypes).toEqual(['123', '456']);
  });

  it('is null silently when there is no block', () => {
    const reader = createWireReader();
    expect(normalizeLegalConsent(undefined, PATH, reader)).toBeNull();
    expect(normalizeLegalConsent('', PATH, reader)).toBeNull();
    expect(normalizeLegalConsent('null', PATH, reader)).toBeNull();
    expect(reader.warnings).toEqual([]);
  });

  it('is null with a warning for bad JSON or a non-object', () => {
    const reader = createWireReader();
    expect(normalizeLegalConsent('{"processingConsentType":', PATH, reader)).toBeNull();
    expect(normalizeLegalConsent('[1]', PATH, reader)).toBeNull();
    expect(normalizeLegalConsent(12, PATH, reader)).toBeNull();
    expect(reader.warnings).toEqual([
      `${PATH}: is not valid JSON; no legal consent block`,
      `${PATH}: expected a consent object, got array; no legal consent block`,
      `${PATH}: expected a consent object, got number; no legal consent block`,
    ]);
  });

  it('accepts an already parsed object with a warning', () => {
    const reader = createWireReader();
    expect(normalizeLegalConsent({ processingConsentType: 'IMPLICIT' }, PATH, reader)?.type).toBe('implicit');
    expect(reader.warnings).toEqual([`${PATH}: expected a JSON string, got object; used it as is`]);
  });

  it('repairs members of the wrong type and drops unusable checkboxes', () => {
    const reader = createWireReader();
    const consent = normalizeLegalConsent(
      JSON.stringify({
        processingConsentType: 7,
        isLegitimateInterest: 'no',
        communicationConsentText: ['x'],
        communicationConsentCheckboxes: [
          { communicationTypeId: '99', label: 'ok', required: 'true' },
          { label: 'no id' },
          'garbage',
          { communicationTypeId: '  ', label: 'blank id' },
        ],
      }),
      PATH,
      reader,
    );
    expect(consent?.type).toBe('implicit');
    expect(consent?.communicationConsentText).toBe('');
    expect(consent?.communicationConsentCheckboxes).toEqual([{ communicationTypeId: '99', label: 'ok', required: true }]);
    expect(reader.warnings).toEqual([
      `${PATH}.processingConsentType: expected a string, got number; used "7"`,
      `${PATH}.isLegitimateInterest: expected a boolean, got string; used false`,
      `${PATH}.communicationConsentCheckboxes[0].required: expected a boolean, got string; used true`,
      `${PATH}.communicationConsentCheckboxes[1]: has no communicationTypeId; dropped`,
      `${PATH}.communicationConsentCheckboxes[2]: expected an object, got string; dropped`,
      `${PATH}.communicationConsentCheckboxes[3]: has no communicationTypeId; dropped`,
      `${PATH}.communicationConsentText: expected a string, got array; ignored`,
    ]);
  });
});
