import { normalizeDefinition } from '../core/definition/normalize-definition';
import type { WireDefinitionResponse } from '../core/definition/wire-types';
import { describeWireValue, isRecord, setEntry, type WireRecord } from '../core/definition/wire-reader';
import { behaviourNotes } from './behaviour-notes';
import { carryKeys, leftOutNote, leftOutReason, type NoteSink } from './carry-keys';
import { describeWarning, fieldTitle } from './describe-warning';
import { FIELD_KEYS, FORM_KEYS, GROUP_KEYS, META_DATA_NAMES, RESPONSE_KEYS } from './key-dispositions';

export type ImportResult =
  | {
      ok: true;
      /** The wire definition to store: no ids, portal, timestamps or grants (the host sets those). */
      definition: WireDefinitionResponse;
      name: string;
      /** Every field, dependent fields included. */
      fieldCount: number;
      /** Those fields as the embed reads them, in order (a dependent after its parent). */
      fields: ImportedField[];
      /** Everything that will not work the same here, one sentence each; empty when all carries over. */
      notCarried: string[];
    }
  | { ok: false; error: string };

export interface ImportedField {
  name: string;
  label: string;
  /** The wire `fieldType`, lower case ('text' when it had none). */
  fieldType: string;
  required: boolean;
}

export interface ImportOptions {
  /** The new form's name instead of the definition's own. */
  name?: string;
}

/** The name of a form whose definition has none. */
export const UNNAMED_FORM = 'Imported form';

/** Stands in for the guid and portal the host gives the form, so the definition can be read now. */
const PLACEHOLDER_GUID = '00000000-0000-4000-8000-000000000000';

/**
 * Reads the text of a form definition in the public v3 shape (the response `{form, …}` the embed
 * reads, or the bare form object) and answers the definition this host stores, with the list of
 * what will not work the same here: keys it has no use for, field types it does not render, and
 * every repair the embed would make reading it. Never throws.
 */
export function importDefinition(text: string, options: ImportOptions = {}): ImportResult {
  if (text.trim() === '') return { ok: false, error: 'The definition is empty: paste or upload the JSON of a form definition.' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `The definition is not valid JSON (${error instanceof Error ? error.message : String(error)}).` };
  }
  const found = findForm(parsed);
  if (!found.ok) return found;
  const notCarried: string[] = [];
  const note: NoteSink = (line) => notCarried.push(line);

  const definition = buildDefinition(found.response, found.form, note);
  const name = options.name?.trim() || nameOf(found.form);
  setEntry<unknown>(definition.form as WireRecord, 'name', name);

  const normalized = normalizeDefinition({ ...definition, form: { ...(definition.form as WireRecord), guid: PLACEHOLDER_GUID, portalId: 0 } });
  if (!normalized.ok) return { ok: false, error: `The form cannot be read: ${normalized.error}.` };
  const { fields } = normalized.value.definition;
  const labelOf = (fieldName: string) => Object.values(fields).find((field) => field.name === fieldName)?.label;
  const warnings = normalized.value.warnings.map((line) => describeWarning(line, labelOf));
  const fieldCount = Object.keys(fields).length;
  if (fieldCount === 0) {
    const why = warnings.length > 0 ? ` (${warnings.slice(0, 3).join('; ')})` : '';
    return { ok: false, error: `The form has no fields${why}.` };
  }
  return {
    ok: true,
    definition,
    name,
    fieldCount,
    fields: Object.values(fields).map(({ name: fieldName, label, fieldType, required }) => ({ name: fieldName, label, fieldType, required })),
    notCarried: [...notCarried, ...behaviourNotes(found.response, normalized.value.definition), ...warnings],
  };
}

type FoundForm = { ok: true; response: WireRecord; form: WireRecord } | { ok: false; error: string };

