/**
 * What the importer does with each key of a definition it is given (spec section 3 lists what the
 * embed reads). `carried` keys are copied as given; `hostSet` keys are dropped without a word
 * because the host sets them itself (ids, timestamps, per-portal grants, per-visitor values it
 * never serves); `notUsed` keys are dropped and listed with the reason given here. A key in none
 * of these is dropped and listed as unknown.
 */
export interface KeyDispositions {
  carried: ReadonlySet<string>;
  hostSet: ReadonlySet<string>;
  /** What the key was for, and why it does nothing here. */
  notUsed: Readonly<Record<string, LeftOut>>;
}

export interface LeftOut {
  what: string;
  why: string;
}

const SALESFORCE: LeftOut = { what: 'the Salesforce campaign of new contacts', why: 'this host keeps leads itself and syncs with no CRM' };
const FOLLOW_UP: LeftOut = { what: 'the follow-up e-mail to each new lead', why: 'this host sends no e-mail' };
const NOTIFICATIONS: LeftOut = { what: 'who is e-mailed about each new lead', why: 'this host sends no e-mail; new leads show in the inbox' };

/** Keys of the top-level response, apart from `form`. */
export const RESPONSE_KEYS: KeyDispositions = {
  carried: new Set(['globalStyle', 'themeCss', 'countryCode', 'portalSetting', 'translations']),
  hostSet: new Set(['gates', 'scopes', 'time', 'errorCode', 'hasKnownProperties', 'properties', 'knownSmartFields']),
  notUsed: {},
};

/** Keys of `form`; `name`, `formFieldGroups` and `metaData` are rebuilt by the importer itself. */
export const FORM_KEYS: KeyDispositions = {
  carried: new Set([
    'name', 'cssClass', 'inlineMessage', 'redirectUrl', 'submitText', 'formFieldGroups', 'metaData', 'captchaEnabled',
    'formTypeNumber', 'thankYouMessageJson', 'thankYouMessage', 'themeName', 'style', 'embedVersion', 'lang',
    'translations', 'allowCookieReset', 'renderRawHtml', 'disableCookieSubmission',
  ]),
  hostSet: new Set([
    'portalId', 'guid', 'isPublished', 'variantId', 'hasKnownProperties', 'createdAt', 'updatedAt', 'deletedAt',
    'publishedAt', 'archived', 'archivedAt', 'editVersion', 'deletable', 'cloneable', 'editable', 'formVersion',
  ]),
  notUsed: {
    themeColor: { what: 'the theme colour', why: 'this embed does not read it; set colours in the form style instead' },
    sfdcCampaignId: SALESFORCE,
    salesforceCampaignId: SALESFORCE,
    followUpId: FOLLOW_UP,
    followUpEmailId: FOLLOW_UP,
    followUpEmailCampaignId: FOLLOW_UP,
    kickbackEmailWorkflowId: FOLLOW_UP,
    kickbackEmailsJson: FOLLOW_UP,
    notifyRecipients: NOTIFICATIONS,
    notificationRecipients: NOTIFICATIONS,
    goToWebinarWebinarKey: { what: 'the GoToWebinar registration', why: 'this host registers no one for webinars' },
    leadNurturingCampaignId: { what: 'the lead nurturing campaign', why: 'this host runs no campaigns' },
    multivariateTest: { what: 'the A/B test', why: 'this host serves one version of a form' },
    abTestId: { what: 'the A/B test', why: 'this host serves one version of a form' },
    performableHtml: { what: 'markup of an older form builder', why: 'this embed renders the form from its fields' },
    tmsId: { what: 'a tag manager id', why: 'this host has no tag manager' },
    paymentSessionTemplateIds: { what: 'the payment settings', why: 'this host takes no payments' },
    createMarketableContact: { what: 'the marketing contact status', why: 'this host keeps leads, not contacts' },
  },
};

/** Names of `form.metaData` pairs. `formVersion` is the host's, set at each publish. */
export const META_DATA_NAMES: KeyDispositions = {
  carried: new Set(['lang', 'legalConsentOptions', 'allowCookieReset', 'renderRawHtml', 'disableCookieSubmission', 'embedType']),
  hostSet: new Set(['embedAtTimestamp', 'formDefinitionUpdatedAt', 'formVersion']),
  notUsed: {
    notifyContactOwner: { what: 'e-mailing the contact owner about each new lead', why: 'this host sends no e-mail' },
    notifyRecipients: NOTIFICATIONS,
    sfdcCampaignId: SALESFORCE,
    followUpId: FOLLOW_UP,
    followUpEmailId: FOLLOW_UP,
  },
};

/** Keys of a group in `formFieldGroups`. */
export const GROUP_KEYS: KeyDispositions = {
  carried: new Set(['fields', 'default', 'isSmartGroup', 'richText', 'isPageBreak']),
  hostSet: new Set(),
  notUsed: {},
};

/** Keys of a field (dependent fields too). `fieldValueKnown` says what the service knew of one visitor. */
export const FIELD_KEYS: KeyDispositions = {
  carried: new Set([
    'name', 'label', 'type', 'fieldType', 'description', 'groupName', 'displayOrder', 'required', 'selectedOptions',
    'options', 'validation', 'enabled', 'hidden', 'defaultValue', 'isSmartField', 'unselectedLabel', 'placeholder',
    'dependentFieldFilters', 'labelHidden', 'propertyObjectType', 'objectTypeId', 'metaData', 'useCountryCodeSelect',
  ]),
  hostSet: new Set(['fieldValueKnown']),
  notUsed: {},
};
