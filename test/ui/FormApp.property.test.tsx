// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { normalizeDefinition } from '../../src/core/definition/normalize-definition';
import type { FormStoreDeps } from '../../src/store/create-form-store';
import { okDefinition, submitStored } from '../store/wire-definition';
import { RENDER_SHAPE, wireDefinitionArbitrary } from '../store/wire-definition-arbitrary';
import { renderApp, storeAnswering } from './form-harness';
import { registerSanitizer } from './register-sanitizer';

/** Errors that reached the page: a render or an effect that threw past React, or a rejected promise nobody handled. */
const pageErrors: string[] = [];
const onError = (event: ErrorEvent) => pageErrors.push(`error: ${event.message}`);
const onRejection = (event: PromiseRejectionEvent) => pageErrors.push(`unhandled rejection: ${String(event.reason)}`);
const onNodeRejection = (reason: unknown) => pageErrors.push(`unhandled rejection: ${String(reason)}`);

beforeAll(() => {
  registerSanitizer();
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  process.on('unhandledRejection', onNodeRejection);
});
afterAll(() => {
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  process.off('unhandledRejection', onNodeRejection);
});
afterEach(cleanup);

/** Renders, loads and submits one definition; answers what the page saw go wrong. */
async function renderAndSubmit(raw: unknown): Promise<void> {
  const normalized = normalizeDefinition(raw);
  // Raw-HTML forms post into a hidden frame: answered like the fetch path, so no send is left retrying.
  const frameSubmitForm = vi.fn<FormStoreDeps['frameSubmitForm']>(() => Promise.resolve(submitStored()));
  const { store, api, events, load } = storeAnswering(okDefinition(raw), undefined, {}, { frameSubmitForm });
  const { container, unmount } = renderApp(store);
  try {
    await act(() => load());
    if (!normalized.ok) {
      expect(container.querySelector('.hs-form-missing')).not.toBeNull();
      expect(container.querySelector('form')).toBeNull();
      return;
    }
    const form = container.querySelector('form.hs-form');
    expect(form).not.toBeNull();
    expect(container.querySelector('.hs-form-missing')).toBeNull();

    // Validate everything, build the values and send them (to the fake api), as a click on submit does.
    await act(() => store.getState().submit());
    const sends = [...api.submitForm.mock.calls, ...frameSubmitForm.mock.calls];
    const refused = events.some((event) => event.type === 'formError' && event.name === 'SUBMIT_ATTEMPT_WITH_VALIDATION_ERRORS');
    // Exactly one of the two: the form refused its (empty) values, or it sent them once.
    expect(refused ? 0 : 1).toBe(sends.length);
    for (const [params] of sends) {
      for (const { name, value } of params.values) {
        expect(typeof name).toBe('string');
        expect(typeof value).toBe('string');
      }
      expect(params.formGuid).toBe(normalized.value.definition.guid);
    }
    if (refused) expect(store.getState().submission.requested).toBe(false);
  } finally {
    store.getState().dispose();
    unmount();
    container.remove();
  }
}

/**
 * 1,000 renders (about 25 s on an idle machine); normalising alone runs 1,000 more
 * (normalize-definition.property.test.ts), and the embed's own path renders 200 more
 * (create-form.test.tsx).
 */
describe('FormApp: any definition a host could send', () => {
  it('renders the form (or the missing-form panel when it cannot be read), validates and submits, and nothing reaches the page', async () => {
    await fc.assert(
      fc.asyncProperty(wireDefinitionArbitrary(RENDER_SHAPE), async (raw) => {
        pageErrors.length = 0;
        await renderAndSubmit(raw);
        // An error event is dispatched synchronously by React; a rejection shows up a task later.
        await new Promise((resolve) => setTimeout(resolve, 0));
        expect(pageErrors).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  }, 120_000);
});
