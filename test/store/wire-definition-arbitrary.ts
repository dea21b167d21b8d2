import fc from 'fast-check';
import { FIELD_TYPES } from '../../src/core/form-definition';
import { FORM_STYLE_KEYS } from '../../src/core/definition/normalize-style';
import { FORM_GUID, PORTAL_ID } from './wire-definition';

/**
 * fast-check arbitraries of definition responses shaped like the wire definition (COMPAT.md,
 * `wireDefinition`), with any member, at any level, replaced by something a broken or hostile
 * host could send instead: the wrong type, null, a missing key, a 100,000-character string,
 * unpaired surrogates, right-to-left overrides, markup, `__proto__` keys, an array where an
 * object belongs, or an object nested a thousand deep.
 */

type Wire = Record<string, unknown>;

export const HUGE_LENGTH = 100_000;

/** Built once: a run picks among them rather than building 100,000 characters each time. */
const HUGE_STRINGS: readonly string[] = [
  'x'.repeat(HUGE_LENGTH),
  '\u202e'.repeat(HUGE_LENGTH),
  '\ud800'.repeat(HUGE_LENGTH),
  '\udfff\ud800'.repeat(HUGE_LENGTH / 2),
  '9'.repeat(HUGE_LENGTH),
  ' '.repeat(HUGE_LENGTH),
  'ab\u202ecd'.repeat(HUGE_LENGTH / 5),
  // Markup is the one kind kept shorter: 500 elements; 12,500 take seconds to sanitise in jsdom.
  '<b>é</b>'.repeat(500),
];

/** Text a host should never send but might. */
const NASTY_STRINGS: readonly string[] = [
  '', ' ', '\t\n', '\u00a0', '\ufeff', '\u2028', '\u0000',
  '\ud800', '\udfff', 'a\ud800b', '\udc00\ud800',
  '\u202e', '\u202egnp.exe', '\u202d\u202e\u202c', '\u200f\u200e', 'مرحبا', 'שלום',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf',
  'true', 'false', 'TRUE', ' true ', 'null', 'undefined', 'NaN', '0', '-1', '1e309', '0x10', '3.5',
  '{', '[]', '{}', '"x"', '{"html":"<p>hi</p>"}', '{"content":5}', 'null',
  '<script>window.__fuzzed = 1</script>', '<img src=x onerror="window.__fuzzed=1">', '<p>ok</p>',
  '</style><script>1</script>', '}; body { display: none } .x {', 'url(javascript:alert(1))',
  'javascript:alert(1)', '//evil.example', 'https://example.com/thanks',
  '%', '%E0%A4%A', '{0}', '{{name}}', '$&', '😀', '👩‍👩‍👧', 'e\u0301',
];

const unitChars = fc.constantFrom('a', 'Z', '0', ' ', '\u202e', '\u202d', '\ud800', '\udfff', '<', '>', '&', '"', "'", ';', ',', '\n', 'é', '😀');

const AWKWARD_UNITS: readonly string[] = ['\ud800', '\udfff', '\udc00\ud800', '\u202e', '\u202d', '\u200f', '\u0000', '\ufeff'];

/** Short text with the awkward code units mixed in. */
export const fuzzText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('', 'Open Sans', 'red', 'a@b.example', 'US'), fc.constantFrom(...AWKWARD_UNITS), fc.constantFrom('', 'x', ' 2'))
      .map(([before, unit, after]) => `${before}${unit}${after}`),
    weight: 3,
  },
  { arbitrary: fc.string({ maxLength: 12 }), weight: 2 },
  { arbitrary: fc.string({ unit: unitChars, maxLength: 12 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 8 }), weight: 1 },
);

/** An object or array `depth` levels deep around `leaf`. */
export function nested(depth: number, leaf: unknown, asArray: boolean): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { deeper: value, label: 'x' };
  return value;
}

const deepValue = fc
  .tuple(fc.constantFrom(2, 50, 1000, 1200), fc.constantFrom<unknown>(null, 'leaf', 1, {}, []), fc.boolean())
  .map(([depth, leaf, asArray]) => nested(depth, leaf, asArray));

/** Objects whose keys are the ones that trip up naive code; `__proto__` made an own key as JSON.parse makes it. */
const trickyObject = fc
  .tuple(fc.constantFrom('__proto__', 'constructor', 'toString', 'length', 'hasOwnProperty'), fc.jsonValue({ maxDepth: 2 }))
  .map(([key, value]) => JSON.parse(`{${JSON.stringify(key)}: ${JSON.stringify(value) ?? 'null'}}`) as unknown);

