import { describe, expect, it } from 'vitest';
import { renderFormMarkup } from '../../src/prerender/render-form-markup';
import { fieldElementIds } from '../../src/ui/element-ids';
import { FORMS } from '../fixture-ids';
import { fixtureWire } from './fixture-wire';
import { wireDefinition, wireField, wireGroup } from '../store/wire-definition';

// Runs in Node, as the host does: no global window or document.
const render = (wire: unknown, locale = '') => renderFormMarkup(wire, { locale, formsHost: 'https://forms.test' });
const fixture = (formId: string) => fixtureWire(formId);
const formKey = (guid: string) => `${guid}_0`;

describe('renderFormMarkup', () => {
  it('renders the fields of the all-fields form with the labels, ids and classes of the embed', async () => {
    const { markup } = await render(fixture(FORMS.allFields));
    expect(markup.startsWith(`<form id="hsForm_${formKey(FORMS.allFields)}"`)).toBe(true);
    expect(markup.endsWith('</form>')).toBe(true);
    const email = fieldElementIds('email', formKey(FORMS.allFields));
    expect(markup).toContain(`<label id="${email.label}" for="${email.input}">`);
    expect(markup).toContain(`id="${email.input}" class="hs-input"`);
    expect(markup).toContain('class="hs_email hs-email hs-fieldtype-text field hs-form-field"');
    expect(markup).toContain('<input type="submit" class="hs-button primary large" dir="auto" value="Send all fields"/>');
    // The date picker, the rating scales and the phone country dropdown come with files the browser loads later.
    expect(markup).toMatch(/class="[^"]*hs-fieldtype-intl-phone/);
    expect(markup).toContain('hs-fieldtype-date');
  });

  it('renders every group of a long form at once (the browser adds the groups past the first paint later)', async () => {
    const { markup } = await render(fixture(FORMS.large));
    expect(markup.match(/<fieldset /g)).toHaveLength(100);
    expect(markup).toContain('Field 200');
  });

  it('writes no style attribute, the form root and the progress bar of a multi-page form included', async () => {
    for (const formId of [FORMS.allFields, FORMS.multiPage, FORMS.styledWithAccess, FORMS.large]) {
      const { markup } = await render(fixture(formId));
      expect(markup, formId).not.toMatch(/\sstyle=/i);
    }
    expect((await render(fixture(FORMS.multiPage))).markup).toContain('<div class="hs-form-progress-bar" aria-hidden="true"><span data-progress="33.333333333333336%"></span></div>');
  });

  it("renders the 'Not you?' reset link for a known visitor where the form allows it, and none for a visitor not known", async () => {
    // The returning-visitor form allows the reset; without the known values its definition carries, only the page's hutk says the visitor is known.
    const { properties: _known, knownSmartFields: _smart, ...wire } = fixture(FORMS.returningVisitor) as Record<string, unknown>;
    const options = { locale: '', formsHost: 'https://forms.test' };
    expect((await renderFormMarkup(wire, { ...options, knownVisitor: true })).markup).toContain('>Not you? Click here to reset</button>');
    expect((await renderFormMarkup(wire, options)).markup).not.toContain('hs-cookie-reset');
  });

  it('renders the legal consent text and checkboxes', async () => {
    const { markup } = await render(fixture(FORMS.consentSeparate));
    expect(markup).toContain('legal-consent-container');
    expect(markup).toMatch(/<input[^>]*type="checkbox"/);
  });

  it('renders a right-to-left form in its language with no locale asked for', async () => {
    const { markup, locale } = await render(fixture(FORMS.rightToLeft));
    expect(locale).toBe('he-il');
    expect(markup).toMatch(/^<form [^>]*lang="he-IL" dir="rtl"/);
  });

  it('renders the wording of the locale asked for', async () => {
    const { markup, locale } = await render(fixture(FORMS.multiPage), 'de');
    expect(locale).toBe('de');
    expect(markup).toContain('lang="de"');
    expect(markup).toContain('Schritt 1 von 3');
    expect(markup).toContain('>Weiter</button>');
  });

  it('sanitises rich text: no script, no event handler, no javascript: link', async () => {
    const hostile = '<p>Read <a href="javascript:alert(1)">this</a><img src="x" onerror="alert(2)"><script>alert(3)</script> first</p>';
    const { markup } = await render(wireDefinition({ groups: [wireGroup([wireField({ name: 'email' })], { richText: { content: hostile, type: 'TEXT' } })] }));
    expect(markup).toContain('<div class="hs-richtext" dir="auto" data-rich-text=""><p>Read <a>this</a><img src="x"> first</p></div>');
    expect(markup).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('rejects a definition the embed cannot read, naming why', async () => {
    await expect(render({ form: 'not a form' })).rejects.toThrow(/cannot be rendered/);
  });
});
