import type { WireDefinitionResponse, WireGroup } from '../../../src/core/definition/wire-types';
import { createWireReader, isRecord, ownValue, type WireRecord } from '../../../src/core/definition/wire-reader';
import { readNameValuePairs } from '../../../src/core/definition/name-value-pairs';
import { normalizeLegalConsent } from '../../../src/core/definition/normalize-legal-consent';
import { FORM_STYLE_KEYS, normalizeGlobalStyle } from '../../../src/core/definition/normalize-style';
import type { FormStyle } from '../../../src/core/form-definition';
import type { AfterSubmit, EditorConsent, EditorForm, EditorItem } from './editor-form';
import { newItemId } from './item-id';
import { sameValue } from './same-value';
import { ATTRIBUTION_META, PROOF_OF_WORK_META, attributionEnabled, proofOfWorkRequired } from '../../../src/core/spam/spam-wire';
import { readWireField, writeWireField } from './wire-field';

/**
 * The editor's form from a wire definition (a draft, a published version, an import). Values are
 * read the way the embed reads them; the definition itself is kept as `base` so that `toWire`
 * writes back only what the owner changed.
 */
export function fromWire(definition: WireDefinitionResponse): EditorForm {
  const reader = createWireReader();
  const form = formOf(definition);
  const pairs = readNameValuePairs(form.metaData, 'form.metaData', reader);
  const redirectUrl = reader.string(form.redirectUrl, 'form.redirectUrl').trim();
  const afterSubmit: AfterSubmit =
    redirectUrl !== ''
      ? { kind: 'redirect', url: redirectUrl }
      : { kind: 'message', html: reader.string(form.inlineMessage, 'form.inlineMessage') };
  return {
    base: definition,
    name: reader.string(form.name, 'form.name'),
    language: (ownValue(pairs, 'lang') ?? reader.string(form.lang, 'form.lang')).trim().toLowerCase(),
    submitText: reader.string(form.submitText, 'form.submitText'),
    afterSubmit,
    consent: readConsent(ownValue(pairs, 'legalConsentOptions')),
    style: normalizeGlobalStyle(definition.globalStyle, 'globalStyle', reader),
    proofOfWork: proofOfWorkRequired(pairs),
    attribution: attributionEnabled(pairs),
    items: readItems(form.formFieldGroups),
  };
}

/** The wire definition of the edited form: `base` with the owner's changes written over it. */
export function toWire(form: EditorForm): WireDefinitionResponse {
  const before = fromWire(form.base);
  const baseForm = formOf(form.base);
  const outForm: WireRecord = { ...baseForm, formFieldGroups: writeGroups(form.items) };
  if (form.name !== before.name) outForm.name = form.name;
  if (form.submitText !== before.submitText) outForm.submitText = form.submitText;
  if (!sameValue(form.afterSubmit, before.afterSubmit)) {
    outForm.inlineMessage = form.afterSubmit.kind === 'message' ? form.afterSubmit.html : '';
    outForm.redirectUrl = form.afterSubmit.kind === 'redirect' ? form.afterSubmit.url.trim() : '';
  }
  const metaChanges: Record<string, string | null> = {};
  if (form.language !== before.language) {
    metaChanges.lang = form.language === '' ? null : form.language;
    delete outForm.lang; // the older top-level key would otherwise still be read when lang is unset
  }
  if (!sameValue(form.consent, before.consent)) {
    metaChanges.legalConsentOptions = form.consent === null ? null : writeConsent(form.consent, form.base);
  }
  // Each pair is written only for its non-default value, and removed for the default.
  if (form.proofOfWork !== before.proofOfWork) metaChanges[PROOF_OF_WORK_META] = form.proofOfWork ? 'true' : null;
  if (form.attribution !== before.attribution) metaChanges[ATTRIBUTION_META] = form.attribution ? null : 'false';
  if (Object.keys(metaChanges).length > 0) outForm.metaData = writeMetaData(baseForm.metaData, metaChanges);

  const out: WireDefinitionResponse = { ...form.base, form: outForm };
  if (!sameValue(form.style, before.style)) out.globalStyle = writeStyle(form.style, form.base.globalStyle);
  return out;
}

function formOf(definition: WireDefinitionResponse): WireRecord {
  return isRecord(definition.form) ? definition.form : {};
}

/**
 * One item per text and page break, one per field. A group's rich text becomes a text item that
 * its fields sit under; a group's fields after its first share its row. Groups and fields the
 * embed would drop (not objects, no name) are left out.
 */
function readItems(rawGroups: unknown): EditorItem[] {
  const reader = createWireReader();
  const items: EditorItem[] = [];
  for (const group of reader.array(rawGroups, 'groups')) {
    if (!isRecord(group)) continue;
    const wireGroup: WireGroup = group;
    const fields = reader
      .array(group.fields, 'fields')
      .filter(isRecord)
      .map(readWireField)
      .filter((field) => field.name !== '');
    const html = readRichText(group.richText);
    const isPageBreak = reader.boolean(group.isPageBreak, 'isPageBreak', false);
    let joinsPrevious = false;
    if (isPageBreak) {
      items.push({ id: newItemId(), kind: 'pageBreak', wireGroup });
      if (html !== '') {
        // The text heading the new page shares the break's group: it carries the same wireGroup.
        items.push({ id: newItemId(), kind: 'text', html, wireGroup });
        joinsPrevious = true;
      } else {
        joinsPrevious = fields.length > 0;
      }
    } else if (html !== '' || fields.length === 0) {
      items.push({ id: newItemId(), kind: 'text', html, wireGroup });
      joinsPrevious = true;
    }
    fields.forEach((field, index) => {
      const opens = index === 0 && !joinsPrevious;
      items.push({
        id: newItemId(),
        kind: 'field',
        field: { ...field, sameRowAsPrevious: !opens },
        ...(opens ? { wireGroup } : {}),
      });
    });
  }
  return items;
}

