import { assignPages } from './assign-pages';
import type {
  FieldGroup, FormDefinition, FormMetaData, FormScopes, NormalizedDefinition,
} from '../form-definition';
import { MULTI_VALUE_SEPARATOR } from '../multi-value';
import { DEFAULT_COUNTRY_CODE } from '../phone/country-select';
import { readNameValuePairs } from './name-value-pairs';
import type { FieldCollector } from './normalize-field';
import { normalizeField } from './normalize-field';
import { normalizeLegalConsent } from './normalize-legal-consent';
import { normalizeGlobalStyle, normalizeStyle } from './normalize-style';
import type { Result } from '../result';
import { err, ok } from '../result';
import type { WireReader, WireRecord } from './wire-reader';
import { DEFAULT_EMBED_VERSION, DEFAULT_THEME } from './presentation-defaults';
import { createWireReader, describeWireValue, isRecord, ownValue, parseBooleanString, setEntry } from './wire-reader';

const DEFAULT_CSS_CLASS = 'hs-form stacked';
const DEFAULT_FORM_TYPE = 11;
const DEFAULT_LANG = 'en';
const MAX_COLUMNS = 3;

/**
 * Turns the parsed JSON of a definition response (spec section 7, call 1; shape in COMPAT.md)
 * into a `FormDefinition`. Fails only when there is no usable form: the response is not an
 * object, has no `form` object, or the form has no guid. Anything else is repaired or
 * defaulted and reported in `warnings`; unknown keys are ignored. Never throws.
 */
export function normalizeDefinition(raw: unknown): Result<NormalizedDefinition, string> {
  try {
    if (!isRecord(raw)) return err(`definition response is not an object (got ${describeWireValue(raw)})`);
    const form = raw.form;
    if (!isRecord(form)) return err('definition response has no form object');
    const guid = typeof form.guid === 'string' ? form.guid.trim() : '';
    if (guid === '') return err('form has no guid');
    const reader = createWireReader();
    const definition = readDefinition(raw, form, guid, reader);
    return ok({ definition, warnings: reader.warnings });
  } catch (error) {
    // Only reachable with values JSON.parse never makes (throwing getters, proxies).
    return err(`definition could not be read: ${error instanceof Error ? error.message : 'unexpected value'}`);
  }
}

function readDefinition(raw: WireRecord, form: WireRecord, guid: string, reader: WireReader): FormDefinition {
  const metaData = readFormMetaData(form, reader);
  const collector: FieldCollector = { reader, fields: {} };
  const groups = readGroups(form.formFieldGroups, collector);
  const { pageNumbers, pageCount } = assignPages(groups, metaData.legalConsentOptions !== null);
  groups.forEach((group, index) => {
    group.pageNumber = pageNumbers[index] ?? 1;
  });

  if (form.portalId === undefined || form.portalId === null) reader.warn('form.portalId', 'missing; used 0');
  const properties = readProperties(raw.properties, reader);
  const knownSmartFields = reader.stringList(raw.knownSmartFields, 'knownSmartFields');
  return {
    portalId: reader.number(form.portalId, 'form.portalId', 0, true),
    guid,
    // An empty class or theme is as good as none: the markup needs its classes.
    cssClass: reader.string(form.cssClass, 'form.cssClass').trim() || DEFAULT_CSS_CLASS,
    themeName: reader.string(form.themeName, 'form.themeName').trim() || DEFAULT_THEME,
    inlineMessage: reader.string(form.inlineMessage, 'form.inlineMessage'),
    redirectUrl: reader.string(form.redirectUrl, 'form.redirectUrl'),
    submitText: reader.string(form.submitText, 'form.submitText'),
    thankYouMessage: readThankYouMessage(form, reader),
    formTypeNumber: reader.number(form.formTypeNumber, 'form.formTypeNumber', DEFAULT_FORM_TYPE),
    captchaEnabled: reader.boolean(form.captchaEnabled, 'form.captchaEnabled', false),
    embedVersion: reader.string(form.embedVersion, 'form.embedVersion').trim() || DEFAULT_EMBED_VERSION,
    style: normalizeStyle(form.style, 'form.style', reader),
    globalStyle: normalizeGlobalStyle(raw.globalStyle, 'globalStyle', reader),
    themeCss: reader.string(raw.themeCss, 'themeCss'),
    fields: collector.fields,
    groups,
    countryCode: reader.string(raw.countryCode, 'countryCode').trim().toUpperCase() || DEFAULT_COUNTRY_CODE,
    isPaginated: pageCount > 1,
    pageCount,
    metaData,
    properties,
    knownSmartFields,
    hasKnownProperties: readHasKnownProperties(raw.hasKnownProperties ?? form.hasKnownProperties, properties, knownSmartFields, reader),
    gates: readGates(raw.gates, reader),
    scopes: readScopes(raw.scopes, reader),
    portalSetting: {
      enableLiveValidation: reader.boolean(
        reader.record(raw.portalSetting, 'portalSetting')?.enableLiveValidation,
        'portalSetting.enableLiveValidation',
        true,
      ),
    },
    translations: readTranslations(form.translations, raw.translations, reader),
  };
}

