import type { FormStyle } from './form-definition';

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
  /** The style object of spec section 3, values checked (`normalizeStyle`). */
  style: FormStyle;
  /** `inherit` (`INHERIT_THEME`): the form takes on the site's look; '' leaves the definition's theme. */
  theme: string;

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

/** Preview and builder modes (a non-empty `previewMode` is one too): ids are optional and `formData` renders. */
export const inPreviewOrBuilder = (context: Pick<EmbedContext, 'isPreview' | 'isBuilder' | 'previewMode'>): boolean =>
  context.isPreview || context.isBuilder || context.previewMode !== '';

/** Spec section 9 defaults of the class options. */
export const DEFAULT_ERROR_CLASS = 'invalid error';
export const DEFAULT_ERROR_MESSAGE_CLASS = 'hs-error-msgs inputs-list';
export const DEFAULT_SUBMIT_BUTTON_CLASS = 'hs-button primary large';

/** Options read as text, as given (a number is written as text); '' when not given. */
export const TEXT_OPTIONS = [
  'formInstanceId', 'pageId', 'previewMode', 'shellId', 'formsBaseUrl', 'embedDefinitionUrl', 'css', 'cssClass', 'cssRequired',
  'redirectUrl', 'inlineMessage', 'rawInlineMessage', 'submitText', 'notificationRecipients', 'goToWebinarWebinarKey', 'hsFormKey',
  'abTestId', 'followUpId', 'followUpEmailId', 'followUpEmailCampaignId', 'sfdcCampaignId',
  'pageName', 'pageTitle', 'pageUrl', 'contentType', 'canonicalUrl', 'path', 'referrer', 'referrerPath', 'hutk',
] as const satisfies readonly (keyof EmbedContext)[];

/** Options read as true or false; false when not given. */
export const FLAG_OPTIONS = [
  'isBuilder', 'isTestPage', 'isPreview', 'isInsideFrame', 'useDraft', 'disableRedirect',
  'deactivateSmartForm', 'isEnterSubmitDisabled', 'showInlineMessageInitially', 'ignoreCurrentValues',
] as const satisfies readonly (keyof EmbedContext)[];

/** Every key the embed context understands; anything else passed in warns. */
export const EMBED_CONTEXT_KEYS: readonly (keyof EmbedContext)[] = [
  ...TEXT_OPTIONS,
  ...FLAG_OPTIONS,
  // Each read its own way (embed/read-options.ts).
  'portalId', 'formId', 'region', 'env', 'target', 'renderFrame', 'isMobileResponsive', 'errorClass', 'errorMessageClass',
  'submitButtonClass', 'style', 'theme', 'translations', 'locale', 'blockedDomains', 'manuallyBlockedEmailDomain', 'validationOptions',
  'properties', 'extraSubmissionMetadata', 'formData',
];
