import { texts } from '../../texts';
import type { ConsentCheckbox, ConsentType, EditorConsent } from '../model/editor-form';
import { htmlFromText } from './html-text';

/** The consent block a form gets when the owner first picks a consent type: standard wording to adapt. */
export function defaultConsent(type: ConsentType): EditorConsent {
  const wording = texts.formSettings.consentDefaults;
  return {
    type,
    communicationText: htmlFromText(wording.communicationText),
    checkboxes: [],
    processingText: htmlFromText(type === 'separate' ? wording.processingTextSeparate : wording.processingTextImplicit),
    processingCheckboxLabel: htmlFromText(wording.processingCheckboxLabel),
    privacyText: htmlFromText(wording.privacyText),
  };
}

/**
 * A new communication checkbox: its type id one more than the largest numeric one (ids are the
 * checkboxes' submitted names, so they must differ), its label the standard wording.
 */
export function newConsentCheckbox(checkboxes: readonly ConsentCheckbox[]): ConsentCheckbox {
  const numbers = checkboxes.map((checkbox) => Number(checkbox.communicationTypeId)).filter((id) => Number.isSafeInteger(id));
  const next = numbers.length === 0 ? 1 : Math.max(...numbers) + 1;
  return { communicationTypeId: String(next), label: htmlFromText(texts.formSettings.consentDefaults.checkboxLabel), required: false };
}
