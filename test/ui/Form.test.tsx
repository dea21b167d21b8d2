// @vitest-environment jsdom
import { createTranslator } from '../../src/i18n/translate';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RENDER_ERROR_CODES, type RenderErrorCode } from '../../src/core/render-errors';
import { renderErrorPanelText } from '../../src/i18n/render-error-messages';
import {
  ALLOW_COOKIE_RESET,
  deferred,
  FORM_GUID,
  httpFailure,
  knownVisitor,
  legitimateInterestConsentJson,
  okDefinition,
  separateConsentJson,
  textFieldsDefinition,
  wireDefinition,
  wireField,
  wireGroup,
  type FetchResult,
} from '../store/wire-definition';
import { LOADED_FORM_KEY, loadedStore, makeView, renderApp, renderLoaded, storeAnswering } from './form-harness';
import { heldFrames } from './held-frames';
import { registerSanitizer } from './register-sanitizer';

const FORM_KEY = LOADED_FORM_KEY;
const MISSING_TITLE = 'Looks like a form is missing here';

beforeAll(registerSanitizer);
afterEach(cleanup);

/** Each direct child of the form, as tag plus its first class or name. */
const outline = (form: HTMLFormElement) =>
  Array.from(form.children).map((child) => {
    const name = child.getAttribute('name');
    const className = child.getAttribute('class')?.split(' ')[0];
    return `${child.tagName.toLowerCase()}${className ? `.${className}` : ''}${name ? `[name=${name}]` : ''}`;
  });

describe('FormApp: load states', () => {
  it('shows the loading placeholder while loading, then the form, and is ready to view once the form rendered', async () => {
    const answer = deferred<FetchResult>();
    const { store, load } = storeAnswering(() => answer.promise);
    const loading = load();
    const { container } = renderApp(store);
    const placeholder = container.querySelector('.hs-form-loading');
    expect(placeholder?.getAttribute('aria-busy')).toBe('true');
    expect(placeholder?.textContent).toBe('Loading form');
    expect(container.querySelector('form')).toBeNull();
    expect(store.getState().readyToView).toBe(false);

    await act(async () => {
      answer.resolve(okDefinition(textFieldsDefinition(['firstname'])));
      await loading;
    });
    expect(container.querySelector('.hs-form-loading')).toBeNull();
    expect(container.querySelector('form.hs-form')).not.toBeNull();
    expect(store.getState().readyToView).toBe(true);
  });

  it('shows the missing-form panel after a failed load, and is then ready to view', async () => {
    const { store, load } = storeAnswering(httpFailure(404, 'resource not found'));
    const { container } = renderApp(store);
    await act(() => load());
    const panel = container.querySelector('.hs-form-missing');
    expect(panel?.getAttribute('role')).toBe('alert');
    expect(panel?.getAttribute('data-render-error')).toBe('DEFINITION_NOT_FOUND');
    expect(panel?.querySelector('.hs-form-missing-title')?.textContent).toBe(MISSING_TITLE);
    expect(container.querySelector('form')).toBeNull();
    expect(store.getState().readyToView).toBe(true);
  });

  const showPanel = async (code: RenderErrorCode) => {
    const { store } = storeAnswering(httpFailure(500, ''));
    store.setState({ load: { status: 'error', error: { code, message: 'technical detail' } } });
    const { container } = renderApp(store);
    return {
      title: container.querySelector('.hs-form-missing-title')?.textContent,
      message: container.querySelector('.hs-form-missing-message')?.textContent,
      text: container.textContent ?? '',
    };
  };

  it("titles UNKNOWN_RENDER_ERROR and DEFINITION_NOT_FOUND 'Looks like a form is missing here'", async () => {
    const unknown = await showPanel('UNKNOWN_RENDER_ERROR');
    expect(unknown.title).toBe(MISSING_TITLE);
    expect(unknown.message).toMatch(/system error.*never created.*deleted.*URL or form id is wrong/);
    cleanup();
    expect((await showPanel('DEFINITION_NOT_FOUND')).title).toBe(MISSING_TITLE);
  });

  it('shows the other codes with their own titles, and never the technical message', async () => {
    const expected: Partial<Record<RenderErrorCode, string>> = {
      NON_EMBEDDABLE_FORM: 'This form cannot be shown here',
      IP_ADDRESS_IS_PROBABLY_A_BOT: 'This form is unavailable',
      SUBMISSION_PERIOD_ENDED: 'This form is closed',
      RATE_LIMIT_EXCEEDED: 'This form is busy',
    };
    for (const code of RENDER_ERROR_CODES) {
      const shown = await showPanel(code);
      expect(shown.title, code).toBe(expected[code] ?? MISSING_TITLE);
      expect(shown.title, code).toBe(renderErrorPanelText(code, createTranslator()).title);
      expect(shown.message, code).toBe(renderErrorPanelText(code, createTranslator()).message);
      expect(shown.text, code).not.toContain('technical detail');
      cleanup();
    }
  });
});

