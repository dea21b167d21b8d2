// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ALLOW_COOKIE_RESET,
  knownVisitor,
  wireDefinition,
  wireField,
  wireGroup,
} from '../store/wire-definition';
import { loadedIds, loadedStore, makeView, renderApp, renderLoaded } from './form-harness';
import { registerSanitizer } from './register-sanitizer';

beforeAll(registerSanitizer);
afterEach(cleanup);

const RESET_TEXT = 'Not you? Click here to reset';

/** Two text fields; the reset offered when `allowed`; `top` says what the host knows of the visitor. */
function resetForm({ allowed, top = {} }: { allowed: boolean; top?: Record<string, unknown> }) {
  return wireDefinition({
    groups: [
      wireGroup([wireField({ name: 'firstname', label: 'First name' }), wireField({ name: 'lastname', label: 'Last name', defaultValue: 'Default last' })]),
    ],
    metaData: allowed ? [ALLOW_COOKIE_RESET] : [],
    top,
  });
}

const KNOWN = knownVisitor({ firstname: 'Ada', lastname: 'Lovelace' });
const resetButton = () => screen.queryByRole('button', { name: RESET_TEXT });
const inputValue = (fieldId: string) => (document.getElementById(loadedIds(fieldId).input) as HTMLInputElement | null)?.value;

describe('CookieResetLink: when it shows', () => {
  it("shows 'Not you? Click here to reset' to a visitor the host knows, when the form allows it", async () => {
    const { form } = await renderLoaded(resetForm({ allowed: true, top: KNOWN }));
    const button = resetButton();
    expect(button?.textContent).toBe(RESET_TEXT);
    expect(button?.getAttribute('type')).toBe('button');
    expect(button?.closest('div.hs-form-cookie-reset')?.parentElement).toBe(form);
  });

  it('shows for known properties alone (no hasKnownProperties flag)', async () => {
    await renderLoaded(resetForm({ allowed: true, top: { properties: { firstname: 'Ada' } } }));
    expect(resetButton()).not.toBeNull();
  });

  it('shows for a visitor cookie (hutk) alone', async () => {
    await renderLoaded(resetForm({ allowed: true }), makeView(), { hutk: 'cookie-123' });
    expect(resetButton()).not.toBeNull();
  });

  it('is absent for a visitor nobody knows', async () => {
    const { form } = await renderLoaded(resetForm({ allowed: true }));
    expect(resetButton()).toBeNull();
    expect(form.querySelector('.hs-form-cookie-reset')).toBeNull();
  });

  it('is absent when the form does not allow it, however well the visitor is known', async () => {
    const { form } = await renderLoaded(resetForm({ allowed: false, top: KNOWN }), makeView(), { hutk: 'cookie-123' });
    expect(resetButton()).toBeNull();
    expect(form.querySelector('.hs-form-cookie-reset')).toBeNull();
  });

  it('comes first inside the form, before the first fieldset (spec section 2, content order)', async () => {
    const { form } = await renderLoaded(resetForm({ allowed: true, top: KNOWN }));
    expect(form.firstElementChild?.className).toBe('hs-form-cookie-reset');
    const fieldset = form.querySelector('fieldset')!;
    expect(form.firstElementChild!.compareDocumentPosition(fieldset) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('CookieResetLink: a click', () => {
  it('forgets the visitor: known values go back to the defaults and the link goes away', async () => {
    const store = await loadedStore(resetForm({ allowed: true, top: KNOWN }), { hutk: 'cookie-123' });
    const reset = vi.spyOn(store.getState(), 'resetVisitor');
    renderApp(store);
    expect(inputValue('firstname')).toBe('Ada');
    expect(inputValue('lastname')).toBe('Lovelace');

    await userEvent.setup().click(resetButton()!);
    expect(reset).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ hutk: '', visitorKnown: false });
    expect(inputValue('firstname')).toBe('');
    expect(inputValue('lastname')).toBe('Default last');
    expect(resetButton()).toBeNull();
  });

  it('works from the keyboard', async () => {
    await renderLoaded(resetForm({ allowed: true, top: KNOWN }));
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(resetButton());
    await user.keyboard('{Enter}');
    expect(resetButton()).toBeNull();
    expect(inputValue('firstname')).toBe('');
  });
});
