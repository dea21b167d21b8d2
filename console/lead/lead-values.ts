import type { Lead } from '../api/owner-api';
import type { FormField } from '../inbox/form-fields';

const CONSENT_VALUE = /^LEGAL_CONSENT\./;

/**
 * A lead's values under their labels: the form's fields first in its order, then values whose
 * field is no longer in the form, named by their field name. Consent answers are left to the
 * consent record, which shows them with their texts.
 */
export function labelledValues(lead: Lead, fields: readonly FormField[]): { name: string; label: string; value: string }[] {
  const known = new Set(fields.map((field) => field.name));
  const inForm = fields.filter((field) => field.name in lead.values).map((field) => ({ ...field, value: lead.values[field.name] ?? '' }));
  const gone = Object.entries(lead.values)
    .filter(([name]) => !known.has(name) && !CONSENT_VALUE.test(name))
    .map(([name, value]) => ({ name, label: name, value }));
  return [...inForm, ...gone];
}