/** The response and its form: `{form: {…}}`, or a bare form (it has `formFieldGroups`). */
function findForm(parsed: unknown): FoundForm {
  if (!isRecord(parsed)) return { ok: false, error: `The definition must be a JSON object, not ${article(describeWireValue(parsed))}.` };
  if (isRecord(parsed.form)) return { ok: true, response: parsed, form: parsed.form };
  if (parsed.form !== undefined) return { ok: false, error: `"form" must be an object, not ${article(describeWireValue(parsed.form))}.` };
  if (Object.hasOwn(parsed, 'formFieldGroups')) return { ok: true, response: {}, form: parsed };
  if (parsed.status === 'error' || typeof parsed.errorCode === 'string') {
    const message = typeof parsed.message === 'string' ? `: "${parsed.message}"` : '';
    return { ok: false, error: `This is an error answer of a forms host${message}, not a form definition.` };
  }
  if (Object.hasOwn(parsed, 'fieldGroups')) {
    return {
      ok: false,
      error: 'This looks like a form of the marketing API ("fieldGroups"). Import the definition the embed reads instead: the JSON served at /embed/v3/form/{portalId}/{formId}/json.',
    };
  }
  return { ok: false, error: 'No form found: the definition needs a "form" object, or must be a form with "formFieldGroups".' };
}

const article = (type: string): string => (/^[aeiou]/.test(type) ? `an ${type}` : type === 'null' ? 'null' : `a ${type}`);

function nameOf(form: WireRecord): string {
  return typeof form.name === 'string' && form.name.trim() !== '' ? form.name.trim() : UNNAMED_FORM;
}

function buildDefinition(response: WireRecord, form: WireRecord, note: NoteSink): WireDefinitionResponse {
  const rest = Object.fromEntries(Object.entries(response).filter(([key]) => key !== 'form'));
  const top = carryKeys(rest, RESPONSE_KEYS, (key, reason) => leftOutNote(`"${key}"`, reason, 'is not used by this host; left out.'), note);
  const carriedForm = carryKeys(form, FORM_KEYS, (key, reason) => leftOutNote(`Form setting "${key}"`, reason, 'is not used by this host; left out.'), note);
  if (Array.isArray(form.metaData)) carriedForm.metaData = carryMetaData(form.metaData, note);
  if (Array.isArray(form.formFieldGroups)) carriedForm.formFieldGroups = form.formFieldGroups.map((group, index) => carryGroup(group, index, note));
  return { ...top, form: carriedForm };
}

function carryMetaData(pairs: unknown[], note: NoteSink): unknown[] {
  return pairs.filter((pair) => {
    if (!isRecord(pair) || typeof pair.name !== 'string') return true; // the reader reports these
    // The reader trims names too: ' lang ' is the language.
    const name = pair.name.trim();
    if (META_DATA_NAMES.carried.has(name)) return true;
    if (!META_DATA_NAMES.hostSet.has(name)) note(leftOutNote(`Form metadata "${name}"`, leftOutReason(META_DATA_NAMES, name), 'is not used by this host; left out.'));
    return false;
  });
}

function carryGroup(group: unknown, index: number, note: NoteSink): unknown {
  if (!isRecord(group)) return group; // the reader reports it
  const carried = carryKeys(group, GROUP_KEYS, (key) => `Group ${index + 1}: "${key}" is not used by this embed; left out.`, note);
  if (Array.isArray(group.fields)) carried.fields = group.fields.map((field) => carryField(field, note));
  return carried;
}

function carryField(field: unknown, note: NoteSink): unknown {
  if (!isRecord(field)) return field;
  const title = fieldTitle(typeof field.name === 'string' ? field.name : '?', typeof field.label === 'string' ? field.label : undefined);
  const carried = carryKeys(field, FIELD_KEYS, (key) => `${title}: "${key}" is not used by this embed; left out.`, note);
  if (Array.isArray(field.dependentFieldFilters)) {
    carried.dependentFieldFilters = field.dependentFieldFilters.map((rule) =>
      isRecord(rule) && rule.dependentFormField !== undefined ? { ...rule, dependentFormField: carryField(rule.dependentFormField, note) } : rule,
    );
  }
  return carried;
}
