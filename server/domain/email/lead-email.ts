import { ownValue } from '../../../src/core/definition/wire-reader.js';
import type { FormDefinition } from '../../../src/core/form-definition.js';
import { isEmailFormat } from '../../../src/core/validation/email-address.js';
import type { Attribution } from '../../../src/core/attribution/attribution.js';
import type { StoredFile } from '../../storage/submission-store.js';
import { ATTRIBUTION_LABELS, recordedKeys } from '../attribution/attribution-labels.js';
import { submittedLabels } from '../leads/submitted-labels.js';

/** The lead as the message shows it. */
export interface LeadForEmail {
  conversionId: string;
  /** Submitted values by field name, in the order they were sent. */
  values: Readonly<Record<string, string>>;
  files: readonly StoredFile[];
  /** ISO 8601, UTC. */
  createdAt: string;
  /** Where it came from (first touch); null or absent when none was recorded. */
  attribution?: Attribution | null;
}

export interface LeadEmailInput {
  lead: LeadForEmail;
  formName: string;
  /** The form's definition, for its labels and e-mail fields; undefined when none can be read (names stand in). */
  definition: FormDefinition | undefined;
  /** Where the console is: PUBLIC_URL, or the host's own origin. */
  consoleOrigin: string;
  /** MAIL_FROM. */
  from: string;
  to: readonly string[];
}

/** A message as nodemailer sends it: every header value already free of line breaks. */
export interface LeadEmail {
  from: string;
  to: string[];
  /** The lead's own address, so that answering the notification writes to the lead. */
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
}

/** Longest subject: mail clients cut it anyway, and a long one is folded into many header lines. */
const MAX_SUBJECT_LENGTH = 200;

/** Characters that end or bend a line somewhere (CR, LF, NEL, the Unicode separators) and every other control character. */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]+/gu;
/** The same but for line feeds and tabs, which a value's text may keep. */
const CONTROL_CHARACTERS_BUT_LF_TAB = /[\p{Cc}\u2028\u2029]/gu;

/** A value for a header: every control character a space, runs of space one, cut to `max`. */
export function headerText(value: string, max: number = MAX_SUBJECT_LENGTH): string {
  const flat = value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** A value for the body: its lines kept (CR LF and CR read as one break), other control characters dropped. */
function bodyText(value: string): string {
  return value
    .replace(/\r\n?|\u2028|\u2029|\u0085/g, '\n')
    .replace(CONTROL_CHARACTERS_BUT_LF_TAB, (character) => (character === '\n' || character === '\t' ? character : ''));
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

interface Line {
  label: string;
  value: string;
}

/** Each value given as `label: value`, in the order sent, then the uploads of each file field by name. */
function leadLines(lead: LeadForEmail, definition: FormDefinition | undefined): Line[] {
  const labels = submittedLabels(definition);
  const labelOf = (name: string): string => headerText(labels.get(name) || name);
  // A field the visitor left empty says nothing: it is left out.
  const lines = Object.entries(lead.values)
    .map(([name, value]) => ({ label: labelOf(name), value: bodyText(value) }))
    .filter((line) => line.value.trim() !== '');
  const filesByField = new Map<string, string[]>();
  for (const file of lead.files) filesByField.set(file.field, [...(filesByField.get(file.field) ?? []), headerText(file.name)]);
  for (const [field, names] of filesByField) lines.push({ label: labelOf(field), value: `${names.join(', ')} (uploaded: open the lead to download)` });
  return lines;
}

/** What was recorded of where the lead came from, in plain words (`ATTRIBUTION_LABELS`); none when nothing was. */
function originLines(attribution: Attribution | null | undefined): Line[] {
  const recorded = attribution ?? null;
  return recordedKeys(recorded).map((key) => ({ label: ATTRIBUTION_LABELS[key], value: bodyText(recorded?.[key] ?? '') }));
}

/** The lead's address: the `email` field, else the first field of type e-mail with a value; only a valid one. */
export function leadAddress(values: Readonly<Record<string, string>>, definition: FormDefinition | undefined): string | undefined {
  const typed = definition === undefined ? [] : Object.values(definition.fields).filter((field) => field.fieldType === 'email').map((field) => field.id);
  for (const name of ['email', ...typed]) {
    const value = ownValue(values, name)?.trim();
    if (value !== undefined && value !== '') return isEmailFormat(value) ? value : undefined;
  }
  return undefined;
}

/** Who the lead is, for the subject: first and last name, else the address, else none. */
function leadName(values: Readonly<Record<string, string>>, definition: FormDefinition | undefined): string | undefined {
  const name = headerText([ownValue(values, 'firstname') ?? '', ownValue(values, 'lastname') ?? ''].join(' '));
  if (name !== '') return name;
  const email = headerText(ownValue(values, 'email') ?? leadAddress(values, definition) ?? '');
  return email === '' ? undefined : email;
}

/** The lead's page in the console. */
export function leadConsoleUrl(consoleOrigin: string, conversionId: string): string {
  return `${consoleOrigin.replace(/\/+$/, '')}/owner/leads/${encodeURIComponent(conversionId)}`;
}

/** A plain-text line `label: value`, the value's further lines indented under it. */
const textLine = ({ label, value }: Line): string => `${label}: ${value.split('\n').join('\n    ')}`;

const htmlRow = ({ label, value }: Line): string =>
  `<tr><th scope="row" align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`;

/**
 * The message telling the form's recipients of a new lead: the form and who in the subject,
 * every value as `label: value` in a plain-text part and an HTML part (every value escaped), then
 * where it came from when that was recorded, a
 * link to the lead in the console, and `Reply-To` the lead's address when it is a valid one.
 * Nothing the visitor sent can add a header: the subject is flattened to one line, and the
 * reply address is one the embed's own e-mail format accepts (no space, quote or control character).
 */
export function composeLeadEmail(input: LeadEmailInput): LeadEmail {
  const { lead, definition } = input;
  const formName = headerText(input.formName) || 'a form';
  const who = leadName(lead.values, definition);
  const subject = headerText(who === undefined ? `New lead on ${formName}` : `New lead on ${formName}: ${who}`);
  const lines = leadLines(lead, definition);
  const origin = originLines(lead.attribution);
  const link = leadConsoleUrl(input.consoleOrigin, lead.conversionId);
  const received = `Received ${lead.createdAt.replace('T', ' ').replace(/\.\d+Z$|Z$/, '')} UTC`;
  const originText = origin.length === 0 ? [] : ['', 'Where it came from', ...origin.map(textLine)];
  const text = [`New lead on ${formName}`, received, '', ...lines.map(textLine), ...originText, '', `Open the lead in the console: ${link}`, ''].join('\n');
  const html = [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body>',
    `<h1>New lead on ${escapeHtml(formName)}</h1>`,
    `<p>${escapeHtml(received)}</p>`,
    `<table cellpadding="4">${lines.map(htmlRow).join('')}</table>`,
    ...(origin.length === 0 ? [] : ['<h2>Where it came from</h2>', `<table cellpadding="4">${origin.map(htmlRow).join('')}</table>`]),
    `<p><a href="${escapeHtml(link)}">Open the lead in the console</a></p>`,
    '</body></html>',
    '',
  ].join('\n');
  const replyTo = leadAddress(lead.values, definition);
  return {
    from: input.from,
    to: [...input.to],
    ...(replyTo === undefined ? {} : { replyTo: { name: '', address: replyTo } }),
    subject,
    text,
    html,
  };
}
