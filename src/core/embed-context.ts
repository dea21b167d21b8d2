/**
 * The embed context of spec section 3: everything a site owner can pass to
 * `hbspt.forms.create` (or set as `data-*` on a container), read into one typed object
 * by `embed/read-options.ts`. Callbacks live apart, in `embed/callbacks.ts`.
 */
export interface EmbedContext {
  // Identity
  portalId: string;
  formId: string;
  region: string;
  env: string;
  /** A CSS selector or an element; undefined when the container itself is the target. */
  target: string | Element | undefined;
  formInstanceId: string;
  pageId: string;

  // Modes
  isBuilder: boolean;
  isTestPage: boolean;
  isPreview: boolean;
  previewMode: string;
  isInsideFrame: boolean;
  /** Undefined: decided by the frame-selection rules; true/false forces a presentation. */
  renderFrame: boolean | undefined;
  shellId: string;
  useDraft: boolean;
  /** Internal: a submission never redirects (the thank-you shows); also implied by preview and builder modes. */
  disableRedirect: boolean;

  // URLs
  formsBaseUrl: string;
  embedDefinitionUrl: string;

  // Behaviour
  deactivateSmartForm: boolean;
  isEnterSubmitDisabled: boolean;
  isMobileResponsive: boolean;
  showInlineMessageInitially: boolean;
  ignoreCurrentValues: boolean;

  // Styling
  css: string;
  cssClass: string;
  cssRequired: string;
  errorClass: string;
  errorMessageClass: string;
  submitButtonClass: string;
  style: Record<string, string>;

  // Messages
  redirectUrl: string;
  inlineMessage: string;
  rawInlineMessage: string;
  submitText: string;
  translations: Record<string, Record<string, string>>;
  locale: string;

  // Blocking
  blockedDomains: string[];
  manuallyBlockedEmailDomain: string[];
  validationOptions: {
    lang: string;
    errorClass: string;
    messageClass: string;
    forbiddenDomains: string[];
  };

  // Other
  properties: Record<string, string>;
  notificationRecipients: string;
  goToWebinarWebinarKey: string;
  hsFormKey: string;
  abTestId: string;
  followUpId: string;
  followUpEmailId: string;
  followUpEmailCampaignId: string;
  sfdcCampaignId: string;
  extraSubmissionMetadata: Record<string, unknown>;
  formData: Record<string, unknown>;

  // Page data
  pageName: string;
  pageTitle: string;
  pageUrl: string;
  contentType: string;
  canonicalUrl: string;
  path: string;
  referrer: string;
  referrerPath: string;
  hutk: string;
}

/** Every key the embed context understands; anything else passed in warns. */
export const EMBED_CONTEXT_KEYS: readonly (keyof EmbedContext)[] = [
  'portalId', 'formId', 'region', 'env', 'target', 'formInstanceId', 'pageId',
  'isBuilder', 'isTestPage', 'isPreview', 'previewMode', 'isInsideFrame', 'renderFrame', 'shellId', 'useDraft', 'disableRedirect',
  'formsBaseUrl', 'embedDefinitionUrl',
  'deactivateSmartForm', 'isEnterSubmitDisabled', 'isMobileResponsive', 'showInlineMessageInitially', 'ignoreCurrentValues',
  'css', 'cssClass', 'cssRequired', 'errorClass', 'errorMessageClass', 'submitButtonClass', 'style',
  'redirectUrl', 'inlineMessage', 'rawInlineMessage', 'submitText', 'translations', 'locale',
  'blockedDomains', 'manuallyBlockedEmailDomain', 'validationOptions',
  'properties', 'notificationRecipients', 'goToWebinarWebinarKey', 'hsFormKey', 'abTestId', 'followUpId',
  'followUpEmailId', 'followUpEmailCampaignId', 'sfdcCampaignId', 'extraSubmissionMetadata', 'formData',
  'pageName', 'pageTitle', 'pageUrl', 'contentType', 'canonicalUrl', 'path', 'referrer', 'referrerPath', 'hutk',
];
