import { plainText } from './plain-text';

/** The consent record of a lead as the lead page shows it: texts and checkbox labels as plain text. */
export interface ConsentView {
  type: string;
  texts: string[];
  checkboxes: { label: string; checked: boolean }[];
}

const TEXT_ORDER = ['communicationConsentText', 'processingConsentText', 'processingConsentFooterText', 'privacyPolicyText'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkbox(value: unknown): ConsentView['checkboxes'][number] | null {
  if (!isRecord(value)) return null;
  const label = typeof value['label'] === 'string' ? plainText(value['label']) : '';
  const name = typeof value['name'] === 'string' ? value['name'] : '';
  return { label: label || name, checked: value['checked'] === true };
}

/** Reads the API's consent record (`GET /api/v1/leads/{id}`'s `consent`); null when the form had none. */
export function consentView(consent: Record<string, unknown> | null | undefined): ConsentView | null {
  if (!isRecord(consent)) return null;
  const texts = isRecord(consent['texts']) ? consent['texts'] : {};
  const keys = [...TEXT_ORDER.filter((key) => key in texts), ...Object.keys(texts).filter((key) => !TEXT_ORDER.includes(key))];
  const communication = Array.isArray(consent['communicationCheckboxes']) ? consent['communicationCheckboxes'] : [];
  return {
    type: typeof consent['type'] === 'string' ? consent['type'] : '',
    texts: keys.flatMap((key) => {
      const text = texts[key];
      return typeof text === 'string' && plainText(text) !== '' ? [plainText(text)] : [];
    }),
    checkboxes: [...communication, consent['processingCheckbox']].flatMap((value) => checkbox(value) ?? []),
  };
}
