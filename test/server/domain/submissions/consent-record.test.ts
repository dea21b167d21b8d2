import { describe, expect, it } from 'vitest';
import { consentRecord } from '../../../../server/domain/submissions/consent-record.js';
import { fixtureDefinition } from '../../helpers/fixture-definitions.js';
import { FORMS } from '../../helpers/test-host.js';

const ACCEPTED_AT = new Date('2026-03-04T05:06:07.089Z');
const consentOf = (formId: string) => fixtureDefinition(formId).metaData.legalConsentOptions;
const submitted = (values: Record<string, string>) => new Map(Object.entries(values));

const COMMUNICATION_TEXT = expect.stringMatching(/^<p>Example Company is committed to protecting/) as unknown;
const PRIVACY_TEXT = expect.stringMatching(/review our <a href="https:\/\/example.com\/privacy"/) as unknown;

describe('consentRecord', () => {
  it('is null for a form without a consent block', () => {
    expect(consentOf(FORMS.contact)).toBeNull();
    expect(consentRecord(null, submitted({ email: 'a@example.org' }), ACCEPTED_AT)).toBeNull();
  });

  it('keeps implicit consent: the texts shown, each communication box as answered, no processing box', () => {
    const record = consentRecord(consentOf(FORMS.consentImplicit), submitted({ 'LEGAL_CONSENT.subscription_type_4100001': 'true' }), ACCEPTED_AT);
    expect(record).toEqual({
      type: 'implicit',
      consentedAt: '2026-03-04T05:06:07.089Z',
      texts: {
        communicationConsentText: COMMUNICATION_TEXT,
        processingConsentText:
          '<p>By clicking submit below, you consent to allow Example Company to store and process the personal information submitted above to provide you the content requested.</p>',
        privacyPolicyText: PRIVACY_TEXT,
      },
      communicationCheckboxes: [
        {
          name: 'LEGAL_CONSENT.subscription_type_4100001',
          label: '<p>I agree to receive other communications from Example Company.</p>',
          required: false,
          checked: true,
        },
      ],
      processingCheckbox: null,
      legitimateInterest: null,
    });
  });

  it('keeps separate consent: the processing box and its footer, a box not sent as unticked', () => {
    const record = consentRecord(
      consentOf(FORMS.consentSeparate),
      submitted({ 'LEGAL_CONSENT.subscription_type_4100001': 'true', 'LEGAL_CONSENT.processing': 'true' }),
      ACCEPTED_AT,
    );
    expect(record).toMatchObject({
      type: 'separate',
      texts: {
        communicationConsentText: COMMUNICATION_TEXT,
        processingConsentText: expect.stringMatching(/^<p>In order to provide you the content requested/) as unknown,
        processingConsentFooterText: '<p>You can withdraw your consent at any time.</p>',
        privacyPolicyText: PRIVACY_TEXT,
      },
      communicationCheckboxes: [
        { name: 'LEGAL_CONSENT.subscription_type_4100001', label: '<p>I agree to receive the monthly newsletter.</p>', required: true, checked: true },
        { name: 'LEGAL_CONSENT.subscription_type_4100002', label: '<p>I agree to receive event invitations.</p>', required: false, checked: false },
      ],
      processingCheckbox: {
        name: 'LEGAL_CONSENT.processing',
        label: '<p>I agree to allow Example Company to store and process my personal data.</p>',
        required: true,
        checked: true,
      },
      legitimateInterest: null,
    });
  });

  it('keeps legitimate interest: the notice shown, no boxes, the legal basis and subscription types', () => {
    // A box the visitor could not have seen is not taken from the request.
    const record = consentRecord(consentOf(FORMS.consentLegitimateInterest), submitted({ 'LEGAL_CONSENT.processing': 'true' }), ACCEPTED_AT);
    expect(record).toEqual({
      type: 'legitimateInterest',
      consentedAt: '2026-03-04T05:06:07.089Z',
      texts: { privacyPolicyText: expect.stringMatching(/^<p>Example Company needs the contact information/) as unknown },
      communicationCheckboxes: [],
      processingCheckbox: null,
      legitimateInterest: { legalBasis: 'LEGITIMATE_INTEREST_PQL', subscriptionTypes: ['4100001', '4100002'] },
    });
  });

  it('takes only the value true (spaces aside) as ticked', () => {
    const options = consentOf(FORMS.consentSeparate);
    for (const value of ['false', 'on', 'TRUE', '']) {
      const record = consentRecord(options, submitted({ 'LEGAL_CONSENT.processing': value }), ACCEPTED_AT);
      expect(record?.processingCheckbox?.checked, value).toBe(false);
    }
    expect(consentRecord(options, submitted({ 'LEGAL_CONSENT.processing': ' true ' }), ACCEPTED_AT)?.processingCheckbox?.checked).toBe(true);
  });
});