/** `hasKnownProperties` as sent; when absent, whether the host sent any known value at all. */
function readHasKnownProperties(
  raw: unknown,
  properties: Record<string, string>,
  knownSmartFields: readonly string[],
  reader: WireReader,
): boolean {
  const fallback = Object.keys(properties).length > 0 || knownSmartFields.length > 0;
  return reader.boolean(raw, 'hasKnownProperties', fallback);
}

/**
 * `thankYouMessageJson` is a string holding either a JSON rich-text document with its HTML in
 * `html` or `content`, a JSON string, or plain HTML. A JSON document without HTML gives ''
 * (rendering its JSON would show braces to visitors). `thankYouMessage` is the older key.
 */
function readThankYouMessage(form: WireRecord, reader: WireReader): string {
  const json = reader.string(form.thankYouMessageJson, 'form.thankYouMessageJson');
  if (json.trim() === '') return reader.string(form.thankYouMessage, 'form.thankYouMessage');
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return json;
  }
  if (typeof parsed === 'string') return parsed;
  if (isRecord(parsed)) {
    if (typeof parsed.html === 'string') return parsed.html;
    if (typeof parsed.content === 'string') return parsed.content;
  }
  if (isRecord(parsed) || Array.isArray(parsed)) {
    reader.warn('form.thankYouMessageJson', 'JSON document has no html or content string; used no message');
    return '';
  }
  // A bare number or boolean parses as JSON but was meant as text.
  return json;
}

function readFormMetaData(form: WireRecord, reader: WireReader): FormMetaData {
  const pairs = readNameValuePairs(form.metaData, 'form.metaData', reader);
  const text = (name: string): string => ownValue(pairs, name) ?? '';
  // 'true'/'false' strings are the wire form here; older responses put the flag on the form itself.
  const flag = (name: string): boolean => {
    const value = ownValue(pairs, name);
    if (value === undefined) return reader.boolean(form[name], `form.${name}`, false, true);
    const parsed = parseBooleanString(value);
    if (parsed === undefined && value.trim() !== '') reader.warn(`form.metaData.${name}`, `"${value}" is not true or false; used false`);
    return parsed ?? false;
  };
  const lang = ownValue(pairs, 'lang') ?? reader.string(form.lang, 'form.lang');
  return {
    allowCookieReset: flag('allowCookieReset'),
    renderRawHtml: flag('renderRawHtml'),
    lang: lang.trim().toLowerCase() || DEFAULT_LANG,
    legalConsentOptions: normalizeLegalConsent(
      ownValue(pairs, 'legalConsentOptions'),
      'form.metaData.legalConsentOptions',
      reader,
    ),
    embedAtTimestamp: text('embedAtTimestamp'),
    formDefinitionUpdatedAt: text('formDefinitionUpdatedAt'),
    embedType: text('embedType'),
    disableCookieSubmission: flag('disableCookieSubmission'),
    raw: pairs,
  };
}

function readGroups(raw: unknown, collector: FieldCollector): FieldGroup[] {
  const { reader } = collector;
  const groups: FieldGroup[] = [];
  reader.array(raw, 'form.formFieldGroups').forEach((item, wireIndex) => {
    const path = `form.formFieldGroups[${wireIndex}]`;
    if (!isRecord(item)) {
      reader.warn(path, `expected a group object, got ${describeWireValue(item)}; dropped`);
      return;
    }
    const groupIndex = groups.length;
    const fieldIds: string[] = [];
    reader.array(item.fields, `${path}.fields`).forEach((field, fieldIndex) => {
      const normalized = normalizeField(field, `${path}.fields[${fieldIndex}]`, groupIndex, collector);
      if (normalized) fieldIds.push(normalized.id);
    });
    groups.push({
      fieldIds,
      richText: readRichText(item.richText, `${path}.richText`, reader),
      isPageBreak: reader.boolean(item.isPageBreak, `${path}.isPageBreak`, false),
      pageNumber: 1, // set once every group is read (see assignPages)
      default: reader.boolean(item.default, `${path}.default`, true),
      isSmartGroup: reader.boolean(item.isSmartGroup, `${path}.isSmartGroup`, false),
      numColumns: columnsOf(fieldIds, collector, path),
    });
  });
  return groups;
}

