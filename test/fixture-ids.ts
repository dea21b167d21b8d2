/** Fixture form ids of fixtures/forms/ (see fixtures/forms/README.md), shared by unit, server and browser tests. */
const id = (middle: string, last: string) => `a1b2c3d4-${middle}-4000-8000-${last}`;
const form = (n: number) => id(String(n).padStart(4, '0'), String(n).padStart(12, '0'));

export const FORMS = {
  contact: form(1),
  allFields: form(2),
  multiPage: form(3),
  consentImplicit: form(4),
  consentSeparate: form(5),
  consentLegitimateInterest: form(6),
  dependentFields: form(7),
  captcha: form(8),
  richText: form(9),
  oldShape: form(10),
  large: form(11),
  wrongTypesTopLevel: form(12),
  wrongTypesNested: form(13),
  legacyTheme: form(14),
  unpublished: form(15),
  returningVisitor: form(16),
  rawHtmlMultiPage: form(17),
  rightToLeft: form(18),
  multiPageUpload: form(19),
  rawHtmlUpload: form(20),
  styledWithAccess: form(30),
  styledWithoutAccess: form(31),
  noFile: id('e404', '000000000000'),
  notFound: id('e404', '000000000001'),
  invalidGuid: id('e400', '000000000001'),
  notEmbeddable: id('e400', '000000000002'),
  bot: id('e400', '000000000003'),
  periodEnded: id('e400', '000000000004'),
  rateLimited: id('e429', '000000000001'),
  bothFail: id('e500', '000000000001'),
  fallbackWorks: id('e500', '000000000002'),
  slow: id('d001', '000000000001'),
  hanging: id('d001', '000000000002'),
  slowWithFallback: id('d001', '000000000003'),
} as const;

/** The portal most fixtures live in: the demo and the tests grant it both scopes (`PORTAL_SCOPES`). */
export const SCOPED_PORTAL_ID = '123456';

/** The portal granted no scope: its forms are served as their files say (fixtures/forms/654321). */
export const UNSCOPED_PORTAL_ID = '654321';

/** The forms of `UNSCOPED_PORTAL_ID`: no scopes, or a `scopes` of the wrong type, is their point. */
export const UNSCOPED_FORMS: ReadonlySet<string> = new Set([FORMS.oldShape, FORMS.wrongTypesTopLevel, FORMS.wrongTypesNested, FORMS.styledWithoutAccess]);

/** The portal a fixture form lives in. */
export const portalOf = (formId: string): string => (UNSCOPED_FORMS.has(formId) ? UNSCOPED_PORTAL_ID : SCOPED_PORTAL_ID);