describe('Form: markup', () => {
  const withConsent = () =>
    wireDefinition({
      groups: [
        wireGroup([wireField({ name: 'firstname' }), wireField({ name: 'lastname' })]),
        wireGroup([wireField({ name: 'email' })], { richText: { content: '<p>How can we reach you?</p>', type: 'TEXT' } }),
      ],
      metaData: [{ name: 'legalConsentOptions', value: separateConsentJson() }],
    });

  it('holds groups, legal consent, the honeypot, message list, submit area, hs_context and the target frame, in that order', async () => {
    const { form } = await renderLoaded(withConsent());
    await waitFor(() => expect(form.querySelector('iframe')).not.toBeNull());
    expect(outline(form)).toEqual([
      'fieldset.form-columns-2',
      'fieldset.form-columns-1',
      'div.legal-consent-container',
      'div.hs-form-extra',
      'ul.hs-form-messages',
      'div.hs_submit',
      'input[name=hs_context]',
      `iframe[name=target_iframe_${FORM_KEY}]`,
    ]);
    expect(form.querySelector('fieldset.form-columns-1 > div.hs-richtext')?.innerHTML).toBe('<p>How can we reach you?</p>');
  });

  it('has the form id, target, and the classes site owners target, plus the site owner cssClass', async () => {
    const { form } = await renderLoaded(withConsent(), makeView({ cssClass: 'my-form  theme-dark' }));
    expect(form.id).toBe(`hsForm_${FORM_KEY}`);
    expect(form.getAttribute('target')).toBe(`target_iframe_${FORM_KEY}`);
    for (const token of [
      'hs-form', 'stacked', 'hs-form-private', `hsForm_${FORM_GUID}`, `hs-form-${FORM_GUID}`, `hs-form-${FORM_KEY}`, 'my-form', 'theme-dark',
    ]) {
      expect(form.classList.contains(token), token).toBe(true);
    }
    expect(form.getAttribute('method')).toBe('POST');
    expect(form.noValidate).toBe(true);
    expect(form.getAttribute('data-form-id')).toBe(FORM_GUID);
    expect(form.getAttribute('data-portal-id')).toBe('123456');
  });

  it('keeps hs-form when the definition has its own cssClass', async () => {
    const { form } = await renderLoaded(textFieldsDefinition(['a'], { form: { cssClass: 'legacy-support-form' } }));
    expect(form.classList.contains('hs-form')).toBe(true);
    expect(form.classList.contains('legacy-support-form')).toBe(true);
  });

  it('renders the submit input, the hidden context and the hidden target frame', async () => {
    const { form } = await renderLoaded(withConsent(), makeView({ hsContext: () => '{"pageUrl":"https://site.test/"}' }));
    await waitFor(() => expect(form.querySelector('iframe')).not.toBeNull());
    const submit = form.querySelector<HTMLInputElement>('div.hs_submit.hs-submit > div.actions > input[type=submit]');
    expect(submit?.className).toBe('hs-button primary large');
    const context = form.querySelector<HTMLInputElement>('input[type=hidden][name=hs_context]');
    expect(context?.value).toBe('{"pageUrl":"https://site.test/"}');
    const frame = form.querySelector('iframe');
    expect(frame?.getAttribute('name')).toBe(`target_iframe_${FORM_KEY}`);
    expect(frame?.hidden).toBe(true);
    expect(frame?.getAttribute('tabindex')).toBe('-1');
  });

  it('adds the hidden target frame once the form is painted: its first render and a take-over of the host markup do without it', async () => {
    const frames = heldFrames();
    const { form } = await renderLoaded(withConsent());
    expect(form.lastElementChild?.getAttribute('name')).toBe('hs_context');
    expect(form.querySelector('iframe')).toBeNull();
    await frames.paint();
    expect(form.lastElementChild?.getAttribute('name')).toBe(`target_iframe_${FORM_KEY}`);
  });

  it('uses the site owner submitButtonClass', async () => {
    const { form } = await renderLoaded(textFieldsDefinition(['a']), makeView({ submitButtonClass: 'btn btn-primary' }));
    expect(form.querySelector('input[type=submit]')?.className).toBe('btn btn-primary');
  });
});

