import type { FormDefinition } from '../../../src/core/form-definition.js';
import { legalConsentCheckboxes } from '../../../src/core/legal-consent-checkboxes.js';
import { htmlToPlainText } from './exports/html-text.js';

/**
 * The labels a form's definition gives the names a lead is submitted under: each field's, and
 * each consent checkbox's as plain text (its label is HTML). Exports head their columns with
 * them, webhooks key the values by them, notification e-mails list them; a name without a label
 * stands for itself.
 */
export function submittedLabels(definition: FormDefinition | null | undefined): Map<string, string> {
  const labels = new Map<string, string>();
  if (!definition) return labels;
  for (const field of Object.values(definition.fields)) labels.set(field.id, field.label.trim());
  const consent = definition.metaData.legalConsentOptions;
  if (consent !== null) {
    const { communication, processing } = legalConsentCheckboxes(consent);
    for (const checkbox of processing ? [...communication, processing] : communication) labels.set(checkbox.id, htmlToPlainText(checkbox.label));
  }
  return labels;
}
