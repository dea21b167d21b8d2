// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_TOUCH_STORAGE_KEY } from '../../src/core/attribution/attribution';
import { DEFAULT_MIN_TOKEN_AGE_MS, honeypotFieldName, SPAM_TOKEN_FIELD } from '../../src/core/spam/spam-wire';
import { startFormChecks } from '../../src/embed/start-form-checks';
import { loadChunk } from '../../src/lazy/load-chunk';
import { fetchSpamToken } from '../../src/api/fetch-spam-token';
import { DEFINITION_REQUEST, FORM_GUID, PORTAL_ID, settle, storeHarness, textFieldsDefinition } from '../store/wire-definition';

vi.mock('react', () => ({}));

const FORMS_HOST = 'https://forms.test';
const TOKEN_PATH = `${FORMS_HOST}/embed/v3/form/${PORTAL_ID}/${FORM_GUID}/spam-token`;
/** The minimum age the mock host announces with its token: not the default, so the embed must have read it. */
const TOKEN_MIN_AGE_MS = 500;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let tokenAsks = 0;
beforeEach(() => {
  tokenAsks = 0;
  server.use(
    http.get(TOKEN_PATH, () => {
      tokenAsks += 1;
      return HttpResponse.json({ token: 'signed-token', minAgeMs: TOKEN_MIN_AGE_MS }, { headers: { 'Cache-Control': 'no-store' } });
    }),
  );
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/landing?utm_source=news&utm_campaign=spring&gclid=G1&other=x#frag');
  Object.defineProperty(document, 'referrer', { value: 'https://search.test/results?q=shoes', configurable: true });
});

/** A form element holding the honeypot as the page has it. */
function formWithHoneypot(value: string) {
  const form = document.createElement('form');
  const input = Object.assign(document.createElement('input'), { name: honeypotFieldName(FORM_GUID, ''), type: 'text' });
  form.appendChild(input);
  input.value = value;
  return form;
}

async function shown(metaData: { name: string; value: string }[] = [], honeypot = '') {
  const form = formWithHoneypot(honeypot);
  const harness = storeHarness(textFieldsDefinition(['firstname'], { metaData }), {}, { formShown: (ctx) => startFormChecks(ctx, window, () => form, loadChunk) });
  // The real call, to the mock forms host.
  harness.api.fetchSpamToken.mockImplementation(fetchSpamToken);
  await harness.store.getState().loadDefinition(DEFINITION_REQUEST);
  await vi.waitFor(() => expect(harness.store.getState().spam?.token).toBeDefined());
  return harness;
}

async function submitted(harness: Awaited<ReturnType<typeof shown>>) {
  harness.scheduler.advance(TOKEN_MIN_AGE_MS);
  await harness.store.getState().submit();
  await settle();
  return harness.api.submitForm.mock.calls[0]![0];
}

describe('startFormChecks', () => {
  it("asks the forms host for the form's time token and sends it with the honeypot's value in the page", async () => {
    const harness = await shown([], 'filled by a script');
    expect(tokenAsks).toBe(1);
    expect(harness.store.getState().spam?.token).toMatchObject({ token: 'signed-token', minAgeMs: TOKEN_MIN_AGE_MS });
    const params = await submitted(harness);
    expect(params.values).toContainEqual({ name: SPAM_TOKEN_FIELD, value: 'signed-token' });
    expect(params.values).toContainEqual({ name: honeypotFieldName(FORM_GUID, ''), value: 'filled by a script' });
  });

  it('waits the default 2 s for a token from a host that announces no age (an older host)', async () => {
    server.use(http.get(TOKEN_PATH, () => HttpResponse.json({ token: 'older-host-token' })));
    const harness = await shown();
    const submitting = harness.store.getState().submit();
    await settle();
    harness.scheduler.advance(DEFAULT_MIN_TOKEN_AGE_MS - 1);
    await settle();
    expect(harness.api.submitForm).not.toHaveBeenCalled();
    harness.scheduler.advance(1);
    await submitting;
    expect(harness.api.submitForm).toHaveBeenCalledTimes(1);
    expect(harness.api.submitForm.mock.calls[0]![0].values).toContainEqual({ name: SPAM_TOKEN_FIELD, value: 'older-host-token' });
  });

  it("records the session's first touch in sessionStorage and sends it", async () => {
    const harness = await shown();
    const firstTouch = {
      utm_source: 'news',
      utm_campaign: 'spring',
      gclid: 'G1',
      referrer: 'https://search.test/results',
      landingPage: `${window.location.origin}/landing?utm_source=news&utm_campaign=spring&gclid=G1`,
    };
    expect(JSON.parse(window.sessionStorage.getItem(FIRST_TOUCH_STORAGE_KEY)!)).toEqual(firstTouch);
    // The visitor moves on to another page of the site and submits there.
    window.history.replaceState(null, '', '/pricing');
    expect((await submitted(harness)).hsContext.attribution).toEqual(firstTouch);
  });

  it.each([
    ['the form records no attribution', [{ name: 'attribution', value: 'false' }]],
    ['its cookie submission is disabled', [{ name: 'disableCookieSubmission', value: 'true' }]],
  ])('reads, keeps and sends nothing of it when %s', async (_, metaData) => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const harness = await shown(metaData);
    expect((await submitted(harness)).hsContext.attribution).toBeUndefined();
    expect(getItem.mock.calls.filter(([key]) => key === FIRST_TOUCH_STORAGE_KEY)).toEqual([]);
    expect(window.sessionStorage.length).toBe(0);
  });
});
