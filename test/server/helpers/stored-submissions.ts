import type { StoredSubmission } from '../../../server/storage/submission-store.js';
import type { ConsentRecord } from '../../../server/domain/submissions/consent-record.js';
import { FORMS, PORTAL_ID } from './test-host.js';

/** A stored submission of the contact form as the store gives it back: row `id`, its values, then `extra`. */
export function storedSubmission(id: number, values: Record<string, string>, extra: Partial<StoredSubmission> = {}): StoredSubmission {
  return {
    id,
    idempotencyKey: `key-${id}`,
    portalId: PORTAL_ID,
    formId: FORMS.contact,
    conversionId: `conversion-${id}`,
    values,
    context: null,
    files: [],
    pageUrl: `https://www.site-owner.example/${id}`,
    createdAt: `2026-01-0${id}T10:00:00.000Z`,
    consent: null,
    spamReason: null,
    attribution: null,
    ...extra,
  };
}

/** A separate-consent record: the newsletter box ticked, the events box not, processing ticked. */
export function separateConsent(consentedAt = '2026-01-01T10:00:00.000Z'): ConsentRecord {
  return {
    type: 'separate',
    consentedAt,
    texts: {
      communicationConsentText: '<p>We would like to contact you.</p>',
      processingConsentText: '<p>We need to store your data.</p>',
      privacyPolicyText: '<p>Read our <a href="https://example.com/privacy">Privacy Policy</a>.</p>',
    },
    communicationCheckboxes: [
      { name: 'LEGAL_CONSENT.subscription_type_4100001', label: '<p>Newsletter</p>', required: true, checked: true },
      { name: 'LEGAL_CONSENT.subscription_type_4100002', label: '<p>Events</p>', required: false, checked: false },
    ],
    processingCheckbox: { name: 'LEGAL_CONSENT.processing', label: '<p>I agree to the processing.</p>', required: true, checked: true },
    legitimateInterest: null,
  };
}
