// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { separateConsentJson, wireDefinition, wireField, wireGroup, wireOptions } from '../store/wire-definition';
import { renderLoaded } from './form-harness';
import { registerSanitizer } from './register-sanitizer';

afterEach(cleanup);
beforeAll(registerSanitizer);

/**
 * An Arabic form whose texts come from an English definition: each text takes its own direction
 * (`dir="auto"`), so "Tell us a little about your project." keeps its full stop at its end.
 */
const englishTextsInArabicForm = () =>
  wireDefinition({
    groups: [
      wireGroup(
        [
          wireField({ name: 'about', label: 'About you', description: 'Tell us a little about your project.', required: true }),
          wireField({ name: 'size', label: 'Team size', fieldType: 'radio', type: 'enumeration', options: wireOptions('Small.', 'Large.') }),
          wireField({ name: 'colour', label: 'Colour', fieldType: 'select', type: 'enumeration', options: wireOptions('Red.', 'Blue.') }),
          wireField({ name: 'terms', label: 'I accept the terms.', fieldType: 'booleancheckbox', type: 'enumeration' }),
          wireField({ name: 'phone', label: 'Phone', fieldType: 'phonenumber' }),
          wireField({ name: 'mobile', label: 'Mobile', fieldType: 'phonenumber', useCountryCodeSelect: true }),
        ],
        { richText: { content: '<p>Welcome to our form.</p>', type: 'TEXT' } },
      ),
    ],
    form: { submitText: 'Send it!' },
    metaData: [{ name: 'legalConsentOptions', value: separateConsentJson() }],
  });

async function arabicForm() {
  const { form } = await renderLoaded(englishTextsInArabicForm(), undefined, { language: { locale: 'ar-eg', translations: {} } });
  expect(form.getAttribute('dir')).toBe('rtl');
  return form;
}

const directionOf = (element: Element | null | undefined) => element?.getAttribute('dir');

describe('texts from the definition take their own direction (dir="auto")', () => {
  it('labels and help text', async () => {
    const form = await arabicForm();
    const about = form.querySelector('.hs_about');
    expect(directionOf(about?.querySelector('label > span'))).toBe('auto');
    expect(about?.querySelector('label > span')?.textContent).toBe('About you');
    expect(directionOf(about?.querySelector('.hs-field-desc'))).toBe('auto');
    const terms = form.querySelector('.hs_terms .hs-form-booleancheckbox-display span[dir]');
    expect([terms?.textContent, directionOf(terms)]).toEqual(['I accept the terms.', 'auto']);
  });

  it('option labels of lists and dropdowns, the dropdown placeholder included', async () => {
    const form = await arabicForm();
    const radioLabels = [...form.querySelectorAll('.hs_size .hs-form-radio-display > span')];
    expect(radioLabels.map((span) => [span.textContent, directionOf(span)])).toEqual([['Small.', 'auto'], ['Large.', 'auto']]);
    const options = [...form.querySelectorAll('.hs_colour option')];
    expect(options).toHaveLength(3);
    for (const option of options) expect(directionOf(option), option.textContent ?? '').toBe('auto');
  });

  it('rich text blocks, legal consent texts and checkbox labels', async () => {
    const form = await arabicForm();
    const richText = [...form.querySelectorAll('.hs-richtext')];
    // The group's block, then the consent texts: communication, processing, footer, privacy.
    expect(richText.map((block) => block.textContent)).toEqual([
      'Welcome to our form.',
      'We would like to contact you.',
      'We need to store your data.',
      'You may withdraw your consent at any time.',
      'See our privacy policy.',
    ]);
    for (const block of richText) expect(directionOf(block), block.textContent ?? '').toBe('auto');
    const consentLabels = [...form.querySelectorAll('.hs-form-booleancheckbox-display > span > span:first-child')];
    expect(consentLabels.length).toBeGreaterThan(0);
    for (const label of consentLabels) expect(directionOf(label), label.textContent ?? '').toBe('auto');
  });

  it('the submit text', async () => {
    const form = await arabicForm();
    const submit = form.querySelector<HTMLInputElement>('input[type=submit]');
    expect(submit?.value).toBe('Send it!');
    expect(directionOf(submit)).toBe('auto');
  });

  it('keeps phone numbers left to right, with and without the country dropdown', async () => {
    const form = await arabicForm();
    expect(directionOf(form.querySelector('.hs_phone input[type=tel]'))).toBe('ltr');
    const mobile = form.querySelector('.hs_mobile');
    expect(mobile?.querySelector('select')).not.toBeNull();
    expect(directionOf(mobile?.querySelector('input[type=tel]'))).toBe('ltr');
  });
});
