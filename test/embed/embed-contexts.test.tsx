// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { inPreviewOrBuilder } from '../../src/core/embed-context';
import { createForm } from '../../src/embed/create-form';
import { createFormsRegistry, type FormsRegistry } from '../../src/embed/forms-registry';
import { createInstanceKeys } from '../../src/embed/instance-keys';
import type { MountEnvironment } from '../../src/embed/mount-form';
import {
  fakeApi,
  FORM_GUID,
  httpFailure,
  okDefinition,
  PORTAL_ID,
  textFieldsDefinition,
  wireDefinition,
  wireField,
  wireGroup,
  type Answer,
} from '../store/wire-definition';

// The embed contexts of spec sections 2 and 6, read from the page by `readFormFacts`
// (`core/embed-surface.ts`), and the preview and builder modes rendering `formData`.

let registry: FormsRegistry;
let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  registry = createFormsRegistry();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  for (const element of Array.from(document.querySelectorAll('[data-test-target]'))) registry.unmount(element);
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

function environment(primary: Answer) {
  const api = fakeApi(primary);
  const env: MountEnvironment = {
    win: window,
    api,
    // Self-hosted from the page's own origin, as on the reference forms host.
    script: { origin: window.location.origin, folderUrl: `${window.location.origin}/`, baseDomain: undefined, nonce: '' },
    instanceKeys: createInstanceKeys(),
  };
  return { api, env };
}

/** A target, inside a `<span>` of `wrapperClass` when given. */
function addTarget(wrapperClass?: string, id = 'target'): HTMLElement {
  const target = document.createElement('div');
  target.id = id;
  target.setAttribute('data-test-target', '');
  if (wrapperClass) {
    const wrapper = document.createElement('span');
    wrapper.className = wrapperClass;
    wrapper.appendChild(target);
    document.body.appendChild(wrapper);
  } else {
    document.body.appendChild(target);
  }
  return target;
}

/** A two-page form on the free plan (branding shown) with a themed look (framed by default). */
const freeTwoPages = () =>
  okDefinition(
    wireDefinition({
      groups: [wireGroup([wireField({ name: 'first' })]), wireGroup([], { isPageBreak: true }), wireGroup([wireField({ name: 'second' })])],
      form: { themeName: 'canvas' },
      top: { scopes: { noBranding: false, renderShell: false, rawHtmlAccess: false, customStyleAccess: false } },
    }),
  );

const options = (target: HTMLElement, more: Record<string, unknown> = {}) => ({
  portalId: PORTAL_ID,
  formId: FORM_GUID,
  target: `#${target.id}`,
  ...more,
});

async function formIn(target: HTMLElement): Promise<HTMLFormElement> {
  return waitFor(() => {
    const form = target.querySelector<HTMLFormElement>('form.hs-form');
    if (!form) throw new Error('not rendered in the page yet');
    return form;
  });
}

describe('a CMS module embed (spec 2: no branding link, no step indicator)', () => {
  const CMS_WRAPPER = 'hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_form';

  it('elsewhere a multi-page form on the free plan shows its step indicator and the branding link', async () => {
    const { env } = environment(freeTwoPages());
    const target = addTarget();
    createForm(options(target, { renderFrame: false }), registry, env);
    const form = await formIn(target);
    expect(form.querySelector('.hs-form-progress')).not.toBeNull();
    expect(form.querySelector('.hs-form-branding')).not.toBeNull();
  });

  it('inside the form module wrapper: neither', async () => {
    const { env } = environment(freeTwoPages());
    const target = addTarget(CMS_WRAPPER);
    createForm(options(target, { renderFrame: false }), registry, env);
    const form = await formIn(target);
    expect(form.querySelector('button.hs-next')).not.toBeNull();
    expect(form.querySelector('.hs-form-progress')).toBeNull();
    expect(form.querySelector('.hs-form-branding')).toBeNull();
  });

  it("in the module's own target (hs_form_target_…): neither", async () => {
    const { env } = environment(freeTwoPages());
    const target = addTarget(undefined, 'hs_form_target_widget_1712345678');
    createForm(options(target, { renderFrame: false }), registry, env);
    const form = await formIn(target);
    expect(form.querySelector('.hs-form-progress')).toBeNull();
    expect(form.querySelector('.hs-form-branding')).toBeNull();
  });
});

