import type { WireDefinitionResponse, WireField, WireGroup } from '../../../src/core/definition/wire-types';
import type { FormStyle } from '../../../src/core/form-definition';

/**
 * The form as the editor holds it while the owner works on it. The host stores and serves the
 * wire definition (the v3 JSON the embed reads); `toWire` and `fromWire` (wire-conversion.ts)
 * turn one into the other. Whatever of a definition the editor does not edit stays in `base`
 * and in each field's `wire`, so a round trip through the editor loses nothing.
 */
export interface EditorForm {
  /** The definition this form came from, with everything the editor does not edit. */
  base: WireDefinitionResponse;
  name: string;
  /** The form's language (`form.metaData` `lang`): a supported locale, '' for the default (English). */
  language: string;
  submitText: string;
  afterSubmit: AfterSubmit;
  /** The legal consent block; null for none. */
  consent: EditorConsent | null;
  /** The spec's style keys (`globalStyle`); unset keys are absent. */
  style: FormStyle;
  /** Submissions must carry solved proof of work (`form.metaData` `proofOfWork` 'true'); off by default. */
  proofOfWork: boolean;
  /** Leads record where they came from (off only when `form.metaData` `attribution` is 'false'); on by default. */
  attribution: boolean;
  /** Fields, texts and page breaks in the order the visitor meets them. */
  items: EditorItem[];
}

/** What the visitor sees after a successful submit. */
export type AfterSubmit = { kind: 'message'; html: string } | { kind: 'redirect'; url: string };

/**
 * One entry of the form's list; `id` is stable while editing (the list's drag and selection key), never sent.
 * Each text and page break starts a wire group, and so does each field that is not `sameRowAsPrevious`;
 * a field that is joins the group of the item before it (a text then heads the row).
 * `wireGroup` is the wire group the item started when it came from a definition: its keys the
 * editor does not edit (`default`, `isSmartGroup`, unknown ones) pass through; absent for a new item.
 */
export type EditorItem =
  | { id: string; kind: 'field'; field: EditorField; wireGroup?: WireGroup }
  | { id: string; kind: 'text'; html: string; wireGroup?: WireGroup }
  | { id: string; kind: 'pageBreak'; wireGroup?: WireGroup };

/**
 * Field types the editor offers: every `fieldType` the embed renders (see FIELD_TYPES in
 * src/core/form-definition.ts); aliases (`phonenumber`, `payment_link_radio`, `rating`) come in
 * by import and are kept as they are.
 */
export type EditorFieldType =
  | 'text'
  | 'email'
  | 'textarea'
  | 'number'
  | 'phone'
  | 'date'
  | 'file'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'booleancheckbox'
  | 'hidden'
  | 'starrating'
  | 'smileyrating'
  | 'numberrating'
  | 'nps'
  | 'csat';

export interface EditorOption {
  label: string;
  value: string;
}

export interface EditorField {
  /** The wire `fieldType` (an imported alias is kept as it came). */
  fieldType: EditorFieldType | string;
  /** Internal name: submitted with the value; letters, digits and _; unique in the form. */
  name: string;
  label: string;
  required: boolean;
  placeholder: string;
  /** Help text under the label (`description`). */
  helpText: string;
  defaultValue: string;
  options: EditorOption[];
  /** Not shown to the visitor; its default value is still submitted. */
  hidden: boolean;
  /** Shares a row with the field before it (a column group of up to 3 fields), or sits under the text before it. */
  sameRowAsPrevious: boolean;
  validation: EditorValidation;
  /** The wire field this came from (unedited keys pass through); {} for a new field. */
  wire: WireField;
}

export interface EditorValidation {
  /** Email: refuse free mail providers (`useDefaultBlockList`). */
  blockFreeMail: boolean;
  /** Email: domains refused (`blockedEmailAddresses`). */
  blockedDomains: string[];
  /**
   * Number: value range; text, textarea and email: length; phone: length of the number.
   * '' for no bound; both '' means off (wire `validation.data` 'min:max:true').
   */
  min: string;
  max: string;
}

export type ConsentType = 'implicit' | 'separate' | 'legitimateInterest';

export interface ConsentCheckbox {
  /** The communication type id: the checkbox's submitted name. */
  communicationTypeId: string;
  label: string;
  required: boolean;
}

export interface EditorConsent {
  type: ConsentType;
  /** Text above the communication checkboxes. */
  communicationText: string;
  checkboxes: ConsentCheckbox[];
  /** Text about processing the visitor's data. */
  processingText: string;
  /** The label of the processing checkbox (type 'separate'). */
  processingCheckboxLabel: string;
  privacyText: string;
}
