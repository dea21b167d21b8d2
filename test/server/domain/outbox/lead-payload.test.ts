import { describe, expect, it } from 'vitest';
import { normalizeDefinition } from '../../../../src/core/definition/normalize-definition.js';
import { leadCreatedPayload, type PayloadLead } from '../../../../server/domain/outbox/lead-payload.js';
import { FORMS } from '../../../fixture-ids.js';
import { fixtureDefinition } from '../../helpers/fixture-definitions.js';

const LEAD: PayloadLead = {
  portalId: '123456',
  formId: 'c0ffee00-0000-4000-8000-00000000b001',
  conversionId: 'conv-1',
  createdAt: '2026-03-10T12:00:00.000Z',
  pageUrl: null,
  formVersion: 2,
  values: { email: 'ada@analytical.example', work_email: 'ada@work.example', unknown_field: 'kept' },
  consent: null,
  attribution: null,
  files: [{ field: 'cv', name: 'cv 1.pdf', size: 3, contentType: 'application/pdf' }],
};

function definitionWith(fields: { name: string; label: string }[]) {
  const wire = { form: { guid: LEAD.formId, formFieldGroups: [{ fields: fields.map((field) => ({ ...field, fieldType: 'text' })) }] } };
  const normalized = normalizeDefinition(wire);
  if (!normalized.ok) throw new Error(normalized.error);
  return normalized.value.definition;
}

describe('the lead.created payload', () => {
  it("keys the values by label, telling a repeated label apart by the field's name, and by name where there is no label", () => {
    const definition = definitionWith([
      { name: 'email', label: 'Email' },
      { name: 'work_email', label: 'Email' },
    ]);
    const payload = leadCreatedPayload(LEAD, { name: 'Signup', definition }, 'https://forms.example.com', '2026-03-10T12:00:01.000Z');
    expect(payload.data.values).toEqual({
      byName: LEAD.values,
      byLabel: { Email: 'ada@analytical.example', 'Email (work_email)': 'ada@work.example', unknown_field: 'kept' },
    });
  });

  it("keys a consent checkbox's value by the text its visitor read, not its internal name", () => {
    const values = { email: 'ada@analytical.example', 'LEGAL_CONSENT.subscription_type_4100001': 'true', 'LEGAL_CONSENT.processing': 'true' };
    const payload = leadCreatedPayload({ ...LEAD, values }, { name: 'Consent', definition: fixtureDefinition(FORMS.consentSeparate) }, 'https://forms.example.com', 'now');
    expect(payload.data.values.byLabel).toEqual({
      Email: 'ada@analytical.example',
      'I agree to receive the monthly newsletter.': 'true',
      'I agree to allow Example Company to store and process my personal data.': 'true',
    });
  });

  it('links each file to its owner-authenticated download at the given origin, never carrying its bytes', () => {
    const payload = leadCreatedPayload(LEAD, { name: null, definition: null }, 'https://forms.example.com/', 'now');
    expect(payload.data.files).toEqual([{ field: 'cv', name: 'cv 1.pdf', size: 3, contentType: 'application/pdf', url: 'https://forms.example.com/api/v1/leads/conv-1/files/0' }]);
    expect(payload.data).toMatchObject({ formName: null, formVersion: 2, attribution: null });
  });

  it('carries where the lead came from, as stored', () => {
    const attribution = { utm_source: 'newsletter', utm_campaign: 'spring', referrer: 'https://mail.example/', landingPage: 'https://shop.example/?utm_source=newsletter' };
    const payload = leadCreatedPayload({ ...LEAD, attribution }, { name: 'Signup', definition: null }, 'https://forms.example.com', 'now');
    expect(payload.data.attribution).toEqual(attribution);
  });
});
