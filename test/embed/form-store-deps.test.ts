// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFormFacts } from '../../src/embed/form-facts';
import { formStoreDeps } from '../../src/embed/form-store-deps';
import { readOptions } from '../../src/embed/read-options';
import { startFormChecks } from '../../src/embed/start-form-checks';
import { loadChunk } from '../../src/lazy/load-chunk';
import type { StoreContext } from '../../src/store/form-store-state';
import { fakeApi, FORM_GUID, okDefinition, PORTAL_ID, textFieldsDefinition } from '../store/wire-definition';

// What the checks do is tested in test/embed/start-form-checks.test.ts; here: when they start.
vi.mock('../../src/embed/start-form-checks', () => ({ startFormChecks: vi.fn() }));
afterEach(() => vi.mocked(startFormChecks).mockClear());

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
  it("starts the form's checks at once, with the page, the form and embed.js's own chunk loader", () => {
    const deps = depsOnThisPage();
    const ctx = {} as StoreContext;
    deps.formShown(ctx);
    expect(startFormChecks).toHaveBeenCalledTimes(1);
    expect(startFormChecks).toHaveBeenCalledWith(ctx, window, expect.any(Function), loadChunk);
  });

  it('starts nothing for a form its owner previews: no spam checks, no first touch', () => {
    const { context } = readOptions({ isPreview: true, formData: {} });
    const target = document.createElement('div');
    const facts = readFormFacts(window, context, { origin: ORIGIN, folderUrl: `${ORIGIN}/`, baseDomain: undefined, nonce: '' }, 'instance-1', target);
    const { deps } = formStoreDeps({
      win: window, context, facts, api: fakeApi(okDefinition(textFieldsDefinition(['firstname']))),
      notify: vi.fn(), beforeSubmit: () => ({}), formElement: () => null,
    });
    deps.formShown({} as StoreContext);
    expect(startFormChecks).not.toHaveBeenCalled();
  });
});
