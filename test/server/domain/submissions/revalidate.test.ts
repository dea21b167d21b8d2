import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../../src/core/form-definition.js';
import { normalizeDefinition } from '../../../../src/core/definition/normalize-definition.js';
import { revalidate, validationErrorBody, validationTypeOf } from '../../../../server/domain/submissions/revalidate.js';
import { FORMS, FORMS_DIR, PORTAL_ID } from '../../helpers/test-host.js';

const NOW = Date.UTC(2026, 0, 15);

type WireForm = { form: { formFieldGroups: { fields: Record<string, unknown>[] }[] } };

function wireFixture(formId: string): WireForm {
  return JSON.parse(readFileSync(path.join(FORMS_DIR, PORTAL_ID, `${formId}.json`), 'utf8')) as WireForm;
}

function definitionOf(wire: unknown): FormDefinition {
  const normalized = normalizeDefinition(wire);
  if (!normalized.ok) throw new Error(normalized.error);
  return normalized.value.definition;
}

function wireField(wire: WireForm, name: string): Record<string, unknown> {
  for (const group of wire.form.formFieldGroups) {
    const field = group.fields.find((candidate) => candidate.name === name);
    if (field) return field;
  }
  throw new Error(`no field ${name}`);
}

const check = (definition: FormDefinition, fields: Record<string, string>, files: { field: string; name: string; size: number }[] = []) =>
  revalidate(definition, { fields: new Map(Object.entries(fields)), files }, NOW);

describe('revalidate', () => {
  const contact = definitionOf(wireFixture(FORMS.contact));
  const valid = { firstname: 'Ada', email: 'ada@example.org', message: 'Hello' };

  it('passes a complete submission', () => {
    expect(check(contact, valid)).toEqual([]);
  });

  it('reports each refused field once, with its first error, in form order', () => {
    expect(check(contact, { email: 'not-an-address' })).toEqual([
      { fieldName: 'firstname', formSubmissionValidationType: 'REQUIRED_FIELD', message: 'is required' },
      { fieldName: 'email', formSubmissionValidationType: 'INVALID_EMAIL', message: 'is not a valid email address' },
      { fieldName: 'message', formSubmissionValidationType: 'REQUIRED_FIELD', message: 'is required' },
    ]);
  });

  it('reports a manually blocked domain as BLOCKED_EMAIL with the domain', () => {
    const wire = wireFixture(FORMS.contact);
    (wireField(wire, 'email').validation as Record<string, unknown>).blockedEmailAddresses = ['blocked.example'];
    const results = check(definitionOf(wire), { ...valid, email: 'ada@mail.blocked.example' });
    expect(results).toEqual([
      {
        fieldName: 'email',
        formSubmissionValidationType: 'BLOCKED_EMAIL',
        domain: 'blocked.example',
        message: 'uses an email domain the form does not accept (blocked.example)',
      },
    ]);
    expect(validationErrorBody(results)).toEqual({ formSubmissionError: 'BLOCKED_EMAIL', validationResults: results });
  });

  it('treats a text over the limit and a bad number as INVALID_VALUE, saying which rule each broke', () => {
    const allFields = definitionOf(wireFixture(FORMS.allFields));
    const required = { firstname: 'Ada', email: 'ada@example.org', industry: 'software', contact_method: 'email', accepts_terms: 'true', nps_score: '9' };
    expect(check(allFields, { ...required, team_size: '12a', comments: 'x'.repeat(70_000) })).toEqual([
      { fieldName: 'team_size', formSubmissionValidationType: 'INVALID_VALUE', message: 'is not a number (digits, at most two decimals)' },
      { fieldName: 'comments', formSubmissionValidationType: 'INVALID_VALUE', message: 'must be under 65,536 characters (70,000 given)' },
    ]);
  });

  it('counts a text in characters: 65,535 emoji pass, 65,536 are refused as 65,536', () => {
    const allFields = definitionOf(wireFixture(FORMS.allFields));
    const required = { firstname: 'Ada', email: 'ada@example.org', industry: 'software', contact_method: 'email', accepts_terms: 'true', nps_score: '9' };
    expect(check(allFields, { ...required, comments: '😀'.repeat(65_535) })).toEqual([]);
    expect(check(allFields, { ...required, comments: '😀'.repeat(65_536) })).toEqual([
      { fieldName: 'comments', formSubmissionValidationType: 'INVALID_VALUE', message: 'must be under 65,536 characters (65,536 given)' },
    ]);
  });

  it('checks files by their size', () => {
    const allFields = definitionOf(wireFixture(FORMS.allFields));
    const required = { firstname: 'Ada', email: 'ada@example.org', industry: 'software', contact_method: 'email', accepts_terms: 'true', nps_score: '9' };
    expect(check(allFields, required, [{ field: 'attachment', name: 'a.pdf', size: 10 }])).toEqual([]);
    expect(check(allFields, required, [{ field: 'attachment', name: 'a.pdf', size: 104_857_601 }])).toEqual([
      { fieldName: 'attachment', formSubmissionValidationType: 'INVALID_VALUE', message: 'holds a file over 100 MB' },
    ]);
  });

  describe('dependent fields', () => {
    const form = definitionOf(wireFixture(FORMS.dependentFields));
    const base = { email: 'ada@example.org', how_did_you_hear: 'Other' };

    it('pass when not sent, even when required and shown (the visitor may not have seen them)', () => {
      expect(check(form, base)).toEqual([]);
    });

    it('are checked when sent and shown by the parent value', () => {
      expect(check(form, { ...base, how_did_you_hear_other: ' ' })).toEqual([
        { fieldName: 'how_did_you_hear_other', formSubmissionValidationType: 'REQUIRED_FIELD', message: 'is required' },
      ]);
    });

    it('are not checked when the parent value hides them', () => {
      expect(check(form, { ...base, how_did_you_hear: 'Search', how_did_you_hear_other: '' })).toEqual([]);
      expect(check(form, { ...base, phone: '', never_shown: '' })).toEqual([]);
    });

    it('read a multi-select parent as a list', () => {
      expect(check(form, { ...base, services: 'training;support', project_budget: 'not-an-option' })).toEqual([
        { fieldName: 'project_budget', formSubmissionValidationType: 'INVALID_VALUE', message: "is not one of the field's options" },
      ]);
    });
  });

  describe('smart groups', () => {
    const wire = wireFixture(FORMS.returningVisitor);
    wireField(wire, 'company').required = true;
    const form = definitionOf(wire);
    const base = { firstname: 'Ada', email: 'ada@example.org' };

    it('pass a field of a smart group that was not sent', () => {
      expect(check(form, base)).toEqual([]);
    });

    it('check it when it was sent', () => {
      expect(check(form, { ...base, company: '' })).toEqual([
        { fieldName: 'company', formSubmissionValidationType: 'REQUIRED_FIELD', message: 'is required' },
      ]);
    });
  });

  it('requires the legal consent checkboxes a form asks for', () => {
    const form = definitionOf(wireFixture(FORMS.consentSeparate));
    const results = check(form, { email: 'ada@example.org' });
    expect(results.map((result) => result.fieldName)).toEqual([
      'LEGAL_CONSENT.subscription_type_4100001',
      'LEGAL_CONSENT.processing',
    ]);
    expect(
      check(form, { email: 'ada@example.org', 'LEGAL_CONSENT.subscription_type_4100001': 'true', 'LEGAL_CONSENT.processing': 'true' }),
    ).toEqual([]);
  });
});

