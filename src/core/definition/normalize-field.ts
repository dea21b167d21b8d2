import type { FieldDefinition, FieldOption, FieldValidation, LogicFilter } from '../form-definition';
import { submittedFieldName } from '../field-names';
import { inputKindOf } from '../input-kind';
import { isKnownOperator } from '../logic-operators';
import { normalizeDefaultValue } from './normalize-default-value';
import { readNameValuePairs } from './name-value-pairs';
import { resolveObjectTypeId } from '../object-type-ids';
import { defaultRatingOptions } from '../rating-scale';
import type { WireReader, WireRecord } from './wire-reader';
import { describeWireValue, isRecord, ownValue, parseBooleanString, setEntry } from './wire-reader';

/** Dependents nested deeper than this are dropped: no real form comes close, a broken one could. */
export const MAX_DEPENDENT_DEPTH = 10;

/** Where normalised fields are collected: every field of the form by id, parents before dependents. */
export interface FieldCollector {
  reader: WireReader;
  fields: Record<string, FieldDefinition>;
}

interface ParentLink {
  id: string;
  depth: number;
}

/**
 * Normalises one wire field, adds it and (recursively) its dependent fields to the collector,
 * and returns it; undefined when it was dropped (not an object, no name, or a duplicate id,
 * including a dependent listed twice: its later rule goes with it, so each dependent has
 * exactly one rule).
 */
export function normalizeField(
  raw: unknown,
  path: string,
  groupIndex: number,
  collector: FieldCollector,
  parent?: ParentLink,
): FieldDefinition | undefined {
  const { reader, fields } = collector;
  if (!isRecord(raw)) {
    reader.warn(path, `expected a field object, got ${describeWireValue(raw)}; dropped`);
    return undefined;
  }
  const name = reader.string(raw.name, `${path}.name`).trim();
  if (name === '') {
    reader.warn(path, 'field has no name; dropped');
    return undefined;
  }
  const at = `field "${name}"`;

  const objectType = resolveObjectTypeId(
    reader.optionalString(raw.objectTypeId, `${at}.objectTypeId`),
    reader.optionalString(raw.propertyObjectType, `${at}.propertyObjectType`),
  );
  if (!objectType.known) {
    reader.warn(`${at}.propertyObjectType`, `unknown object type "${String(raw.propertyObjectType)}"; treated as a contact field`);
  }
  const id = submittedFieldName(name, objectType.id);
  if (ownValue(fields, id)) {
    reader.warn(at, `duplicate field id "${id}"; dropped, the first one is kept`);
    return undefined;
  }

  const validation = readValidation(raw.validation, `${at}.validation`, reader);
  const metaData = readNameValuePairs(raw.metaData, `${at}.metaData`, reader);
  const fieldType = reader.string(raw.fieldType, `${at}.fieldType`).trim().toLowerCase() || 'text';
  const hidden = reader.boolean(raw.hidden, `${at}.hidden`, false);
  const kind = inputKindOf({ fieldType, name, validationName: validation.name, hidden });
  if (!kind.known) reader.warn(`${at}.fieldType`, `unknown field type "${fieldType}"; rendered as text`);

  let options = readOptions(raw.options, `${at}.options`, reader);
  if (kind.inputKind === 'rating' && options.length === 0) options = defaultRatingOptions(kind.ratingType);
  const selectedOptions = reader.stringList(raw.selectedOptions, `${at}.selectedOptions`, { splitOn: ';' });

  const field: FieldDefinition = {
    id,
    name,
    label: reader.string(raw.label, `${at}.label`),
    description: reader.string(raw.description, `${at}.description`),
    fieldType,
    type: reader.string(raw.type, `${at}.type`),
    inputKind: kind.inputKind,
    required: reader.boolean(raw.required, `${at}.required`, false),
    hidden,
    labelHidden: reader.boolean(raw.labelHidden, `${at}.labelHidden`, false),
    enabled: reader.boolean(raw.enabled, `${at}.enabled`, true),
    placeholder: reader.string(raw.placeholder, `${at}.placeholder`),
    unselectedLabel: reader.string(raw.unselectedLabel, `${at}.unselectedLabel`),
    options,
    defaultValue: normalizeDefaultValue(
      raw.defaultValue,
      { inputKind: kind.inputKind, options, selectedOptions },
      `${at}.defaultValue`,
      reader,
    ),
    selectedOptions,
    validation,
    metaData,
    objectTypeId: objectType.id,
    useCountryCodeSelect: readUseCountryCodeSelect(raw.useCountryCodeSelect, metaData, at, reader),
    dependentFields: [],
    parentFieldId: parent?.id,
    groupIndex,
    ratingType: kind.ratingType,
    isSmartField: reader.boolean(raw.isSmartField, `${at}.isSmartField`, false),
    fieldValueKnown: reader.boolean(raw.fieldValueKnown, `${at}.fieldValueKnown`, false),
  };
  setEntry(fields, id, field);
  collectDependents(raw, field, at, collector, parent ? parent.depth + 1 : 1);
  return field;
}