describe('Form: submit text', () => {
  const submitValue = async (definitionText: string, ownerText: string) => {
    const { form } = await renderLoaded(
      textFieldsDefinition(['a'], { form: { submitText: definitionText } }),
      makeView({ submitText: ownerText }),
    );
    const value = form.querySelector<HTMLInputElement>('input[type=submit]')?.value;
    cleanup();
    return value;
  };

  it("prefers the site owner's text, then the definition's, then 'Submit'", async () => {
    expect(await submitValue('Send', 'Go')).toBe('Go');
    expect(await submitValue('Send', '')).toBe('Send');
    expect(await submitValue('', '')).toBe('Submit');
  });
});

describe('Form: branding', () => {
  const branding = async (noBranding: boolean, isCmsModule = false) => {
    const { form } = await renderLoaded(
      textFieldsDefinition(['a'], { top: { scopes: { noBranding, renderShell: false, rawHtmlAccess: false, customStyleAccess: false } } }),
      makeView({ isCmsModule, brandingUrl: 'https://forms.test/' }),
    );
    const link = form.querySelector<HTMLAnchorElement>('.hs-form-branding a');
    const order = outline(form);
    cleanup();
    return { link, order };
  };

  it('shows the branding link after the submit area on the free plan (noBranding false)', async () => {
    const { link, order } = await branding(false);
    expect(link?.textContent).toBe('Create your own free form');
    expect(link?.getAttribute('href')).toBe('https://forms.test/');
    expect(link?.getAttribute('rel')).toContain('noopener');
    expect(order.indexOf('div.hs-form-branding')).toBe(order.indexOf('div.hs_submit') + 1);
  });

  it('shows no branding link when noBranding is true, or in a CMS module', async () => {
    expect((await branding(true)).link).toBeNull();
    expect((await branding(false, true)).link).toBeNull();
  });
});

describe('Form: legal consent', () => {
  it('separate consent: the container with the processing and communication checkboxes', async () => {
    const { form, store } = await renderLoaded(
      textFieldsDefinition(['email'], { metaData: [{ name: 'legalConsentOptions', value: separateConsentJson() }] }),
    );
    const container = form.querySelector('div.legal-consent-container');
    expect(container?.getAttribute('data-consent-type')).toBe('separate');
    const names = Array.from(container?.querySelectorAll<HTMLInputElement>('input[type=checkbox]') ?? []).map((input) => input.name);
    expect(names).toEqual([
      'LEGAL_CONSENT.subscription_type_4100001',
      'LEGAL_CONSENT.subscription_type_4100002',
      'LEGAL_CONSENT.processing',
    ]);
    const processing = container?.querySelector<HTMLInputElement>('input[name="LEGAL_CONSENT.processing"]');
    expect(processing?.required).toBe(true);
    expect(processing?.closest('label')?.textContent).toContain('I agree to the processing of my data.');
    expect(container?.querySelector('.hs-processing-consent-footer')?.textContent).toBe('You may withdraw your consent at any time.');
    const user = userEvent.setup();
    await user.click(processing!);
    expect(store.getState().fields['LEGAL_CONSENT.processing']?.value).toBe(true);
    expect(processing?.checked).toBe(true);
  });

  it('legitimate interest: the container, but no checkbox', async () => {
    const { form } = await renderLoaded(
      textFieldsDefinition(['email'], { metaData: [{ name: 'legalConsentOptions', value: legitimateInterestConsentJson() }] }),
    );
    const container = form.querySelector('div.legal-consent-container');
    expect(container?.getAttribute('data-consent-type')).toBe('legitimateInterest');
    expect(container?.querySelector('input')).toBeNull();
    expect(container?.textContent).toContain('You may unsubscribe at any time.');
    // The legal basis is a token for the host, never text for the visitor.
    expect(container?.textContent).not.toMatch(/LEGITIMATE_INTEREST/);
    expect(container?.getAttribute('data-legal-basis')).toBe('LEGITIMATE_INTEREST_PQL');
  });

  it('no legal consent options: no container', async () => {
    const { form } = await renderLoaded(textFieldsDefinition(['email']));
    expect(form.querySelector('.legal-consent-container')).toBeNull();
  });
});

