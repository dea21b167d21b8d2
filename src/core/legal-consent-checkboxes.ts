import type { LegalConsentOptions } from './form-definition';

/** Submitted names of the consent checkboxes (COMPAT.md "Legal consent"). */
export const PROCESSING_CONSENT_ID = 'LEGAL_CONSENT.processing';
export const communicationConsentId = (communicationTypeId: string): string =>
  `LEGAL_CONSENT.subscription_type_${communicationTypeId}`;

export interface ConsentCheckbox {
  id: string;
  /** HTML; rendered through the sanitiser. */
  label: string;
  required: boolean;
}

/**
 * The boolean checkboxes a legal-consent block adds (spec section 3 "Legal consent"): one per
 * communication type, plus the required processing checkbox for separate consent. Legitimate
 * interest asks for no checkbox: it only informs.
 */
export function legalConsentCheckboxes(options: LegalConsentOptions): {
  communication: ConsentCheckbox[];
  processing: ConsentCheckbox | undefined;
} {
  if (options.type === 'legitimateInterest') return { communication: [], processing: undefined };
  const communication = options.communicationConsentCheckboxes.map((checkbox) => ({
    id: communicationConsentId(checkbox.communicationTypeId),
    label: checkbox.label,
    required: checkbox.required,
  }));
  const processing =
    options.type === 'separate'
      ? { id: PROCESSING_CONSENT_ID, label: options.processingConsentCheckboxLabel, required: true }
      : undefined;
  return { communication, processing };
}
