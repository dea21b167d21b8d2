import type { CommunicationConsentCheckbox, LegalConsentOptions, LegalConsentType } from '../form-definition';
import type { WireReader } from './wire-reader';
import { describeWireValue, isRecord } from './wire-reader';

/**
 * The `legalConsentOptions` metaData value: a JSON string of the consent options (an object
 * is accepted too, with a warning). Null when there is no consent block: missing, empty,
 * JSON `null`, or unusable (with a warning).
 */
export function normalizeLegalConsent(raw: unknown, path: string, reader: WireReader): LegalConsentOptions | null {
  let source: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return null;
    try {
      source = JSON.parse(raw);
    } catch {
      reader.warn(path, 'is not valid JSON; no legal consent block');
      return null;
    }
  } else if (isRecord(raw)) {
    reader.warn(path, 'expected a JSON string, got object; used it as is');
  }
  if (source === undefined || source === null) return null;
  if (!isRecord(source)) {
    reader.warn(path, `expected a consent object, got ${describeWireValue(source)}; no legal consent block`);
    return null;
  }

  const text = (key: string): string => reader.string(source[key], `${path}.${key}`);
  // Missing means the default consent mode: implicit.
  const processingConsentType = reader.string(source.processingConsentType, `${path}.processingConsentType`, 'IMPLICIT');
  const isLegitimateInterest = reader.boolean(source.isLegitimateInterest, `${path}.isLegitimateInterest`, false);
  const type: LegalConsentType = isLegitimateInterest
    ? 'legitimateInterest'
    : processingConsentType.trim().toUpperCase() === 'REQUIRED_CHECKBOX'
      ? 'separate'
      : 'implicit';

  return {
    type,
    processingConsentType,
    isLegitimateInterest,
    communicationConsentCheckboxes: readCheckboxes(source.communicationConsentCheckboxes, `${path}.communicationConsentCheckboxes`, reader),
    communicationConsentText: text('communicationConsentText'),
    processingConsentText: text('processingConsentText'),
    processingConsentCheckboxLabel: text('processingConsentCheckboxLabel'),
    processingConsentFooterText: text('processingConsentFooterText'),
    privacyPolicyText: text('privacyPolicyText'),
    legitimateInterestLegalBasis: text('legitimateInterestLegalBasis'),
    legitimateInterestSubscriptionTypes: reader.stringList(
      source.legitimateInterestSubscriptionTypes,
      `${path}.legitimateInterestSubscriptionTypes`,
    ),
  };
}

/** A checkbox without a communication type cannot be submitted (its name is the type id): dropped. */
function readCheckboxes(raw: unknown, path: string, reader: WireReader): CommunicationConsentCheckbox[] {
  const checkboxes: CommunicationConsentCheckbox[] = [];
  reader.array(raw, path).forEach((item, index) => {
    const itemPath = `${path}[${index}]`;
    if (!isRecord(item)) {
      reader.warn(itemPath, `expected an object, got ${describeWireValue(item)}; dropped`);
      return;
    }
    const id = item.communicationTypeId;
    const communicationTypeId =
      typeof id === 'number' && Number.isFinite(id) ? String(id) : reader.string(id, `${itemPath}.communicationTypeId`).trim();
    if (communicationTypeId === '') {
      reader.warn(itemPath, 'has no communicationTypeId; dropped');
      return;
    }
    checkboxes.push({
      communicationTypeId,
      label: reader.string(item.label, `${itemPath}.label`),
      required: reader.boolean(item.required, `${itemPath}.required`, false),
    });
  });
  return checkboxes;
}
