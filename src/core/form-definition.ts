/**
 * The normalised form definition: what `normalizeDefinition` makes of a wire response and
 * what the store and UI read. Every member is present and of its declared type.
 */

/** Field types of spec section 3, as they appear in `fieldType` on the wire. */
export const FIELD_TYPES = [
  'checkbox', 'date', 'email', 'file', 'hidden', 'number', 'numberrating', 'phone', 'phonenumber',
  'radio', 'payment_link_radio', 'rating', 'select', 'booleancheckbox', 'smileyrating',
  'starrating', 'text', 'textarea', 'nps', 'csat',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** The input a field renders as (spec section 2 "Field inputs"); rating kinds render as a scale. */
export type InputKind =
  | 'text' | 'textarea' | 'email' | 'number' | 'phone' | 'file' | 'select' | 'checkbox'
  | 'booleancheckbox' | 'radio' | 'date' | 'hidden' | 'rating';

/** A file as the store keeps it; a DOM `File` satisfies this shape. */
export interface FileLike {
  readonly name: string;
  readonly size: number;
  readonly type?: string;
}

export type FieldValue = string | boolean | readonly string[] | readonly FileLike[];

export interface FieldOption {
  label: string;
  value: string;
  description: string;
  hidden: boolean;
  readOnly: boolean;
}

export interface FieldValidation {
  /** Validator name from the wire ('email', ...); '' when none. */
  name: string;
  message: string;
  /** 'min:max:enabled' as sent, '' when none. */
  data: string;
  useDefaultBlockList: boolean;
  blockedEmailAddresses: string[];
}

/** One condition of a dependent field's logic filter, operator as the upper-snake wire token. */
export interface LogicFilter {
  operator: string;
  strValue: string | undefined;
  strValues: string[];
  numberValue: number | undefined;
  numberValues: number[];
  boolValue: boolean | undefined;
}

export interface DependentFieldRule {
  /** Id of the dependent field (a key of `FormDefinition.fields`). */
  fieldId: string;
  filters: LogicFilter[];
  /** 'DISPLAY' on every known response. */
  action: string;
}

export interface FieldDefinition {
  /** Unique key inside the form, and the name submitted: `name`, prefixed for non-contact objects. */
  id: string;
  /** The property name as the host sent it. */
  name: string;
  label: string;
  description: string;
  /** Wire `fieldType`, lower-cased ('text' when missing; an unknown type is kept and renders as text). */
  fieldType: string;
  /** Wire property `type` ('string', 'enumeration', ...). */
  type: string;
  inputKind: InputKind;
  required: boolean;
  hidden: boolean;
  labelHidden: boolean;
  enabled: boolean;
  placeholder: string;
  /** A select's own placeholder; '' means the default 'Please select'. */
  unselectedLabel: string;
  options: FieldOption[];
  /** Default as sent, already split for multi-value fields; undefined when none. */
  defaultValue: FieldValue | undefined;
  selectedOptions: string[];
  validation: FieldValidation;
  /** Field `metaData` name/value pairs (numColumns, format, separator, ...). */
  metaData: Record<string, string>;
  /** Object type id, '0-1' (contact) when missing. */
  objectTypeId: string;
  useCountryCodeSelect: boolean;
  /** Rules for the fields that depend on this one, in wire order. */
  dependentFields: DependentFieldRule[];
  /** Set on a dependent field: the id of the field it depends on. */
  parentFieldId: string | undefined;
  /** Index in `FormDefinition.groups` of the group that shows this field (its parent's for dependents). */
  groupIndex: number;
  /** For rating kinds: 'nps', 'csat', 'starrating', ...; '' otherwise. */
  ratingType: string;
  isSmartField: boolean;
  /** The host knows the visitor's value of this field (a smart field it may hide). */
  fieldValueKnown: boolean;
}

export interface FieldGroup {
  /** Top-level field ids, in order. Dependent fields are never listed here: their parent renders them. */
  fieldIds: string[];
  /** Rich-text HTML, '' when none. Still unsanitised: the UI passes it through the sanitiser. */
  richText: string;
  isPageBreak: boolean;
  /** 1-based page this group is on. */
  pageNumber: number;
  /** `default` on the wire: whether the group shows initially. */
  default: boolean;
  isSmartGroup: boolean;
  /** Columns for `form-columns-{N}`: 0 for a rich-text-only group, else the field count (at most 3). */
  numColumns: number;
}

export type LegalConsentType = 'implicit' | 'separate' | 'legitimateInterest';

export interface CommunicationConsentCheckbox {
  communicationTypeId: string;
  /** HTML. */
  label: string;
  required: boolean;
}

export interface LegalConsentOptions {
  type: LegalConsentType;
  /** 'IMPLICIT' or 'REQUIRED_CHECKBOX' as sent. */
  processingConsentType: string;
  isLegitimateInterest: boolean;
  communicationConsentCheckboxes: CommunicationConsentCheckbox[];
  /** All text members are HTML and go through the sanitiser. */
  communicationConsentText: string;
  processingConsentText: string;
  processingConsentCheckboxLabel: string;
  processingConsentFooterText: string;
  privacyPolicyText: string;
  legitimateInterestLegalBasis: string;
  legitimateInterestSubscriptionTypes: string[];
}

export interface FormMetaData {
  allowCookieReset: boolean;
  renderRawHtml: boolean;
  /** Form language, 'en' when missing. */
  lang: string;
  legalConsentOptions: LegalConsentOptions | null;
  embedAtTimestamp: string;
  formDefinitionUpdatedAt: string;
  embedType: string;
  disableCookieSubmission: boolean;
  /** Every metaData pair as sent, including the ones above. */
  raw: Record<string, string>;
}

export interface FormScopes {
  /** Defaults to true: branding is hidden unless the host says otherwise. */
  noBranding: boolean;
  rawHtmlAccess: boolean;
  customStyleAccess: boolean;
  renderShell: boolean;
}

/** Style object of spec section 3; only keys present on the wire are set. */
export interface FormStyle {
  backgroundWidth?: string;
  submitAlignment?: string;
  submitColor?: string;
  submitFontColor?: string;
  submitSize?: string;
  fontFamily?: string;
  helpTextColor?: string;
  helpTextSize?: string;
  labelTextSize?: string;
  labelTextColor?: string;
  legalConsentTextColor?: string;
  legalConsentTextSize?: string;
  thankYouTextSize?: string;
  thankYouTextColor?: string;
  linkColor?: string;
  clickedLinkColor?: string;
}

export interface FormDefinition {
  portalId: number;
  guid: string;
  cssClass: string;
  themeName: string;
  inlineMessage: string;
  redirectUrl: string;
  submitText: string;
  /** HTML from `thankYouMessageJson`/`thankYouMessage`, '' when none. */
  thankYouMessage: string;
  /** 11 by default; 9 is a video form. */
  formTypeNumber: number;
  captchaEnabled: boolean;
  /** 'v4' unless the host says otherwise ('v3' forms fall back to a frame). */
  embedVersion: string;
  style: FormStyle;
  globalStyle: FormStyle;
  themeCss: string;
  /** Every field, dependent ones included, by id. */
  fields: Record<string, FieldDefinition>;
  groups: FieldGroup[];
  /** 'US' when missing. */
  countryCode: string;
  isPaginated: boolean;
  /** Number of pages (1 for a single-page form). */
  pageCount: number;
  metaData: FormMetaData;
  /** Known values of the visitor (`properties`), as strings. */
  properties: Record<string, string>;
  knownSmartFields: string[];
  /** The host recognised the visitor: smart groups may hide. True when the wire omits it but sends known values. */
  hasKnownProperties: boolean;
  gates: Record<string, boolean>;
  scopes: FormScopes;
  portalSetting: { enableLiveValidation: boolean };
  /** Per-locale message overrides sent with the definition. */
  translations: Record<string, Record<string, string>>;
}

/** What `normalizeDefinition` hands back: the definition and what it had to repair. */
export interface NormalizedDefinition {
  definition: FormDefinition;
  /** One line per value that was missing, of the wrong type, or unknown, for the console. */
  warnings: string[];
}