describe('validationTypeOf', () => {
  it.each([
    ['required', 'REQUIRED_FIELD'],
    ['missingSelect', 'REQUIRED_FIELD'],
    ['missingOptionSelection', 'REQUIRED_FIELD'],
    ['invalidEmailFormat', 'INVALID_EMAIL'],
    ['manuallyBlockedEmailDomain', 'BLOCKED_EMAIL'],
    ['invalidDate', 'INVALID_VALUE'],
    ['valueNotInFieldDefintion', 'INVALID_VALUE'],
  ])('maps %s to %s', (key, type) => {
    expect(validationTypeOf({ key })).toBe(type);
  });
});

describe('validationErrorBody', () => {
  it('names MISSING_REQUIRED_FIELDS first, then BLOCKED_EMAIL, else no code', () => {
    const required = { fieldName: 'a', formSubmissionValidationType: 'REQUIRED_FIELD' } as const;
    const blocked = { fieldName: 'b', formSubmissionValidationType: 'BLOCKED_EMAIL', domain: 'x.example' } as const;
    const invalid = { fieldName: 'c', formSubmissionValidationType: 'INVALID_VALUE' } as const;
    expect(validationErrorBody([blocked, required]).formSubmissionError).toBe('MISSING_REQUIRED_FIELDS');
    expect(validationErrorBody([invalid, blocked]).formSubmissionError).toBe('BLOCKED_EMAIL');
    expect(validationErrorBody([invalid])).toEqual({ validationResults: [invalid] });
  });
});