/** `richText: {content, type}`; a bare string is taken as the content (with a warning). */
function readRichText(raw: unknown, path: string, reader: WireReader): string {
  if (typeof raw === 'string') {
    reader.warn(path, 'expected {content, type}, got string; used it as the content');
    return raw;
  }
  const richText = reader.record(raw, path);
  return richText ? reader.string(richText.content, `${path}.content`) : '';
}

/**
 * 0 for a rich-text-only group, else one column per field up to 3. A field's metaData
 * `numColumns` (the first one that has it) overrides, within 1 to 3.
 */
function columnsOf(fieldIds: readonly string[], collector: FieldCollector, path: string): number {
  if (fieldIds.length === 0) return 0;
  for (const id of fieldIds) {
    const declared = ownValue(collector.fields, id)?.metaData.numColumns;
    if (declared === undefined || declared.trim() === '') continue;
    const columns = Number(declared);
    if (Number.isInteger(columns) && columns >= 1) return Math.min(columns, MAX_COLUMNS);
    collector.reader.warn(path, `field "${id}" metaData numColumns "${declared}" is not a column count; ignored`);
  }
  return Math.min(fieldIds.length, MAX_COLUMNS);
}

/** Known values as strings: numbers and booleans stringified, lists joined like multi values. */
function readProperties(raw: unknown, reader: WireReader): Record<string, string> {
  const properties: Record<string, string> = {};
  const source = reader.record(raw, 'properties');
  if (!source) return properties;
  for (const [name, value] of Object.entries(source)) {
    const path = `properties.${name}`;
    if (value === undefined || value === null) continue;
    if (typeof value === 'string') setEntry(properties, name, value);
    else if (typeof value === 'number' || typeof value === 'boolean') setEntry(properties, name, String(value));
    else if (Array.isArray(value)) setEntry(properties, name, reader.stringList(
      value.map((item) => (typeof item === 'boolean' ? String(item) : item)),
      path,
    ).join(MULTI_VALUE_SEPARATOR));
    else reader.warn(path, `expected a string, got ${describeWireValue(value)}; dropped`);
  }
  return properties;
}

function readGates(raw: unknown, reader: WireReader): Record<string, boolean> {
  const gates: Record<string, boolean> = {};
  const source = reader.record(raw, 'gates');
  if (!source) return gates;
  for (const [name, value] of Object.entries(source)) {
    if (typeof value === 'boolean') {
      setEntry(gates, name, value);
      continue;
    }
    const parsed = typeof value === 'string' ? parseBooleanString(value) : undefined;
    reader.warn(`gates.${name}`, `expected a boolean, got ${describeWireValue(value)}; ${parsed === undefined ? 'dropped' : `used ${parsed}`}`);
    if (parsed !== undefined) setEntry(gates, name, parsed);
  }
  return gates;
}

/** Older responses have no scopes: branding stays hidden and nothing else is granted. */
function readScopes(raw: unknown, reader: WireReader): FormScopes {
  const source = reader.record(raw, 'scopes') ?? {};
  return {
    noBranding: reader.boolean(source.noBranding, 'scopes.noBranding', true),
    rawHtmlAccess: reader.boolean(source.rawHtmlAccess, 'scopes.rawHtmlAccess', false),
    customStyleAccess: reader.boolean(source.customStyleAccess, 'scopes.customStyleAccess', false),
    renderShell: reader.boolean(source.renderShell, 'scopes.renderShell', false),
  };
}

/** Per-locale overrides from the form and the top level; the top level wins per message. */
function readTranslations(
  fromForm: unknown,
  fromTop: unknown,
  reader: WireReader,
): Record<string, Record<string, string>> {
  const translations: Record<string, Record<string, string>> = {};
  const merge = (raw: unknown, path: string): void => {
    const source = reader.record(raw, path);
    if (!source) return;
    for (const [locale, messages] of Object.entries(source)) {
      const catalogue = reader.record(messages, `${path}.${locale}`);
      if (!catalogue) continue;
      const key = locale.trim().toLowerCase();
      const target = ownValue(translations, key) ?? {};
      for (const [name, message] of Object.entries(catalogue)) {
        const text = reader.optionalString(message, `${path}.${locale}.${name}`);
        if (text !== undefined) setEntry(target, name, text);
      }
      setEntry(translations, key, target);
    }
  };
  merge(fromForm, 'form.translations');
  merge(fromTop, 'translations');
  return translations;
}
