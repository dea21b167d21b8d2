import type { WireDefinitionResponse } from './wire-types';

/** What a new form says of itself; everything else of its definition is the host's default. */
export interface NewFormParts {
  name: string;
  submitText: string;
  /** The thank-you (HTML). */
  inlineMessage: string;
  formFieldGroups: unknown[];
  /** `form.metaData` name/value pairs (language, legal consent). */
  metaData: { name: string; value: string }[];
  /** Set when the form's home is known already (the host sets both when it stores a form). */
  portalId?: number;
  guid?: string;
}

/**
 * The whole wire definition of a new form, as the host serves one: published, default theme and
 * styles, no scopes claimed (scopes are the host's to grant per portal). The one home of these
 * defaults for the host's minimal forms and the console's templates.
 */
export function newWireDefinition(parts: NewFormParts): WireDefinitionResponse {
  const { portalId, guid, ...form } = parts;
  return {
    form: {
      ...(portalId === undefined ? {} : { portalId }),
      ...(guid === undefined ? {} : { guid }),
      name: form.name,
      cssClass: 'hs-form stacked',
      inlineMessage: form.inlineMessage,
      redirectUrl: '',
      submitText: form.submitText,
      formFieldGroups: form.formFieldGroups,
      metaData: form.metaData,
      captchaEnabled: false,
      formTypeNumber: 0,
      thankYouMessageJson: '',
      themeName: 'default',
      style: null,
      variantId: '',
      isPublished: true,
    },
    properties: {},
    knownSmartFields: [],
    gates: {},
    scopes: { noBranding: true, renderShell: true, rawHtmlAccess: false, customStyleAccess: false },
    themeCss: '',
    globalStyle: '{}',
    countryCode: 'US',
    portalSetting: { enableLiveValidation: true },
    errorCode: null,
  };
}