/** `richText: {content, type}`; a bare string is the content (as the embed takes it). */
function readRichText(raw: unknown): string {
  if (typeof raw === 'string') return raw;
  if (!isRecord(raw)) return '';
  return typeof raw.content === 'string' ? raw.content : '';
}

const NEW_GROUP: WireGroup = { default: true, isSmartGroup: false };

/**
 * Groups from the items: a field that is `sameRowAsPrevious` joins the group before it, and so does
 * a text right after the page break it shared a wire group with; everything else starts a group.
 */
function writeGroups(items: readonly EditorItem[]): WireGroup[] {
  const groups: WireGroup[] = [];
  let current: WireGroup | undefined;
  items.forEach((item, index) => {
    const previous = items[index - 1];
    const joinsField = item.kind === 'field' && item.field.sameRowAsPrevious;
    const joinsBreak = item.kind === 'text' && previous?.kind === 'pageBreak' && item.wireGroup !== undefined && item.wireGroup === previous.wireGroup;
    if (current && (joinsField || joinsBreak)) {
      if (item.kind === 'field') (current.fields as unknown[]).push(writeWireField(item.field));
      if (item.kind === 'text') current.richText = writeRichText(item.html, current.richText);
      return;
    }
    const source = item.wireGroup ?? NEW_GROUP;
    const isPageBreak = item.kind === 'pageBreak';
    const keepsBreak = item.wireGroup !== undefined && createWireReader().boolean(source.isPageBreak, 'isPageBreak', false) === isPageBreak;
    current = {
      ...source,
      fields: item.kind === 'field' ? [writeWireField(item.field)] : [],
      richText: writeRichText(item.kind === 'text' ? item.html : '', item.wireGroup === undefined ? NO_RICH_TEXT : source.richText),
      isPageBreak: keepsBreak ? source.isPageBreak : isPageBreak,
    };
    groups.push(current);
  });
  return groups;
}

/** A new group's rich text before it has any. */
const NO_RICH_TEXT = { type: 'TEXT', content: '' };

/** The group's `richText`: as it was (even absent) when its content is unchanged, else `{content, type}`. */
function writeRichText(html: string, before: unknown): unknown {
  if (before !== NO_RICH_TEXT && readRichText(before) === html) return before;
  return { ...(isRecord(before) ? before : { type: 'TEXT' }), content: html };
}

function readConsent(raw: string | undefined): EditorConsent | null {
  const options = normalizeLegalConsent(raw, 'legalConsentOptions', createWireReader());
  if (options === null) return null;
  return {
    type: options.type,
    communicationText: options.communicationConsentText,
    checkboxes: options.communicationConsentCheckboxes.map((checkbox) => ({ ...checkbox })),
    processingText: options.processingConsentText,
    processingCheckboxLabel: options.processingConsentCheckboxLabel,
    privacyText: options.privacyPolicyText,
  };
}

/** The consent JSON string, keeping the keys the editor does not edit from the one it came from. */
function writeConsent(consent: EditorConsent, base: WireDefinitionResponse): string {
  const pairs = readNameValuePairs(formOf(base).metaData, 'form.metaData', createWireReader());
  let previous: WireRecord = {};
  try {
    const parsed: unknown = JSON.parse(ownValue(pairs, 'legalConsentOptions') ?? '{}');
    if (isRecord(parsed)) previous = parsed;
  } catch {
    // Unreadable before: written afresh.
  }
  return JSON.stringify({
    ...previous,
    processingConsentType: consent.type === 'separate' ? 'REQUIRED_CHECKBOX' : 'IMPLICIT',
    isLegitimateInterest: consent.type === 'legitimateInterest',
    communicationConsentText: consent.communicationText,
    communicationConsentCheckboxes: consent.checkboxes.map((checkbox) => ({ ...checkbox })),
    processingConsentText: consent.processingText,
    processingConsentCheckboxLabel: consent.processingCheckboxLabel,
    privacyPolicyText: consent.privacyText,
  });
}

/** The metaData list with entries set (a string) or removed (null); other entries stay as they were. */
function writeMetaData(raw: unknown, changes: Record<string, string | null>): unknown[] {
  const entries = Array.isArray(raw) ? raw : [];
  const out = entries.filter((entry) => !(isRecord(entry) && typeof entry.name === 'string' && entry.name.trim() in changes));
  for (const [name, value] of Object.entries(changes)) if (value !== null) out.push({ name, value });
  return out;
}

/** The globalStyle JSON string: the spec's keys as edited, other keys of the old one kept. */
function writeStyle(style: FormStyle, raw: unknown): string {
  let previous: WireRecord = {};
  if (isRecord(raw)) previous = raw;
  else if (typeof raw === 'string' && raw.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isRecord(parsed)) previous = parsed;
    } catch {
      // Unreadable before: written afresh.
    }
  }
  const kept = Object.fromEntries(Object.entries(previous).filter(([key]) => !(FORM_STYLE_KEYS as readonly string[]).includes(key)));
  const set = Object.fromEntries(Object.entries(style).filter(([, value]) => value !== undefined && value !== ''));
  return JSON.stringify({ ...kept, ...set });
}
