// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { readFormFacts } from '../../src/embed/form-facts';
import { formStoreDeps } from '../../src/embed/form-store-deps';
import { readOptions } from '../../src/embed/read-options';
import { submitChecked } from '../../src/store/submit-checked';
import '../../src/lazy/calls-chunk';
import { getChunk, registerChunk } from '../../src/lazy/chunk-registry';
import { loadChunk } from '../../src/lazy/load-chunk';
import type { StoreContext } from '../../src/store/form-store-state';
import { fakeApi, FORM_GUID, okDefinition, PORTAL_ID, textFieldsDefinition } from '../store/wire-definition';

const ORIGIN = 'https://forms.test';

function depsOnThisPage() {
  const { context } = readOptions({ portalId: PORTAL_ID, formId: FORM_GUID });
  const target = document.createElement('div');
  const facts = readFormFacts(window, context, { origin: ORIGIN, folderUrl: `${ORIGIN}/`, baseDomain: undefined, nonce: '' }, 'instance-1', target);
  return formStoreDeps({
    win: window,
    context,
    facts,
    api: fakeApi(okDefinition(textFieldsDefinition(['firstname']))),
    loadSubmitter: () => Promise.resolve(submitChecked),
    notify: vi.fn(),
    beforeSubmit: () => ({}),
    formElement: () => null,
  }).deps;
}

describe('formStoreDeps: where drafts live', () => {
  it("keeps drafts in the tab's sessionStorage, and removes leftovers from the page's localStorage", () => {
    const deps = depsOnThisPage();
    expect(deps.storage).toBe(window.sessionStorage);
    expect(deps.leftoverDraftStorage).toBe(window.localStorage);
  });
});

describe('formStoreDeps: when a form shows', () => {
  it("starts the calls file's checks once that file is there, with the page, the form and embed.js's own chunk loader", async () => {
    const startFormChecks = vi.fn();
    const before = getChunk('calls');
    registerChunk('calls', { ...before!, startFormChecks });
    try {
      const deps = depsOnThisPage();
      const ctx = {} as StoreContext;
      deps.formShown(ctx);
      await vi.waitFor(() => expect(startFormChecks).toHaveBeenCalledTimes(1));
      expect(startFormChecks).toHaveBeenCalledWith(ctx, window, expect.any(Function), loadChunk);
    } finally {
      registerChunk('calls', before!);
    }
  });

  it('starts nothing for a form its owner previews: no spam checks, no first touch', () => {
    const startFormChecks = vi.fn();
    const before = getChunk('calls');
    registerChunk('calls', { ...before!, startFormChecks });
    const loadSubmitter = vi.fn(() => Promise.resolve(submitChecked));
    try {
      const { context } = readOptions({ isPreview: true, formData: {} });
      const target = document.createElement('div');
      const facts = readFormFacts(window, context, { origin: ORIGIN, folderUrl: `${ORIGIN}/`, baseDomain: undefined, nonce: '' }, 'instance-1', target);
      const { deps } = formStoreDeps({
        win: window, context, facts, api: fakeApi(okDefinition(textFieldsDefinition(['firstname']))), loadSubmitter,
        notify: vi.fn(), beforeSubmit: () => ({}), formElement: () => null,
      });
      deps.formShown({} as StoreContext);
      // Starting anything begins by asking for the calls file, at once: it was not asked for.
      expect(loadSubmitter).not.toHaveBeenCalled();
      expect(startFormChecks).not.toHaveBeenCalled();
    } finally {
      registerChunk('calls', before!);
    }
  });
});
