import type { LegalConsentOptions, LegalConsentType } from '../../../src/core/form-definition.js';
import { legalConsentCheckboxes, type ConsentCheckbox } from '../../../src/core/legal-consent-checkboxes.js';

/** The consent block's texts, in the order it shows them (src/ui/LegalConsent.tsx). */
export const CONSENT_TEXT_KEYS = [
  'communicationConsentText',
  'processingConsentText',
  'processingConsentFooterText',
  'privacyPolicyText',
] as const;
export type ConsentTextKey = (typeof CONSENT_TEXT_KEYS)[number];

export interface ConsentCheckboxRecord {
  /** The submitted name: `LEGAL_CONSENT.processing` or `LEGAL_CONSENT.subscription_type_{id}`. */
  name: string;
  /** The label shown, HTML as the form's definition gave it. */
  label: string;
  required: boolean;
  /** Whether the visitor ticked it (its submitted value was `true`). */
  checked: boolean;
}

/** What a visitor saw and chose in a form's consent block, kept with the submission as proof. */
export interface ConsentRecord {
  type: LegalConsentType;
  /** When the host accepted the submission: ISO 8601, UTC. */
  consentedAt: string;
  /** The texts shown, HTML as the definition gave it, in the order shown; an empty text is not shown and not listed. */
  texts: Partial<Record<ConsentTextKey, string>>;
  /** One per communication type, in the order shown (none for legitimate interest). */
  communicationCheckboxes: ConsentCheckboxRecord[];
  /** The required processing checkbox of separate consent; null for the other types. */
  processingCheckbox: ConsentCheckboxRecord | null;
  /** For legitimate interest: the legal basis and subscription types the form names (not shown to the visitor). */
  legitimateInterest: { legalBasis: string; subscriptionTypes: string[] } | null;
}

function checkboxRecord(checkbox: ConsentCheckbox, submitted: ReadonlyMap<string, string>): ConsentCheckboxRecord {
  return {
    name: checkbox.id,
    label: checkbox.label,
    required: checkbox.required,
    // Read as the host reads any boolean checkbox (server/domain/submissions/revalidate.ts submittedValue).
    checked: (submitted.get(checkbox.id) ?? '').trim() === 'true',
  };
}

/**
 * The consent record of a submission: derived from the definition the host served and the
 * submitted `LEGAL_CONSENT.*` values, so the visitor's request cannot claim other texts; null
 * for a form without a consent block.
 */
export function consentRecord(
  options: LegalConsentOptions | null,
  submitted: ReadonlyMap<string, string>,
  acceptedAt: Date,
): ConsentRecord | null {
  if (options === null) return null;
  const { communication, processing } = legalConsentCheckboxes(options);
  const texts: Partial<Record<ConsentTextKey, string>> = {};
  for (const key of CONSENT_TEXT_KEYS) if (options[key] !== '') texts[key] = options[key];
  return {
    type: options.type,
    consentedAt: acceptedAt.toISOString(),
    texts,
    communicationCheckboxes: communication.map((checkbox) => checkboxRecord(checkbox, submitted)),
    processingCheckbox: processing === undefined ? null : checkboxRecord(processing, submitted),
    legitimateInterest:
      options.type === 'legitimateInterest'
        ? { legalBasis: options.legitimateInterestLegalBasis, subscriptionTypes: [...options.legitimateInterestSubscriptionTypes] }
        : null,
  };
}
