// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { normalizeDefinition } from '../../../../src/core/definition/normalize-definition';
import type { FormDefinition } from '../../../../src/core/form-definition';
import { TEMPLATES, type TemplateId } from '../../../../console/editor/model/templates';
import { renderLoaded } from '../../../ui/form-harness';
import { registerSanitizer } from '../../../ui/register-sanitizer';
import { FORM_GUID, PORTAL_ID } from '../../../store/wire-definition';

beforeAll(registerSanitizer);
afterEach(cleanup);

/** A template's definition as the host stores it: the portal and GUID set where the form lives. */
function created(id: TemplateId, name = 'My form'): { form: Record<string, unknown> } {
  const template = TEMPLATES.find((candidate) => candidate.id === id);
  if (template === undefined) throw new Error(`no template ${id}`);
  const wire = template.definition(name);
  const form = wire.form as Record<string, unknown>;
  return { ...wire, form: { ...form, guid: FORM_GUID, portalId: Number(PORTAL_ID) } };
}

function normalized(id: TemplateId): { definition: FormDefinition; warnings: unknown[] } {
  const result = normalizeDefinition(created(id));
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

/** Each field's name and input kind, in the order of the form, and the rows they share. */
function layout(definition: FormDefinition) {
  return definition.groups
    .map((group) => group.fieldIds.map((id) => `${id}:${definition.fields[id]?.inputKind}`).join(' + '))
    .filter((row) => row !== '');
}

describe('the form templates', () => {
  it('are the five of the issue, each with a title and description', () => {
    expect(TEMPLATES.map((template) => template.id)).toEqual(['blank', 'contact', 'newsletter', 'demoRequest', 'eventRegistration']);
    for (const template of TEMPLATES) {
      expect(template.title).not.toBe('');
      expect(template.description).not.toBe('');
    }
  });

  it.each(TEMPLATES.map((template) => template.id))('%s normalises without a warning, named as asked, with unique field names', (id) => {
    const { definition, warnings } = normalized(id);
    expect(warnings).toEqual([]);
    expect(created(id, 'Spring fair').form['name']).toBe('Spring fair');
    const names = definition.groups.flatMap((group) => group.fieldIds);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    expect(definition.inlineMessage).toMatch(/^<p>.+<\/p>$/);
    expect(definition.submitText).not.toBe('');
  });

  it('gives each template the fields it promises, in rows', () => {
    expect(layout(normalized('blank').definition)).toEqual(['email:email']);
    expect(layout(normalized('contact').definition)).toEqual([
      'firstname:text',
      'lastname:text',
      'email:email',
      'company:text',
      'message:textarea',
    ]);
    expect(layout(normalized('newsletter').definition)).toEqual(['email:email', 'firstname:text']);
    expect(layout(normalized('demoRequest').definition)).toEqual([
      'firstname:text + lastname:text',
      'email:email',
      'company:text',
      'company_size:select',
      'phone:phone',
      'preferred_date:date',
      'message:textarea',
    ]);
    expect(layout(normalized('eventRegistration').definition)).toEqual([
      'firstname:text + lastname:text',
      'email:email',
      'session:radio',
      'dietary_needs:checkbox',
      'guests:number',
    ]);
  });

  it('sets the consent, validation and options the templates describe', () => {
    const contact = normalized('contact').definition.metaData.legalConsentOptions;
    expect(contact?.type).toBe('implicit');
    expect(contact?.communicationConsentCheckboxes).toEqual([]);

    const newsletter = normalized('newsletter').definition.metaData.legalConsentOptions;
    expect(newsletter?.type).toBe('implicit');
    expect(newsletter?.communicationConsentCheckboxes).toEqual([{ communicationTypeId: '1', label: '<p>Yes, send me the newsletter.</p>', required: true }]);

    const demo = normalized('demoRequest').definition;
    expect(demo.metaData.legalConsentOptions).toBeNull();
    expect(demo.fields.email?.label).toBe('Work email');
    expect(demo.fields.email?.validation.useDefaultBlockList).toBe(true);
    expect(demo.fields.company_size?.options.map((option) => option.label)).toEqual(['1–10', '11–50', '51–200', '201–1,000', 'More than 1,000']);
    expect(demo.fields.preferred_date?.label).toBe('Preferred date');

    const event = normalized('eventRegistration').definition;
    expect(event.fields.session?.label).toBe('Which session?');
    expect(event.fields.dietary_needs?.label).toBe('Dietary needs');
    expect(event.fields.guests?.validation.data).toBe('0:5:true');
  });

  it.each(TEMPLATES.map((template) => template.id))('%s renders in the embed: every field labelled, and the submit button', async (id) => {
    const { definition } = normalized(id);
    const { form } = await renderLoaded(created(id));
    for (const field of Object.values(definition.fields)) {
      expect(form.textContent).toContain(field.label);
      expect(form.querySelector(`[name="${field.name}"]`)).not.toBeNull();
    }
    const submit = form.querySelector<HTMLInputElement>('[type=submit]');
    expect(submit?.value || submit?.textContent).toBe(definition.submitText);
  });
});
