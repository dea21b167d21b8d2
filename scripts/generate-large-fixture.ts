/**
 * Writes fixtures/forms/123456/a1b2c3d4-0011-4000-8000-000000000011.json: a 200-field form for
 * render-time and store tests. Run `npx tsx scripts/generate-large-fixture.ts` after changing it;
 * a server test checks the committed file still matches this output. `buildLargeFixture` also
 * makes forms of other sizes (the benchmark serves 20, 200 and 1000 fields).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LARGE_FORM_GUID = 'a1b2c3d4-0011-4000-8000-000000000011';
export const LARGE_FORM_PORTAL_ID = 123456;
export const LARGE_FORM_FIELD_COUNT = 200;

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const LARGE_FORM_PATH = path.join(
  REPO_ROOT, 'fixtures', 'forms', String(LARGE_FORM_PORTAL_ID), `${LARGE_FORM_GUID}.json`,
);

type Json = Record<string, unknown>;

/** Field kinds cycled through, so the large form also exercises every common input. */
const KINDS = [
  { fieldType: 'text', type: 'string' },
  { fieldType: 'textarea', type: 'string' },
  { fieldType: 'number', type: 'number' },
  { fieldType: 'select', type: 'enumeration' },
  { fieldType: 'radio', type: 'enumeration' },
  { fieldType: 'checkbox', type: 'enumeration' },
  { fieldType: 'booleancheckbox', type: 'enumeration' },
  { fieldType: 'date', type: 'date' },
  { fieldType: 'phonenumber', type: 'string' },
] as const;

/** 1, 2 or 3 fields per group, in a fixed rhythm, so column layouts repeat through the form. */
const GROUP_SIZES = [2, 1, 3] as const;

function options(fieldType: string, n: number): Json[] {
  if (fieldType === 'booleancheckbox') {
    return [option('Yes', 'true', 0), option('No', 'false', 1)];
  }
  if (!['select', 'radio', 'checkbox'].includes(fieldType)) return [];
  return [1, 2, 3, 4].map((k) => option(`Choice ${k} of field ${n}`, `choice_${k}`, k - 1));
}

function option(label: string, value: string, displayOrder: number): Json {
  return { label, value, displayOrder, doubleData: 0, hidden: false, description: '', readOnly: false };
}

function field(n: number): Json {
  // The first field is the contact's email, as on nearly every real form.
  if (n === 1) return baseField('email', 'Email', 'string', 'text', { required: true });
  const kind = KINDS[(n - 2) % KINDS.length] ?? KINDS[0];
  const number = String(n).padStart(3, '0');
  return baseField(`field_${number}`, `Field ${number} (${kind.fieldType})`, kind.type, kind.fieldType, {
    required: n % 7 === 0,
    description: n % 5 === 0 ? `Description of field ${number}.` : '',
    options: options(kind.fieldType, n),
    unselectedLabel: kind.fieldType === 'select' ? '- Please Select -' : '',
    validation: validation(kind.fieldType === 'number' ? '0:1000:true' : ''),
    ...(kind.fieldType === 'phonenumber' ? countryCodeSelect(n) : {}),
  });
}

/**
 * Every phone field asks for the country dropdown: as the field flag or, like older responses,
 * as a metaData pair (alternating), so the demo shows both wire shapes working.
 */
function countryCodeSelect(n: number): Json {
  return n % 2 === 0
    ? { useCountryCodeSelect: true }
    : { metaData: [{ name: 'useCountryCodeSelect', value: 'true' }] };
}

function validation(data: string): Json {
  return { name: '', message: '', data, useDefaultBlockList: false, blockedEmailAddresses: [] };
}

function baseField(name: string, label: string, type: string, fieldType: string, overrides: Json): Json {
  return {
    name, label, type, fieldType, description: '', groupName: 'contactinformation', displayOrder: -1,
    required: false, selectedOptions: [], options: [], validation: validation(''), enabled: true,
    hidden: false, defaultValue: '', isSmartField: false, unselectedLabel: '', placeholder: '',
    dependentFieldFilters: [], labelHidden: false, propertyObjectType: 'CONTACT', metaData: [],
    objectTypeId: '0-1', ...overrides,
  };
}

function groups(fieldCount: number): Json[] {
  const result: Json[] = [];
  let next = 1;
  for (let g = 0; next <= fieldCount; g += 1) {
    const size = Math.min(GROUP_SIZES[g % GROUP_SIZES.length] ?? 1, fieldCount - next + 1);
    const fields = Array.from({ length: size }, (_, i) => field(next + i));
    next += size;
    result.push({ fields, default: true, isSmartGroup: false, richText: { content: '', type: 'TEXT' }, isPageBreak: false });
  }
  return result;
}

/** The large form's definition, or one of the same make with `fieldCount` fields and its own guid. */
export function buildLargeFixture(fieldCount: number = LARGE_FORM_FIELD_COUNT, guid: string = LARGE_FORM_GUID): Json {
  return {
    form: {
      portalId: LARGE_FORM_PORTAL_ID, guid, name: `${fieldCount} fields`, cssClass: 'hs-form stacked',
      inlineMessage: `<p>Thanks for filling in all ${fieldCount} fields.</p>`, redirectUrl: '', submitText: 'Submit',
      formFieldGroups: groups(fieldCount),
      metaData: [
        { name: 'lang', value: 'en' },
        { name: 'embedAtTimestamp', value: '1763769600000' },
        { name: 'formDefinitionUpdatedAt', value: '1763683200000' },
      ],
      captchaEnabled: false, formTypeNumber: 0, thankYouMessageJson: '', themeColor: '#c8401f',
      themeName: 'canvas', style: null, variantId: '', isPublished: true,
    },
    properties: {},
    knownSmartFields: [],
    gates: { viralityVariation: false, useRecaptchaEnterprise: true },
    scopes: { noBranding: true, renderShell: true, rawHtmlAccess: true, customStyleAccess: true },
    time: 1763769600000,
    themeCss: '',
    globalStyle: JSON.stringify({ fontFamily: 'helvetica', backgroundWidth: '100%', submitColor: '#c8401f', submitAlignment: 'left' }),
    countryCode: 'US',
    portalSetting: { enableLiveValidation: true },
    errorCode: null,
  };
}

/** The exact file content: two-space JSON and a final newline, like every fixture. */
export function largeFixtureText(): string {
  return `${JSON.stringify(buildLargeFixture(), null, 2)}\n`;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(LARGE_FORM_PATH, largeFixtureText());
  console.log(`Wrote ${path.relative(REPO_ROOT, LARGE_FORM_PATH)} (${LARGE_FORM_FIELD_COUNT} fields)`);
}