/** Anything at all that JSON could carry in place of the expected member, and undefined. */
export const chaos: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.constantFrom(0, -0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, NaN, Infinity, -Infinity),
  fc.integer(),
  fuzzText,
  fc.constantFrom(...HUGE_STRINGS),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fuzzText, { maxLength: 4 }),
  trickyObject,
  deepValue,
);

/** `arb` most of the time, something else (or nothing) some of the time. */
export const maybe = <T>(arb: fc.Arbitrary<T>, chaosWeight = 1): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: arb, weight: 5 }, { arbitrary: chaos, weight: chaosWeight });

const text = maybe(fuzzText);
const flag = maybe(fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', ' TRUE', 'yes')));

const fieldName = fc.oneof(
  { arbitrary: fc.constantFrom('email', 'firstname', 'phone', 'country', 'company', 'name', 'message', 'nps'), weight: 4 },
  { arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'hs_context', 'g-recaptcha-response', ' email ', 'a;b'), weight: 1 },
  { arbitrary: fuzzText, weight: 1 },
);

const option = maybe(
  fc.record(
    { label: text, value: maybe(fc.oneof(fuzzText, fc.constantFrom('a', 'b', '1', '9', 'US'))), displayOrder: maybe(fc.integer()), hidden: flag, description: text, readOnly: flag },
    { requiredKeys: [] },
  ),
);

const validation = maybe(
  fc.record(
    {
      name: maybe(fc.constantFrom('', 'email', 'EMAIL', 'numericality', 'toString', '__proto__', 'date')),
      message: text,
      data: maybe(fc.constantFrom('', '2:5:true', '0:10:true', 'a:b:true', '::true', '-5:5:true', '1e309:1:true')),
      useDefaultBlockList: flag,
      blockedEmailAddresses: maybe(fc.oneof(fc.array(text, { maxLength: 3 }), fc.constantFrom('a.example, b.example', ''))),
    },
    { requiredKeys: [] },
  ),
);

const metaDataValue = maybe(fc.oneof(fuzzText, fc.constantFrom('1', '2', '3', '0', '-1', '99', 'true', 'false')));
const fieldMetaData = maybe(
  fc.array(
    maybe(fc.record({ name: maybe(fc.constantFrom('numColumns', 'useCountryCodeSelect', 'format', 'separator', '__proto__', '')), value: metaDataValue }, { requiredKeys: [] })),
    { maxLength: 3 },
  ),
);

const logicFilter = maybe(
  fc.record(
    {
      operator: maybe(fc.constantFrom('EQ', 'NEQ', 'CONTAINS', 'SET_ANY', 'SET_NOT_ANY', 'IS_NOT_EMPTY', 'IS_EMPTY', 'GT', 'LT', 'BETWEEN', 'IS_CHECKED', 'BEFORE', 'AFTER', 'WITHIN', '', 'NOPE', 'eq', '__PROTO__')),
      strValue: text,
      strValues: maybe(fc.oneof(fc.array(text, { maxLength: 3 }), fc.constant('a;b'))),
      numberValue: maybe(fc.oneof(fc.integer(), fc.double(), fc.constantFrom('5', 'x'))),
      numberValues: maybe(fc.array(maybe(fc.integer()), { maxLength: 3 })),
      boolValue: flag,
    },
    { requiredKeys: [] },
  ),
);

export interface FieldShape {
  /** Dependent fields inside dependent fields, this many levels at most. */
  dependentDepth: number;
  maxOptions: number;
}

