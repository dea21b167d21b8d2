// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { separateConsentJson, textFieldsDefinition, wireField, wireGroup, wireDefinition } from '../store/wire-definition';
import { makeView, renderLoaded } from './form-harness';
import { registerSanitizer } from './register-sanitizer';

beforeAll(registerSanitizer);
afterEach(cleanup);

/** A required text field and separate legal consent with a required checkbox: markers and errors everywhere. */
const definition = () =>
  wireDefinition({
    groups: [wireGroup([wireField({ name: 'firstname', label: 'First name', required: true })])],
    metaData: [{ name: 'legalConsentOptions', value: separateConsentJson() }],
  });

const OWNER_CLASSES = makeView({
  cssClass: 'owner-form',
  cssRequired: 'owner-required',
  errorClass: 'owner-invalid',
  errorMessageClass: 'owner-errors',
  submitButtonClass: 'owner-button owner-button-primary',
});

/** The form after a submit with nothing filled in, so every required input shows its error. */
async function submittedEmpty() {
  const { form } = await renderLoaded(definition(), OWNER_CLASSES);
  await userEvent.setup().click(form.querySelector('input[type=submit]')!);
  return form;
}

describe("site owner's classes (spec section 3, embed context 'Styling')", () => {
  it('cssClass goes on the form, next to the classes it always has', async () => {
    const { form } = await renderLoaded(textFieldsDefinition(['a']), OWNER_CLASSES);
    expect(form.classList).toContain('owner-form');
    expect(form.classList).toContain('hs-form');
  });

  it('cssRequired goes on every required marker: the field label and the consent checkboxes', async () => {
    const { form } = await renderLoaded(definition(), OWNER_CLASSES);
    const markers = Array.from(form.querySelectorAll('.hs-form-required'));
    // firstname, the required communication checkbox and the processing checkbox.
    expect(markers).toHaveLength(3);
    for (const marker of markers) expect(marker.classList).toContain('owner-required');
  });

  it('errorClass replaces the default on invalid inputs only, consent checkboxes included', async () => {
    const form = await submittedEmpty();
    const invalid = Array.from(form.querySelectorAll('input[aria-invalid=true]'));
    expect(invalid.length).toBeGreaterThanOrEqual(3);
    for (const input of invalid) {
      expect(input.classList).toContain('owner-invalid');
      expect(input.classList).not.toContain('invalid');
    }
    expect(form.querySelector('input[name="LEGAL_CONSENT.subscription_type_4100002"]')?.classList).not.toContain('owner-invalid');
  });

  it('errorMessageClass goes on the error lists of fields and consent checkboxes', async () => {
    const form = await submittedEmpty();
    const lists = Array.from(form.querySelectorAll('ul.hs-error-msgs')).filter((list) => list.children.length > 0);
    expect(lists.length).toBeGreaterThanOrEqual(3);
    for (const list of lists) expect(list.classList).toContain('owner-errors');
  });

  it('submitButtonClass replaces the default classes of the submit button', async () => {
    const { form } = await renderLoaded(textFieldsDefinition(['a']), OWNER_CLASSES);
    expect(form.querySelector('input[type=submit]')?.className).toBe('owner-button owner-button-primary');
  });
});
