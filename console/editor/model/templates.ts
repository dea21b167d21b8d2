import { newWireDefinition } from '../../../src/core/definition/new-wire-definition';
import type { WireDefinitionResponse, WireField } from '../../../src/core/definition/wire-types';
import { texts } from '../../texts';

export type TemplateId = 'blank' | 'contact' | 'newsletter' | 'demoRequest' | 'eventRegistration';

export interface FormTemplate {
  id: TemplateId;
  title: string;
  description: string;
  /** A new form's wire definition, named `name`. */
  definition(name: string): WireDefinitionResponse;
}

/*
 * Templates are written in the wire shape the host stores and the embed reads (the v3 JSON of
 * fixtures/forms/123456/*.json), every key as the hosted service sends it, so a new form is a
 * definition like any other. The host gives the form its portal and GUID when it is created.
 */

type PropertyType = 'string' | 'number' | 'date' | 'enumeration';

const PROPERTY_TYPE: Readonly<Record<string, PropertyType>> = {
  text: 'string',
  email: 'string',
  textarea: 'string',
  phone: 'string',
  number: 'number',
  date: 'date',
  select: 'enumeration',
  radio: 'enumeration',
  checkbox: 'enumeration',
  booleancheckbox: 'enumeration',
};

interface FieldSpec {
  name: string;
  label: string;
  fieldType: keyof typeof PROPERTY_TYPE;
  required?: boolean;
  placeholder?: string;
  description?: string;
  /** Labels of the choices; each value is the label in snake case. */
  options?: readonly string[];
  validation?: { data?: string; useDefaultBlockList?: boolean; name?: string };
  metaData?: { name: string; value: string }[];
}

const valueOf = (label: string): string =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

function field(spec: FieldSpec): WireField {
  return {
    name: spec.name,
    label: spec.label,
    type: PROPERTY_TYPE[spec.fieldType],
    fieldType: spec.fieldType,
    description: spec.description ?? '',
    groupName: 'contactinformation',
    displayOrder: -1,
    required: spec.required ?? false,
    selectedOptions: [],
    options: (spec.options ?? []).map((label, index) => ({
      label,
      value: valueOf(label),
      displayOrder: index,
      doubleData: 0,
      hidden: false,
      description: '',
      readOnly: false,
    })),
    validation: {
      name: spec.validation?.name ?? '',
      message: '',
      data: spec.validation?.data ?? '',
      useDefaultBlockList: spec.validation?.useDefaultBlockList ?? false,
      blockedEmailAddresses: [],
    },
    enabled: true,
    hidden: false,
    defaultValue: '',
    isSmartField: false,
    unselectedLabel: '',
    placeholder: spec.placeholder ?? '',
    dependentFieldFilters: [],
    labelHidden: false,
    propertyObjectType: 'CONTACT',
    metaData: spec.metaData ?? [],
    objectTypeId: '0-1',
  };
}

/** One row of the form: up to three fields side by side. */
const row = (...fields: FieldSpec[]) => ({
  fields: fields.map(field),
  default: true,
  isSmartGroup: false,
  richText: { content: '', type: 'TEXT' },
  isPageBreak: false,
});

type Row = ReturnType<typeof row>;

interface DefinitionParts {
  rows: Row[];
  submitText: string;
  inlineMessage: string;
  /** The `legalConsentOptions` object, or none. */
  consent?: Record<string, unknown>;
}

function definitionOf(name: string, parts: DefinitionParts): WireDefinitionResponse {
  const metaData: { name: string; value: string }[] = [];
  if (parts.consent !== undefined) metaData.push({ name: 'legalConsentOptions', value: JSON.stringify(parts.consent) });
  return newWireDefinition({ name, inlineMessage: parts.inlineMessage, submitText: parts.submitText, formFieldGroups: parts.rows, metaData });
}

const PRIVACY_TEXT = '<p>You can unsubscribe from these communications at any time. Our privacy policy says how we protect and respect your privacy.</p>';