function wireFieldArbitrary(shape: FieldShape): fc.Arbitrary<unknown> {
  const dependents: fc.Arbitrary<unknown> =
    shape.dependentDepth <= 0
      ? fc.constant([])
      : maybe(
          fc.array(
            maybe(
              fc.record(
                {
                  filters: maybe(fc.array(logicFilter, { maxLength: 2 })),
                  dependentFormField: wireFieldArbitrary({ ...shape, dependentDepth: shape.dependentDepth - 1 }),
                  formFieldAction: maybe(fc.constantFrom('DISPLAY', 'HIDE', '')),
                },
                { requiredKeys: [] },
              ),
            ),
            { maxLength: 2 },
          ),
        );
  return maybe(
    fc.record(
      {
        name: maybe(fieldName),
        label: text,
        type: maybe(fc.constantFrom('string', 'enumeration', 'number', 'date', 'bool', 'datetime')),
        fieldType: maybe(fc.oneof(fc.constantFrom(...FIELD_TYPES), fc.constantFrom('TEXT', ' select ', 'unknown', 'payment_link_radio', ''))),
        description: text,
        required: flag,
        selectedOptions: maybe(fc.oneof(fc.array(text, { maxLength: 3 }), fc.constantFrom('a;b', 'a'))),
        options: maybe(fc.array(option, { maxLength: shape.maxOptions })),
        validation,
        enabled: flag,
        hidden: flag,
        defaultValue: maybe(fc.oneof(fuzzText, fc.constantFrom('a', 'a;b', '2024-02-29', '1716300000000', 'checked'), fc.integer(), fc.boolean())),
        isSmartField: flag,
        unselectedLabel: text,
        placeholder: text,
        dependentFieldFilters: dependents,
        labelHidden: flag,
        propertyObjectType: maybe(fc.constantFrom('CONTACT', 'COMPANY', 'DEAL', 'TICKET', 'NOPE')),
        objectTypeId: maybe(fc.constantFrom('0-1', '0-2', '0-3', '0-5', '2-123', 'x')),
        metaData: fieldMetaData,
        useCountryCodeSelect: flag,
        fieldValueKnown: flag,
      },
      { requiredKeys: [] },
    ),
  );
}

const richText = maybe(
  fc.oneof(
    fc.record({ content: text, type: maybe(fc.constantFrom('TEXT', 'IMAGE')) }, { requiredKeys: [] }),
    fuzzText,
  ),
);

const styleValue = maybe(fc.oneof(fc.constantFrom('red', '#ff0000', '14px', 'Arial', 'Lato, serif', 'center', '100%', 'url(x)', '};'), fuzzText));
/** Any of the style keys (each present or not), plus keys no style object has. */
const styleObject = fc
  .tuple(
    fc.record(Object.fromEntries(FORM_STYLE_KEYS.map((key) => [key, styleValue])), { requiredKeys: [] }),
    fc.dictionary(fc.constantFrom('__proto__', 'unknownKey', 'constructor'), styleValue, { maxKeys: 2 }),
  )
  .map(([known, unknown]) => ({ ...unknown, ...known }));

const consentObject = fc.record(
  {
    processingConsentType: maybe(fc.constantFrom('IMPLICIT', 'REQUIRED_CHECKBOX', 'required_checkbox', '')),
    isLegitimateInterest: flag,
    communicationConsentCheckboxes: maybe(
      fc.array(maybe(fc.record({ communicationTypeId: maybe(fc.oneof(fc.integer(), fuzzText)), label: text, required: flag }, { requiredKeys: [] })), { maxLength: 3 }),
    ),
    communicationConsentText: text,
    processingConsentText: text,
    processingConsentCheckboxLabel: text,
    processingConsentFooterText: text,
    privacyPolicyText: text,
    legitimateInterestLegalBasis: text,
    legitimateInterestSubscriptionTypes: maybe(fc.array(text, { maxLength: 2 })),
  },
  { requiredKeys: [] },
);

/** JSON text of `value`, or `value` itself when JSON cannot hold it (undefined). */
const asJson = (value: unknown): unknown => JSON.stringify(value) ?? value;

/** Language tags, including ones that name Object members. */
const langTag = maybe(fc.constantFrom('en', 'nl', 'ar', 'he', 'pt-br', 'zh-tw', 'EN ', '', 'zz', 'x-klingon', 'constructor', '__proto__', 'toString', 'hasOwnProperty'));

const formMetaData = maybe(
  fc.array(
    maybe(
      fc.oneof(
        fc.record({ name: fc.constant('lang'), value: langTag }),
        fc.record({ name: fc.constant('legalConsentOptions'), value: maybe(fc.oneof(consentObject.map(asJson), consentObject, fc.constant('{'))) }),
        fc.record({
          name: maybe(fc.constantFrom('allowCookieReset', 'renderRawHtml', 'disableCookieSubmission', 'embedType', '__proto__', 'numColumns')),
          value: metaDataValue,
        }, { requiredKeys: [] }),
      ),
    ),
    { maxLength: 4 },
  ),
);

export interface DefinitionShape extends FieldShape {
  maxGroups: number;
  maxFieldsPerGroup: number;
}

/** Big enough to reach every branch of the normaliser. */
export const NORMALIZER_SHAPE: DefinitionShape = { maxGroups: 6, maxFieldsPerGroup: 5, dependentDepth: 2, maxOptions: 4 };

