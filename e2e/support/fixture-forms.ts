import { FORMS } from '../../test/fixture-ids';
import { container } from './contact-form';
import { EMBED_SCRIPT } from './test-page';

/** A fixture form that renders (fixtures/forms/README.md), with what a spec needs to show and complete it. */
export interface RenderableFixture {
  name: keyof typeof FORMS;
  /** The test page's body: the form's container and the embed's script tag. */
  body: string;
  /** Names of fields a visitor must leave empty for the form to go. */
  leaveEmpty: readonly string[];
  /** An empty submit (or Next) shows errors; a form without a required field is sent at once. */
  hasRequired: boolean;
  /** Required fields the form starts filled in (a known visitor's values), to empty for its error state. */
  prefilled: readonly string[];
  /** A multi-page form: the headings that take focus when Next shows pages 2, 3, ... */
  pageHeadings: readonly string[];
  /**
   * Where the keyboard run stops short of submitting (a field name), for a form too long to
   * Tab through in a spec; the axe spec still submits it.
   */
  keyboardStopsAt?: string;
  /** What a stored submission shows: the thank-you, or the page the form's redirect URL names. */
  after: 'thank-you' | 'redirect';
}

/** The embed's script tag pointing the captcha at the reference host's stand-in provider (see captcha.spec.ts). */
const EMBED_WITH_CAPTCHA = '<script src="/embed.js" data-captcha-script-url="/captcha/api.js"></script>';

const fixture = (name: keyof typeof FORMS, extra: Partial<Omit<RenderableFixture, 'name'>> = {}): RenderableFixture => ({
  name,
  body: `<main><h1>${name}</h1>${container(FORMS[name])}</main>${EMBED_SCRIPT}`,
  leaveEmpty: [],
  hasRequired: true,
  prefilled: [],
  pageHeadings: [],
  after: 'thank-you',
  ...extra,
});

/**
 * Every fixture form that renders a form (the unpublished one and the load errors aside). The
 * 200-field form comes first: the slowest, it runs beside the others.
 */
export const RENDERABLE_FIXTURES: readonly RenderableFixture[] = [
  // Some 350 Tab stops, over 30 s on two cores: by keyboard, its first 19 fields (two rounds of
  // its nine kinds of control, each filled in).
  fixture('large', { keyboardStopsAt: 'field_020' }),
  fixture('contact'),
  fixture('allFields'),
  fixture('multiPage', { pageHeadings: ['Your company', 'Your request'] }),
  fixture('consentImplicit'),
  fixture('consentSeparate'),
  fixture('consentLegitimateInterest'),
  fixture('dependentFields'),
  fixture('captcha', { body: `<main><h1>captcha</h1>${container(FORMS.captcha)}</main>${EMBED_WITH_CAPTCHA}` }),
  fixture('richText'),
  fixture('oldShape'),
  // Nothing of its fields survives: only the submit button is left. Its redirectUrl is the
  // number 0, read as the page-relative URL "0", which a stored submission follows.
  fixture('wrongTypesTopLevel', { hasRequired: false, after: 'redirect' }),
  // Its email field asks for a validator the embed does not have (`validation.name: 1`): any
  // address is refused as one that cannot be checked (spec section 5), an empty one passes.
  fixture('wrongTypesNested', { leaveEmpty: ['email'] }),
  fixture('legacyTheme'),
  fixture('returningVisitor', { prefilled: ['firstname', 'email'] }),
  fixture('rawHtmlMultiPage', { pageHeadings: ['Your company', 'Your request'] }),
  fixture('rightToLeft'),
  fixture('multiPageUpload', { pageHeadings: ['Your company', 'Your request'] }),
  fixture('rawHtmlUpload'),
  fixture('styledWithAccess'),
  fixture('styledWithoutAccess'),
];