describe('Form: multi-page', () => {
  const threePages = (consent = false) =>
    wireDefinition({
      groups: [
        wireGroup([wireField({ name: 'first' })]),
        wireGroup([], { isPageBreak: true, richText: { content: 'Step two', type: 'TEXT' } }),
        wireGroup([wireField({ name: 'second' })]),
        wireGroup([], { isPageBreak: true }),
        wireGroup([wireField({ name: 'third' })]),
      ],
      metaData: consent ? [{ name: 'legalConsentOptions', value: separateConsentJson() }] : [],
    });
  const fieldNames = (form: HTMLFormElement) => Array.from(form.querySelectorAll<HTMLInputElement>('fieldset .hs-input')).map((input) => input.name);
  /** How much of the progress bar is filled, 0..1; the bar itself is hidden from screen readers. */
  const progressBarShare = (form: HTMLFormElement) => {
    const bar = form.querySelector<HTMLElement>('.hs-form-progress-bar');
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
    return parseFloat(bar?.querySelector('span')?.style.width ?? '') / 100;
  };
  const buttons = (form: HTMLFormElement) => Array.from(form.querySelectorAll('.actions > *')).map((element) => element.textContent || (element as HTMLInputElement).value);

  it('shows page 1 with a Next button and "Step 1 of 3", then page 2 with Previous, then the submit on page 3', async () => {
    const { form } = await renderLoaded(threePages());
    expect(fieldNames(form)).toEqual(['first']);
    expect(form.querySelector('.hs-form-progress')?.textContent).toBe('Step 1 of 3');
    expect(progressBarShare(form)).toBeCloseTo(1 / 3);
    expect(buttons(form)).toEqual(['Next']);
    expect(form.querySelector('input[type=submit]')).toBeNull();

    const user = userEvent.setup();
    await user.click(form.querySelector('button.hs-next')!);
    expect(fieldNames(form)).toEqual(['second']);
    expect(form.textContent).toContain('Step two');
    expect(form.querySelector('.hs-form-progress')?.textContent).toBe('Step 2 of 3');
    expect(progressBarShare(form)).toBeCloseTo(2 / 3);
    expect(buttons(form)).toEqual(['Previous', 'Next']);

    await user.click(form.querySelector('button.hs-next')!);
    expect(fieldNames(form)).toEqual(['third']);
    expect(form.querySelector('.hs-form-progress')?.textContent).toBe('Step 3 of 3');
    expect(progressBarShare(form)).toBeCloseTo(3 / 3);
    expect(buttons(form)).toEqual(['Previous', 'Submit']);

    await user.click(form.querySelector('button.hs-previous')!);
    expect(fieldNames(form)).toEqual(['second']);
  });

  it('keeps a value typed on page 1 after going to page 2 and back', async () => {
    const { form } = await renderLoaded(threePages());
    const user = userEvent.setup();
    await user.type(form.querySelector<HTMLInputElement>('input[name=first]')!, 'Ada');
    await user.click(form.querySelector('button.hs-next')!);
    await user.click(form.querySelector('button.hs-previous')!);
    expect(form.querySelector<HTMLInputElement>('input[name=first]')?.value).toBe('Ada');
  });

  it('shows legal consent only on the last page', async () => {
    const { form, store } = await renderLoaded(threePages(true));
    expect(form.querySelector('.legal-consent-container')).toBeNull();
    const load = store.getState().load;
    const pageCount = load.status === 'loaded' ? load.definition.pageCount : 0;
    act(() => store.getState().goToPage(pageCount));
    expect(form.querySelector('.legal-consent-container')).not.toBeNull();
    expect(form.querySelector('input[type=submit]')).not.toBeNull();
  });

  it('shows no step indicator in a CMS module', async () => {
    const { form } = await renderLoaded(threePages(), makeView({ isCmsModule: true }));
    expect(form.querySelector('.hs-form-progress')).toBeNull();
    expect(buttons(form)).toEqual(['Next']);
  });

  it('a single-page form has no step indicator and no Next button', async () => {
    const { form } = await renderLoaded(textFieldsDefinition(['a', 'b']));
    expect(form.querySelector('.hs-form-progress')).toBeNull();
    expect(buttons(form)).toEqual(['Submit']);
  });
});

