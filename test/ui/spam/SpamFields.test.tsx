// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { honeypotFieldName } from '../../../src/core/spam/spam-wire';
import { enUntranslated } from '../../../src/i18n/en';
import { HONEYPOT_CLASS } from '../../../src/ui/spam/SpamFields';
import { FORM_GUID, textFieldsDefinition } from '../../store/wire-definition';
import { renderLoaded } from '../form-harness';

afterEach(cleanup);

const honeypotOf = (form: HTMLFormElement, version = '') => form.querySelector<HTMLInputElement>(`input[name="${honeypotFieldName(FORM_GUID, version)}"]`);

describe('SpamFields: the honeypot', () => {
  it('is a text input out of sight, out of the tab order, hidden from assistive technology and never autofilled', async () => {
    const { form } = await renderLoaded(textFieldsDefinition(['firstname']));
    const honeypot = honeypotOf(form)!;
    expect(honeypot.type).toBe('text');
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.hasAttribute('style')).toBe(false);
    const wrapper = honeypot.parentElement!;
    expect(wrapper.className).toBe(HONEYPOT_CLASS);
    expect(wrapper.getAttribute('aria-hidden')).toBe('true');
    expect(wrapper.hasAttribute('style')).toBe(false);
    // Only the visible field is a text box to assistive technology.
    expect(screen.getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual(['firstname']);
  });

  it('is named after the form and its version', async () => {
    const { form } = await renderLoaded(textFieldsDefinition(['firstname'], { metaData: [{ name: 'formVersion', value: '7' }] }));
    expect(honeypotOf(form, '7')).not.toBeNull();
    expect(honeypotFieldName(FORM_GUID, '7')).not.toBe(honeypotFieldName(FORM_GUID, ''));
  });

  it('a keyboard user tabbing through the form never reaches it', async () => {
    const { form } = await renderLoaded(textFieldsDefinition(['firstname', 'lastname']));
    const user = userEvent.setup();
    const reached: string[] = [];
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      reached.push(document.activeElement?.getAttribute('name') ?? document.activeElement?.tagName ?? '');
    }
    expect(reached).toContain('lastname');
    expect(reached).not.toContain(honeypotOf(form)!.name);
  });

  it('is uncontrolled: a value set by script stays in the page', async () => {
    const { form, store } = await renderLoaded(textFieldsDefinition(['firstname']));
    const honeypot = honeypotOf(form)!;
    honeypot.value = 'set without events';
    act(() => store.getState().setValue('firstname', 'Ada'));
    expect(honeypotOf(form)!.value).toBe('set without events');
  });
});

describe('SpamFields: the proof-of-work status', () => {
  const proofForm = () => textFieldsDefinition(['firstname'], { metaData: [{ name: 'proofOfWork', value: 'true' }] });

  it('a polite, visually hidden status says it is verifying, then that it is verified', async () => {
    const { store } = await renderLoaded(proofForm());
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.className).toBe('hs-visually-hidden');
    expect(status.textContent).toBe('');
    act(() => store.setState({ spam: { proofOfWork: 'solving' } }));
    expect(status.textContent).toBe(enUntranslated.proofOfWorkVerifying);
    act(() => store.setState({ spam: { proofOfWork: 'solved' } }));
    expect(status.textContent).toBe(enUntranslated.proofOfWorkVerified);
  });

  it('a form without proof of work has no status', async () => {
    await renderLoaded(textFieldsDefinition(['firstname']));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
