// @vitest-environment jsdom
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FormStore } from '../../../src/store/create-form-store';
import { SubmittedMessage } from '../../../src/ui/feedback/SubmittedMessage';
import {
  definitionOf, FORM_GUID, okDefinition, settle, submitRefused, submitStored, textFieldsDefinition, type SubmitAnswer,
} from '../../store/wire-definition';
import { makeView, renderApp, renderWithStore, storeAnswering } from '../form-harness';
import { registerSanitizer } from '../register-sanitizer';

const stores: FormStore[] = [];

beforeAll(registerSanitizer);
afterEach(() => {
  cleanup();
  // The inline-message delay runs on real timers here: leave nothing behind.
  for (const store of stores.splice(0)) store.getState().dispose();
});

/** A loaded one-field form whose submission the host answers with `answer`. */
async function submittedForm(answer: SubmitAnswer, raw: unknown = textFieldsDefinition(['firstname']), view = makeView()) {
  const harness = storeAnswering(okDefinition(raw));
  stores.push(harness.store);
  await harness.load();
  harness.api.submitForm.mockResolvedValueOnce(answer);
  const utils = renderApp(harness.store, view);
  const form = utils.container.querySelector('form');
  if (!form) throw new Error('no form rendered');
  act(() => harness.store.getState().setValue('firstname', 'Ada'));
  await act(async () => {
    fireEvent.submit(form);
    await settle();
  });
  return { ...harness, ...utils };
}

describe('SubmittedMessage: after a stored submission (spec 4 "Submission")', () => {
  it("replaces the form with div.submitted-message, focused, role status, holding the host's thank-you sanitised", async () => {
    const { container, api } = await submittedForm(
      submitStored({ inlineMessage: '<p>Thanks <b>Ada</b>!</p><script>window.__pwned = true</script><img src="x.png" onerror="window.__pwned = true">' }),
    );
    expect(api.submitForm).toHaveBeenCalledTimes(1);
    expect(container.querySelector('form')).toBeNull();
    const message = container.querySelector<HTMLElement>('div.submitted-message');
    expect(message).not.toBeNull();
    expect(message?.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(message);
    expect(message?.tabIndex).toBe(-1);
    // The tick beside the thank-you is decoration: screen readers read the message alone.
    expect(message?.querySelector(':scope > svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(message?.textContent).toBe('Thanks Ada!');
    expect(message?.querySelector('b')?.textContent).toBe('Ada');
    expect(message?.innerHTML).not.toContain('<script');
    expect(message?.innerHTML).not.toContain('onerror');
    expect((window as Window & { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it("shows 'Thanks for submitting the form.' when no thank-you is given anywhere", async () => {
    const { container } = await submittedForm(submitStored({ conversionId: 'c-2' }));
    const message = container.querySelector('div.submitted-message');
    expect(message?.textContent).toBe('Thanks for submitting the form.');
    expect(container.querySelector('form')).toBeNull();
  });

  it("shows the definition's thank-you when the host gives none", async () => {
    const raw = textFieldsDefinition(['firstname'], { form: { inlineMessage: '<p>From the <em>definition</em></p>' } });
    const { container } = await submittedForm(submitStored(), raw);
    expect(container.querySelector('div.submitted-message')?.innerHTML).toContain('From the <em>definition</em>');
  });

  it("shows the site owner's inlineMessage before the host's", async () => {
    const { container } = await submittedForm(
      submitStored({ inlineMessage: '<p>Host</p>' }),
      textFieldsDefinition(['firstname']),
      makeView({ inlineMessage: '<p>Owner thanks</p>' }),
    );
    expect(container.querySelector('div.submitted-message')?.textContent).toBe('Owner thanks');
  });

  it('keeps the form while the answer is a failure', async () => {
    const { container } = await submittedForm(submitRefused(400, { formSubmissionError: 'DELETED' }));
    expect(container.querySelector('form')).not.toBeNull();
    expect(container.querySelector('div.submitted-message')).toBeNull();
  });
});

describe('SubmittedMessage', () => {
  it('shows a PORTAL_MIGRATION warning as an info under the thank-you', async () => {
    const harness = storeAnswering(okDefinition(textFieldsDefinition(['firstname'])));
    stores.push(harness.store);
    await harness.load();
    const definition = definitionOf(harness.store);
    const { container } = renderWithStore(
      harness.store,
      <SubmittedMessage definition={definition} response={{ conversionId: 'c', formGuid: FORM_GUID, formSubmissionWarning: 'PORTAL_MIGRATION' }} />,
    );
    const info = container.querySelector('div.submitted-message .hs-form-info');
    expect(info?.textContent).toBe(
      'Your response was submitted. Due to system maintenance work, it might take up to a day to finish processing.',
    );
    expect(container.querySelector('div.submitted-message')?.textContent).toContain('Thanks for submitting the form.');
  });
});

describe('SubmittedMessage: raw HTML (spec 2 "Other screens", spec 6 rawHtmlAccess)', () => {
  const RAW = '<p style="color: red" id="own-thanks">Raw <b>thanks</b></p><script>window.__rawThankYouRan = true</script>';

  const HOSTILE = '<a href="javascript:window.__rawThankYouRan = true">link</a><img src="x" onerror="window.__rawThankYouRan = true">';

  it("keeps the site owner's markup and styles under rawHtmlAccess, but not script, handlers or javascript: URLs", async () => {
    const raw = textFieldsDefinition(['firstname'], { top: { scopes: { rawHtmlAccess: true } } });
    const { container } = await submittedForm(submitStored({ inlineMessage: RAW + HOSTILE }), raw);
    const message = container.querySelector('div.submitted-message');
    expect(message?.querySelector('p#own-thanks')?.getAttribute('style')).toBe('color: red');
    expect(message?.querySelector('script')).toBeNull();
    expect(message?.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(message?.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });

  it("also keeps the site owner's own message's markup under rawHtmlAccess", async () => {
    const raw = textFieldsDefinition(['firstname'], { top: { scopes: { rawHtmlAccess: true } } });
    const { container } = await submittedForm(submitStored(), raw, makeView({ inlineMessage: RAW }));
    expect(container.querySelector('div.submitted-message p#own-thanks')?.getAttribute('style')).toBe('color: red');
  });

  it('sanitises the same HTML without rawHtmlAccess', async () => {
    const { container } = await submittedForm(submitStored({ inlineMessage: RAW }));
    const message = container.querySelector('div.submitted-message');
    expect(message?.textContent).toBe('Raw thanks');
    expect(message?.querySelector('[style]')).toBeNull();
    expect(message?.querySelector('#own-thanks')).toBeNull();
    expect(message?.querySelector('script')).toBeNull();
  });
});