describe('Form: submit', () => {
  it('runs validateForSubmit on a submit event and cancels the browser submission', async () => {
    const store = await loadedStore(textFieldsDefinition(['firstname']));
    const validate = vi.spyOn(store.getState(), 'validateForSubmit');
    const { container } = renderApp(store);
    const form = container.querySelector('form')!;
    // dispatchEvent answers false when a listener called preventDefault.
    expect(fireEvent.submit(form)).toBe(false);
    expect(validate).toHaveBeenCalledTimes(1);
  });

  it('runs the checks on a click on the submit input, and the page never navigates', async () => {
    const store = await loadedStore(
      wireDefinition({ groups: [wireGroup([wireField({ name: 'firstname', label: 'First name', required: true })])] }),
    );
    const validate = vi.spyOn(store.getState(), 'validateForSubmit');
    const { container } = renderApp(store);
    const form = container.querySelector('form')!;
    const submits: boolean[] = [];
    // Listening on the document: after React's own listener on the root has run.
    const record = (event: Event) => submits.push(event.defaultPrevented);
    document.addEventListener('submit', record);
    try {
      await userEvent.setup().click(form.querySelector('input[type=submit]')!);
    } finally {
      document.removeEventListener('submit', record);
    }
    expect(submits).toEqual([true]);
    expect(validate).toHaveBeenCalledTimes(1);
    expect(validate).toHaveReturnedWith(false);
    expect(store.getState().errorSummary?.problems.map((problem) => problem.fieldId)).toEqual(['firstname']);
  });
});

describe('Form: returning visitor', () => {
  /** A known visitor: group 1 is a smart group whose fields the host knows; the reset is offered. */
  const smartForm = () =>
    wireDefinition({
      groups: [
        wireGroup([wireField({ name: 'email', label: 'Email' })]),
        wireGroup([wireField({ name: 'company', label: 'Company', required: true }), wireField({ name: 'jobtitle', label: 'Job title' })], {
          isSmartGroup: true,
        }),
        wireGroup([wireField({ name: 'firstname', label: 'First name' })]),
      ],
      metaData: [ALLOW_COOKIE_RESET],
      top: knownVisitor({ email: 'ada@known.test', company: 'Acme', jobtitle: 'Engineer' }, ['company', 'jobtitle']),
    });
  const hsContextOf = (form: HTMLFormElement) =>
    JSON.parse(form.querySelector<HTMLInputElement>('input[name=hs_context]')!.value) as Record<string, unknown>;
  const resetLink = () => screen.getByRole('button', { name: 'Not you? Click here to reset' });

  it("puts the store's hutk in hs_context, and none after the cookie reset", async () => {
    const { form } = await renderLoaded(smartForm(), makeView(), { hutk: 'cookie-123' });
    expect(hsContextOf(form)).toEqual({ hutk: 'cookie-123', source: 'forms-embed' });
    await userEvent.setup().click(resetLink());
    expect(hsContextOf(form)).toEqual({ source: 'forms-embed' });
    expect(form.querySelector<HTMLInputElement>('input[name=hs_context]')?.value).not.toContain('cookie-123');
  });

  it('leaves out a smart group whose every field is known, and shows it again after the reset', async () => {
    const { form } = await renderLoaded(smartForm());
    expect(form.querySelectorAll('fieldset')).toHaveLength(2);
    expect(form.querySelector('input[name=company]')).toBeNull();
    expect(form.querySelector('input[name=jobtitle]')).toBeNull();
    expect(form.querySelector<HTMLInputElement>('input[name=email]')?.value).toBe('ada@known.test');

    await userEvent.setup().click(resetLink());
    expect(form.querySelectorAll('fieldset')).toHaveLength(3);
    expect(form.querySelector<HTMLInputElement>('input[name=company]')?.value).toBe('');
    expect(form.querySelector('input[name=jobtitle]')).not.toBeNull();
    expect(form.querySelector<HTMLInputElement>('input[name=email]')?.value).toBe('');
  });
});