/** Dependents come after their parent in `fields`; each gets a rule on the parent. */
function collectDependents(raw: WireRecord, field: FieldDefinition, at: string, collector: FieldCollector, depth: number): void {
  const { reader } = collector;
  reader.array(raw.dependentFieldFilters, `${at}.dependentFieldFilters`).forEach((entry, index) => {
    const entryPath = `${at}.dependentFieldFilters[${index}]`;
    if (!isRecord(entry)) {
      reader.warn(entryPath, `expected an object, got ${describeWireValue(entry)}; dropped`);
      return;
    }
    if (depth > MAX_DEPENDENT_DEPTH) {
      reader.warn(entryPath, `dependent fields nested more than ${MAX_DEPENDENT_DEPTH} deep; dropped`);
      return;
    }
    const dependent = normalizeField(entry.dependentFormField, `${entryPath}.dependentFormField`, field.groupIndex, collector, {
      id: field.id,
      depth,
    });
    if (!dependent) return;
    const filters = reader
      .array(entry.filters, `${entryPath}.filters`)
      .flatMap((filter, filterIndex) => readLogicFilter(filter, `${entryPath}.filters[${filterIndex}]`, reader) ?? []);
    for (const filter of filters) {
      if (!isKnownOperator(filter.operator)) {
        reader.warn(entryPath, `unknown logic operator "${filter.operator}"; field "${dependent.name}" stays hidden`);
      }
    }
    const action = reader.string(entry.formFieldAction, `${entryPath}.formFieldAction`).trim() || 'DISPLAY';
    field.dependentFields.push({ fieldId: dependent.id, filters, action });
  });
}

/** Options without a usable value are dropped; a bare string or number is taken as both label and value. */
function readOptions(raw: unknown, path: string, reader: WireReader): FieldOption[] {
  const options: FieldOption[] = [];
  reader.array(raw, path).forEach((item, index) => {
    const itemPath = `${path}[${index}]`;
    if (typeof item === 'string' || (typeof item === 'number' && Number.isFinite(item))) {
      reader.warn(itemPath, `expected an option object, got ${typeof item}; used it as label and value`);
      options.push({ label: String(item), value: String(item), description: '', hidden: false, readOnly: false });
      return;
    }
    if (!isRecord(item)) {
      reader.warn(itemPath, `expected an option object, got ${describeWireValue(item)}; dropped`);
      return;
    }
    const value = reader.optionalString(item.value, `${itemPath}.value`);
    if (value === undefined) {
      reader.warn(itemPath, 'option has no value; dropped');
      return;
    }
    const label = reader.optionalString(item.label, `${itemPath}.label`);
    options.push({
      label: label === undefined || label === '' ? value : label,
      value,
      description: reader.string(item.description, `${itemPath}.description`),
      hidden: reader.boolean(item.hidden, `${itemPath}.hidden`, false),
      readOnly: reader.boolean(item.readOnly, `${itemPath}.readOnly`, false),
    });
  });
  return options;
}

function readValidation(raw: unknown, path: string, reader: WireReader): FieldValidation {
  const source = reader.record(raw, path) ?? {};
  return {
    name: reader.string(source.name, `${path}.name`),
    message: reader.string(source.message, `${path}.message`),
    data: reader.string(source.data, `${path}.data`),
    useDefaultBlockList: reader.boolean(source.useDefaultBlockList, `${path}.useDefaultBlockList`, false),
    // Hosts send either a list or one comma-separated string.
    blockedEmailAddresses: reader
      .stringList(source.blockedEmailAddresses, `${path}.blockedEmailAddresses`, { splitOn: ',', splitIsValid: true })
      .map((address) => address.trim())
      .filter((address) => address !== ''),
  };
}

/** The field flag wins; older responses carry it as a metaData pair instead. */
function readUseCountryCodeSelect(raw: unknown, metaData: Record<string, string>, at: string, reader: WireReader): boolean {
  if (raw !== undefined && raw !== null) return reader.boolean(raw, `${at}.useCountryCodeSelect`, false);
  const fromMetaData = ownValue(metaData, 'useCountryCodeSelect');
  return fromMetaData === undefined ? false : parseBooleanString(fromMetaData) ?? false;
}

/**
 * One wire filter. Hosts send every member on every filter, unused ones with empty defaults
 * (strValue '', numberValue 0, boolValue false): they are kept as sent and the evaluator
 * picks the member its operator needs.
 */
function readLogicFilter(raw: unknown, path: string, reader: WireReader): LogicFilter | undefined {
  if (!isRecord(raw)) {
    reader.warn(path, `expected a filter object, got ${describeWireValue(raw)}; dropped`);
    return undefined;
  }
  const numberValues: number[] = [];
  reader.array(raw.numberValues, `${path}.numberValues`).forEach((item, index) => {
    const value = reader.optionalNumber(item, `${path}.numberValues[${index}]`);
    if (value !== undefined) numberValues.push(value);
  });
  return {
    // An empty operator is kept: it is unknown, so the dependent stays hidden rather than always shown.
    operator: reader.string(raw.operator, `${path}.operator`).trim().toUpperCase(),
    strValue: reader.optionalString(raw.strValue, `${path}.strValue`),
    strValues: reader.stringList(raw.strValues, `${path}.strValues`, { splitOn: ';' }),
    numberValue: reader.optionalNumber(raw.numberValue, `${path}.numberValue`),
    numberValues,
    boolValue: readOptionalBoolean(raw.boolValue, `${path}.boolValue`, reader),
  };
}

function readOptionalBoolean(raw: unknown, path: string, reader: WireReader): boolean | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === 'boolean') return raw;
  const parsed = typeof raw === 'string' ? parseBooleanString(raw) : undefined;
  reader.warn(path, `expected a boolean, got ${describeWireValue(raw)}; ${parsed === undefined ? 'ignored' : `used ${parsed}`}`);
  return parsed;
}