describe('a shareable page (spec 2: not framed)', () => {
  it('a themed form is framed on an ordinary page of the forms host', async () => {
    window.history.replaceState(null, '', '/contact-us');
    const { env } = environment(freeTwoPages());
    const target = addTarget();
    createForm(options(target), registry, env);
    await waitFor(() => expect(target.querySelector('iframe.hs-form-iframe')).not.toBeNull());
  });

  it('the same form renders in the page on a shareable page (/forms/share/… of the forms host)', async () => {
    window.history.replaceState(null, '', `/forms/share/${PORTAL_ID}/${FORM_GUID}`);
    const { env } = environment(freeTwoPages());
    const target = addTarget();
    createForm(options(target), registry, env);
    await formIn(target);
    expect(target.querySelector('iframe.hs-form-iframe')).toBeNull();
  });
});

describe('preview and builder modes render formData (spec 2, 3, 6)', () => {
  it('are isPreview, isBuilder or a previewMode', () => {
    const modes = { isPreview: false, isBuilder: false, previewMode: '' };
    expect(inPreviewOrBuilder(modes)).toBe(false);
    expect(inPreviewOrBuilder({ ...modes, isPreview: true })).toBe(true);
    expect(inPreviewOrBuilder({ ...modes, isBuilder: true })).toBe(true);
    expect(inPreviewOrBuilder({ ...modes, previewMode: 'draft' })).toBe(true);
  });

  it.each([
    ['isPreview', { isPreview: true }],
    ['isBuilder', { isBuilder: true }],
    ['previewMode', { previewMode: 'edit' }],
  ])('%s: renders the definition of formData without ids and without a request', async (_mode, mode) => {
    const { api, env } = environment(httpFailure(500, 'unused'));
    const target = addTarget();
    const onFormReady = vi.fn();
    createForm({ target: '#target', renderFrame: false, formData: textFieldsDefinition(['firstname', 'email']), onFormReady, ...mode }, registry, env);
    const form = await formIn(target);
    expect(Array.from(form.querySelectorAll<HTMLInputElement>('.hs-input')).map((input) => input.name)).toEqual(['firstname', 'email']);
    await waitFor(() => expect(onFormReady).toHaveBeenCalledTimes(1));
    expect(api.fetchDefinition).not.toHaveBeenCalled();
    expect(api.fetchFallback).not.toHaveBeenCalled();
    expect(target.querySelector('.hs-form-missing')).toBeNull();
  });

  it('without formData or ids: the DEFINITION_NOT_FOUND panel and a warning, not INVALID_PORTAL_ID', async () => {
    const { api, env } = environment(httpFailure(500, 'unused'));
    const target = addTarget();
    const onRenderError = vi.fn();
    createForm({ target: '#target', isPreview: true, onRenderError }, registry, env);
    await waitFor(() => expect(target.querySelector('.hs-form-missing')?.getAttribute('data-render-error')).toBe('DEFINITION_NOT_FOUND'));
    expect(onRenderError).toHaveBeenCalledWith(expect.objectContaining({ code: 'DEFINITION_NOT_FOUND' }));
    expect(warn.mock.calls.map((call) => String(call[0]))).toContain(
      '[forms-embed] formData is missing: preview and builder modes render it',
    );
    expect(api.fetchDefinition).not.toHaveBeenCalled();
  });

  it('with a formData that is no form definition: the DEFINITION_FAILURE panel and a warning', async () => {
    const { env } = environment(httpFailure(500, 'unused'));
    const target = addTarget();
    createForm({ target: '#target', isBuilder: true, formData: { form: { formFieldGroups: 'nothing' } } }, registry, env);
    await waitFor(() => expect(target.querySelector('.hs-form-missing')?.getAttribute('data-render-error')).toBe('DEFINITION_FAILURE'));
    expect(warn.mock.calls.map((call) => String(call[0]))).toContain(
      '[forms-embed] formData is not a form definition: Invalid definition: form has no guid',
    );
  });

  it('the builder (the CMS editor) still refuses a submission; a preview submits and shows the thank-you', async () => {
    for (const [mode, sent] of [['isBuilder', false], ['isPreview', true]] as const) {
      const { api, env } = environment(httpFailure(500, 'unused'));
      const target = addTarget();
      createForm({ target: '#target', renderFrame: false, formData: textFieldsDefinition(['firstname']), [mode]: true }, registry, env);
      const form = await formIn(target);
      fireEvent.change(form.querySelector('input[name=firstname]')!, { target: { value: 'Ada' } });
      fireEvent.submit(form);
      if (sent) await waitFor(() => expect(target.querySelector('div.submitted-message')).not.toBeNull());
      else await waitFor(() => expect(warn.mock.calls.some((call) => /submitting is turned off inside the editor/.test(String(call[0])))).toBe(true));
      expect(api.submitForm).toHaveBeenCalledTimes(sent ? 1 : 0);
      registry.unmount(target);
      target.remove();
    }
  });
});
