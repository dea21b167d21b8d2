import type { FormDetail, Lead, WireDefinition } from '../../console/api/owner-api';
import contactDefinition from '../../fixtures/forms/123456/a1b2c3d4-0001-4000-8000-000000000001.json';
import { formSummary } from './fake-host';

export const PORTAL_ID = '123456';
export const FORM_ID = 'a1b2c3d4-0001-4000-8000-000000000001';

/** The contact form's published definition, as the fixtures hold it (First name, Last name, Email, Message). */
export const CONTACT_DEFINITION: WireDefinition = contactDefinition;

export function contactFormDetail(overrides: Partial<FormDetail> = {}): FormDetail {
  return { ...formSummary({ portalId: PORTAL_ID, guid: FORM_ID, name: 'Contact us' }), definition: CONTACT_DEFINITION, draft: null, ...overrides };
}

export function lead(index: number, overrides: Partial<Lead> = {}): Lead {
  return {
    conversionId: `conversion-${index}`,
    portalId: PORTAL_ID,
    formId: FORM_ID,
    formVersion: 1,
    createdAt: new Date(Date.UTC(2026, 10, 1, 12) - index * 60_000).toISOString(),
    pageUrl: 'https://example.com/contact',
    values: { firstname: `Visitor ${index}`, lastname: 'Lovelace', email: `visitor${index}@example.com` },
    spam: false,
    spamReason: null,
    attribution: null,
    files: [],
    ...overrides,
  };
}
