/**
 * The definition response exactly as a forms host sends it (see docs/compat.md).
 * Every member is optional and loosely typed: real responses omit keys, add keys and
 * sometimes carry the wrong type. Only `normalizeDefinition` reads these; it trusts nothing.
 * The reference forms host (`server/`) imports these types for its fixtures.
 */
export interface WireOption {
  label?: unknown;
  value?: unknown;
  displayOrder?: unknown;
  doubleData?: unknown;
  hidden?: unknown;
  description?: unknown;
  readOnly?: unknown;
}

export interface WireValidation {
  name?: unknown;
  message?: unknown;
  data?: unknown;
  useDefaultBlockList?: unknown;
  blockedEmailAddresses?: unknown;
}

export interface WireFilter {
  operator?: unknown;
  strValue?: unknown;
  strValues?: unknown;
  numberValue?: unknown;
  numberValues?: unknown;
  boolValue?: unknown;
  [key: string]: unknown;
}

export interface WireDependentFieldFilter {
  filters?: unknown;
  dependentFormField?: unknown;
  formFieldAction?: unknown;
}

export interface WireField {
  name?: unknown;
  label?: unknown;
  type?: unknown;
  fieldType?: unknown;
  description?: unknown;
  groupName?: unknown;
  displayOrder?: unknown;
  required?: unknown;
  selectedOptions?: unknown;
  options?: unknown;
  validation?: unknown;
  enabled?: unknown;
  hidden?: unknown;
  defaultValue?: unknown;
  isSmartField?: unknown;
  unselectedLabel?: unknown;
  placeholder?: unknown;
  dependentFieldFilters?: unknown;
  labelHidden?: unknown;
  propertyObjectType?: unknown;
  objectTypeId?: unknown;
  metaData?: unknown;
  useCountryCodeSelect?: unknown;
  [key: string]: unknown;
}

export interface WireGroup {
  fields?: unknown;
  default?: unknown;
  isSmartGroup?: unknown;
  richText?: unknown;
  isPageBreak?: unknown;
  [key: string]: unknown;
}

export interface WireForm {
  portalId?: unknown;
  guid?: unknown;
  cssClass?: unknown;
  inlineMessage?: unknown;
  redirectUrl?: unknown;
  submitText?: unknown;
  formFieldGroups?: unknown;
  metaData?: unknown;
  captchaEnabled?: unknown;
  formTypeNumber?: unknown;
  thankYouMessageJson?: unknown;
  themeColor?: unknown;
  themeName?: unknown;
  style?: unknown;
  variantId?: unknown;
  isPublished?: unknown;
  embedVersion?: unknown;
  [key: string]: unknown;
}

export interface WireDefinitionResponse {
  form?: unknown;
  properties?: unknown;
  knownSmartFields?: unknown;
  gates?: unknown;
  scopes?: unknown;
  time?: unknown;
  themeCss?: unknown;
  globalStyle?: unknown;
  countryCode?: unknown;
  portalSetting?: unknown;
  errorCode?: unknown;
  translations?: unknown;
  [key: string]: unknown;
}
