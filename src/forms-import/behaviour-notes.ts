import type { FieldDefinition, FormDefinition } from '../core/form-definition';
import { isRecord, type WireRecord } from '../core/definition/wire-reader';
import { STYLE_KEYS_WITHOUT_ACCESS } from '../core/style/resolve-form-style';
import { en } from '../i18n/en';
import { supportedLocaleFor } from '../i18n/locales';
import { fieldTitle } from './describe-warning';

const MESSAGE_KEYS = new Set(Object.keys(en));

/**
 * What of an imported form will behave differently on this host although its keys are carried:
 * services this host does not offer (payments, recognising returning visitors, the original
 * captcha), values that were about the one visitor the definition was fetched for, and grants the
 * host, not the definition, decides. `response` is the definition as given, `definition` as read.
 */
export function behaviourNotes(response: WireRecord, definition: FormDefinition): string[] {
  const notes: string[] = [];
  const fields = Object.values(definition.fields);
  const title = (field: FieldDefinition) => fieldTitle(field.name, field.label);

  for (const field of fields) {
    if (field.fieldType === 'payment_link_radio') notes.push(`${title(field)} is a payment link choice: it shows as a plain choice and no payment is taken here.`);
  }
  if (definition.captchaEnabled) {
    notes.push('The form asks for a captcha: this host checks only its own, so the page\'s script tag needs data-captcha-script-url="/captcha/api.js"; the original reCAPTCHA setup does not carry over.');
  }
  definition.groups.forEach((group, index) => {
    if (!group.isSmartGroup || group.fieldIds.length === 0) return;
    const names = group.fieldIds.map((id) => definition.fields[id]).filter((field) => field !== undefined).map((field) => field.label.trim() || field.name);
    notes.push(`Group ${index + 1} (${names.join(', ')}) is a smart group: it always shows here, as this host does not recognise returning visitors.`);
  });
  notes.push(...visitorValueNotes(response));
  if (fields.some((field) => field.inputKind === 'phone') && isRecord(response) && typeof response.countryCode === 'string' && response.countryCode.trim() !== '') {
    notes.push(`Phone numbers default to the country "${definition.countryCode}" for every visitor here ("countryCode"); the original service may have chosen it per visitor.`);
  }
  notes.push(...grantNotes(response, definition), ...translationNotes(definition.translations));
  return notes;
}

/** `properties` and `knownSmartFields` describe the visitor the definition was fetched for. */
function visitorValueNotes(response: WireRecord): string[] {
  const notes: string[] = [];
  const properties = isRecord(response.properties) ? Object.keys(response.properties) : [];
  if (properties.length > 0) {
    notes.push(`Known values of one visitor ("properties": ${properties.join(', ')}) are left out: they belong to whoever the definition was fetched for.`);
  }
  if (Array.isArray(response.knownSmartFields) && response.knownSmartFields.length > 0) {
    notes.push('"knownSmartFields" is left out: it says what the original service knew of one visitor.');
  }
  return notes;
}

/** Style and raw HTML the original service granted: here the host's PORTAL_SCOPES setting decides per portal. */
function grantNotes(response: WireRecord, definition: FormDefinition): string[] {
  const scopes = isRecord(response.scopes) ? response.scopes : {};
  const notes: string[] = [];
  const styled = Object.keys({ ...definition.globalStyle, ...definition.style }).some(
    (key) => !STYLE_KEYS_WITHOUT_ACCESS.includes(key as keyof typeof definition.style),
  );
  if (scopes.customStyleAccess === true && styled) {
    notes.push('The form\'s colours and sizes apply only if this host grants its portal custom styles (PORTAL_SCOPES "customStyleAccess").');
  }
  if (scopes.rawHtmlAccess === true && definition.metaData.renderRawHtml) {
    notes.push('The thank-you markup is shown as written (renderRawHtml) only if this host grants its portal raw HTML (PORTAL_SCOPES "rawHtmlAccess"); otherwise it is cleaned first.');
  }
  return notes;
}

function translationNotes(translations: Record<string, Record<string, string>>): string[] {
  const notes: string[] = [];
  for (const [locale, messages] of Object.entries(translations)) {
    if (supportedLocaleFor(locale) === undefined) {
      notes.push(`Translations for "${locale}" are never shown: the embed has no such language.`);
      continue;
    }
    const unknown = Object.keys(messages).filter((key) => !MESSAGE_KEYS.has(key));
    if (unknown.length > 0) notes.push(`Translations for "${locale}" of ${unknown.map((key) => `"${key}"`).join(', ')} are never shown: the embed has no such message.`);
  }
  return notes;
}
