// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { readFormFacts } from '../../src/embed/form-facts';
import { formStoreDeps } from '../../src/embed/form-store-deps';
import { readOptions } from '../../src/embed/read-options';
import { submitChecked } from '../../src/store/submit-checked';
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
