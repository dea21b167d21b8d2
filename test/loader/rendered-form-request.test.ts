// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takePrefetched } from '../../src/api/prefetched-answers';
import type { DefinitionRequest } from '../../src/core/definition-request';
import { readOptions } from '../../src/embed/read-options';
import { prefetchRenderedForm, renderedFormUrl } from '../../src/loader/rendered-form-request';
import { ENGLISH_UNFINISHED_FORM_TEXT } from '../../src/i18n/unfinished-form-text';
import { FORM_GUID, PORTAL_ID, wireDefinition, wireField, wireGroup } from '../store/wire-definition';

const JSON_URL = `https://forms.test/embed/v3/form/${PORTAL_ID}/${FORM_GUID}/json`;
const RENDERED_URL = `https://forms.test/embed/v3/form/${PORTAL_ID}/${FORM_GUID}/rendered`;
const fetchRequest = (primaryUrl = JSON_URL): DefinitionRequest => ({ kind: 'fetch', primaryUrl, fallbackUrl: undefined });
const options = (more: Record<string, unknown> = {}) => readOptions({ portalId: PORTAL_ID, formId: FORM_GUID, ...more }).context;

describe('where the host pre-rendered form is asked for', () => {
  it('is the definition URL with /rendered and the locale asked for', () => {
    expect(renderedFormUrl(fetchRequest(), options())).toBe(RENDERED_URL);
    expect(renderedFormUrl(fetchRequest(`${JSON_URL}?allowUnpublished=true`), options({ locale: 'de' }))).toBe(`${RENDERED_URL}?allowUnpublished=true&lang=de`);
  });

  it("carries a known visitor's hutk, for the host to render what a recognised visitor sees", () => {
    expect(renderedFormUrl(fetchRequest(`${JSON_URL}?hutk=abc`), options())).toBe(`${RENDERED_URL}?hutk=abc`);
  });

  it('is not asked for when the page changes the markup or its look, or for what the host does not render', () => {
    for (const more of [
      { translations: { en: { submitText: 'Go' } } },
      { css: '.hs-form{color:red}' },
      { style: { labelTextColor: '#123456' } },
      { theme: 'inherit' },
      { isPreview: true },
      // Classes, a button text or a layout of the page's own: the host renders with the defaults.
      { isMobileResponsive: false },
      { cssClass: 'site-form' },
      { cssRequired: 'needed' },
      { submitText: 'Go' },
      { errorClass: 'bad' },
      { errorMessageClass: 'messages' },
      { submitButtonClass: 'btn' },
    ]) {
      expect(renderedFormUrl(fetchRequest(), options(more)), JSON.stringify(more)).toBeUndefined();
    }
    expect(renderedFormUrl(fetchRequest(`${JSON_URL}/draft`), options())).toBeUndefined();
    expect(renderedFormUrl({ kind: 'given', raw: undefined }, options())).toBeUndefined();
  });
});

describe('the pre-rendered form asked for early', () => {
  afterEach(() => vi.unstubAllGlobals());
  const definition = wireDefinition({ groups: [wireGroup([wireField({ name: 'email' })])] });
  const answering = (...bodies: { status: number; body: string }[]) => {
    const fetch = vi.fn(async () => {
      const next = bodies.shift()!;
      return new Response(next.body, { status: next.status });
    });
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('answers the markup, and the store definition request from the same answer, with one request', async () => {
    const unfinished = { title: 'לא ניתן היה להשלים את טעינת הטופס', message: 'עדיין לא ניתן לשלוח אותו.' };
    const fetch = answering({ status: 200, body: JSON.stringify({ definition, markup: '<form></form>', lang: 'he-il', dir: 'rtl', title: 'טופס', unfinished, version: 1 }) });
    const rendered = await prefetchRenderedForm(RENDERED_URL, JSON_URL, 7000);
    expect(rendered).toEqual({ definition, markup: '<form></form>', lang: 'he-il', dir: 'rtl', title: 'טופס', unfinished });
    const answer = await takePrefetched(JSON_URL);
    // Handed on as read (the store does not parse it again); its text, if asked for, is the same.
    expect(answer?.ok && answer.value.json).toBe(rendered?.definition);
    expect(answer?.ok && JSON.parse(answer.value.text)).toEqual(definition);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks for the definition itself when the host has no such route, and shows no markup', async () => {
    const fetch = answering({ status: 404, body: '{"message":"resource not found"}' }, { status: 200, body: JSON.stringify(definition) });
    expect(await prefetchRenderedForm(RENDERED_URL, JSON_URL, 7000)).toBeUndefined();
    const answer = await takePrefetched(JSON_URL);
    expect(answer?.ok && JSON.parse(answer.value.text)).toEqual(definition);
    expect(String((fetch.mock.calls[1] as unknown[])[0])).toContain('/json');
  });

  it('uses the definition of an answer without markup, and shows none', async () => {
    answering({ status: 200, body: JSON.stringify({ definition, markup: null, lang: 'en', version: 1 }) });
    // An older host's answer, without the title and direction: the frame is named in English until the runtime has it.
    expect(await prefetchRenderedForm(RENDERED_URL, JSON_URL, 7000)).toEqual({
      definition,
      markup: null,
      lang: 'en',
      dir: 'ltr',
      title: 'Form',
      unfinished: ENGLISH_UNFINISHED_FORM_TEXT,
    });
    const answer = await takePrefetched(JSON_URL);
    expect(answer?.ok && JSON.parse(answer.value.text)).toEqual(definition);
  });

  it.each([
    ['none (an older host)', undefined],
    ['null', null],
    ['a string', 'Dieses Formular konnte nicht vollständig geladen werden'],
    ['a title alone', { title: 'Dieses Formular konnte nicht vollständig geladen werden' }],
    ['a message that is not a string', { title: 'Dieses Formular konnte nicht vollständig geladen werden', message: 7 }],
    ['an empty title', { title: '', message: 'Es kann noch nicht gesendet werden.' }],
  ])('keeps the English notice for a runtime that never arrives when the answer has %s', async (_, unfinished) => {
    answering({ status: 200, body: JSON.stringify({ definition, markup: '<form></form>', lang: 'de', dir: 'ltr', title: 'Formular', unfinished }) });
    const rendered = await prefetchRenderedForm(RENDERED_URL, JSON_URL, 7000);
    expect(rendered?.unfinished).toEqual({
      title: 'This form could not finish loading',
      message: 'It cannot be sent yet. What you typed is kept in this tab: reload the page to try again.',
    });
  });
});

describe('the definition handed on from the pre-rendered form on a hostile page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (Array.prototype as { toJSON?: unknown }).toJSON;
  });

  it('keeps its lists when the page defines Array.prototype.toJSON (old Prototype.js)', async () => {
    const definition = wireDefinition({ groups: [wireGroup([wireField({ name: 'email' })])] });
    const body = JSON.stringify({ definition, markup: null });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body)));
    Object.defineProperty(Array.prototype, 'toJSON', { value: () => 'array-hijacked', configurable: true, writable: true });
    await prefetchRenderedForm(RENDERED_URL, JSON_URL, 7000);
    const answer = await takePrefetched(JSON_URL);
    delete (Array.prototype as { toJSON?: unknown }).toJSON;
    expect(answer?.ok && JSON.parse(answer.value.text)).toEqual(definition);
  });
});