describe('Form: live validation off', () => {
  it('shows no error when the visitor leaves an invalid field, only after a submit', async () => {
    const { form } = await renderLoaded(
      wireDefinition({
        groups: [wireGroup([wireField({ name: 'email', label: 'Email', fieldType: 'email' }), wireField({ name: 'firstname', label: 'First name', required: true })])],
        top: { portalSetting: { enableLiveValidation: false } },
      }),
    );
    const email = form.querySelector<HTMLInputElement>('input[name=email]')!;
    const firstname = form.querySelector<HTMLInputElement>('input[name=firstname]')!;
    const user = userEvent.setup();
    await user.type(email, 'not-an-email');
    await user.click(firstname);
    await user.tab();
    expect(form.querySelector('.hs-error-msgs')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(firstname.getAttribute('aria-invalid')).toBeNull();

    fireEvent.submit(form);
    expect(form.querySelector('.hs_email .hs-error-msg')?.textContent).toBe('Email must be formatted correctly.');
    expect(form.querySelector('.hs_firstname .hs-error-msg')?.textContent).toBe('Please complete this required field.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('with live validation on (the default), the same blur shows the error at once', async () => {
    const { form } = await renderLoaded(
      wireDefinition({ groups: [wireGroup([wireField({ name: 'email', label: 'Email', fieldType: 'email' }), wireField({ name: 'firstname', label: 'First name' })])] }),
    );
    const user = userEvent.setup();
    await user.type(form.querySelector<HTMLInputElement>('input[name=email]')!, 'not-an-email');
    await user.click(form.querySelector<HTMLInputElement>('input[name=firstname]')!);
    expect(form.querySelector('.hs_email .hs-error-msg')?.textContent).toBe('Email must be formatted correctly.');
  });
});

describe('Form: Enter in a field', () => {
  const pressEnterIn = (form: HTMLFormElement, name: string) => {
    const input = form.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
    return fireEvent.keyDown(input, { key: 'Enter' });
  };

  it('submits as browsers do (the key is left alone) by default', async () => {
    const { form } = await renderLoaded(textFieldsDefinition(['a']));
    expect(pressEnterIn(form, 'a')).toBe(true);
  });

  it('does not submit with isEnterSubmitDisabled: the key is stopped in one-line fields only', async () => {
    const { form } = await renderLoaded(textFieldsDefinition(['a']), makeView({ enterSubmitDisabled: true }));
    expect(pressEnterIn(form, 'a')).toBe(false);
    const submit = form.querySelector<HTMLInputElement>('input[type=submit]')!;
    expect(fireEvent.keyDown(submit, { key: 'Enter' })).toBe(true);
  });
});

describe('Form: language', () => {
  const inLanguage = (locale: string) => ({ language: { locale, translations: {} } });
  const oneField = () => wireDefinition({ groups: [wireGroup([wireField({ name: 'firstname', label: 'First name', required: true })])] });

  it('writes the form in its catalogue’s wording with its lang tag', async () => {
    const { messages } = await import('../../src/i18n/locales/de');
    const { form } = await renderLoaded(oneField(), undefined, inLanguage('de'));
    expect(form.getAttribute('lang')).toBe('de');
    expect(form.getAttribute('dir')).toBe('ltr');
    expect(form.querySelector<HTMLInputElement>('input[type=submit]')?.value).toBe(messages.submitText);
  });

  it('sets right to left on a he-il form and an ar-eg form', async () => {
    for (const locale of ['he-il', 'ar-EG']) {
      const { form } = await renderLoaded(oneField(), undefined, inLanguage(locale));
      expect(form.getAttribute('dir'), locale).toBe('rtl');
      cleanup();
    }
  });

  it('words the load-error panel in the form’s language', async () => {
    const { messages } = await import('../../src/i18n/locales/de');
    const { store, load } = storeAnswering(httpFailure(404, 'not found'), undefined, inLanguage('de'));
    await load();
    renderApp(store);
    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain(messages.missingFormTitle);
    expect(panel.getAttribute('lang')).toBe('de');
  });
});
