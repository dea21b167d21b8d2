import { newWireDefinition } from '../../../src/core/definition/new-wire-definition.js';
import type { WireDefinitionResponse, WireField } from '../../../src/core/definition/wire-types.js';

/** A form described by its fields only: `{ name, fields: [{ name, label, type, required? }] }`. */
export interface MinimalForm {
  name: string;
  fields: MinimalField[];
}

export interface MinimalField {
  name: string;
  label: string;
  /** A `fieldType` that needs no list of options. */
  type: MinimalFieldType;
  required?: boolean;
}

/** The property type (`type` on the wire) of each field type a minimal form may use. */
const PROPERTY_TYPES = {
  text: 'string',
  email: 'string',
  textarea: 'string',
  phone: 'string',
  phonenumber: 'string',
  file: 'string',
  number: 'number',
  date: 'date',
  booleancheckbox: 'enumeration',
} as const;

export type MinimalFieldType = keyof typeof PROPERTY_TYPES;

/** Field names the wire shape can carry: a property name. */
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;

export type MinimalCheck = { ok: true; form: MinimalForm } | { ok: false; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks a minimal form body; the error names the first thing wrong. */
export function readMinimalForm(body: unknown): MinimalCheck {
  if (!isRecord(body)) return { ok: false, error: 'the form must be a JSON object' };
  if (typeof body.name !== 'string' || body.name.trim() === '') return { ok: false, error: '"name" must be a non-empty string' };
  if (!Array.isArray(body.fields) || body.fields.length === 0) return { ok: false, error: '"fields" must be a non-empty list' };
  const fields: MinimalField[] = [];
  const seen = new Set<string>();
  for (const [index, field] of body.fields.entries()) {
    const where = `fields[${index}]`;
    if (!isRecord(field)) return { ok: false, error: `${where} must be an object` };
    const { name, label, type, required } = field;
    if (typeof name !== 'string' || !FIELD_NAME.test(name)) return { ok: false, error: `${where}.name must be letters, digits and _ (not starting with a digit)` };
    if (seen.has(name)) return { ok: false, error: `${where}.name "${name}" is used twice` };
    seen.add(name);
    if (typeof label !== 'string') return { ok: false, error: `${where}.label must be a string` };
    if (typeof type !== 'string' || !Object.hasOwn(PROPERTY_TYPES, type)) {
      return { ok: false, error: `${where}.type must be one of ${Object.keys(PROPERTY_TYPES).join(', ')}` };
    }
    if (required !== undefined && typeof required !== 'boolean') return { ok: false, error: `${where}.required must be true or false` };
    fields.push({ name, label, type: type as MinimalFieldType, ...(required === undefined ? {} : { required }) });
  }
  return { ok: true, form: { name: body.name.trim(), fields } };
}

function wireField(field: MinimalField): WireField {
  return {
    name: field.name,
    label: field.label,
    type: PROPERTY_TYPES[field.type],
    fieldType: field.type,
    description: '',
    groupName: 'contactinformation',
    displayOrder: -1,
    required: field.required === true,
    selectedOptions: [],
    options: [],
    validation: { name: '', message: '', data: '', useDefaultBlockList: false, blockedEmailAddresses: [] },
    enabled: true,
    hidden: false,
    defaultValue: '',
    isSmartField: false,
    unselectedLabel: '',
    placeholder: '',
    dependentFieldFilters: [],
    labelHidden: false,
    propertyObjectType: 'CONTACT',
    metaData: [],
    objectTypeId: '0-1',
  };
}

/** The whole wire definition of a minimal form: one field per group, in order, published, default styles. */
export function minimalWireDefinition(form: MinimalForm, portalId: string, guid: string): WireDefinitionResponse {
  return newWireDefinition({
    portalId: Number(portalId),
    guid,
    name: form.name,
    inlineMessage: '<p>Thanks for submitting the form.</p>',
    submitText: 'Submit',
    formFieldGroups: form.fields.map((field) => ({
      fields: [wireField(field)],
      default: true,
      isSmartGroup: false,
      richText: { content: '', type: 'TEXT' },
      isPageBreak: false,
    })),
    metaData: [{ name: 'lang', value: 'en' }],
  });
}
