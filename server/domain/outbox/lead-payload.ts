import type { Attribution } from '../../../src/core/attribution/attribution.js';
import type { FormDefinition } from '../../../src/core/form-definition.js';
import type { ConsentRecord } from '../submissions/consent-record.js';
import { leadFileUrl } from '../leads/lead-file-url.js';
import { submittedLabels } from '../leads/submitted-labels.js';

/** A stored lead as its `lead.created` payload needs it. */
export interface PayloadLead {
  portalId: string;
  formId: string;
  conversionId: string;
  createdAt: string;
  pageUrl: string | null;
  formVersion: number | null;
  values: Readonly<Record<string, string>>;
  consent: ConsentRecord | null;
  /** Where it came from, as stored; null when none was recorded. */
  attribution: Attribution | null;
  files: readonly { field: string; name: string; size: number; contentType: string }[];
}

/** The form as the lead saw it: its name, and its fields' labels (from the lead's version). */
export interface PayloadForm {
  name: string | null;
  definition: FormDefinition | null;
}

export interface LeadCreatedPayload {
  type: string;
  timestamp: string;
  data: {
    portalId: string;
    formId: string;
    formName: string | null;
    formVersion: number | null;
    conversionId: string;
    createdAt: string;
    pageUrl: string | null;
    values: { byName: Record<string, string>; byLabel: Record<string, string> };
    attribution: Attribution | null;
    consent: ConsentRecord | null;
    files: { field: string; name: string; size: number; contentType: string; url: string }[];
  };
}

/** The values keyed by each field's or consent checkbox's label (its name when it has none; a repeated label is told apart by the name). */
function valuesByLabel(values: Readonly<Record<string, string>>, definition: FormDefinition | null): Record<string, string> {
  const labels = submittedLabels(definition);
  const byLabel: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const label = labels.get(name) || name;
    byLabel[Object.hasOwn(byLabel, label) ? `${label} (${name})` : label] = value;
  }
  return byLabel;
}

/**
 * The body of a `lead.created` webhook: the form, the values by field name and by label, the
 * consent record, where it came from (its stored attribution, null when none was recorded), and
 * each file as a link the owner downloads with their credentials (`baseUrl`: PUBLIC_URL or the
 * host's origin), never the bytes.
 */
export function leadCreatedPayload(lead: PayloadLead, form: PayloadForm, baseUrl: string, timestamp: string): LeadCreatedPayload {
  return {
    type: 'lead.created',
    timestamp,
    data: {
      portalId: lead.portalId,
      formId: lead.formId,
      formName: form.name,
      formVersion: lead.formVersion,
      conversionId: lead.conversionId,
      createdAt: lead.createdAt,
      pageUrl: lead.pageUrl,
      values: { byName: { ...lead.values }, byLabel: valuesByLabel(lead.values, form.definition) },
      attribution: lead.attribution === null ? null : { ...lead.attribution },
      consent: lead.consent,
      files: lead.files.map((file, index) => ({
        field: file.field,
        name: file.name,
        size: file.size,
        contentType: file.contentType,
        url: new URL(leadFileUrl(lead.conversionId, index), baseUrl).href,
      })),
    },
  };
}

/** The body of `lead.deleted` and `lead.marked_spam`: the lead's ids only. */
export function leadIdsPayload(type: string, lead: { portalId: string; formId: string; conversionId: string }, timestamp: string) {
  return { type, timestamp, data: { portalId: lead.portalId, formId: lead.formId, conversionId: lead.conversionId } };
}