/** A few fields, so a thousand of them render in jsdom in seconds. */
export const RENDER_SHAPE: DefinitionShape = { maxGroups: 3, maxFieldsPerGroup: 3, dependentDepth: 1, maxOptions: 3 };

/**
 * A definition response: mostly the wire shape with a valid form guid (so most runs get past
 * the first checks), any member at any depth possibly replaced, and now and then no response
 * shape at all.
 */
export function wireDefinitionArbitrary(shape: DefinitionShape = NORMALIZER_SHAPE): fc.Arbitrary<unknown> {
  const group = maybe(
    fc.record(
      {
        fields: maybe(fc.array(wireFieldArbitrary(shape), { maxLength: shape.maxFieldsPerGroup })),
        default: flag,
        isSmartGroup: flag,
        richText,
        isPageBreak: flag,
      },
      { requiredKeys: [] },
    ),
  );
  const form = fc.record(
    {
      portalId: maybe(fc.constantFrom(Number(PORTAL_ID), PORTAL_ID, 0)),
      guid: fc.oneof({ arbitrary: fc.constant(FORM_GUID), weight: 12 }, { arbitrary: chaos, weight: 1 }),
      cssClass: text,
      inlineMessage: text,
      redirectUrl: text,
      submitText: text,
      formFieldGroups: maybe(fc.array(group, { maxLength: shape.maxGroups })),
      metaData: formMetaData,
      captchaEnabled: flag,
      formTypeNumber: maybe(fc.constantFrom(11, 9, '11', 0)),
      thankYouMessageJson: maybe(fc.oneof(fuzzText, fc.constantFrom('{"html":"<p>Thanks</p>"}', '{"content":"<p>x</p>"}', '[1]', '{}', '"plain"', '42'))),
      thankYouMessage: text,
      themeColor: text,
      themeName: maybe(fc.constantFrom('legacy', 'canvas', 'default_style', '', 'round')),
      style: maybe(styleObject),
      variantId: text,
      isPublished: flag,
      embedVersion: maybe(fc.constantFrom('v4', 'v3', 'v2', '')),
      lang: langTag,
      translations: maybe(fc.dictionary(fc.constantFrom('en', 'nl', '__proto__', 'ar'), maybe(fc.dictionary(fuzzText, text, { maxKeys: 3 })), { maxKeys: 2 })),
    },
    { requiredKeys: ['guid'] },
  );
  const response = fc.record(
    {
      form: fc.oneof({ arbitrary: form, weight: 12 }, { arbitrary: chaos, weight: 1 }),
      properties: maybe(fc.dictionary(fc.oneof(fieldName, fuzzText), maybe(fc.oneof(fuzzText, fc.array(fuzzText, { maxLength: 2 }))), { maxKeys: 3 })),
      knownSmartFields: maybe(fc.array(maybe(fieldName), { maxLength: 3 })),
      hasKnownProperties: flag,
      gates: maybe(fc.dictionary(fuzzText, flag, { maxKeys: 3 })),
      scopes: maybe(fc.record({ noBranding: flag, renderShell: flag, rawHtmlAccess: flag, customStyleAccess: flag }, { requiredKeys: [] })),
      time: maybe(fc.integer()),
      themeCss: maybe(fc.oneof(fuzzText, fc.constantFrom('.hs-form { color: red }', '@import url(x); body { display: none }', '} </style><script>1</script>'))),
      globalStyle: maybe(fc.oneof(styleObject.map(asJson), styleObject, fc.constantFrom('{', '[]', 'null', ''))),
      countryCode: maybe(fc.constantFrom('US', 'nl', 'ZZ', '', ' gb ')),
      portalSetting: maybe(fc.record({ enableLiveValidation: flag }, { requiredKeys: [] })),
      errorCode: maybe(fc.constant(null)),
      translations: maybe(fc.dictionary(fc.constantFrom('en', 'nl', '__proto__', ' EN '), maybe(fc.dictionary(fuzzText, text, { maxKeys: 3 })), { maxKeys: 2 })),
    },
    { requiredKeys: ['form'] },
  );
  return fc.oneof({ arbitrary: response, weight: 30 }, { arbitrary: chaos, weight: 1 });
}

/** A definition of `count` fields, one per group, every member of each field possibly wrong. */
export function wideDefinition(count: number, field: (index: number) => Wire): Wire {
  return {
    form: {
      portalId: Number(PORTAL_ID),
      guid: FORM_GUID,
      formFieldGroups: Array.from({ length: count }, (_, index) => ({ fields: [field(index)], default: true })),
      metaData: [],
    },
  };
}