/** Implicit consent: submitting the form is consent to process; `checkboxes` ask for communications. */
function implicitConsent(checkboxes: { communicationTypeId: number; label: string; required: boolean }[]): Record<string, unknown> {
  return {
    communicationConsentCheckboxes: checkboxes,
    communicationConsentText:
      checkboxes.length === 0 ? '' : '<p>We would like to send you news from us. Tick below if you would like to hear from us:</p>',
    processingConsentType: 'IMPLICIT',
    processingConsentText:
      '<p>By submitting this form, you consent to us storing and processing the personal information submitted above to answer you.</p>',
    processingConsentCheckboxLabel: '',
    privacyPolicyText: PRIVACY_TEXT,
    isLegitimateInterest: false,
  };
}

const email = (overrides: Partial<FieldSpec> = {}): FieldSpec => ({
  name: 'email',
  label: 'Email',
  fieldType: 'email',
  required: true,
  placeholder: 'you@example.com',
  ...overrides,
});
const firstName: FieldSpec = { name: 'firstname', label: 'First name', fieldType: 'text', required: true };
const lastName: FieldSpec = { name: 'lastname', label: 'Last name', fieldType: 'text' };
const company: FieldSpec = { name: 'company', label: 'Company', fieldType: 'text' };
const message = (label: string): FieldSpec => ({ name: 'message', label, fieldType: 'textarea' });

const THANK_YOU = '<p>Thanks for submitting the form.</p>';

/** The forms an owner can start from, each with its title and description in `texts.templates`. */
export const TEMPLATES: readonly FormTemplate[] = [
  {
    id: 'blank',
    ...texts.templates.blank,
    definition: (name) => definitionOf(name, { rows: [row(email())], submitText: 'Submit', inlineMessage: THANK_YOU }),
  },
  {
    id: 'contact',
    ...texts.templates.contact,
    definition: (name) =>
      definitionOf(name, {
        rows: [row(firstName), row(lastName), row(email()), row(company), row({ ...message('Message'), required: true })],
        submitText: 'Send message',
        inlineMessage: '<p>Thanks for reaching out. We will get back to you soon.</p>',
        consent: implicitConsent([]),
      }),
  },
  {
    id: 'newsletter',
    ...texts.templates.newsletter,
    definition: (name) =>
      definitionOf(name, {
        rows: [row(email()), row({ ...firstName, required: false })],
        submitText: 'Subscribe',
        inlineMessage: '<p>Thanks for subscribing. Look out for our next newsletter.</p>',
        consent: implicitConsent([{ communicationTypeId: 1, label: '<p>Yes, send me the newsletter.</p>', required: true }]),
      }),
  },
  {
    id: 'demoRequest',
    ...texts.templates.demoRequest,
    definition: (name) =>
      definitionOf(name, {
        rows: [
          row(firstName, { ...lastName, required: true }),
          row(
            email({
              label: 'Work email',
              placeholder: 'you@company.com',
              description: 'Please use your work address.',
              validation: { name: 'email', useDefaultBlockList: true },
            }),
          ),
          row({ ...company, required: true }),
          row({
            name: 'company_size',
            label: 'Company size',
            fieldType: 'select',
            required: true,
            options: ['1–10', '11–50', '51–200', '201–1,000', 'More than 1,000'],
          }),
          row({ name: 'phone', label: 'Phone', fieldType: 'phone' }),
          row({ name: 'preferred_date', label: 'Preferred date', fieldType: 'date', metaData: [{ name: 'format', value: 'YYYY-MM-DD' }] }),
          row(message('What would you like to see?')),
        ],
        submitText: 'Request a demo',
        inlineMessage: '<p>Thanks! We will contact you to schedule your demo.</p>',
      }),
  },
  {
    id: 'eventRegistration',
    ...texts.templates.eventRegistration,
    definition: (name) =>
      definitionOf(name, {
        rows: [
          row(firstName, { ...lastName, required: true }),
          row(email()),
          row({ name: 'session', label: 'Which session?', fieldType: 'radio', required: true, options: ['Morning', 'Afternoon'] }),
          row({ name: 'dietary_needs', label: 'Dietary needs', fieldType: 'checkbox', options: ['Vegetarian', 'Vegan', 'Gluten-free', 'Lactose-free'] }),
          row({
            name: 'guests',
            label: 'Number of guests',
            fieldType: 'number',
            description: 'Besides you, up to 5.',
            validation: { data: '0:5:true' },
          }),
        ],
        submitText: 'Register',
        inlineMessage: '<p>You are registered. See you at the event!</p>',
      }),
  },
];
