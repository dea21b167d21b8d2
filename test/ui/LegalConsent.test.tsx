// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROCESSING_CONSENT_ID } from '../../src/core/legal-consent-checkboxes';
import type { FormStore } from '../../src/store/create-form-store';
import { fieldElementIds } from '../../src/ui/element-ids';
import { LegalConsent } from '../../src/ui/LegalConsent';
import { definitionOf, separateConsentJson, wireDefinition, wireField, wireGroup } from '../store/wire-definition';
import { LOADED_FORM_KEY, loadedStore, renderWithStore } from './form-harness';
import { registerSanitizer } from './register-sanitizer';

beforeAll(registerSanitizer);
afterEach(cleanup);

const REQUIRED = 'Please complete this required field.';
const PROCESSING_LABEL = 'I agree to the processing of my data.';
const MARKETING_ID = 'LEGAL_CONSENT.subscription_type_4100001';
const NEWSLETTER_ID = 'LEGAL_CONSENT.subscription_type_4100002';

/** The legal-consent block of a form with separate consent (two communication checkboxes, the first required). */
async function renderConsent(liveValidation = true) {
  const store = await loadedStore(
    wireDefinition({
      groups: [wireGroup([wireField({ name: 'firstname', label: 'First name' })])],
      metaData: [{ name: 'legalConsentOptions', value: separateConsentJson() }],
      top: { portalSetting: { enableLiveValidation: liveValidation } },
    }),
  );
  const options = definitionOf(store).metaData.legalConsentOptions;
  if (!options) throw new Error('no legal consent options');
  const utils = renderWithStore(store, <LegalConsent options={options} formKey={LOADED_FORM_KEY} />);
  return { store, ...utils };
}

const idsOf = (checkboxId: string) => fieldElementIds(checkboxId, LOADED_FORM_KEY);
const checkboxOf = (checkboxId: string) => document.getElementById(idsOf(checkboxId).input) as HTMLInputElement;
const failedSubmit = (store: FormStore) => act(() => void store.getState().validateForSubmit());
/** The consent checkbox's field wrapper, holding its messages. */
const fieldOf = (checkboxId: string) => checkboxOf(checkboxId).closest('.hs-form-field') as HTMLElement;

describe('LegalConsent: the processing checkbox', () => {
  it('has the field element id of LEGAL_CONSENT.processing, named by its label', async () => {
    await renderConsent();
    const checkbox = screen.getByRole('checkbox', { name: PROCESSING_LABEL });
    expect(checkbox.id).toBe(fieldElementIds('LEGAL_CONSENT.processing', LOADED_FORM_KEY).input);
    expect(checkbox.id).toBe(idsOf(PROCESSING_CONSENT_ID).input);
    expect(checkbox.getAttribute('name')).toBe('LEGAL_CONSENT.processing');
    expect(checkbox.closest('label')?.getAttribute('for')).toBe(checkbox.id);
    expect(checkbox.getAttribute('aria-required')).toBe('true');
  });

  it('shows no error, and has its polite message region, before any submit', async () => {
    await renderConsent();
    const checkbox = checkboxOf(PROCESSING_CONSENT_ID);
    expect(checkbox.getAttribute('aria-invalid')).toBeNull();
    expect(checkbox.getAttribute('aria-describedby')).toBeNull();
    expect(fieldOf(PROCESSING_CONSENT_ID).querySelector('div.hs-field-messages[aria-live=polite]')).not.toBeNull();
    expect(document.querySelector('.hs-error-msgs')).toBeNull();
  });

  it("left unticked, shows 'Please complete this required field.' after a failed submit, invalid and described by the error list", async () => {
    const { store } = await renderConsent();
    failedSubmit(store);
    const checkbox = checkboxOf(PROCESSING_CONSENT_ID);
    const errorsId = idsOf(PROCESSING_CONSENT_ID).errors;
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(checkbox.getAttribute('aria-describedby')).toBe(errorsId);
    const list = document.getElementById(errorsId);
    expect(list?.matches('ul.hs-error-msgs')).toBe(true);
    expect(list?.textContent).toBe(REQUIRED);
    expect(fieldOf(PROCESSING_CONSENT_ID).contains(list)).toBe(true);
    expect(list?.closest('[aria-live=polite]')).not.toBeNull();
    expect(screen.getByRole('checkbox', { name: PROCESSING_LABEL, description: REQUIRED })).toBe(checkbox);
    expect(checkbox.classList.contains('invalid')).toBe(true);
  });

  it('clears the error once ticked', async () => {
    const { store } = await renderConsent();
    failedSubmit(store);
    await userEvent.setup().click(checkboxOf(PROCESSING_CONSENT_ID));
    const checkbox = checkboxOf(PROCESSING_CONSENT_ID);
    expect(checkbox.checked).toBe(true);
    expect(store.getState().fields[PROCESSING_CONSENT_ID]?.value).toBe(true);
    expect(checkbox.getAttribute('aria-invalid')).toBeNull();
    expect(checkbox.getAttribute('aria-describedby')).toBeNull();
    expect(document.getElementById(idsOf(PROCESSING_CONSENT_ID).errors)).toBeNull();
    expect(within(fieldOf(PROCESSING_CONSENT_ID)).queryByText(REQUIRED)).toBeNull();
  });
});

describe('LegalConsent: communication checkboxes', () => {
  it('marks a required one left unticked after a failed submit, and never an optional one', async () => {
    const { store } = await renderConsent();
    failedSubmit(store);
    expect(checkboxOf(MARKETING_ID).getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(idsOf(MARKETING_ID).errors)?.textContent).toBe(REQUIRED);
    expect(checkboxOf(NEWSLETTER_ID).getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(idsOf(NEWSLETTER_ID).errors)).toBeNull();
  });
});

describe('LegalConsent: live validation', () => {
  it('shows the error as soon as the visitor unticks a required box', async () => {
    await renderConsent();
    const user = userEvent.setup();
    await user.click(checkboxOf(PROCESSING_CONSENT_ID));
    await user.click(checkboxOf(PROCESSING_CONSENT_ID));
    expect(document.getElementById(idsOf(PROCESSING_CONSENT_ID).errors)?.textContent).toBe(REQUIRED);
  });

  it('waits for a submit when live validation is off', async () => {
    const { store } = await renderConsent(false);
    const user = userEvent.setup();
    await user.click(checkboxOf(PROCESSING_CONSENT_ID));
    await user.click(checkboxOf(PROCESSING_CONSENT_ID));
    expect(document.getElementById(idsOf(PROCESSING_CONSENT_ID).errors)).toBeNull();
    failedSubmit(store);
    expect(document.getElementById(idsOf(PROCESSING_CONSENT_ID).errors)?.textContent).toBe(REQUIRED);
  });
});
