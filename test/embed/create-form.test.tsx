// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { normalizeDefinition } from '../../src/core/definition/normalize-definition';
import type { FormDefinition } from '../../src/core/form-definition';
import type { RenderError } from '../../src/core/render-errors';
import { createForm } from '../../src/embed/create-form';
import { createFormsRegistry, type FormsRegistry } from '../../src/embed/forms-registry';
import { createInstanceKeys } from '../../src/embed/instance-keys';
import type { MountEnvironment } from '../../src/embed/mount-form';
import {
  deferred,
  fakeApi,
  FORM_GUID,
  httpFailure,
  okDefinition,
  PORTAL_ID,
  separateConsentJson,
  textFieldsDefinition,
  type Answer,
  type FetchResult,
} from '../store/wire-definition';
import { RENDER_SHAPE, wireDefinitionArbitrary } from '../store/wire-definition-arbitrary';
import { registerSanitizer } from '../ui/register-sanitizer';

const ORIGIN = 'https://forms.test';

let registry: FormsRegistry;
let warn: MockInstance<typeof console.warn>;
let error: MockInstance<typeof console.error>;

beforeAll(registerSanitizer);

beforeEach(() => {
  registry = createFormsRegistry();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function cleanupForms() {
  for (const element of Array.from(document.querySelectorAll('[data-test-target]'))) registry.unmount(element);
  document.body.innerHTML = '';
}

afterEach(cleanupForms);

function environment(primary: Answer = okDefinition(textFieldsDefinition(['firstname', 'email'])), fallback?: Answer) {
  const api = fakeApi(primary, fallback);
  const env: MountEnvironment = {
    win: window,
    api,
    script: { origin: ORIGIN, folderUrl: `${ORIGIN}/`, baseDomain: undefined, nonce: '' },
    instanceKeys: createInstanceKeys(),
  };
  return { api, env };
}

function addTarget(id: string): HTMLElement {
  const target = document.createElement('div');
  target.id = id;
  target.setAttribute('data-test-target', '');
  document.body.appendChild(target);
  return target;
}

const options = (more: Record<string, unknown> = {}) => ({ portalId: PORTAL_ID, formId: FORM_GUID, target: '#target', ...more });

const warnings = (): string[] => warn.mock.calls.map((call) => String(call[0]));
const errorMessages = (): string[] =>
  error.mock.calls.map((call) => (call[0] instanceof Error ? call[0].message : String(call[0])));

describe('createForm: target', () => {
  it('warns and renders nothing when the target is missing', () => {
    const { api, env } = environment();
    const handle = createForm(options({ target: '#nowhere' }), registry, env);
    expect(warnings().some((message) => message.includes('"#nowhere"') && message.includes('not found'))).toBe(true);
    expect(document.querySelector('.hbspt-form')).toBeNull();
    expect(api.fetchDefinition).not.toHaveBeenCalled();
    expect(handle.id).toBe('hbspt-form-0');
    const ready = vi.fn();
    handle.onReady(ready);
    expect(ready).not.toHaveBeenCalled();
  });

  it('without a target warns and renders nothing, even while some script is current (the loader places such forms)', () => {
    const { env } = environment();
    const current = document.createElement('script');
    document.head.appendChild(current);
    Object.defineProperty(document, 'currentScript', { value: current, configurable: true });
    try {
      createForm(options({ target: undefined }), registry, env);
    } finally {
      Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
      current.remove();
    }
    expect(warnings().some((message) => message.includes('not found'))).toBe(true);
    expect(document.querySelector('.hbspt-form')).toBeNull();
  });

  it('mounts div.hbspt-form#hbspt-form-{index} into the target of a selector', async () => {
    const { api, env } = environment();
    const target = addTarget('target');
    const handle = createForm(options(), registry, env);
    expect(handle.id).toBe('hbspt-form-0');
    const wrapper = target.querySelector(':scope > div.hbspt-form#hbspt-form-0');
    expect(wrapper).not.toBeNull();
    expect(api.fetchDefinition).toHaveBeenCalledTimes(1);
    expect(api.fetchDefinition.mock.calls[0]?.[0]).toBe(`${ORIGIN}/embed/v3/form/${PORTAL_ID}/${FORM_GUID}/json`);
    expect(api.fetchDefinition.mock.calls[0]?.[0]).not.toContain('hutk');
    await waitFor(() => expect(wrapper?.querySelector('form.hs-form')).not.toBeNull());
  });

  it('also accepts the target element itself', async () => {
    const { env } = environment();
    const target = addTarget('element-target');
    createForm(options({ target }), registry, env);
    await waitFor(() => expect(target.querySelector('form.hs-form')).not.toBeNull());
  });

  it('numbers containers in creation order', () => {
    const { env } = environment();
    addTarget('one');
    addTarget('two');
    expect(createForm(options({ target: '#one' }), registry, env).id).toBe('hbspt-form-0');
    expect(createForm(options({ target: '#two' }), registry, env).id).toBe('hbspt-form-1');
    expect(document.querySelector('#one > #hbspt-form-0')).not.toBeNull();
    expect(document.querySelector('#two > #hbspt-form-1')).not.toBeNull();
  });

  it('unmounts the form already in the target before mounting a new one', async () => {
    const answer = deferred<FetchResult>();
    const { api, env } = environment(() => answer.promise);
    const target = addTarget('target');
    createForm(options(), registry, env);
    const firstSignal = api.fetchDefinition.mock.calls[0]?.[1];
    const second = createForm(options({ submitText: 'Second' }), registry, env);
    expect(firstSignal?.aborted).toBe(true);
    expect(target.querySelectorAll('.hbspt-form')).toHaveLength(1);
    expect(target.querySelector('.hbspt-form')?.id).toBe(second.id);
    answer.resolve(okDefinition(textFieldsDefinition(['firstname'])));
    await waitFor(() => expect(target.querySelector('input[type=submit]')).not.toBeNull());
    expect(target.querySelectorAll('form')).toHaveLength(1);
    expect(target.querySelector<HTMLInputElement>('input[type=submit]')?.value).toBe('Second');
  });
});

describe('createForm: invalid ids', () => {
  it("logs 'Invalid portal id provided' and shows the INVALID_PORTAL_ID panel without a request", async () => {
    const { api, env } = environment();
    const target = addTarget('target');
    const onRenderError = vi.fn();
    createForm(options({ portalId: undefined, onRenderError }), registry, env);
    expect(errorMessages()).toContain('Invalid portal id provided');
    await waitFor(() => expect(target.querySelector('.hs-form-missing')?.getAttribute('data-render-error')).toBe('INVALID_PORTAL_ID'));
    expect(target.querySelector('.hs-form-missing-title')?.textContent).toBe('Looks like a form is missing here');
    expect(api.fetchDefinition).not.toHaveBeenCalled();
    expect(onRenderError).toHaveBeenCalledWith(expect.objectContaining({ code: 'INVALID_PORTAL_ID' }));
  });

  it("logs 'Invalid form id provided' and shows the INVALID_FORM_GUID panel", async () => {
    const { api, env } = environment();
    const target = addTarget('target');
    createForm(options({ formId: '' }), registry, env);
    expect(errorMessages()).toContain('Invalid form id provided');
    expect(errorMessages()).not.toContain('Invalid portal id provided');
    await waitFor(() => expect(target.querySelector('.hs-form-missing')?.getAttribute('data-render-error')).toBe('INVALID_FORM_GUID'));
    expect(api.fetchDefinition).not.toHaveBeenCalled();
  });

  it('does not log missing ids in preview mode', () => {
    const { env } = environment();
    addTarget('target');
    createForm(options({ portalId: '', formId: '', isPreview: true }), registry, env);
    expect(errorMessages().filter((message) => message.startsWith('Invalid'))).toEqual([]);
  });
});

describe('createForm: callbacks', () => {
  function recordingCallbacks() {
    const calls: string[] = [];
    const args: Record<string, unknown[]> = {};
    const record = (name: string) => (...given: unknown[]) => {
      calls.push(name);
      args[name] = given;
    };
    const callbacks = {
      onBeforeFormInit: record('onBeforeFormInit'),
      onFormDefinitionFetchSuccess: record('onFormDefinitionFetchSuccess'),
      onFormDefinitionFetchError: record('onFormDefinitionFetchError'),
      onRenderError: record('onRenderError'),
      onFormReady: record('onFormReady'),
      onReady: record('onReady'),
    };
    return { calls, args, callbacks };
  }

  it('fire once each: onBeforeFormInit, onFormDefinitionFetchSuccess, then onFormReady and onReady with the form element', async () => {
    const { env } = environment();
    const target = addTarget('target');
    const { calls, args, callbacks } = recordingCallbacks();
    const handleReady = vi.fn(() => calls.push('handle.onReady'));
    const handle = createForm(options(callbacks), registry, env);
    handle.onReady(handleReady);
    expect(calls).toEqual(['onBeforeFormInit']);
    expect(args.onBeforeFormInit?.[0]).toMatchObject({ portalId: PORTAL_ID, formId: FORM_GUID });

    await waitFor(() => expect(calls).toContain('handle.onReady'));
    expect(calls).toEqual(['onBeforeFormInit', 'onFormDefinitionFetchSuccess', 'onFormReady', 'onReady', 'handle.onReady']);
    expect((args.onFormDefinitionFetchSuccess?.[0] as FormDefinition).guid).toBe(FORM_GUID);
    const form = target.querySelector('form');
    expect(form).not.toBeNull();
    expect(args.onFormReady?.[0]).toBe(form);
    expect(args.onReady?.[0]).toBe(form);

    // At once when already ready; nothing fires twice.
    const late = vi.fn();
    handle.onReady(late);
    expect(late).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual(['onBeforeFormInit', 'onFormDefinitionFetchSuccess', 'onFormReady', 'onReady', 'handle.onReady']);
  });

  it('pass jQuery(form) as $form when jQuery is on the page', async () => {
    const jQuery = vi.fn((element: Element) => ({ jquery: 'x', element }));
    (window as Window & { jQuery?: unknown }).jQuery = jQuery;
    try {
      const { env } = environment();
      addTarget('target');
      const onFormReady = vi.fn();
      createForm(options({ onFormReady }), registry, env);
      await waitFor(() => expect(onFormReady).toHaveBeenCalledTimes(1));
      expect(onFormReady.mock.calls[0]?.[0]).toEqual({ jquery: 'x', element: document.querySelector('form') });
    } finally {
      delete (window as Window & { jQuery?: unknown }).jQuery;
    }
  });

  it('post hsFormCallback messages for each lifecycle event to the own origin', async () => {
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    const { env } = environment();
    addTarget('target');
    const onFormReady = vi.fn();
    createForm(options({ onFormReady }), registry, env);
    await waitFor(() => expect(onFormReady).toHaveBeenCalled());
    const messages = post.mock.calls.map((call) => ({ data: call[0] as { eventName: string; id: string; type: string }, target: call[1] }));
    expect(messages.map((message) => message.data.eventName)).toEqual(['onBeforeFormInit', 'onAnalyticEvent', 'onAnalyticEvent', 'onFormReady', 'onReady']);
    expect(messages.filter((message) => message.data.eventName === 'onAnalyticEvent').map((message) => message.data)).toMatchObject([
      { data: { eventName: 'DEFINITION_SUCCESS' } },
      { data: { eventName: 'RENDER_SUCCESS' } },
    ]);
    for (const message of messages) {
      expect(message.data).toMatchObject({ type: 'hsFormCallback', id: FORM_GUID });
      expect(message.target).toBe(window.location.origin);
    }
  });

  it('on a load error fire onFormDefinitionFetchError then onRenderError, and never onFormReady', async () => {
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    const { env } = environment(httpFailure(404, 'resource not found'));
    const target = addTarget('target');
    const { calls, args, callbacks } = recordingCallbacks();
    const handle = createForm(options(callbacks), registry, env);
    const handleReady = vi.fn();
    handle.onReady(handleReady);
    await waitFor(() => expect(target.querySelector('.hs-form-missing')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual(['onBeforeFormInit', 'onFormDefinitionFetchError', 'onRenderError']);
    const posted = post.mock.calls.map((call) => call[0] as { eventName: string; data?: RenderError });
    expect(posted.map((message) => message.eventName)).toEqual(['onBeforeFormInit', 'onFormDefinitionFetchError', 'onRenderError']);
    expect(posted[2]?.data?.code).toBe('DEFINITION_NOT_FOUND');
    expect((args.onRenderError?.[0] as RenderError).code).toBe('DEFINITION_NOT_FOUND');
    expect(handleReady).not.toHaveBeenCalled();
    expect(errorMessages().some((message) => message.includes('DEFINITION_NOT_FOUND'))).toBe(true);
  });

  it('with a fallback: onRenderError first, then the fetch success, then onFormReady', async () => {
    const { api, env } = environment(httpFailure(500, ''), okDefinition(textFieldsDefinition(['firstname'])));
    addTarget('target');
    const { calls, callbacks } = recordingCallbacks();
    createForm(options(callbacks), registry, env);
    await waitFor(() => expect(calls).toContain('onReady'));
    expect(api.fetchFallback.mock.calls[0]?.[0]).toBe(`${ORIGIN}/${PORTAL_ID}/${FORM_GUID}.json.gz`);
    expect(calls).toEqual(['onBeforeFormInit', 'onRenderError', 'onFormDefinitionFetchSuccess', 'onFormReady', 'onReady']);
  });

  it('a throwing site-owner callback does not stop the form', async () => {
    const { env } = environment();
    const target = addTarget('target');
    const onReady = vi.fn();
    createForm(options({ onBeforeFormInit: () => { throw new Error('oops'); }, onReady }), registry, env);
    await waitFor(() => expect(onReady).toHaveBeenCalled());
    expect(target.querySelector('form')).not.toBeNull();
    expect(errorMessages().some((message) => message.includes('onBeforeFormInit'))).toBe(true);
  });
});

describe('createForm: presentation', () => {
  const canvas = () => okDefinition(textFieldsDefinition(['firstname'], { form: { themeName: 'canvas' } }));

  it('renderFrame: false renders a framed theme in the page', async () => {
    const { env } = environment(canvas());
    const target = addTarget('target');
    const onFormReady = vi.fn();
    createForm(options({ renderFrame: false, onFormReady }), registry, env);
    await waitFor(() => expect(onFormReady).toHaveBeenCalled());
    expect(target.querySelector('iframe.hs-form-iframe')).toBeNull();
    const form = target.querySelector('form.hs-form');
    expect(form).not.toBeNull();
    expect(onFormReady.mock.calls[0]?.[0]).toBe(form);
  });

  it('a non-legacy theme renders in a same-origin frame by default, and onFormReady gets the framed form', async () => {
    const { env } = environment(canvas());
    const target = addTarget('target');
    const onFormReady = vi.fn();
    createForm(options({ onFormReady }), registry, env);
    await waitFor(() => expect(onFormReady).toHaveBeenCalled());
    const frame = target.querySelector<HTMLIFrameElement>('iframe.hs-form-iframe');
    expect(frame).not.toBeNull();
    expect(frame?.hasAttribute('src')).toBe(false);
    expect(target.querySelector('form.hs-form')).toBeNull();
    const framed = frame?.contentDocument?.querySelector('form.hs-form');
    expect(framed).toBeTruthy();
    expect(onFormReady.mock.calls[0]?.[0]).toBe(framed);
  });
});

describe('createForm: the same form twice', () => {
  function allIds(): string[] {
    return Array.from(document.querySelectorAll('[id]')).map((element) => element.id);
  }

  async function mountTwice(extra: Record<string, unknown> = {}) {
    const raw = textFieldsDefinition(['firstname', 'email'], { metaData: [{ name: 'legalConsentOptions', value: separateConsentJson() }] });
    const { env } = environment(okDefinition(raw));
    addTarget('first');
    addTarget('second');
    const ready = vi.fn();
    createForm(options({ target: '#first', onFormReady: ready, ...extra }), registry, env);
    createForm(options({ target: '#second', onFormReady: ready, ...extra }), registry, env);
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(2));
  }

  it('gives every element a distinct id', async () => {
    await mountTwice();
    const ids = allIds();
    expect(ids.length).toBeGreaterThan(10);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const forms = Array.from(document.querySelectorAll('form')).map((form) => form.id);
    expect(forms).toEqual([`hsForm_${FORM_GUID}_0`, `hsForm_${FORM_GUID}_1`]);
  });

  it('gives distinct ids also when both share a formInstanceId', async () => {
    await mountTwice({ formInstanceId: 'promo' });
    const ids = allIds();
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const forms = Array.from(document.querySelectorAll('form')).map((form) => form.id);
    expect(forms).toEqual([`hsForm_${FORM_GUID}_promo`, `hsForm_${FORM_GUID}_promo-1`]);
  });

  it('gives distinct ids when the form id is written in another case', async () => {
    const { env } = environment();
    addTarget('upper');
    addTarget('lower');
    const ready = vi.fn();
    createForm(options({ target: '#upper', formId: FORM_GUID.toUpperCase(), formInstanceId: 'promo', onFormReady: ready }), registry, env);
    createForm(options({ target: '#lower', formInstanceId: 'promo', onFormReady: ready }), registry, env);
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(2));
    const ids = allIds();
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('frees the instance key when a form is replaced', async () => {
    const { env } = environment();
    const target = addTarget('target');
    const ready = vi.fn();
    createForm(options({ formInstanceId: 'promo', onFormReady: ready }), registry, env);
    createForm(options({ formInstanceId: 'promo', onFormReady: ready }), registry, env);
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    expect(target.querySelector('form')?.id).toBe(`hsForm_${FORM_GUID}_promo`);
  });
});

describe('createForm: what the store is given', () => {
  it('blocks the domains of blockedDomains, manuallyBlockedEmailDomain and validationOptions.forbiddenDomains', async () => {
    const { env } = environment();
    addTarget('target');
    createForm(
      options({
        renderFrame: false,
        blockedDomains: ['one.example'],
        manuallyBlockedEmailDomain: ['two.example'],
        validationOptions: { forbiddenDomains: ['three.example'] },
      }),
      registry,
      env,
    );
    const email = await waitFor(() => {
      const input = document.querySelector<HTMLInputElement>('input[name=email]');
      if (!input) throw new Error('not rendered yet');
      return input;
    });
    for (const domain of ['one.example', 'two.example', 'three.example']) {
      fireEvent.change(email, { target: { value: `ada@${domain}` } });
      fireEvent.blur(email);
      await waitFor(() =>
        expect(document.querySelector('.hs_email .hs-error-msg')?.textContent).toBe(
          `Please enter a different email address. This form does not accept addresses from ${domain}.`,
        ),
      );
    }
  });

  it('prefills a field from the page URL query and keeps the page cookie hutk in hs_context', async () => {
    window.history.replaceState(null, '', '/page?firstname=Grace');
    document.cookie = 'hubspotutk=visitor-9';
    try {
      const { env } = environment();
      addTarget('target');
      createForm(options({ renderFrame: false }), registry, env);
      const firstName = await waitFor(() => {
        const input = document.querySelector<HTMLInputElement>('input[name=firstname]');
        if (!input) throw new Error('not rendered yet');
        return input;
      });
      expect(firstName.value).toBe('Grace');
      const context = document.querySelector<HTMLInputElement>('input[name=hs_context]');
      expect(JSON.parse(context?.value ?? '{}').hutk).toBe('visitor-9');
    } finally {
      window.history.replaceState(null, '', '/');
      document.cookie = 'hubspotutk=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });
});

describe('createForm: submission settings (spec 4 "Redirect", 7.7)', () => {
  /** Mounts the two-field form in the page and submits it; answers the api and the target. */
  async function submitted(more: Record<string, unknown>, answer?: Parameters<ReturnType<typeof fakeApi>['submitForm']['mockResolvedValueOnce']>[0]) {
    const { api, env } = environment();
    if (answer) api.submitForm.mockResolvedValueOnce(answer);
    const target = addTarget('target');
    createForm(options({ renderFrame: false, ...more }), registry, env);
    const form = await waitFor(() => {
      const element = target.querySelector<HTMLFormElement>('form.hs-form');
      if (!element) throw new Error('not rendered yet');
      return element;
    });
    fireEvent.change(form.querySelector('input[name=firstname]')!, { target: { value: 'Ada' } });
    fireEvent.submit(form);
    await waitFor(() => expect(target.querySelector('div.submitted-message')).not.toBeNull());
    return { api, target };
  }

  it("sends the page's analytics cookies, its canonical link and the site owner's ids and extra metadata in hs_context", async () => {
    const cookies = ['__hstc=tc.1.2', '__hssc=sc.3', '__hsfp=42'];
    for (const cookie of cookies) document.cookie = cookie;
    document.head.insertAdjacentHTML('beforeend', '<link rel="canonical" href="https://site.test/canonical">');
    try {
      const { api } = await submitted({ sfdcCampaignId: '701A', contentType: 'landing-page', extraSubmissionMetadata: { channel: 'web' } });
      expect(api.submitForm.mock.calls[0]?.[0].hsContext).toMatchObject({
        __hstc: 'tc.1.2', __hssc: 'sc.3', __hsfp: '42',
        canonicalUrl: 'https://site.test/canonical', contentType: 'landing-page', path: '/',
        sfdcCampaignId: '701A', channel: 'web',
      });
    } finally {
      for (const cookie of cookies) document.cookie = `${cookie.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
      document.head.querySelector('link[rel=canonical]')?.remove();
    }
  });

  it('shows rawInlineMessage as the thank-you, sanitised without the rawHtmlAccess scope, and it blocks the redirect like inlineMessage', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const { target } = await submitted(
      { rawInlineMessage: '<p style="color: red" id="own">Raw thanks</p>' },
      { ok: true, value: { conversionId: 'c', formGuid: FORM_GUID, redirectUrl: 'https://thanks.other.test/' } },
    );
    expect(added.mock.calls.some(([type]) => type === 'pageshow')).toBe(false);
    const paragraph = target.querySelector('div.submitted-message p');
    expect(paragraph?.textContent).toBe('Raw thanks');
    expect(paragraph?.hasAttribute('style')).toBe(false);
    expect(paragraph?.hasAttribute('id')).toBe(false);
  });

  // isBuilder sets the flag too, but the builder (the CMS editor) refuses the submission before any redirect.
  it.each([['isPreview'], ['disableRedirect']])('%s: true keeps the visitor on the page and shows the thank-you', async (flag) => {
    const added = vi.spyOn(window, 'addEventListener');
    await submitted({ [flag]: true, redirectUrl: 'https://thanks.other.test/' });
    expect(added.mock.calls.some(([type]) => type === 'pageshow')).toBe(false);
  });

  it('after a redirect listens for a back-forward-cache restore, and stops listening on unmount', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    await submitted({}, { ok: true, value: { conversionId: 'c', formGuid: FORM_GUID, redirectUrl: 'https://thanks.other.test/' } });
    const listener = added.mock.calls.find(([type]) => type === 'pageshow')?.[1];
    expect(listener).toBeDefined();
    expect(removed.mock.calls.some(([type, handler]) => type === 'pageshow' && handler === listener)).toBe(false);
    cleanupForms();
    expect(removed.mock.calls.some(([type, handler]) => type === 'pageshow' && handler === listener)).toBe(true);
  });
});

describe('createForm: any definition the network answers (fuzzed)', () => {
  const pageErrors: string[] = [];
  const onError = (event: ErrorEvent) => pageErrors.push(`error: ${event.message}`);
  const onRejection = (reason: unknown) => pageErrors.push(`unhandled rejection: ${String(reason)}`);

  beforeAll(() => {
    window.addEventListener('error', onError);
    process.on('unhandledRejection', onRejection);
  });
  afterAll(() => {
    window.removeEventListener('error', onError);
    process.off('unhandledRejection', onRejection);
  });

  it('shows the form, or the missing-form panel when the definition cannot be read, and never throws to the page', async () => {
    await fc.assert(
      fc.asyncProperty(wireDefinitionArbitrary(RENDER_SHAPE), async (raw) => {
        pageErrors.length = 0;
        // The fallback copy is just as broken.
        const { env } = environment(okDefinition(raw), okDefinition(raw));
        const target = addTarget('target');
        const onFormReady = vi.fn();
        const onRenderError = vi.fn();
        try {
          // English: a catalogue file would be requested with a script jsdom never runs.
          createForm(options({ locale: 'en', onFormReady, onRenderError }), registry, env);
          if (normalizeDefinition(raw).ok) {
            await waitFor(() => expect(onFormReady).toHaveBeenCalledTimes(1), { timeout: 5000 });
            expect((onFormReady.mock.calls[0]?.[0] as Element).matches('form.hs-form')).toBe(true);
            expect(onRenderError).not.toHaveBeenCalled();
          } else {
            await waitFor(() => expect(target.querySelector('.hs-form-missing')).not.toBeNull(), { timeout: 5000 });
            const codes = onRenderError.mock.calls.map(([error]) => (error as RenderError).code);
            expect(codes).toEqual(['DEFINITION_FAILURE', 'FALLBACK_DEFINITION_FAILURE']);
            expect(onFormReady).not.toHaveBeenCalled();
          }
          await new Promise((resolve) => setTimeout(resolve, 0));
          expect(pageErrors).toEqual([]);
        } finally {
          cleanupForms();
        }
      }),
      { numRuns: 200 },
    );
  }, 120_000);
});
