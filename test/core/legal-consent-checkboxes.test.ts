import { describe, expect, it } from 'vitest';
import type { LegalConsentOptions } from '../../src/core/form-definition';
import {
  communicationConsentId,
  legalConsentCheckboxes,
  PROCESSING_CONSENT_ID,
} from '../../src/core/legal-consent-checkboxes';

function consent(overrides: Partial<LegalConsentOptions> = {}): LegalConsentOptions {
  return {
    type: 'separate',
    processingConsentType: 'REQUIRED_CHECKBOX',
    isLegitimateInterest: false,
    communicationConsentCheckboxes: [
      { communicationTypeId: '4100001', label: '<p>Marketing</p>', required: true },
      { communicationTypeId: '4100002', label: '<p>Newsletter</p>', required: false },
    ],
    communicationConsentText: '',
    processingConsentText: '',
    processingConsentCheckboxLabel: '<p>I agree to the processing of my data.</p>',
    processingConsentFooterText: '',
    privacyPolicyText: '',
    legitimateInterestLegalBasis: '',
    legitimateInterestSubscriptionTypes: [],
    ...overrides,
  };
}

describe('consent checkbox ids', () => {
  it('names the checkboxes as the submitted LEGAL_CONSENT fields', () => {
    expect(PROCESSING_CONSENT_ID).toBe('LEGAL_CONSENT.processing');
    expect(communicationConsentId('4100001')).toBe('LEGAL_CONSENT.subscription_type_4100001');
  });
});

describe('legalConsentCheckboxes', () => {
  it('separate consent: one checkbox per communication type, in order, plus the required processing checkbox', () => {
    expect(legalConsentCheckboxes(consent())).toEqual({
      communication: [
        { id: 'LEGAL_CONSENT.subscription_type_4100001', label: '<p>Marketing</p>', required: true },
        { id: 'LEGAL_CONSENT.subscription_type_4100002', label: '<p>Newsletter</p>', required: false },
      ],
      processing: { id: 'LEGAL_CONSENT.processing', label: '<p>I agree to the processing of my data.</p>', required: true },
    });
  });

  it('implicit consent: the communication checkboxes only, no processing checkbox', () => {
    const result = legalConsentCheckboxes(consent({ type: 'implicit', processingConsentType: 'IMPLICIT' }));
    expect(result.processing).toBeUndefined();
    expect(result.communication.map((checkbox) => checkbox.id)).toEqual([
      'LEGAL_CONSENT.subscription_type_4100001',
      'LEGAL_CONSENT.subscription_type_4100002',
    ]);
  });

  it('legitimate interest asks for no checkbox at all, even when checkboxes were sent', () => {
    expect(legalConsentCheckboxes(consent({ type: 'legitimateInterest', isLegitimateInterest: true }))).toEqual({
      communication: [],
      processing: undefined,
    });
  });

  it('separate consent without communication types still has the processing checkbox', () => {
    const result = legalConsentCheckboxes(consent({ communicationConsentCheckboxes: [] }));
    expect(result.communication).toEqual([]);
    expect(result.processing?.id).toBe('LEGAL_CONSENT.processing');
    expect(result.processing?.required).toBe(true);
  });
});
